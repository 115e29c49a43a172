import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A distinct client address per test, so per-client rate limits never couple tests. */
export function uniqueClientIp(): string {
  counter += 1;
  const n = (process.pid * 1000 + counter + Math.floor(Math.random() * 1000)) % 65_000;
  return `198.18.${Math.floor(n / 256)}.${n % 256}`;
}

export function uniqueText(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function contactForm(page: Page) {
  return {
    email: page.getByLabel('Your email'),
    subject: page.getByLabel('Subject'),
    message: page.getByLabel('Message'),
    send: page.locator('#contact form').getByRole('button'),
    async fill(values: { email: string; subject: string; message: string }) {
      await this.email.fill(values.email);
      await this.subject.fill(values.subject);
      await this.message.fill(values.message);
    },
    async expectValues(values: { email: string; subject: string; message: string }) {
      await expect(this.email).toHaveValue(values.email);
      await expect(this.subject).toHaveValue(values.subject);
      await expect(this.message).toHaveValue(values.message);
    },
  };
}

type Feedbacks = Record<string, { name: string; email: string; subject: string; message: string; createdAt: number }>;

export function feedbacksWithSubject(data: Record<string, unknown>, subject: string) {
  const all = (data.feedbacks ?? {}) as Feedbacks;
  return Object.entries(all).filter(([, f]) => f.subject === subject);
}
