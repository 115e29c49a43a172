import type { ReactNode } from 'react';

/**
 * Plays a one-time entrance (CSS in styles/globals.scss) once `threshold` of the element is
 * visible. The element is rendered waiting; the small inline script of <RevealOnView /> (in the
 * site layout) shows it, so entrances start at first paint rather than after hydration, and this
 * component needs no JavaScript of its own. Without JavaScript, or with reduced motion, the
 * content simply shows.
 */
export function Reveal({
  threshold,
  children,
  className,
  as: Tag = 'div',
  staged = false,
  category,
}: {
  threshold: number;
  children: ReactNode;
  className?: string;
  as?: 'div' | 'li' | 'article' | 'footer';
  /** The element stays put and its own stylesheet animates its children. */
  staged?: boolean;
  /** What the element belongs to (a project card's tab: `data-category`, for the tabs' CSS). */
  category?: string;
}) {
  return (
    <Tag
      className={className}
      data-reveal="waiting"
      data-reveal-staged={staged || undefined}
      data-threshold={threshold}
      data-category={category}
    >
      {children}
    </Tag>
  );
}

/**
 * Watches every waiting element, now and as client navigation adds more, with one
 * IntersectionObserver per threshold, and marks it shown the first time enough of it is visible.
 * A plain inline script; React never owns the attribute's change. What is in view when the page
 * opens is marked in the first frame's animation callback, before that frame's style, layout and
 * paint (measuring while the page is parsed would lay the page out inside the parser's task, one
 * long task more), and shown as it is, without its entrance (`data-reveal-now` turns transitions
 * off for that frame), as if it had never been waiting.
 *
 * Why not react-intersection-observer here (it serves the client components that need in-view
 * state, e.g. the skills marquee): a hook can only start an entrance after hydration, which under
 * Lighthouse's mobile throttling ends seconds after the first paint, so above-the-fold content
 * would sit invisible until then (and count late as the largest paint); it would also make every
 * <Reveal> a client component whose code and props ship to the browser. This script is ~1 KB,
 * inline, and starts the entrances at first paint.
 */
function revealOnView() {
  const observers = new Map<number, IntersectionObserver>();
  const watched = new WeakSet<Element>();
  const watch = (element: Element, atOpening = false) => {
    if (watched.has(element)) return;
    watched.add(element);
    const threshold = Number(element.getAttribute('data-threshold')) || 0;
    // In a section off screen (its content is not laid out: content-visibility), measuring the
    // element would lay the section out now: its section's own box says enough.
    const section = element.closest('section');
    const around = section && section !== element ? section.getBoundingClientRect() : null;
    const offScreen = around !== null && (around.top >= window.innerHeight || around.bottom <= 0);
    // Already visible enough (above the fold): shown now, from the first paint (hidden a frame
    // longer, it would also be the page's late largest paint).
    const box = offScreen ? null : element.getBoundingClientRect();
    const seen = box ? Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0) : 0;
    if (box && box.height > 0 && seen > 0 && seen / box.height >= threshold) {
      if (atOpening) element.setAttribute('data-reveal-now', '');
      element.setAttribute('data-reveal', 'shown');
      return;
    }
    let observer = observers.get(threshold);
    if (!observer) {
      observer = new IntersectionObserver(
        (entries, self) => {
          for (const entry of entries) {
            if (entry.isIntersecting && entry.intersectionRatio >= threshold) {
              entry.target.setAttribute('data-reveal', 'shown');
              self.unobserve(entry.target);
            }
          }
        },
        { threshold },
      );
      observers.set(threshold, observer);
    }
    observer.observe(element);
  };
  const scan = (root: ParentNode, atOpening = false) =>
    root.querySelectorAll('[data-reveal="waiting"]').forEach((element) => watch(element, atOpening));
  requestAnimationFrame(() => {
    scan(document, true);
    // A frame later, entrances play as usual (this changes no shown value: nothing transitions).
    requestAnimationFrame(() =>
      document.querySelectorAll('[data-reveal-now]').forEach((element) => element.removeAttribute('data-reveal-now')),
    );
  });
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches('[data-reveal="waiting"]')) watch(node);
        scan(node);
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
}

const REVEAL_SCRIPT = `(${revealOnView.toString()})()`;

/** Place after the content it reveals (the site layout ends with it). */
export function RevealOnView() {
  return <script dangerouslySetInnerHTML={{ __html: REVEAL_SCRIPT }} />;
}
