import type { Env } from '@/lib/env';

/** What the browser needs to mail a contact message through EmailJS (all of it public). */
export interface MailConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

/** Mail is on only when all three EmailJS settings are present. */
export function mailConfig(
  config: Pick<
    Env,
    'NEXT_PUBLIC_EMAILJS_SERVICE_ID' | 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID' | 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'
  >,
): MailConfig | null {
  const serviceId = config.NEXT_PUBLIC_EMAILJS_SERVICE_ID;
  const templateId = config.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID;
  const publicKey = config.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY;
  if (!serviceId || !templateId || !publicKey) return null;
  return { serviceId, templateId, publicKey };
}
