'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './project-page.module.scss';

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A project's gallery: thumbnails that open a full-size viewer, a native modal <dialog>
 * (showModal makes the rest of the page inert and closes on Escape). Left and right arrows go
 * through the images (the other way round in a right-to-left language, as its buttons are); Tab
 * stays among the viewer's buttons; closing gives the focus back to the thumbnail that opened it.
 * The images come drawn by the server (`thumb`, `full`), so the image helpers stay out of the
 * page's JavaScript, and so do its words, in the page's language.
 */
export function ProjectGallery({
  words,
  images,
}: {
  words: {
    heading: string;
    /** The viewer's name ("Tidewatch: Gallery"). */
    dialogLabel: string;
    /** After a thumbnail's alt text, for assistive technology (", view full size"). */
    viewFullSize: string;
    previous: string;
    next: string;
    close: string;
    /** "Image 2 of 5", for each image. */
    positions: string[];
  };
  images: { key: string; alt: string; thumb: ReactNode; full: ReactNode }[];
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const count = images.length;

  function step(by: number) {
    setShown((current) => (current === null ? current : (current + by + count) % count));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const forward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      step(event.key === forward ? 1 : -1);
    } else if (event.key === 'Tab') {
      // The page behind is inert; past the last button the focus goes round, never to the browser.
      const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialogRef.current?.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialogRef.current?.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  const image = shown === null ? null : images[shown];
  return (
    <section className={styles.gallery} aria-labelledby="project-gallery">
      <h2 id="project-gallery" className={styles.galleryTitle}>
        {words.heading}
      </h2>
      <ul className={styles.thumbs}>
        {images.map((item, index) => (
          <li key={item.key}>
            <button
              type="button"
              className={styles.thumb}
              onClick={(event) => {
                openerRef.current = event.currentTarget;
                setShown(index);
                dialogRef.current?.showModal();
              }}
              aria-haspopup="dialog"
            >
              {item.thumb}
              <span className="visually-hidden">{words.viewFullSize}</span>
            </button>
          </li>
        ))}
      </ul>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog takes its own keys (arrows, Tab) and backdrop clicks */}
      <dialog
        ref={dialogRef}
        className={styles.viewer}
        aria-label={words.dialogLabel}
        onKeyDown={onKeyDown}
        onClose={() => {
          setShown(null);
          openerRef.current?.focus();
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside its content) closes it.
          if (event.target === dialogRef.current) dialogRef.current.close();
        }}
      >
        {image ? (
          <figure className={styles.figure}>
            <div className={styles.full}>{image.full}</div>
            <figcaption className={styles.caption}>
              <span aria-live="polite">{words.positions[shown!]}</span>
              <span>{image.alt}</span>
            </figcaption>
          </figure>
        ) : null}
        <div className={styles.controls}>
          <button type="button" onClick={() => step(-1)} disabled={count < 2}>
            <span aria-hidden="true">← </span>
            {words.previous}
          </button>
          <button type="button" onClick={() => step(1)} disabled={count < 2}>
            {words.next}
            <span aria-hidden="true"> →</span>
          </button>
          <button type="button" onClick={() => dialogRef.current?.close()}>
            {words.close}
          </button>
        </div>
      </dialog>
    </section>
  );
}
