import path from 'node:path';
import { compile } from 'sass';
import { createHighlighter, createJavaScriptRegexEngine } from 'shiki';
import { NOTES } from '@/lib/content/notes-words';
import { THEME } from '@/lib/client-constants';
import { THEME_INIT_SCRIPT } from '@/lib/theme-script';

type Palette = Record<string, string>;

/** The --color-* custom properties of each rule of the compiled global stylesheet, by selector. */
function palettes(): Record<string, Palette> {
  const { css } = compile(path.join(process.cwd(), 'styles/globals.scss'), { style: 'expanded' });
  const found: Record<string, Palette> = {};
  for (const [, selector, body] of css.matchAll(
    /(@media \(prefers-color-scheme: light\) \{\s*:root|:root(?:\[data-theme=(?:'|")?\w+(?:'|")?\])?) \{([^}]*)\}/g,
  )) {
    const key = selector.startsWith('@media') ? 'system-light' : selector.replace(/['"]/g, '');
    found[key] = Object.fromEntries(
      [...body.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]),
    );
  }
  return found;
}

function channels(hex: string): number[] {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  return [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
}

function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = channels(hex).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme palettes (styles/_colors.scss)', () => {
  const all = palettes();
  const dark = all[':root'];
  const light = all['system-light'];

  it('gives :root the dark palette, the light one under prefers-color-scheme: light, and each choice its own', () => {
    expect(Object.keys(dark).length).toBeGreaterThan(10);
    expect(light).not.toEqual(dark);
    expect(all[':root[data-theme=light]']).toEqual(light);
    expect(all[':root[data-theme=dark]']).toEqual(dark);
  });

  it('keeps the dark accents exactly the spec colours and the toolbar colours equal to the page backgrounds', () => {
    expect([dark.home, dark.about, dark.education, dark.skills, dark.projects, dark.contact]).toEqual([
      '#ff2972',
      '#ff00ff',
      '#04fc43',
      '#ffc0cb',
      '#00b0fe',
      '#fea600',
    ]);
    expect(THEME.barColors).toEqual({ dark: dark.bg, light: light.bg });
  });

  it.each([
    ['dark', () => dark],
    ['light', () => light],
  ])('%s: text, muted text and accents read at 4.5:1 on the page, and text on filled colours too', (_, get) => {
    const p = get();
    const pairs: [string, string][] = [
      ['text', 'bg'],
      ['text', 'surface'],
      ['text', 'surface-2'],
      ['muted', 'bg'],
      ['muted', 'surface'],
      ['muted', 'surface-2'],
      ['error', 'surface'],
      ['on-focus', 'focus'],
      ['on-danger', 'danger'],
      ['on-accent', 'accent'],
      ['on-accent', 'accent-strong'],
      ['accent', 'bg'],
      ['accent', 'surface'],
      ['accent', 'surface-2'],
      ['focus', 'bg'],
      ['on-home', 'home'],
      ['on-projects', 'projects'],
      ['on-contact', 'contact'],
      ...(['home', 'about', 'education', 'skills', 'projects', 'contact'] as const).flatMap((accent) =>
        (['bg', 'surface'] as const).map((ground): [string, string] => [accent, ground]),
      ),
    ];
    const low = pairs
      .map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: contrast(p[fg], p[bg]) }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(low).toEqual([]);
  });
});

describe('one accent per theme (issue 30)', () => {
  const all = palettes();
  it.each([
    ['dark', ':root'],
    ['light', 'system-light'],
  ])('%s: the accent is neither of the six menu colours, and focus is the accent', (_, key) => {
    const p = all[key];
    const menu = [p.home, p.about, p.education, p.skills, p.projects, p.contact].map((c) => c.toLowerCase());
    expect(menu).not.toContain(p.accent.toLowerCase());
    expect(p.focus).toBe(p.accent);
  });

  it('the dark accent is calm: a low chroma, where the spec colours it replaced are neon', () => {
    // Chroma: the spread between the strongest and weakest channel (0 grey … 1 pure neon).
    const chroma = (hex: string) => Math.max(...channels(hex)) - Math.min(...channels(hex));
    const dark = all[':root'];
    expect(chroma(dark.about)).toBe(1); // #ff00ff
    expect(chroma(dark.accent)).toBeLessThan(0.35);
  });
});

describe('THEME_INIT_SCRIPT', () => {
  function run(stored: string | null | Error) {
    const root = { dataset: {} as Record<string, string> };
    const storage = {
      getItem: (key: string) => {
        if (stored instanceof Error) throw stored;
        return key === THEME.storageKey ? stored : null;
      },
    };
    new Function('localStorage', 'document', THEME_INIT_SCRIPT)(storage, { documentElement: root });
    return root.dataset.theme;
  }

  it('puts a stored light or dark choice on <html>', () => {
    expect(run('light')).toBe('light');
    expect(run('dark')).toBe('dark');
  });

  it('leaves the system theme for no choice, an unknown value or storage that refuses to be read', () => {
    expect(run(null)).toBeUndefined();
    expect(run('system')).toBeUndefined();
    expect(run('"><script>')).toBeUndefined();
    expect(run(new Error('SecurityError'))).toBeUndefined();
  });
});

describe('code blocks in notes (NOTES.codeThemes)', () => {
  // A bit of everything each grammar colours: comments, strings, numbers, keywords, names, markup.
  const SAMPLE = [
    '// a comment',
    '# another comment',
    '/* a block comment */',
    '<!-- markup comment -->',
    'import { x } from "module";',
    "const answer: number = 42 + 0x1f; let s = `t ${answer}` + 'q';",
    'function call(a, b = null) { return a ?? b; } class A extends B {}',
    'def f(self): pass',
    '<div class="a" id=\'b\'>text &amp; more</div>',
    'key: value',
    '[table]',
    'SELECT * FROM t WHERE id = 1;',
    '+ added line',
    '- removed line',
    '@media (max-width: 10px) { .a { color: red; } }',
    '$ echo "$HOME" && exit 1',
  ].join('\n');

  it('every highlighted token meets 4.5:1 against its block, in both themes and every language', async () => {
    const shiki = await createHighlighter({
      themes: [NOTES.codeThemes.light, NOTES.codeThemes.dark],
      langs: [...NOTES.codeLanguages],
      engine: createJavaScriptRegexEngine(),
    });
    const low: string[] = [];
    for (const lang of NOTES.codeLanguages) {
      const html = shiki.codeToHtml(SAMPLE, { lang, themes: NOTES.codeThemes, defaultColor: false });
      const bg = {
        light: /--shiki-light-bg:(#[0-9a-fA-F]{3,6})/.exec(html)![1],
        dark: /--shiki-dark-bg:(#[0-9a-fA-F]{3,6})/.exec(html)![1],
      };
      for (const [, theme, colour] of html.matchAll(/--shiki-(light|dark):(#[0-9a-fA-F]{3,8})/g)) {
        const ratio = contrast(colour.slice(0, 7), bg[theme as 'light' | 'dark']);
        if (ratio < 4.5) low.push(`${lang} ${theme} ${colour} ${ratio.toFixed(2)}`);
      }
    }
    expect([...new Set(low)]).toEqual([]);
  });
});
