import { PUBLIC_ROUTES } from '@/lib/constants';
import type { About as AboutContent } from '@/lib/content/schemas';
import { isPlaceholderDetail } from '@/lib/content/placeholders';
import { freelancingStatus, type Words } from '@/lib/languages/words';
import { EmailText } from '@/components/site/email-text';
import { resumeHref } from '@/lib/resume';
import { resumeFileName } from '@/lib/resume-pdf/file-name';
import { ContentImage } from './content-image';
import { ResumeToggle } from './resume-toggle';
import { hl, Section } from './section';
import styles from './about.module.scss';

/**
 * `lead`: the section opens its page (its own route), so its portrait is the page's largest paint.
 * `portrait={false}` on `/`, whose hero shows the same portrait already.
 */
export function About({
  about,
  words,
  lead = false,
  portrait = true,
  prefix = '',
}: {
  about: AboutContent;
  /** The page's language's words. */
  words: Words;
  /** The page's language's prefix: the generated résumé is the one in its language (`/de/resume/dark.pdf`). */
  prefix?: string;
  lead?: boolean;
  portrait?: boolean;
}) {
  // [label, value, how it is shown when not as plain text]
  const all: [string, string, React.ReactNode?][] = [
    [words('about.fullName'), about.fullName],
    [
      words('about.dateOfBirth'),
      about.dob,
      // Full date for a birthday; public dates elsewhere are month and year.
      <time key="dob" dateTime={about.dob}>
        {words.date(about.dob, 'day')}
      </time>,
    ],
    [words('about.address'), about.address],
    [
      words('about.email'),
      about.email,
      <a href={`mailto:${about.email}`} key="email" aria-label={about.email}>
        <EmailText address={about.email} />
      </a>,
    ],
    [
      words('about.phone'),
      about.phoneNumber,
      <a href={`tel:${about.phoneNumber.replace(/[^+\d]/g, '')}`} key="tel">
        {about.phoneNumber}
      </a>,
    ],
    [words('about.status'), about.status],
    [words('about.freelancing'), about.freeLancing, freelancingStatus(words, about.freeLancing)],
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
    <Section id="about-me" heading={words.rich('about.heading', { hl })} accent={PUBLIC_ROUTES[1].accent}>
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
                  <span>{words('about.currently')}</span> {currently}
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
              dark={resumeHref(about.cvfileLinkDark, 'dark', prefix)}
              light={resumeHref(about.cvfileLinkLight, 'light', prefix)}
              labels={{
                resume: words('about.resume'),
                close: words('about.close'),
                dark: words('about.downloadResumeDark'),
                light: words('about.downloadResumeLight'),
              }}
              fileNames={{
                dark: resumeFileName(about.fullName, 'dark'),
                light: resumeFileName(about.fullName, 'light'),
              }}
            />
            {isPlaceholderDetail(about.cvweblink) ? null : (
              <a href={about.cvweblink} target="_blank" rel="noopener noreferrer" className={styles.weblink}>
                {words('about.viewWebResume')}
              </a>
            )}
          </div>
        </div>
      </div>
    </Section>
  );
}
