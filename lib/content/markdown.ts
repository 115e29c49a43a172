/**
 * The small Markdown subset a project description may use, parsed into a tree that the page
 * renders as React elements: every piece of text is a text node, so HTML in a description is
 * shown as text and never interpreted. Supported: paragraphs (separated by a blank line; a single
 * line break stays a break), "- " or "* " bullet lists, "1. " numbered lists, **bold**, *italic*
 * or _italic_, `code` and [links](https://…) to http(s) addresses only. Anything else is text.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block = { type: 'paragraph'; children: Inline[] } | { type: 'list'; ordered: boolean; items: Inline[][] };

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    let paragraph: string[] = [];
    let list: Extract<Block, { type: 'list' }> | null = null;
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: lineBroken(paragraph) });
      paragraph = [];
    };
    for (const line of lines) {
      const bullet = BULLET.exec(line);
      const numbered = bullet ? null : NUMBERED.exec(line);
      const item = bullet ?? numbered;
      if (!item) {
        list = null;
        paragraph.push(line.trim());
        continue;
      }
      flush();
      const ordered = numbered !== null;
      const children = parseInline(item[1].trim());
      if (list && list.ordered === ordered) list.items.push(children);
      else {
        list = { type: 'list', ordered, items: [children] };
        blocks.push(list);
      }
    }
    flush();
  }
  return blocks;
}

function lineBroken(lines: string[]): Inline[] {
  return lines.flatMap((line, index) => [...(index > 0 ? [{ type: 'break' } as const] : []), ...parseInline(line)]);
}

const INLINE: { pattern: RegExp; make: (match: RegExpExecArray) => Inline }[] = [
  { pattern: /`([^`]+)`/, make: (m) => ({ type: 'code', text: m[1] }) },
  {
    pattern: /\[([^\]\n]+)\]\((https?:\/\/[^\s()<>]+)\)/,
    make: (m) => ({ type: 'link', href: m[2], children: parseInline(m[1]) }),
  },
  { pattern: /\*\*(?=\S)(.+?)\*\*/, make: (m) => ({ type: 'strong', children: parseInline(m[1]) }) },
  { pattern: /\*(?=[^\s*])([^*]+?)\*/, make: (m) => ({ type: 'em', children: parseInline(m[1]) }) },
  {
    pattern: /(?<![A-Za-z0-9])_(?=\S)([^_]+?)_(?![A-Za-z0-9])/,
    make: (m) => ({ type: 'em', children: parseInline(m[1]) }),
  },
];

/** One line's inline formatting: the earliest construct wins, the text around it stays text. */
function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest !== '') {
    let first: { at: number; length: number; node: Inline } | null = null;
    for (const { pattern, make } of INLINE) {
      const match = pattern.exec(rest);
      if (match && (first === null || match.index < first.at))
        first = { at: match.index, length: match[0].length, node: make(match) };
    }
    if (!first) {
      out.push({ type: 'text', text: rest });
      break;
    }
    if (first.at > 0) out.push({ type: 'text', text: rest.slice(0, first.at) });
    out.push(first.node);
    rest = rest.slice(first.at + first.length);
  }
  return out;
}

/** The description as plain text (no Markdown marks), for meta descriptions and structured data. */
export function plainText(source: string): string {
  const text = (nodes: Inline[]): string =>
    nodes
      .map((node) =>
        node.type === 'text' || node.type === 'code' ? node.text : node.type === 'break' ? ' ' : text(node.children),
      )
      .join('');
  return parseMarkdown(source)
    .map((block) => (block.type === 'paragraph' ? text(block.children) : block.items.map(text).join('; ')))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
