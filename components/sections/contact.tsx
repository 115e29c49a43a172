import { BUTTON_LABELS, CONTACT, MESSAGES, PUBLIC_ROUTES } from '@/lib/constants';
import { CONTACT_ASIDE } from '@/components/sections/contact-words';
import { CONTACT_LIMITS } from '@/lib/feedback/contact-words';
import { isPlaceholderDetail } from '@/lib/content/placeholders';
import type { About } from '@/lib/content/schemas';
import { firstName } from '@/lib/format';
import { EmailText } from '@/components/site/email-text';
import { ContactForm } from './contact-form';
import { LinkIcon } from './link-icons';
import { Section } from './section';
import styles from './contact.module.scss';

/**
 * The form's fixed words and settings (BUTTON_LABELS, MESSAGES, CONTACT, CONTACT_LIMITS), given
 * by the server so the constants module stays out of the page's JavaScript.
 */
const formCopy = (ownerName: string) => ({
  send: BUTTON_LABELS.send,
  sending: BUTTON_LABELS.sending,
  fillAllDetail: MESSAGES.fillAllDetail,
  emailNeedsAt: MESSAGES.emailNeedsAt,
  emailError: MESSAGES.emailError,
  emailSent: MESSAGES.emailSent(firstName(ownerName)),
  fromName: CONTACT.fromName,
  reEnableMs: CONTACT.reEnableMs,
  honeypotField: CONTACT_LIMITS.honeypotField,
});
export type ContactFormCopy = ReturnType<typeof formCopy>;

export function Contact({ about }: { about: About }) {
  return (
    <Section id="contact" title="Contact" highlight="Me" accent={PUBLIC_ROUTES[5].accent}>
      <p className={styles.intro}>{CONTACT_ASIDE.intro}</p>
      <div className={styles.layout}>
        <div className={styles.formColumn}>
          <ContactForm copy={formCopy(about.fullName)} />
        </div>
        <div className={styles.aside}>
          <h3 className={styles.asideTitle}>{CONTACT_ASIDE.label}</h3>
          <dl className={styles.ways}>
            {isPlaceholderDetail(about.email) ? null : (
              <div>
                <dt>{CONTACT_ASIDE.email}</dt>
                <dd>
                  <a href={`mailto:${about.email}`} className={styles.wayLink} aria-label={about.email}>
                    <LinkIcon name="mail" />
                    <EmailText address={about.email} />
                  </a>
                </dd>
              </div>
            )}
            <div>
              <dt>{CONTACT_ASIDE.availability}</dt>
              <dd>
                {isPlaceholderDetail(about.status) ? null : <span className={styles.status}>{about.status}</span>}
                <span className={styles.freelancing}>{CONTACT_ASIDE.freelancing(about.freeLancing)}</span>
              </dd>
            </div>
            {isPlaceholderDetail(about.cvweblink) ? null : (
              <div>
                <dt>{CONTACT_ASIDE.resume}</dt>
                <dd>
                  <a href={about.cvweblink} target="_blank" rel="noopener noreferrer" className={styles.wayLink}>
                    <LinkIcon name="document" />
                    {CONTACT_ASIDE.resumeLink}
                  </a>
                </dd>
              </div>
            )}
          </dl>
        </div>
      </div>
    </Section>
  );
}
