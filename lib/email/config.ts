import type { Env } from '@/lib/env';

/** What the browser needs to mail a contact message through EmailJS (all of it public). */
export type MailConfig = NonNullable<ReturnType<typeof mailConfig>>;

/** Mail is on only when all three EmailJS settings are present. */
export function mailConfig(config: Pick<Env, `NEXT_PUBLIC_EMAILJS_${'SERVICE_ID' | 'TEMPLATE_ID' | 'PUBLIC_KEY'}`>) {
  const serviceId = config.NEXT_PUBLIC_EMAILJS_SERVICE_ID;
  const templateId = config.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID;
  const publicKey = config.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY;
  return serviceId && templateId && publicKey ? { serviceId, templateId, publicKey } : null;
}
