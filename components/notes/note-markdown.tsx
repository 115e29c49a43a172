import type { ReactElement } from 'react';
import { MarkdownAsync, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { createHighlighter, createJavaScriptRegexEngine, type Highlighter } from 'shiki';
import { NOTES } from '@/lib/content/notes-words';
import { imageUrlProblem } from '@/lib/content/fields';
import styles from './notes.module.scss';

/*
 * A note's body: Markdown (CommonMark + GitHub's tables, strikethrough, task lists, autolinks)
 * turned into React elements by react-markdown, never into an HTML string. Raw HTML in the source
 * is shown as the text it is (turned into text before rendering, so no element is ever built
 * from it); links go only to http(s) and mailto: addresses, or within the note to an id it has
 * (its footnotes: ids carry react-markdown's `user-content-` prefix, so none can stand for one of
 * the page's own); images only from the media library,
 * /demo/ or https. Fenced code is highlighted here, on the server, by shiki: the page carries
 * coloured spans and no highlighter reaches the browser.
 */

/** The parts of the syntax trees this file touches (mdast and hast nodes share this shape). */
interface TreeNode {
  type: string;
  value?: string;
  depth?: number;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: TreeNode[];
}

/** Every node of the tree, parents before their children. */
const allNodes = (node: TreeNode): TreeNode[] => [node, ...(node.children ?? []).flatMap(allNodes)];

/** Block-level parents, where raw HTML stands as a paragraph of its own. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

/** Turns every raw HTML node of the Markdown tree into text: it is shown, never interpreted. */
function htmlAsText(node: TreeNode): void {
  if (!node.children) return;
  node.children = node.children.map((child) => {
    if (child.type !== 'html') {
      htmlAsText(child);
      return child;
    }
    const text: TreeNode = { type: 'text', value: child.value ?? '' };
    return FLOW_PARENTS.has(node.type) ? { type: 'paragraph', children: [text] } : text;
  });
}

/**
 * Heading levels under the page's h1 (the note's title): the body's highest heading becomes an
 * h2, and no heading goes more than one level below the one before it, so the outline a screen
 * reader lists has no gaps, whichever levels the owner typed (# or ## for sections, say).
 */
function outlineHeadings(tree: TreeNode): void {
  const headings = allNodes(tree).filter((node) => node.type === 'heading');
  const top = Math.min(...headings.map((h) => h.depth ?? 1));
  let previous = 1;
  for (const heading of headings) {
    const level = Math.min((heading.depth ?? 1) - top + 2, previous + 1, 6);
    heading.depth = level;
    previous = level;
  }
}

let highlighter: Promise<Highlighter> | undefined;

/** One highlighter per server process, with the languages and themes notes may use. */
function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: [NOTES.codeThemes.light, NOTES.codeThemes.dark],
    langs: [...NOTES.codeLanguages],
    // Plain JavaScript regular expressions: no WebAssembly to load on the server.
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

const textOf = (node: TreeNode): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

/** The language a fenced block names (```ts), from the class react-markdown's tree gives its code. */
function languageOf(code: TreeNode): string | null {
  const classes = code.properties?.className;
  const list = Array.isArray(classes) ? classes : [];
  const named = list.find((c): c is string => typeof c === 'string' && c.startsWith('language-'));
  return named ? named.slice('language-'.length).toLowerCase() : null;
}

/** Replaces each fenced block in a language shiki knows with shiki's highlighted tree; the rest stay plain. */
async function highlightCode(tree: TreeNode): Promise<void> {
  const blocks = allNodes(tree).flatMap((parent) =>
    (parent.children ?? []).flatMap((child, index) => {
      const code = child.type === 'element' && child.tagName === 'pre' ? child.children?.[0] : undefined;
      const lang = code?.tagName === 'code' ? languageOf(code) : null;
      return code && lang ? [{ parent, index, code, lang }] : [];
    }),
  );
  if (blocks.length === 0) return;
  const shiki = await getHighlighter();
  const known = new Set(shiki.getLoadedLanguages());
  for (const { parent, index, code, lang } of blocks) {
    if (!known.has(lang)) continue;
    const source = textOf(code).replace(/\n$/, '');
    const highlighted = shiki.codeToHast(source, {
      lang,
      themes: NOTES.codeThemes,
      // Both themes as CSS variables; the page's stylesheet picks the one of the site's theme.
      defaultColor: false,
      // Shiki stops colouring a line after 500 ms by default: on a busy server the first lines (its
      // regular expressions compiling) could go uncoloured in a page that is then cached. Still bounded.
      tokenizeTimeLimit: 5000,
    }) as unknown as TreeNode;
    const pre = highlighted.children?.find((child) => child.type === 'element');
    if (pre) parent.children![index] = { ...pre, properties: { ...pre.properties, 'data-language': lang } };
  }
}

/**
 * Links within the note (#…) are kept only when the rendered note has an element with that id
 * (a footnote and its reference); any other in-page link loses its address and stays as text.
 */
function keepInNoteLinks(tree: TreeNode): void {
  const nodes = allNodes(tree);
  const ids = new Set(nodes.map((node) => node.properties?.id).filter((id) => typeof id === 'string'));
  for (const node of nodes) {
    const href = node.properties?.href;
    if (node.tagName === 'a' && typeof href === 'string' && href.startsWith('#') && !ids.has(href.slice(1)))
      delete node.properties!.href;
  }
}

const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;

/** A link's address when notes may link to it (http(s) or mailto:), else null. */
export function safeLinkHref(href: string): string | null {
  const value = href.trim();
  if (!SAFE_LINK.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'mailto:' || url.hostname !== '' ? value : null;
  } catch {
    return null;
  }
}

/** An image's address when a note may show it (an upload, a /demo/ file or https), else null. */
export function safeImageSrc(src: string): string | null {
  const value = src.trim();
  return imageUrlProblem(value) === null ? value : null;
}

/**
 * Every URL in the tree (href, src): kept when safe, else removed, so the element renders without it.
 * An in-note link (#…) reaching this point targets an id of the note (keepInNoteLinks).
 */
function urlTransform(url: string, key: string): string | null {
  if (key === 'src') return safeImageSrc(url);
  return key === 'href' && url.startsWith('#') ? url : safeLinkHref(url);
}

/** What the body says of itself, in the page's language (the admin's preview: English, NOTES). */
export interface NoteMarkdownWords {
  imageRefused: (alt: string) => string;
  tableLabel: string;
  /** The footnotes' heading, and each back link's name ("Back to reference 1"); none: react-markdown's English. */
  footnotesLabel?: string;
  footnoteBackLabel?: (reference: string) => string;
}

const ENGLISH: NoteMarkdownWords = { imageRefused: NOTES.imageRefused, tableLabel: NOTES.tableLabel };

const components = (words: NoteMarkdownWords): Components => ({
  a({ node: _node, href, children, ...props }) {
    // An address the note may not link to was removed (urlTransform): its text stays, unlinked.
    if (!href) return <span>{children}</span>;
    return (
      <a {...props} href={href} rel="noopener noreferrer nofollow">
        {children}
      </a>
    );
  },
  img({ node: _node, src, alt }) {
    const text = typeof alt === 'string' ? alt : '';
    if (typeof src !== 'string' || src === '') return <span>{words.imageRefused(text)}</span>;
    // Images of unknown size from the media library or https: plain, lazily loaded, at most the text's width.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={src} alt={text} loading="lazy" decoding="async" />;
  },
  table({ node: _node, ...props }) {
    // A wide table scrolls inside its own box (reachable by keyboard), never the page.
    return (
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      <div className={styles.tableWrap} role="region" aria-label={words.tableLabel} tabIndex={0}>
        <table {...props} />
      </div>
    );
  },
});

const ENGLISH_COMPONENTS = components(ENGLISH);

/** A note's Markdown body as React elements (see above), saying what it says of itself in `words`. */
export function NoteMarkdown({ source, words }: { source: string; words?: NoteMarkdownWords }): Promise<ReactElement> {
  const backLabel = words?.footnoteBackLabel;
  return MarkdownAsync({
    children: source,
    remarkPlugins: [remarkGfm, () => htmlAsText, () => outlineHeadings],
    rehypePlugins: [() => highlightCode, () => keepInNoteLinks],
    remarkRehypeOptions: {
      // The footnotes' heading is for screen readers, hidden by the site's own class.
      footnoteLabelProperties: { className: ['visually-hidden'] },
      ...(words?.footnotesLabel ? { footnoteLabel: words.footnotesLabel } : {}),
      // The reference's number, and for its second and later references "-2", "-3" (the library's own).
      ...(backLabel
        ? {
            footnoteBackLabel: (index: number, rereference: number) =>
              backLabel(`${index + 1}${rereference > 1 ? `-${rereference}` : ''}`),
          }
        : {}),
    },
    urlTransform,
    components: words ? components(words) : ENGLISH_COMPONENTS,
  });
}

/** Minutes a note's body takes to read (at NOTES.wordsPerMinute), at least 1. */
export function readingMinutes(source: string): number {
  const words = source.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / NOTES.wordsPerMinute));
}
