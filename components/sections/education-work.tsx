import { IN_VIEW, PUBLIC_ROUTES } from '@/lib/constants';
import type { TimelineItem, WithId } from '@/lib/content/schemas';
import { formatPublicDate } from '@/lib/format';
import { Reveal } from './reveal';
import { Section } from './section';
import styles from './education-work.module.scss';

function Timeline({ title, items, threshold }: { title: string; items: WithId<TimelineItem>[]; threshold: number }) {
  return (
    <div className={styles.column}>
      <h3 className={styles.columnTitle}>{title}</h3>
      {items.length === 0 ? (
        <p className={styles.empty}>Nothing here yet.</p>
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
                <time dateTime={item.startdate}>{formatPublicDate(item.startdate)}</time>
                {' – '}
                {item.enddate ? (
                  <time dateTime={item.enddate}>{formatPublicDate(item.enddate)}</time>
                ) : (
                  formatPublicDate('')
                )}
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
}: {
  education: WithId<TimelineItem>[];
  work: WithId<TimelineItem>[];
}) {
  return (
    <Section id="education-work" title="Education &" highlight="Work" accent={PUBLIC_ROUTES[2].accent}>
      <div className={styles.columns}>
        <Timeline title="Education" items={education} threshold={IN_VIEW.education} />
        <Timeline title="Experience" items={work} threshold={IN_VIEW.experience} />
      </div>
    </Section>
  );
}
