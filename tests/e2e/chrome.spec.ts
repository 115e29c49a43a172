import { expect, test } from '@playwright/test';
import { LOGO_HREF, PUBLIC_ROUTES, SCROLL } from '@/lib/constants';
import { NOTES } from '@/lib/content/notes-words';

// This spec watches the site's motion: the visitor has not asked for less (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

test.describe('top bar', () => {
  test('shows the owner name linking home and an icon linking to /login', async ({ page }) => {
    await page.goto('/skills');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: 'Nova Reyes' })).toHaveAttribute('href', LOGO_HREF);
    await expect(header.getByRole('link', { name: 'Admin login' })).toHaveAttribute('href', '/login');
  });

  test(`takes the scrolled style after ${SCROLL.navbarScrolledPx} px and not before`, async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate((y) => window.scrollTo(0, y), SCROLL.navbarScrolledPx);
    await page.waitForTimeout(150);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate((y) => window.scrollTo(0, y), SCROLL.navbarScrolledPx + 1);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});

test.describe('bottom menu', () => {
  test('links the six routes with their labels; each icon and the current page’s bar wear its accent colour, the labels the text’s', async ({
    page,
  }) => {
    // The spec's colours are the dark theme's; the light theme darkens them for contrast.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const text = await page.evaluate(() => getComputedStyle(document.body).color);
    const labels = new Set<string>();
    for (const route of PUBLIC_ROUTES) {
      const link = nav.getByRole('link', { name: route.label, exact: true });
      await expect(link).toHaveAttribute('href', route.href);
      const hex = route.color.toLowerCase();
      const rgb = `rgb(${parseInt(hex.slice(1, 3), 16)}, ${parseInt(hex.slice(3, 5), 16)}, ${parseInt(hex.slice(5, 7), 16)})`;
      expect(await link.locator('svg').evaluate((el) => getComputedStyle(el).color)).toBe(rgb);
      const label = await link.evaluate((el) => getComputedStyle(el).color);
      expect(label).not.toBe(rgb);
      labels.add(label);
      if (route.href === '/') {
        // The current page: its label in the text colour, its bar in its accent.
        expect(label).toBe(text);
        expect(await link.evaluate((el) => getComputedStyle(el, '::after').backgroundColor)).toBe(rgb);
      }
    }
    // One colour for the other labels (the current one is the text's).
    expect(labels.size).toBe(2);
  });

  test('choosing a link closes the menu and scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    // Hydrated (the top bar follows the scroll only then): the click navigates on the client.
    await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Skills', exact: true }).click();
    await expect(page).toHaveURL(/\/skills$/);
    await expect(nav).toHaveAttribute('data-open', 'false');
    await expect(nav.getByRole('link', { name: 'Skills', exact: true })).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the toggle collapses and expands the menu', async ({ page }) => {
    await page.goto('/contact');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeHidden();
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('social links open in a new tab without opener or referrer; copyright has the year', async ({ page }) => {
    await page.goto('/about-me');
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    const links = footer.getByRole('list', { name: 'Social links' }).getByRole('link');
    await expect(links).toHaveCount(3);
    // Beside them, the demo owner's notes, in the same tab.
    await expect(footer.getByRole('link', { name: NOTES.navLabel, exact: true })).toHaveAttribute('href', NOTES.href);
    await expect(footer.getByRole('link')).toHaveCount(4);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Nova Reyes. All Rights Reserved`);
    await expect(footer.getByText('All Rights Reserved')).toBeVisible();
  });

  test("an icon that fails to load gets the alternative text 'Error'", async ({ page }) => {
    await page.route('**/demo/icon-github.png', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/contact');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.locator('footer img[alt="Error"]')).toHaveCount(1);
    await expect(page.locator('footer img[alt="LinkedIn logo"]')).toHaveCount(1);
  });
});

test.describe('footer entrance', () => {
  test('plays once in view with the spec delays: logo 0.5 s, icons 0.7 s + 0.1 s each, copyright 1.8 s', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toHaveAttribute('data-reveal', 'waiting');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toHaveAttribute('data-reveal', 'shown');
    const delays = await footer.evaluate((el) => {
      const delay = (sel: string) => getComputedStyle(el.querySelector(sel)!).transitionDelay.split(',')[0].trim();
      return {
        logo: delay('p'),
        icons: [...el.querySelectorAll('li')].map((li) => getComputedStyle(li).transitionDelay.split(',')[0].trim()),
        copyright: delay('p:last-of-type'),
      };
    });
    expect(delays).toEqual({ logo: '0.5s', icons: ['0.7s', '0.8s', '0.9s'], copyright: '1.8s' });
    await expect(footer.getByText('All Rights Reserved')).toBeVisible();
    // Once shown, it stays shown when scrolled away and back.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(footer).toHaveAttribute('data-reveal', 'shown');
  });
});
