'use client';

import { useCallback, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useDismiss } from '@/lib/hooks/use-dismiss';
import { THEME_CHOICE, type ThemeChoice } from '@/lib/client-constants';
import { PathIcon } from './icons';
import styles from './theme-toggle.module.scss';

const ICONS: Record<ThemeChoice, string> = {
  light:
    'M12 17a5 5 0 1 1 0-10 5 5 0 0 1 0 10zM11 1h2v3h-2zm0 19h2v3h-2zM1 11h3v2H1zm19 0h3v2h-3zM4.2 5.6l1.4-1.4 2.1 2.1-1.4 1.4zm12.1 12.1 1.4-1.4 2.1 2.1-1.4 1.4zM4.2 18.4l2.1-2.1 1.4 1.4-2.1 2.1zM16.3 6.3l2.1-2.1 1.4 1.4-2.1 2.1z',
  dark: 'M21 14.5A9 9 0 0 1 9.5 3a9 9 0 1 0 11.5 11.5z',
  system: 'M2 4h20v13H2zm2 2v9h16V6zm4 13h8v2H8z',
};

const CHANGE_EVENT = 'portfolio:theme';

/** The control's name and its choices' names, in the page's language (from the server). */
export type ThemeWords = Record<ThemeChoice, string> & { groupLabel: string };

function readChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_CHOICE.storageKey);
    return THEME_CHOICE.choices.find((choice) => choice === stored) ?? 'system';
  } catch {
    return 'system';
  }
}

/** Puts a choice on <html> the way the inline script in app/document.tsx does. */
function apply(choice: ThemeChoice) {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

function subscribe(onChange: () => void) {
  // A choice made in another tab after this page's inline script ran, but before it hydrated, sent
  // its "storage" event to no one: <html> takes the stored choice now (the radios read it anyway).
  apply(readChoice());
  // "storage" brings a choice made in another tab; CHANGE_EVENT one made here.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_CHOICE.storageKey && event.key !== null) return;
    apply(readChoice());
    onChange();
  };
  const listening = new AbortController();
  window.addEventListener('storage', onStorage, { signal: listening.signal });
  window.addEventListener(CHANGE_EVENT, onChange, { signal: listening.signal });
  return () => listening.abort();
}

function choose(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_CHOICE.storageKey);
    else localStorage.setItem(THEME_CHOICE.storageKey, choice);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this page only.
  }
  apply(choice);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Light, dark or system: three radio buttons (arrow keys move and choose; the checked one is
 * announced). The pre-rendered HTML cannot know the stored choice, so until hydration the
 * highlighted option follows <html data-theme> in CSS, set before the first paint.
 *
 * On a phone the three fold into one button (the chosen theme's icon, from the same CSS) that opens
 * them, so the owner's name keeps its line; the button again, Escape or a press elsewhere closes them
 * (not a choice: the arrow keys choose as they move).
 */
export function ThemeToggle({ words }: { words: ThemeWords }) {
  const name = useId();
  const choice = useSyncExternalStore(subscribe, readChoice, () => 'system' as const);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  const fold = useRef<HTMLButtonElement>(null);

  useDismiss(open, close, root, fold);

  return (
    <div ref={root} className={styles.root} data-open={open} data-theme-toggle>
      <button
        ref={fold}
        type="button"
        className={styles.fold}
        aria-expanded={open}
        aria-controls={`${name}-choices`}
        onClick={() => setOpen(!open)}
      >
        {THEME_CHOICE.choices.map((option) => (
          <PathIcon key={option} d={ICONS[option]} width="20" height="20" data-choice={option} />
        ))}
        <span className="visually-hidden">{words.groupLabel}</span>
      </button>
      <fieldset id={`${name}-choices`} className={styles.toggle}>
        <legend className="visually-hidden">{words.groupLabel}</legend>
        {THEME_CHOICE.choices.map((option) => (
          <label key={option} className={styles.option} data-choice={option} title={words[option]}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={choice === option}
              onChange={() => choose(option)}
              className={styles.input}
            />
            <PathIcon d={ICONS[option]} width="20" height="20" />
            <span className="visually-hidden">{words[option]}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
