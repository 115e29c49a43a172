import { NOTES } from './content/notes-words';
import { newestFirst, type Note } from './content/notes';
import { localHref } from './languages/paths';
import { absoluteUrl } from './site-routes';

/** Text as XML character data or an attribute value: the five special characters escaped. */
const xml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A YYYY-MM-DD date as RSS writes dates (RFC 822), at midnight UTC. */
const rssDate = (iso: string): string => new Date(`${iso}T00:00:00Z`).toUTCString();

/** A feed in a language other than the default's: its tag, its addresses' prefix (`/de`) and its words. */
export interface FeedLanguage {
  tag: string;
  prefix: string;
  title: string;
  description: string;
}

/**
 * The notes as an RSS 2.0 feed, newest first: each item its title, page, summary, date and tags. Every piece of content is escaped text; nothing is ever written as markup.
 * In another language (`language`), its pages' addresses and its words, with its `<language>`.
 */
export function notesFeed(notes: readonly Note[], ownerName: string, siteUrl: string, language?: FeedLanguage): string {
  const url = (path: string) => absoluteUrl(siteUrl, language ? localHref(language.prefix, path) : path);
  const sorted = newestFirst(notes);
  const items = sorted.map((note) => {
    const link = url(NOTES.pageHref(note.slug));
    return [
      '    <item>',
      `      <title>${xml(note.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      // Feed readers take a description as HTML: escaped for HTML, then for XML, so it stays text.
      `      <description>${xml(xml(note.summary))}</description>`,
      `      <pubDate>${rssDate(note.publishedAt)}</pubDate>`,
      ...note.tags.map((tag) => `      <category>${xml(tag)}</category>`),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(language?.title ?? NOTES.feedTitle(ownerName))}</title>`,
    `    <link>${xml(url(NOTES.href))}</link>`,
    `    <description>${xml(language?.description ?? NOTES.description(ownerName))}</description>`,
    ...(language ? [`    <language>${xml(language.tag)}</language>`] : []),
    `    <atom:link href="${xml(url(NOTES.feedHref))}" rel="self" type="application/rss+xml"/>`,
    ...(sorted.length > 0 ? [`    <lastBuildDate>${rssDate(sorted[0].publishedAt)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
