import { CONTACT, PUBLIC_ROUTES } from '@/lib/constants';
import { CONTACT_LIMITS } from '@/lib/feedback/contact-words';
import { isPlaceholderDetail } from '@/lib/content/placeholders';
import type { About } from '@/lib/content/schemas';
import { firstName } from '@/lib/format';
import { freelancingStatus, type Words } from '@/lib/languages/words';
import { EmailText } from '@/components/site/email-text';
import { ContactForm } from './contact-form';
import { LinkIcon } from './link-icons';
import { hl, Section } from './section';
import styles from './contact.module.scss';

/**
 * The form's words in the page's language and its fixed settings (CONTACT, CONTACT_LIMITS), given
 * by the server so neither the constants module nor a formatter is in the page's JavaScript.
 * `language`: the page's, which the form asks the server's refusals in (Accept-Language).
 */
const formCopy = (words: Words, language: string, ownerName: string) => ({
  language,
  yourEmail: words('contact.yourEmail'),
  subject: words('contact.subject'),
  message: words('contact.message'),
  // "{count} / {max}", filled in by the form as the visitor types.
  messageCount: words('contact.messageCount', { count: '{count}', max: '{max}' }),
  honeypot: words('contact.honeypot'),
  send: words('contact.send'),
  sending: words('contact.sending'),
  fillAllDetail: words('contact.fillAllDetail'),
  emailNeedsAt: words('contact.emailNeedsAt'),
  emailError: words('contact.emailError'),
  emailSent: words('contact.emailSent', { firstName: firstName(ownerName) }),
  fromName: CONTACT.fromName,
  reEnableMs: CONTACT.reEnableMs,
  honeypotField: CONTACT_LIMITS.honeypotField,
});
export type ContactFormCopy = ReturnType<typeof formCopy>;

export function Contact({ about, words, language }: { about: About; words: Words; language: string }) {
  return (
    <Section id="contact" heading={words.rich('contact.heading', { hl })} accent={PUBLIC_ROUTES[5].accent}>
      <p className={styles.intro}>{words('contact.intro')}</p>
      <div className={styles.layout}>
        <div className={styles.formColumn}>
          <ContactForm copy={formCopy(words, language, about.fullName)} />
        </div>
        <div className={styles.aside}>
          <h3 className={styles.asideTitle}>{words('contact.asideTitle')}</h3>
          <dl className={styles.ways}>
            {isPlaceholderDetail(about.email) ? null : (
              <div>
                <dt>{words('contact.email')}</dt>
                <dd>
                  <a href={`mailto:${about.email}`} className={styles.wayLink} aria-label={about.email}>
                    <LinkIcon name="mail" />
                    <EmailText address={about.email} />
                  </a>
                </dd>
              </div>
            )}
            <div>
              <dt>{words('contact.availability')}</dt>
              <dd>
                {isPlaceholderDetail(about.status) ? null : <span className={styles.status}>{about.status}</span>}
                <span className={styles.freelancing}>
                  {words('contact.freelancing', { value: freelancingStatus(words, about.freeLancing) })}
                </span>
              </dd>
            </div>
            {isPlaceholderDetail(about.cvweblink) ? null : (
              <div>
                <dt>{words('contact.resume')}</dt>
                <dd>
                  <a href={about.cvweblink} target="_blank" rel="noopener noreferrer" className={styles.wayLink}>
                    <LinkIcon name="document" />
                    {words('contact.resumeLink')}
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
