import { BUTTON_LABELS, PUBLIC_ROUTES } from '@/lib/constants';
import type { About as AboutContent } from '@/lib/content/schemas';
import { formatPublicDate } from '@/lib/format';
import { isPlaceholderDetail } from '@/lib/content/placeholders';
import { EmailText } from '@/components/site/email-text';
import { resumeHref } from '@/lib/resume';
import { resumeFileName } from '@/lib/resume-pdf/file-name';
import { ContentImage } from './content-image';
import { ResumeToggle } from './resume-toggle';
import { Section } from './section';
import styles from './about.module.scss';

/**
 * `lead`: the section opens its page (its own route), so its portrait is the page's largest paint.
 * `portrait={false}` on `/`, whose hero shows the same portrait already.
 */
export function About({
  about,
  lead = false,
  portrait = true,
}: {
  about: AboutContent;
  lead?: boolean;
  portrait?: boolean;
}) {
  // [label, value, how it is shown when not as plain text]
  const all: [string, string, React.ReactNode?][] = [
    ['Full name', about.fullName],
    [
      'Date of birth',
      about.dob,
      <time key="dob" dateTime={about.dob}>
        {formatDob(about.dob)}
      </time>,
    ],
    ['Address', about.address],
    [
      'Email',
      about.email,
      <a href={`mailto:${about.email}`} key="email" aria-label={about.email}>
        <EmailText address={about.email} />
      </a>,
    ],
    [
      'Phone',
      about.phoneNumber,
      <a href={`tel:${about.phoneNumber.replace(/[^+\d]/g, '')}`} key="tel">
        {about.phoneNumber}
      </a>,
    ],
    ['Status', about.status],
    ['Freelancing', about.freeLancing],
  ];
  // A fresh start's placeholder details are for the owner to replace, not for visitors to read; a
  // detail left empty (the date of birth may be) is left out.
  const rows = all.filter(([, value]) => value !== '' && !isPlaceholderDetail(value));
  // `?? ''`: a copy kept from before these fields existed (the last good copy served in an outage).
  const currently = about.currently ?? '';
  const paragraphs = (about.bio ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <Section id="about-me" title="About" highlight="Me" accent={PUBLIC_ROUTES[1].accent}>
      <div className={styles.grid} data-portrait={portrait || undefined}>
        {portrait ? (
          <ContentImage
            src={about.avatar}
            alt={about.avatarAlt}
            width={360}
            height={360}
            sizes="(min-width: 1200px) 370px, (min-width: 768px) 30vw, 64vw"
            priority={lead}
            fetchPriority={lead ? 'high' : undefined}
            className={styles.avatar}
          />
        ) : null}
        <div className={styles.facts}>
          {paragraphs.length > 0 || currently !== '' ? (
            <div className={styles.voice}>
              {paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
              {currently !== '' ? (
                <p className={styles.currently}>
                  <span>{ABOUT_WORDS.currently}</span> {currently}
                </p>
              ) : null}
            </div>
          ) : null}
          <dl className={styles.details}>
            {rows.map(([label, value, shown = value]) => (
              <div key={label} className={styles.row}>
                <dt>{label}</dt>
                <dd>{shown}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.actions}>
            <ResumeToggle
              dark={resumeHref(about.cvfileLinkDark, 'dark')}
              light={resumeHref(about.cvfileLinkLight, 'light')}
              labels={{ resume: BUTTON_LABELS.resume, close: BUTTON_LABELS.close }}
              fileNames={{
                dark: resumeFileName(about.fullName, 'dark'),
                light: resumeFileName(about.fullName, 'light'),
              }}
            />
            {isPlaceholderDetail(about.cvweblink) ? null : (
              <a href={about.cvweblink} target="_blank" rel="noopener noreferrer" className={styles.weblink}>
                View web résumé
              </a>
            )}
          </div>
        </div>
      </div>
    </Section>
  );
}

/** The About section's own words (the labels of its details are the spec's). */
const ABOUT_WORDS = { currently: 'Currently' } as const;

function formatDob(iso: string): string {
  // Full date for a birthday; public dates elsewhere are month and year.
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${formatPublicDate(`${y}-${m}-01`)}`;
}
