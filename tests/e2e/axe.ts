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

/** Every axe violation on the page (or inside `include` only), as "rule: selectors" lines. */
export async function axeViolations(page: Page, include: string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page }).options({
    rules: Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }])),
  });
  for (const selector of include) builder = builder.include(selector);
  return linesOf(builder);
}

/** The violations of the colour rules only: for a page's second theme (see COLOUR_RULES). */
export async function axeColourViolations(page: Page): Promise<string[]> {
  return linesOf(new AxeBuilder({ page }).withRules(COLOUR_RULES));
}

async function linesOf(builder: AxeBuilder): Promise<string[]> {
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
