import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's experimental rules (4.13), off by default: turned on so a scan runs every rule axe
 * has, best practices (region, landmarks, headings) included, not only the WCAG-tagged ones.
 * Left out: p-as-heading, which takes the footer's name line (a logo set in bold, not the title
 * of what follows) for a heading.
 */
const EXPERIMENTAL_RULES = [
  'css-orientation-lock',
  'focus-order-semantics',
  'hidden-content',
  'label-content-name-mismatch',
  'table-fake-caption',
  'td-has-header',
];

/**
 * The rules whose outcome a colour theme changes. A page checked with every rule in one theme is
 * checked with these in the other: its structure (names, roles, landmarks, headings) is the same.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * A scan of the page's own document with axe.run (legacy mode: no blank page opened to merge the
 * frames' results; the pages have no cross-origin frames), collecting the details of violations only.
 * Each scan took about 2.3 s on an admin page and takes about 0.9 s so.
 */
function builder(page: Page, rules: Record<string, { enabled: boolean }> = {}): AxeBuilder {
  // options() replaces what withRules/withTags set, so it comes first.
  return new AxeBuilder({ page }).setLegacyMode().options({ rules, resultTypes: ['violations'] });
}

/** Every axe violation on the page (or inside `include` only), as "rule: selectors" lines. */
export async function axeViolations(page: Page, include: string[] = []): Promise<string[]> {
  let scan = builder(page, Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }])));
  for (const selector of include) scan = scan.include(selector);
  return linesOf(scan);
}

/** The violations of the colour rules only: for a page's second theme (see COLOUR_RULES). */
export async function axeColourViolations(page: Page): Promise<string[]> {
  return linesOf(builder(page).withRules(COLOUR_RULES));
}

/** The violations of the WCAG 2.2 A and AA rules only. */
export async function axeWcagViolations(page: Page): Promise<string[]> {
  return linesOf(builder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']));
}

async function linesOf(scan: AxeBuilder): Promise<string[]> {
  const results = await scan.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
