import { BUTTON_LABELS, CONTACT, CONTACT_LIMITS, MESSAGES, PUBLIC_ROUTES } from '@/lib/constants';
import type { About } from '@/lib/content/schemas';
import { firstName } from '@/lib/format';
import { EmailText } from '@/components/site/email-text';
import { ContactForm } from './contact-form';
import { Section } from './section';
import styles from './contact.module.scss';

export function Contact({ about }: { about: About }) {
  return (
    <Section
      id="contact"
      title={
        <>
          Contact <span>Me</span>
        </>
      }
      accent={PUBLIC_ROUTES[5].accent}
    >
      <p className={styles.intro}>
        Have a project in mind or a role to fill? Send a message below, or write to{' '}
        <a href={`mailto:${about.email}`}>
          <EmailText address={about.email} />
        </a>
        .
      </p>
      <ContactForm
        copy={{
          send: BUTTON_LABELS.send,
          sending: BUTTON_LABELS.sending,
          fillAllDetail: MESSAGES.fillAllDetail,
          emailNeedsAt: MESSAGES.emailNeedsAt,
          emailError: MESSAGES.emailError,
          emailSent: MESSAGES.emailSent(firstName(about.fullName)),
          fromName: CONTACT.fromName,
          reEnableMs: CONTACT.reEnableMs,
          honeypotField: CONTACT_LIMITS.honeypotField,
        }}
      />
    </Section>
  );
}
