import { formHydrated } from '../helpers/e2e-admin';
import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/**
 * A distinct client address per test, so per-client rate limits never couple tests: 131,072
 * addresses drawn at random (two of a run's few dozen meet about once in ten thousand runs).
 */
export function uniqueClientIp(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(256)}`;
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
      // Typed before the form's script runs, a value can be lost when React takes the form over.
      await formHydrated(page, '#contact form');
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
