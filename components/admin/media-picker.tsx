'use client';

import { useId, useRef, useState } from 'react';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { formatSize } from '@/lib/media/format-size';
import type { LibraryItem } from '@/lib/media/library';
import styles from './admin.module.scss';
import mediaStyles from './media.module.scss';

/** What the picker reads of a library item (the media endpoint's answer). */
type Choice = Pick<LibraryItem, 'id' | 'url' | 'size' | 'contentType'> & { usage: Pick<LibraryItem['usage'], 'alts'> };

type Loaded = { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; items: Choice[] };

interface Props {
  /** What the image is for, in the dialog's title ("Choose an image for <label>"). */
  label: string;
  /** The chosen image's address (/media/<id>) and the alt text it has where it is used ('' when none). */
  onPick: (url: string, alt: string) => void;
  /** The button's text: "Choose from library" unless said. */
  buttonLabel?: string;
}

/**
 * "Choose from library": a modal dialog listing the images already uploaded, each a button; the
 * one chosen becomes the field's value (no second upload), with its alt text. Escape or Close
 * leaves the field as it was.
 */
export function MediaPicker({ label, onPick, buttonLabel = MEDIA_LIBRARY.chooseLabel }: Props) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  async function open() {
    setLoaded({ state: 'loading' });
    dialogRef.current?.showModal();
    try {
      const response = await fetch(MEDIA_LIBRARY.endpoint, { cache: 'no-store' });
      const body = (await response.json().catch(() => ({}))) as { items?: Choice[]; error?: string };
      if (!response.ok || !body.items) {
        setLoaded({ state: 'failed', error: body.error ?? MEDIA_LIBRARY.pickerFailed });
        return;
      }
      setLoaded({ state: 'ready', items: body.items.filter((item) => item.contentType.startsWith('image/')) });
    } catch {
      setLoaded({ state: 'failed', error: MEDIA_LIBRARY.pickerFailed });
    }
  }

  function pick(item: Choice) {
    dialogRef.current?.close();
    // The alt text the image has where it is used travels with it; none known is ''.
    onPick(item.url, item.usage.alts[0] ?? '');
  }

  return (
    <>
      <button type="button" className={styles.secondary} onClick={() => void open()} aria-haspopup="dialog">
        {buttonLabel}
      </button>
      <dialog ref={dialogRef} className={mediaStyles.picker} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.subtitle}>
          {MEDIA_LIBRARY.pickerTitle(label)}
        </h2>
        <div role="status" aria-live="polite">
          {loaded.state === 'loading' ? <p className={styles.muted}>{MEDIA_LIBRARY.pickerLoading}</p> : null}
          {loaded.state === 'ready' && loaded.items.length === 0 ? <p>{MEDIA_LIBRARY.pickerEmpty}</p> : null}
        </div>
        {loaded.state === 'failed' ? (
          <p role="alert" className={styles.error}>
            {loaded.error}
          </p>
        ) : null}
        {loaded.state === 'ready' && loaded.items.length > 0 ? (
          <ul className={mediaStyles.choices}>
            {loaded.items.map((item, index) => {
              const alt = item.usage.alts[0];
              const name = alt ?? `upload ${index + 1}`;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => pick(item)}
                    aria-label={MEDIA_LIBRARY.pickLabel(name)}
                    data-media-id={item.id}
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- an upload of this site at thumbnail size */}
                    <img src={item.url} alt="" loading="lazy" width={128} height={128} />
                    <span>{alt ?? MEDIA_LIBRARY.noAlt}</span>
                    <span className={styles.muted}>{formatSize(item.size)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        <button type="button" className={styles.secondary} onClick={() => dialogRef.current?.close()}>
          {MEDIA_LIBRARY.close}
        </button>
      </dialog>
    </>
  );
}
