/**
 * No admin text ships to visitors: every script a public page loads (its chunks, as the browser
 * fetches them from the production build) is read, and none holds a sentence of the admin's own
 * words (the editors, History, drafts, the media library, the inbox, backups, insights, JSON
 * Resume, fresh start). The features keep their words in their own modules (lib/<feature>/words.ts)
 * so that a public component importing a shared value does not pull a feature's text with it.
 */
import { expect, test } from '@playwright/test';
import { ADMIN_EMPTY, ADMIN_MESSAGES, ADMIN_NAV, PHONE_ADMIN } from '@/lib/admin/words';
import { BACKUP_IMPORT, BACKUP_MEDIA, BACKUP_PARTS } from '@/lib/backup/words';
import { PUBLIC_ROUTES } from '@/lib/constants';
import { DRAFTS } from '@/lib/content/drafts-words';
import { FRESH_START } from '@/lib/content/fresh-start-words';
import { HISTORY } from '@/lib/content/history-words';
import { INBOX } from '@/lib/feedback/inbox-words';
import { INSIGHTS } from '@/lib/insights/words';
import { JSON_RESUME } from '@/lib/json-resume/words';
import { MEDIA_LIBRARY } from '@/lib/media/words';

const ADMIN_WORDS = {
  ADMIN_EMPTY,
  ADMIN_MESSAGES,
  ADMIN_NAV,
  PHONE_ADMIN,
  BACKUP_IMPORT,
  BACKUP_MEDIA,
  BACKUP_PARTS,
  DRAFTS,
  FRESH_START,
  HISTORY,
  INBOX,
  INSIGHTS,
  JSON_RESUME,
  MEDIA_LIBRARY,
};

/** Every sentence-length string of a words module (short ones, such as "Delete", are everyone's words). */
function sentences(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.length >= 24 && value.includes(' ')) out.push(value);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) sentences(item, out);
  }
  return out;
}

const PAGES = [...PUBLIC_ROUTES.map((route) => route.href), '/projects/tidewatch', '/notes'];

test('the scripts of every public page hold none of the admin’s words', async ({ page }) => {
  const words = Object.entries(ADMIN_WORDS).flatMap(([name, module]) =>
    sentences(module).map((text) => ({ name, text })),
  );
  expect(words.length).toBeGreaterThan(50);
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
    scripts.set(response.url(), await response.text().catch(() => ''));
  });
  for (const href of PAGES) {
    await page.goto(href);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.size).toBeGreaterThan(3);
  // The scan reads the pages' own client components (the theme toggle's event; their words come
  // from the server, in the page's language).
  expect([...scripts.values()].some((body) => body.includes('portfolio:theme'))).toBe(true);
  const found: string[] = [];
  for (const [url, body] of scripts) {
    for (const { name, text } of words) {
      // JavaScript strings escape quotes and some characters; the text's first 24 characters are enough.
      if (body.includes(text.slice(0, 24))) found.push(`${new URL(url).pathname}: ${name} “${text.slice(0, 60)}”`);
    }
  }
  expect(found).toEqual([]);
});
