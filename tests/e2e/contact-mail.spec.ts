import { expect, test, type Request } from '@playwright/test';
import { CONTACT, MESSAGES } from '@/lib/constants';
import { startAppServer, type AppServer } from '../helpers/app-server';
import { contactForm, feedbacksWithSubject, uniqueClientIp, uniqueText } from './contact-helpers';

const EMAILJS = {
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_e2e',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_e2e',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'public_key_e2e',
};
const SEND_FORM = 'https://api.emailjs.com/api/v1.0/email/send-form';
const SENT = MESSAGES.emailSent('Nova');

/** The multipart form fields of a request, by name (line breaks as the browser sent them, CRLF → LF). */
async function formFields(request: Request): Promise<Record<string, string>> {
  const parsed = await new Response(new Uint8Array(request.postDataBuffer() ?? Buffer.alloc(0)), {
    headers: { 'content-type': (await request.allHeaders())['content-type'] },
  }).formData();
  const fields: Record<string, string> = {};
  parsed.forEach((value, name) => (fields[name] = String(value).replace(/\r\n/g, '\n')));
  return fields;
}

// The same production build, started with the EmailJS settings: they are read at run time.
test.describe('contact form with mail on (EmailJS intercepted)', () => {
  test.describe.configure({ mode: 'serial' });
  let server: AppServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startAppServer({ ...EMAILJS, TRUST_PROXY: '1' }); // tests claim addresses, as a proxy would
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
  });

  test('stores the message, mails it through sendForm with the keys and fields, then confirms and clears', async ({
    page,
  }) => {
    const mails: Request[] = [];
    await page.route(SEND_FORM, async (route) => {
      mails.push(route.request());
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
    });
    await page.goto(`${server.url}/contact`);
    const form = contactForm(page);
    const values = { email: 'ann@example.com', subject: uniqueText('Mailed'), message: 'Hello Nova,\nlet us talk.' };
    await form.fill(values);
    await form.send.click();

    await expect(page.getByText(SENT)).toBeVisible();
    await form.expectValues({ email: '', subject: '', message: '' });
    expect(mails).toHaveLength(1);
    expect(mails[0].method()).toBe('POST');
    const fields = await formFields(mails[0]);
    expect(fields).toMatchObject({
      service_id: EMAILJS.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
      template_id: EMAILJS.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
      user_id: EMAILJS.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
      yourMail: values.email,
      subject: values.subject,
      message: values.message,
      from_name: CONTACT.fromName,
    });
    expect(fields.lib_version).toMatch(/^\d+\.\d+\.\d+$/);

    const stored = feedbacksWithSubject(await server.readData(), values.subject);
    expect(stored).toHaveLength(1);
    expect(stored[0][1]).toMatchObject({ email: values.email, message: values.message });
  });

  test('when EmailJS answers 400: "Error Sending Email", the form keeps everything, the message is kept once; a retry then succeeds', async ({
    page,
  }) => {
    let answer = 400;
    let mailCalls = 0;
    await page.route(SEND_FORM, async (route) => {
      mailCalls += 1;
      await route.fulfill({
        status: answer,
        contentType: 'text/plain',
        body: answer === 200 ? 'OK' : 'The template ID is invalid',
      });
    });
    await page.goto(`${server.url}/contact`);
    const form = contactForm(page);
    const values = { email: 'ann@example.com', subject: uniqueText('Bounced'), message: 'Hello' };
    await form.fill(values);
    await form.send.click();

    await expect(page.getByRole('status').filter({ hasText: MESSAGES.emailError })).toBeVisible();
    await expect(page.getByText(SENT)).toHaveCount(0);
    await form.expectValues(values);
    expect(mailCalls).toBe(1);
    expect(feedbacksWithSubject(await server.readData(), values.subject)).toHaveLength(1);

    answer = 200;
    await expect(form.send).toBeEnabled();
    await form.send.click();
    await expect(page.getByText(SENT)).toBeVisible();
    await form.expectValues({ email: '', subject: '', message: '' });
    expect(mailCalls).toBe(2);
    expect(feedbacksWithSubject(await server.readData(), values.subject)).toHaveLength(1);
  });

  test('when the store refuses, EmailJS is never called', async ({ page }) => {
    let mailCalls = 0;
    await page.route(SEND_FORM, async (route) => {
      mailCalls += 1;
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await page.goto(`${server.url}/contact`);
    const form = contactForm(page);
    const values = { email: 'ann@example', subject: uniqueText('Invalid'), message: 'Hello' };
    await form.fill(values);
    await form.send.click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.emailError })).toBeVisible();
    await form.expectValues(values);
    expect(mailCalls).toBe(0);
  });
});
