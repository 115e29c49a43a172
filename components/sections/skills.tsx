import { FRESH_START } from '@/lib/content/fresh-start-words';
import { MARQUEE, PUBLIC_ROUTES, SKILL_CUBE_IMAGE_COUNT } from '@/lib/constants';
import type { NameItem, SkillsCubeImg, WithId } from '@/lib/content/schemas';
import { ContentImage } from './content-image';
import { Section } from './section';
import { SkillsMarquee } from './skills-marquee';
import styles from './skills.module.scss';

// In the order the cube turns to them (skills.module.scss): image 1 first, image 6 last.
const FACES = ['front', 'top', 'right', 'back', 'left', 'bottom'] as const;

export function Skills({
  skills,
  languages,
  cube,
  lead = false,
}: {
  skills: WithId<NameItem>[];
  languages: WithId<NameItem>[];
  cube: SkillsCubeImg;
  /** The section opens its page (its own route): the cube's front face is the page's largest paint. */
  lead?: boolean;
}) {
  const images = Array.from({ length: SKILL_CUBE_IMAGE_COUNT }, (_, i) => ({
    src: cube[`image${i + 1}` as keyof SkillsCubeImg],
    alt: cube[`image${i + 1}Alt` as keyof SkillsCubeImg],
  }));
  return (
    <Section id="skills" title="My" highlight="Skills" accent={PUBLIC_ROUTES[3].accent}>
      <div className={styles.layout}>
        <div>
          <h3 className={styles.subheading}>What I work with</h3>
          {skills.length === 0 ? (
            <p className={styles.empty}>{FRESH_START.empty.skills}</p>
          ) : (
            <SkillsMarquee skills={skills} speed={MARQUEE.speed} pauseOnHover={MARQUEE.pauseOnHover} />
          )}
          <h3 className={styles.subheading}>Languages I speak</h3>
          {languages.length === 0 ? (
            <p className={styles.empty}>{FRESH_START.empty.languages}</p>
          ) : (
            <ul className={styles.languages} aria-label="Languages known">
              {languages.map((language) => (
                <li key={language._id}>{language.name}</li>
              ))}
            </ul>
          )}
        </div>
        <div
          className={styles.scene}
          role="img"
          // One image to assistive technology (its faces are presentational), named by every face's alt text.
          aria-label={`A rotating cube of ${SKILL_CUBE_IMAGE_COUNT} skill images: ${images.map((image) => image.alt).join(', ')}`}
        >
          <div className={styles.cube}>
            {images.map(({ src, alt }, i) => (
              <div key={FACES[i]} className={`${styles.face} ${styles[FACES[i]]}`}>
                <ContentImage
                  src={src}
                  alt={alt}
                  // A fixed size: next/image's 1x / 2x candidates instead of every width it knows.
                  width={200}
                  height={200}
                  priority={lead && i === 0}
                  fetchPriority={lead && i === 0 ? 'high' : undefined}
                />
              </div>
            ))}
          </div>
        </div>
      </div>
    </Section>
  );
}
