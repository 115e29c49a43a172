'use client';

import { useState } from 'react';
import { useClientValue } from '@/lib/hooks/use-client-value';
import { swapPrefix } from '@/lib/languages/paths';
import styles from './language-suggestion.module.scss';

/** Another published language the page exists in, with the suggestion's words in that language. */
export interface Suggestion {
  tag: string;
  prefix: string;
  dir: 'ltr' | 'rtl';
  text: string;
  dismiss: string;
}

/** Where a visitor's "no thanks" is kept, so the site asks once. */
const DISMISSED_KEY = 'language-suggestion-dismissed';

function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false; // Storage refused (private mode): offer anyway.
  }
}

/** The first of the page's languages the browser asks for (exactly, else by its base language). */
function preferredTag(languages: readonly string[]): string | undefined {
  for (const wanted of (navigator.languages ?? [navigator.language]).map((tag) => tag.toLowerCase())) {
    const match =
      languages.find((tag) => tag.toLowerCase() === wanted) ??
      languages.find((tag) => tag.toLowerCase().split('-')[0] === wanted.split('-')[0]);
    if (match) return match;
  }
  return undefined;
}

/**
 * A quiet offer of the visitor's own language, never a redirect (search engines and shared links
 * land where they point): when the browser's first language the site has is not this page's, one
 * line in that language links to this page in it. Shown once React runs (it floats: nothing
 * moves); "No thanks" is remembered.
 */
export function LanguageSuggestion({
  current,
  others,
}: {
  /** This page's language and its addresses' prefix. */
  current: { tag: string; prefix: string };
  others: readonly Suggestion[];
}) {
  const [closed, setClosed] = useState(false);
  const wanted = useClientValue(
    () => (dismissed() ? undefined : preferredTag([current.tag, ...others.map((other) => other.tag)])),
    undefined,
  );
  const offer = closed ? undefined : others.find((other) => other.tag === wanted);
  if (!offer) return null;
  const href = `${swapPrefix(window.location.pathname, current.prefix, offer.prefix)}${window.location.search}`;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Not kept: offered again on the next page.
    }
    setClosed(true);
  };
  return (
    <aside className={styles.suggestion} lang={offer.tag} dir={offer.dir} aria-label={offer.text}>
      <a href={href} hrefLang={offer.tag}>
        {offer.text}
      </a>
      <button type="button" onClick={dismiss}>
        {offer.dismiss}
      </button>
    </aside>
  );
}
