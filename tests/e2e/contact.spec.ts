import { expect, test, type Request } from '@playwright/test';
import path from 'node:path';
import { BUTTON_LABELS, CONTACT, MESSAGES } from '@/lib/constants';
import { CONTACT_ERRORS, CONTACT_LIMITS } from '@/lib/feedback/contact-words';
import { SETTLE_MS } from '@/components/site/after-load';
import { E2E_DATA_DIR } from '../../playwright.config';
import { readStoreData } from '../helpers/app-server';
import { axeViolations } from './axe';
import { DEMO_USER } from '@/lib/content/demo';
import { contactForm, feedbacksWithSubject, uniqueClientIp, uniqueText } from './contact-helpers';

// The demo owner is "Nova Reyes".
const SENT = MESSAGES.emailSent('Nova');
const readStore = () => readStoreData(path.resolve(E2E_DATA_DIR));

test.describe('contact form (mail off: no EmailJS settings)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
  });

  test('has visible labels for each field and a Send button', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    for (const label of ['Your email', 'Subject', 'Message']) {
      await expect(page.locator('label', { hasText: label }).first()).toBeVisible();
    }
    await expect(form.email).toBeVisible();
    await expect(form.send).toHaveText(BUTTON_LABELS.send);
    await expect(form.send).toBeEnabled();
    await expect(page.locator('#contact input[name="from_name"]')).toHaveValue(CONTACT.fromName);
    await form.message.fill('Hello');
    await expect(page.locator('#contact-message-count')).toHaveText('5 / 5000');
  });

  for (const empty of ['email', 'subject', 'message'] as const) {
    test(`warns "${MESSAGES.fillAllDetail}" when ${empty} is empty and sends nothing`, async ({ page }) => {
      const posts: Request[] = [];
      page.on('request', (r) => r.url().includes('/api/contact') && posts.push(r));
      await page.goto('/contact');
      const form = contactForm(page);
      // whitespace only counts as empty (an email input drops it by itself)
      const values = {
        email: 'ann@example.com',
        subject: 'Hi',
        message: 'Hello there',
        [empty]: empty === 'email' ? '' : '   ',
      };
      await form.fill(values);
      await form.send.click();
      await expect(page.getByRole('status').filter({ hasText: MESSAGES.fillAllDetail })).toBeVisible();
      await expect(page.getByText('⚠️')).toBeVisible();
      await form.expectValues(values);
      await expect(form.send).toBeEnabled();
      expect(posts).toHaveLength(0);
    });
  }

  test(`warns "${MESSAGES.emailNeedsAt}" when the email has no @`, async ({ page }) => {
    const posts: Request[] = [];
    page.on('request', (r) => r.url().includes('/api/contact') && posts.push(r));
    await page.goto('/contact');
    const form = contactForm(page);
    await form.fill({ email: 'ann.example.com', subject: 'Hi', message: 'Hello' });
    await form.send.click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.emailNeedsAt })).toBeVisible();
    await expect(page.getByText(MESSAGES.fillAllDetail)).toHaveCount(0);
    expect(posts).toHaveLength(0);
  });

  test('stores the message, then shows success and clears the form; the button reads Sending... and re-enables after 1000 ms', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-01T10:00:01Z'));
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const posts: Request[] = [];
    page.on('request', (r) => r.url().endsWith('/api/contact') && posts.push(r));
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact');
    const form = contactForm(page);
    const subject = uniqueText('Stored');
    const values = { email: 'ann@example.com', subject, message: 'Line one\nLine two' };
    await form.fill(values);
    await form.send.click();

    await expect(form.send).toHaveText(BUTTON_LABELS.sending);
    await expect(form.send).toBeDisabled();
    await expect(form.send).toBeFocused();
    await form.send.click({ force: true });
    await expect(page.getByText(SENT)).toHaveCount(0);
    release();

    await expect(page.getByText(SENT)).toBeVisible();
    await expect(form.send).toHaveText(BUTTON_LABELS.send);
    await expect(form.send).toBeDisabled();
    await form.expectValues({ email: '', subject: '', message: '' });
    await form.subject.fill('typed while locked');
    await form.subject.press('Enter');
    await page.clock.runFor(CONTACT.reEnableMs - 50);
    await expect(form.send).toBeDisabled();
    await page.clock.runFor(50);
    await expect(form.send).toBeEnabled();

    expect(posts).toHaveLength(1);
    const stored = feedbacksWithSubject(await readStore(), subject);
    expect(stored).toHaveLength(1);
    const [, feedback] = stored[0];
    expect(feedback).toMatchObject({ name: CONTACT.fromName, email: values.email, message: values.message });
    expect(Math.abs(feedback.createdAt - Date.now())).toBeLessThan(5 * 60_000);
    // Mail off is a normal mode, not an error.
    expect(consoleErrors).toEqual([]);
  });

  test('when the server refuses, shows "Error Sending Email" with the reason and keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    const values = { email: 'ann@nowhere', subject: uniqueText('Refused'), message: 'Hello' };
    await form.fill(values);
    await form.send.click();
    const toast = page.getByRole('status').filter({ hasText: MESSAGES.emailError });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Email must be a valid email address');
    await expect(page.getByText(SENT)).toHaveCount(0);
    await form.expectValues(values);
    expect(feedbacksWithSubject(await readStore(), values.subject)).toHaveLength(0);
  });

  test('refuses a filled honeypot: nothing stored, form kept', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    const values = { email: 'bot@example.com', subject: uniqueText('Honeypot'), message: 'Buy now' };
    await form.fill(values);
    await page.locator(`input[name="${CONTACT_LIMITS.honeypotField}"]`).evaluate((el: HTMLInputElement) => {
      el.value = 'https://spam.example';
    });
    await form.send.click();
    const toast = page.getByRole('status').filter({ hasText: MESSAGES.emailError });
    await expect(toast).toContainText(CONTACT_ERRORS.refused);
    await form.expectValues(values);
    expect(feedbacksWithSubject(await readStore(), values.subject)).toHaveLength(0);
  });

  test(`refuses the ${CONTACT_LIMITS.perClient + 1}th message from one client within the window, saying when to retry`, async ({
    page,
  }) => {
    const ip = uniqueClientIp();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    const prefix = uniqueText('Flood');
    for (let i = 0; i < CONTACT_LIMITS.perClient; i++) {
      const res = await page.request.post('/api/contact', {
        headers: { 'x-forwarded-for': ip },
        data: { yourMail: 'ann@example.com', subject: `${prefix} ${i}`, message: 'Hello', from_name: CONTACT.fromName },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/contact');
    const form = contactForm(page);
    const values = { email: 'ann@example.com', subject: `${prefix} over`, message: 'One too many' };
    await form.fill(values);
    await form.send.click();
    const toast = page.getByRole('status').filter({ hasText: MESSAGES.emailError });
    await expect(toast).toContainText(CONTACT_ERRORS.tooMany(10));
    await form.expectValues(values);
    const data = await readStore();
    expect(feedbacksWithSubject(data, values.subject)).toHaveLength(0);
    for (let i = 0; i < CONTACT_LIMITS.perClient; i++)
      expect(feedbacksWithSubject(data, `${prefix} ${i}`)).toHaveLength(1);
  });
});

test.describe('POST /api/contact refuses bad requests with specific 4xx answers', () => {
  const good = { yourMail: 'ann@example.com', subject: 'Hi', message: 'Hello', from_name: CONTACT.fromName };

  test('each kind of bad input', async ({ request }) => {
    const headers = { 'x-forwarded-for': uniqueClientIp() };
    const cases: Array<[string, Parameters<typeof request.post>[1], number, string]> = [
      [
        'not JSON',
        { headers: { ...headers, 'content-type': 'text/plain' }, data: 'hello' },
        415,
        CONTACT_ERRORS.notJson,
      ],
      [
        'broken JSON',
        { headers: { ...headers, 'content-type': 'application/json' }, data: '{"yourMail":' },
        400,
        CONTACT_ERRORS.malformed,
      ],
      ['an array', { headers, data: [good] }, 400, CONTACT_ERRORS.malformed],
      ['an unknown field', { headers, data: { ...good, ip: '1.2.3.4' } }, 400, CONTACT_ERRORS.unknownField('ip')],
      ['a bad email', { headers, data: { ...good, yourMail: 'ann@' } }, 400, 'Email must be a valid email address'],
      [
        'a long subject',
        { headers, data: { ...good, subject: 'x'.repeat(201) } },
        400,
        'Subject must be at most 200 characters',
      ],
      [
        'a long message',
        { headers, data: { ...good, message: 'x'.repeat(5001) } },
        400,
        'Message must be at most 5000 characters',
      ],
      [
        'a control character',
        { headers, data: { ...good, message: 'a\u0007b' } },
        400,
        'Message must not contain control characters',
      ],
      ['a huge body', { headers, data: { ...good, message: 'x'.repeat(40_000) } }, 413, CONTACT_ERRORS.tooLarge],
    ];
    for (const [label, options, status, error] of cases) {
      const res = await request.post('/api/contact', options);
      expect(res.status(), label).toBe(status);
      expect((await res.json()).error, label).toBe(error);
    }
    const get = await request.get('/api/contact');
    expect(get.status()).toBe(405);
  });

  test('answers a stored message with its id only; with mail off, no EmailJS settings', async ({ request }) => {
    const subject = uniqueText('Api');
    const res = await request.post('/api/contact', {
      headers: { 'x-forwarded-for': uniqueClientIp() },
      data: { ...good, subject },
    });
    expect(res.status()).toBe(201);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['id', 'mail']);
    expect(body.mail).toBeNull();
    const data = await readStore();
    expect((data.feedbacks as Record<string, { subject: string }>)[body.id].subject).toBe(subject);
    expect(JSON.stringify(data.user)).not.toContain(subject);
  });

  test('accepts the longest message in a three-byte script', async ({ request }) => {
    const subject = uniqueText('漢'.repeat(170));
    const message = '漢'.repeat(5000);
    const res = await request.post('/api/contact', {
      headers: { 'x-forwarded-for': uniqueClientIp() },
      data: { ...good, subject, message },
    });
    expect(res.status()).toBe(201);
    const stored = feedbacksWithSubject(await readStore(), subject);
    expect(stored[0][1].message).toBe(message);
  });
});

test('the contact form and the visitor counter pass an accessibility scan', async ({ page }) => {
  await page.goto('/contact');
  // The counter loads once the page has settled (SETTLE_MS after load), then asks the server.
  await expect(
    page.getByRole('complementary', { name: 'Visitor counter' }).locator('[data-count="total"] dd'),
  ).toHaveText(/^\d+$/, { timeout: SETTLE_MS + 7_000 });
  expect(await axeViolations(page, ['#contact', 'aside[aria-label="Visitor counter"]'])).toEqual([]);
  // The e-mail link has one name, the address it shows (its icon says nothing).
  const email = (DEMO_USER.about as { email: string }).email;
  await expect(page.locator('#contact').getByRole('link', { name: email, exact: true })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
});
