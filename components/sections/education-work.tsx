import { IN_VIEW, PUBLIC_ROUTES } from '@/lib/constants';
import type { TimelineItem, WithId } from '@/lib/content/schemas';
import type { Words } from '@/lib/languages/words';
import { Reveal } from './reveal';
import { hl, Section } from './section';
import styles from './education-work.module.scss';

function Timeline({
  title,
  items,
  threshold,
  words,
}: {
  title: string;
  items: WithId<TimelineItem>[];
  threshold: number;
  words: Words;
}) {
  // "Mar 2022"; an empty or unreadable date reads "Present".
  const date = (iso: string) => words.date(iso, 'monthYear', words('dates.present'));
  return (
    <div className={styles.column}>
      <h3 className={styles.columnTitle}>{title}</h3>
      {items.length === 0 ? (
        <p className={styles.empty}>{words('educationWork.empty')}</p>
      ) : (
        <ol className={styles.timeline}>
          {items.map((item) => (
            <Reveal
              as="li"
              key={item._id}
              threshold={threshold}
              // Still going on (no end date): its dot is filled.
              className={item.enddate ? styles.entry : `${styles.entry} ${styles.current}`}
            >
              <p className={styles.dates}>
                {words.nodes('dates.range', {
                  start: <time dateTime={item.startdate}>{date(item.startdate)}</time>,
                  end: item.enddate ? <time dateTime={item.enddate}>{date(item.enddate)}</time> : date(''),
                })}
              </p>
              <h4 className={styles.title}>{item.title}</h4>
              <p className={styles.description}>{item.description}</p>
            </Reveal>
          ))}
        </ol>
      )}
    </div>
  );
}

export function EducationWork({
  education,
  work,
  words,
}: {
  education: WithId<TimelineItem>[];
  work: WithId<TimelineItem>[];
  /** The page's language's words. */
  words: Words;
}) {
  return (
    <Section id="education-work" heading={words.rich('educationWork.heading', { hl })} accent={PUBLIC_ROUTES[2].accent}>
      <div className={styles.columns}>
        <Timeline
          title={words('educationWork.education')}
          items={education}
          threshold={IN_VIEW.education}
          words={words}
        />
        <Timeline title={words('educationWork.experience')} items={work} threshold={IN_VIEW.experience} words={words} />
      </div>
    </Section>
  );
}
