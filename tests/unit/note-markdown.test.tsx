/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NoteMarkdown, readingMinutes, safeImageSrc, safeLinkHref } from '@/components/notes/note-markdown';
import { NoteJsonLd } from '@/components/notes/note-json-ld';
import { NOTES } from '@/lib/content/notes-words';

async function renderNote(source: string): Promise<HTMLElement> {
  const element = await NoteMarkdown({ source });
  return render(element).container;
}

/** Every element's tag, in document order. */
const tags = (root: HTMLElement) => [...root.querySelectorAll('*')].map((el) => el.tagName.toLowerCase());

describe('a note’s Markdown', () => {
  it('places headings under the page’s h1 without gaps, whichever levels were typed', async () => {
    const levels = async (source: string) =>
      [...(await renderNote(source)).querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => h.tagName);
    expect(await levels('## A\n\n### B\n\n## C')).toEqual(['H2', 'H3', 'H2']);
    expect(await levels('# A\n\n#### B\n\n###### C\n\n# D')).toEqual(['H2', 'H3', 'H4', 'H2']);
    expect(await levels('### Only')).toEqual(['H2']);
    expect(await levels('# 1\n\n## 2\n\n### 3\n\n#### 4\n\n##### 5\n\n###### 6')).toEqual([
      'H2',
      'H3',
      'H4',
      'H5',
      'H6',
      'H6',
    ]);
  });

  it('renders headings, lists, blockquotes, tables and links', async () => {
    const root = await renderNote(
      [
        '# Big',
        '## Smaller',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '',
        '> quoted **bold** and *em*',
        '',
        '| Name | Size |',
        '| --- | ---: |',
        '| a | 1 |',
        '',
        'See [the docs](https://example.com/docs) or [mail](mailto:me@example.com).',
      ].join('\n'),
    );
    expect(root.querySelector('h1')).toBeNull();
    expect(root.querySelector('h2')?.textContent).toBe('Big');
    expect(root.querySelector('h3')?.textContent).toBe('Smaller');
    expect(root.querySelectorAll('ul > li')).toHaveLength(2);
    expect(root.querySelectorAll('ol > li')).toHaveLength(1);
    expect(root.querySelector('blockquote strong')?.textContent).toBe('bold');
    const region = root.querySelector('[role="region"]');
    expect(region?.getAttribute('aria-label')).toBe(NOTES.tableLabel);
    expect(region?.getAttribute('tabindex')).toBe('0');
    expect(region?.querySelectorAll('table tbody td')).toHaveLength(2);
    const links = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['https://example.com/docs', 'mailto:me@example.com']);
    expect(root.querySelector('a')?.getAttribute('rel')).toContain('noopener');
  });

  it('shows raw HTML as text and builds no element from it', async () => {
    const hostile = [
      '<script>globalThis.pwned = 1</script>',
      '',
      'Inline <img src=x onerror="globalThis.pwned=2"> and <b>bold</b> and <iframe src="https://evil.example"></iframe>',
      '',
      '<div onclick="x()">block</div>',
    ].join('\n');
    const root = await renderNote(hostile);
    expect(tags(root)).toEqual(['p', 'p', 'p']);
    expect(root.textContent).toContain('<script>globalThis.pwned = 1</script>');
    expect(root.textContent).toContain('<img src=x onerror="globalThis.pwned=2">');
    expect(root.textContent).toContain('<b>bold</b>');
    expect(root.textContent).toContain('<div onclick="x()">block</div>');
    expect(root.innerHTML).not.toMatch(/<(script|iframe|b|div|img)[\s>]/);
  });

  it('drops unsafe link and image addresses, keeping their text', async () => {
    const root = await renderNote(
      [
        '[js](javascript:alert(1)) [data](data:text/html,hi) [vb](vbscript:x) [rel](/admin) [proto](//evil.example/x)',
        '',
        '![local](/etc/passwd) ![http](http://example.com/a.png) ![ok](https://example.com/a.png) ![up](/media/abc123)',
        '',
        '<javascript:alert(1)>',
      ].join('\n'),
    );
    expect(root.querySelectorAll('a')).toHaveLength(0);
    expect(root.textContent).toContain('js');
    expect(root.textContent).toContain(NOTES.imageRefused('local'));
    expect(root.textContent).toContain(NOTES.imageRefused('http'));
    const images = [...root.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.getAttribute('alt')]);
    expect(images).toEqual([
      ['https://example.com/a.png', 'ok'],
      ['/media/abc123', 'up'],
    ]);
  });

  it('links each footnote reference to its footnote and back, with prefixed ids', async () => {
    const root = await renderNote(
      ['A claim[^1] and another[^long-note].', '', '[^1]: The source.', '[^long-note]: A longer *note*.'].join('\n'),
    );
    const inNote = [...root.querySelectorAll('a')]
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('#'));
    // Two references and two links back.
    expect(inNote).toHaveLength(4);
    const ids = new Set([...root.querySelectorAll('[id]')].map((el) => el.id));
    for (const href of inNote) {
      expect(href).toMatch(/^#user-content-/);
      expect(ids).toContain(href.slice(1));
    }
    const first = root.querySelector('sup a');
    expect(root.querySelector(first!.getAttribute('href')!)?.textContent).toContain('The source.');
    // Their heading is for screen readers, hidden by a class the site's stylesheet has.
    const label = root.querySelector('section[data-footnotes] h2');
    expect(label?.className).toBe('visually-hidden');
  });

  it('keeps no in-page link whose target the note does not have', async () => {
    const root = await renderNote('[top](#top) [here](#) [fake](#user-content-fn-9)');
    expect(root.querySelectorAll('a')).toHaveLength(0);
    expect(root.textContent).toBe('top here fake');
  });

  it('highlights fenced code on the server, and leaves unknown languages plain', async () => {
    const root = await renderNote(
      ['```ts', 'const answer: number = 42; // <b>x</b>', '```', '', '```nosuchlang', 'plain <i>text</i>', '```'].join(
        '\n',
      ),
    );
    const pres = root.querySelectorAll('pre');
    expect(pres).toHaveLength(2);
    const highlighted = pres[0];
    expect(highlighted.className).toContain('shiki');
    expect(highlighted.getAttribute('data-language')).toBe('ts');
    expect(highlighted.textContent).toBe('const answer: number = 42; // <b>x</b>');
    const coloured = [...highlighted.querySelectorAll('span[style]')].map((s) => s.getAttribute('style') ?? '');
    expect(coloured.some((style) => style.includes('--shiki-dark'))).toBe(true);
    expect(highlighted.querySelector('b')).toBeNull();
    expect(pres[1].className).not.toContain('shiki');
    expect(pres[1].textContent).toBe('plain <i>text</i>\n');
    expect(pres[1].querySelector('i')).toBeNull();
  });

  it('colours every token of a line however busy the machine (a build renders many pages at once)', async () => {
    const code = ['```ts', 'const answer = 42;', '```'].join('\n');
    const tokens = async () =>
      [...(await renderNote(code)).querySelectorAll('pre.shiki .line > span')].map((span) => span.textContent);
    const fast = await tokens();
    expect(fast.length).toBeGreaterThan(3);
    // Every other look at the clock finds 600 ms more gone: more than shiki's default budget for a
    // whole line (500 ms) between two looks, as on a machine busy rendering many pages.
    let now = Date.now();
    let looks = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => (now += ++looks % 2 === 0 ? 600 : 0));
    try {
      expect(await tokens()).toEqual(fast);
    } finally {
      clock.mockRestore();
    }
  });

  it('accepts only http(s) and mailto links, and only uploads, /demo/ or https images', () => {
    expect(safeLinkHref('https://a.example/x')).toBe('https://a.example/x');
    expect(safeLinkHref('mailto:a@b.example')).toBe('mailto:a@b.example');
    for (const bad of ['javascript:alert(1)', ' JAVASCRIPT:x', 'data:text/html,x', '/relative', '#top', 'https://'])
      expect(safeLinkHref(bad)).toBeNull();
    expect(safeImageSrc('/media/abc')).toBe('/media/abc');
    for (const bad of ['http://a.example/x.png', '/media/../secret', 'javascript:x', '/public/x.png'])
      expect(safeImageSrc(bad)).toBeNull();
  });

  it('estimates the reading time in whole minutes, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(NOTES.wordsPerMinute + 1))).toBe(2);
    expect(readingMinutes('``` --- ***')).toBe(1);
  });
});

describe('a note’s BlogPosting data', () => {
  it('is JSON with every "<" escaped, so no field can close its script element', () => {
    const note = {
      _id: 'n1',
      title: '</script><script>alert(1)</script>',
      summary: 'A <b>summary</b>',
      body: 'Body',
      tags: ['<i>'],
      cover: '/demo/project-1.webp',
      coverAlt: 'Cover',
      publishedAt: '2026-03-05',
      slug: 'a-note',
      customSlug: '',
      formerSlugs: [],
    };
    const html = renderToStaticMarkup(
      <NoteJsonLd note={note} ownerName="Nova <Reyes>" siteUrl="https://example.com" prefix="" />,
    );
    const json = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'BlogPosting',
      headline: note.title,
      url: 'https://example.com/notes/a-note',
      datePublished: '2026-03-05',
      author: { name: 'Nova <Reyes>' },
      image: ['https://example.com/demo/project-1.webp', 'https://example.com/og/note/a-note'],
    });
  });
});
