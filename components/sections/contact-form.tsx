'use client';

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { MailConfig } from '@/lib/email/config';
import { sendContactMail } from '@/lib/email/send-form';
import { loadToast, prepareToasts } from '@/components/site/toaster';
import { reportShareContact } from '@/components/share/share-beacon';
import type { ContactFormCopy } from './contact';
import styles from './contact.module.scss';

const EMPTY = { yourMail: '', subject: '', message: '' };
type Fields = typeof EMPTY;

const SUBJECT_MAX = 200;
const MESSAGE_MAX = 5000;

function warn(text: string) {
  void loadToast().then((toast) => toast(text, { icon: '⚠️', style: { background: '#f1c40f', color: '#000' } }));
}

function failed(message: string, detail?: string) {
  void loadToast().then((toast) =>
    toast.error(
      <span className={styles.toastBody}>
        <span>{message}</span>
        {detail ? <span className={styles.toastDetail}>{detail}</span> : null}
      </span>,
    ),
  );
}

/** A refusal the server explained; its words are shown to the visitor. */
class Refused extends Error {}

async function storeMessage(fields: Fields, copy: ContactFormCopy, honeypot: string): Promise<MailConfig | null> {
  const response = await fetch('/api/contact', {
    method: 'POST',
    // A refusal comes back in the page's language.
    headers: { 'Content-Type': 'application/json', 'Accept-Language': copy.language },
    body: JSON.stringify({ ...fields, from_name: copy.fromName, [copy.honeypotField]: honeypot }),
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const reason = data && typeof data === 'object' && 'error' in data ? String(data.error) : undefined;
    throw new Refused(reason);
  }
  return data && typeof data === 'object' && 'mail' in data ? (data.mail as MailConfig | null) : null;
}

export function ContactForm({ copy }: { copy: ContactFormCopy }) {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const reEnable = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [sending, setSending] = useState(false);
  const [locked, setLocked] = useState(false);

  useEffect(() => () => clearTimeout(reEnable.current), []);

  /** A field's id, name, value and change handler. */
  const control = (name: keyof Fields) => ({
    id: `contact-${name}`,
    name,
    value: fields[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setFields((current) => ({ ...current, [name]: e.target.value })),
  });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    if (busy.current) return;
    if (!fields.yourMail.trim() || !fields.subject.trim() || !fields.message.trim() || !copy.fromName) {
      warn(copy.fillAllDetail);
      return;
    }
    if (!fields.yourMail.includes('@')) {
      warn(copy.emailNeedsAt);
      return;
    }

    busy.current = true;
    setSending(true);
    setLocked(true);
    try {
      const mail = await storeMessage(fields, copy, honeypotRef.current?.value ?? '');
      // Stored: a message from a visitor who came through a share link counts for that link.
      reportShareContact();
      if (mail) await sendContactMail(form, mail);
      void loadToast().then((toast) => toast.success(copy.emailSent));
      setFields(EMPTY);
    } catch (error) {
      failed(copy.emailError, error instanceof Refused ? error.message : undefined);
    } finally {
      setSending(false);
      reEnable.current = setTimeout(() => {
        busy.current = false;
        setLocked(false);
      }, copy.reEnableMs);
    }
  }

  return (
    <form
      className={styles.form}
      onFocus={prepareToasts}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-busy={sending}
    >
      <input type="hidden" name="from_name" value={copy.fromName} />
      <div className={styles.field}>
        <label htmlFor="contact-yourMail">{copy.yourEmail}</label>
        <input {...control('yourMail')} type="email" inputMode="email" autoComplete="email" />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-subject">{copy.subject}</label>
        <input {...control('subject')} type="text" maxLength={SUBJECT_MAX} />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">{copy.message}</label>
        <textarea {...control('message')} rows={6} maxLength={MESSAGE_MAX} aria-describedby="contact-message-count" />
        <p id="contact-message-count" className={styles.count}>
          {copy.messageCount.replace('{count}', String(fields.message.length)).replace('{max}', String(MESSAGE_MAX))}
        </p>
      </div>
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="contact-website">{copy.honeypot}</label>
        <input
          ref={honeypotRef}
          id="contact-website"
          name={copy.honeypotField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {/* aria-disabled rather than disabled: the button keeps keyboard focus while it waits */}
      <button type="submit" className={styles.send} aria-disabled={locked}>
        {sending ? copy.sending : copy.send}
      </button>
    </form>
  );
}
