import type { MailConfig } from './config';

/**
 * Mails the contact form through EmailJS. The SDK is loaded on first use only, so pages
 * without a send never download it.
 */
export async function sendContactMail(form: HTMLFormElement, config: MailConfig): Promise<void> {
  const { default: emailjs } = await import('@emailjs/browser');
  await emailjs.sendForm(config.serviceId, config.templateId, form, { publicKey: config.publicKey });
}
