'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useRef, useState, type SyntheticEvent } from 'react';
import { useDismiss } from '@/lib/hooks/use-dismiss';
import { swapPrefix } from '@/lib/languages/paths';
import { PathIcon } from './icons';
import styles from './language-switcher.module.scss';

/** A published language as the switcher lists it (lib/languages/words.ts `languageChoices`). */
interface Choice {
  tag: string;
  prefix: string;
  name: string;
  code: string;
}

const GLOBE =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16zM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4z';

/**
 * The published languages, each a link to this page in that language (its own name, marked with
 * its language), in a native disclosure: it opens, and its links lead, without JavaScript. The
 * links are this page's path under each language's prefix (from the server's render, so they hold
 * without JavaScript); once the visitor reaches for one, it takes the address's query too
 * (`?tab=backend`, which the page may have changed since). Switching is a full page load: the
 * languages are different root layouts.
 */
export function LanguageSwitcher({
  languages,
  current,
  label,
  summary,
}: {
  languages: readonly Choice[];
  /** The current language's prefix (`''` for the default language). */
  current: string;
  /** The list's name ("Language"), and the button's text for assistive technology ("Language: Deutsch"). */
  label: string;
  summary: string;
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  const button = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);

  const here = languages.find((language) => language.prefix === current) ?? languages[0];
  const withQuery = (event: SyntheticEvent<HTMLAnchorElement>, prefix: string) => {
    event.currentTarget.href = `${swapPrefix(window.location.pathname, current, prefix)}${window.location.search}`;
  };

  return (
    <details ref={root} className={styles.root} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary ref={button} className={styles.button} title={label}>
        <PathIcon d={GLOBE} width="18" height="18" />
        <span aria-hidden="true" className={styles.code}>
          {here.code}
        </span>
        <span className="visually-hidden">{summary}</span>
      </summary>
      <ul className={styles.list} aria-label={label}>
        {languages.map((language) => (
          <li key={language.tag}>
            <a
              href={swapPrefix(pathname, current, language.prefix)}
              lang={language.tag}
              hrefLang={language.tag}
              aria-current={language.prefix === current ? 'true' : undefined}
              className={styles.link}
              onFocus={(event) => withQuery(event, language.prefix)}
              onPointerDown={(event) => withQuery(event, language.prefix)}
              onClick={(event) => withQuery(event, language.prefix)}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
