import { ProjectCards } from '@/components/sections/projects';
import { Section } from '@/components/sections/section';
import { PUBLIC_ROUTES } from '@/lib/constants';
import { localHref } from '@/lib/languages/paths';
import type { Words } from '@/lib/languages/words';
import type { ResumeVariant } from '@/lib/resume';
import { resumeFileName } from '@/lib/resume-pdf/file-name';
import { SHARE_LINKS } from '@/lib/share-links/words';
import type { ProjectItem, WithId } from '@/lib/content/schemas';
import { ShareBeacon } from './share-beacon';
import styles from './share.module.scss';

/**
 * What a share link opens: the owner's tailored summary (text, never markup), the chosen projects
 * and right under it the chosen résumé and the way to the rest of the site (a screener skims: both at
 * hand before any scrolling), then the chosen projects in the chosen order (cards leading to the
 * link's own copy of each case study).
 */
export function ShareOverview({
  token,
  ownerName,
  summary,
  projects,
  resume,
  words,
  prefix,
}: {
  token: string;
  ownerName: string;
  summary: string;
  projects: WithId<ProjectItem>[];
  resume: ResumeVariant | null;
  /** The words of the page's language: the link's (its address's prefix, `prefix`). */
  words: Words;
  prefix: string;
}) {
  return (
    <>
      <h1 className="visually-hidden">{ownerName}</h1>
      <Section id="prepared" heading={words('share.preparedFor')} accent={PUBLIC_ROUTES[0].accent}>
        <div className={styles.lead}>
          <p className={styles.summary} data-share-summary="">
            {summary}
          </p>
          <p className={styles.actions}>
            {resume ? (
              <a
                className={styles.button}
                href={SHARE_LINKS.resumeHref(token)}
                data-share-resume={resume}
                // The owner's uploaded file (reached through a redirect) would otherwise be named by its media id.
                download={resumeFileName(ownerName, resume)}
              >
                {words('share.resume', { variant: resume })}
              </a>
            ) : null}
            <a className={styles.secondary} href={localHref(prefix, PUBLIC_ROUTES[0].href)}>
              {words('share.rest')}
            </a>
          </p>
        </div>
        {projects.length > 0 ? (
          <section aria-labelledby="highlighted-heading">
            <h3 id="highlighted-heading" className={styles.eyebrow}>
              {words('share.highlighted')}
            </h3>
            <ProjectCards
              projects={projects}
              words={words}
              hrefOf={(slug) => localHref(prefix, SHARE_LINKS.projectHref(token, slug))}
            />
          </section>
        ) : null}
      </Section>
      <ShareBeacon token={token} />
    </>
  );
}

/** Unknown, expired and revoked links alike: a polite page that leads to the public portfolio. */
export function LinkGone({ ownerName, words }: { ownerName: string; words: Words }) {
  return (
    <>
      <h1 className="visually-hidden">{ownerName}</h1>
      <Section id="link-gone" heading={words('share.goneTitle')} accent={PUBLIC_ROUTES[0].accent}>
        <div className={styles.gone}>
          <p>{words('share.goneText')}</p>
          <p>
            <a className={styles.button} href={PUBLIC_ROUTES[0].href}>
              {words('share.goneLink')}
            </a>
          </p>
        </div>
      </Section>
    </>
  );
}
