import type { Env } from '@/lib/env';

type EmailJsSettings = Pick<
  Env,
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID' | 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID' | 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'
>;

/** What the browser needs to mail a contact message through EmailJS (all of it public). */
export type MailConfig = NonNullable<ReturnType<typeof mailConfig>>;

/** Mail is on only when all three EmailJS settings are present. */
export function mailConfig(config: EmailJsSettings) {
  const serviceId = config.NEXT_PUBLIC_EMAILJS_SERVICE_ID;
  const templateId = config.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID;
  const publicKey = config.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY;
  return serviceId && templateId && publicKey ? { serviceId, templateId, publicKey } : null;
}
