// Usage: node scripts/screenshot.mjs URL OUT.png [width] [height] [fullPage]
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './shared.mjs';
const [url, out, width = '1280', height = '800', full = 'true'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: full === 'true' });
await browser.close();
