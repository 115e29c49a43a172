import { MARQUEE, PUBLIC_ROUTES, SKILL_CUBE_IMAGE_COUNT } from '@/lib/constants';
import type { NameItem, SkillsCubeImg, WithId } from '@/lib/content/schemas';
import type { Words } from '@/lib/languages/words';
import { ContentImage } from './content-image';
import { hl, Section } from './section';
import { SkillsMarquee } from './skills-marquee';
import styles from './skills.module.scss';

// In the order the cube turns to them (skills.module.scss): image 1 first, image 6 last.
const FACES = ['front', 'top', 'right', 'back', 'left', 'bottom'] as const;

export function Skills({
  skills,
  languages,
  cube,
  words,
  lead = false,
}: {
  skills: WithId<NameItem>[];
  languages: WithId<NameItem>[];
  cube: SkillsCubeImg;
  /** The page's language's words. */
  words: Words;
  /** The section opens its page (its own route): the cube's front face is the page's largest paint. */
  lead?: boolean;
}) {
  const images = Array.from({ length: SKILL_CUBE_IMAGE_COUNT }, (_, i) => ({
    src: cube[`image${i + 1}` as keyof SkillsCubeImg],
    alt: cube[`image${i + 1}Alt` as keyof SkillsCubeImg],
  }));
  return (
    <Section id="skills" heading={words.rich('skills.heading', { hl })} accent={PUBLIC_ROUTES[3].accent}>
      <div className={styles.layout}>
        <div>
          <h3 className={styles.subheading}>{words('skills.workWith')}</h3>
          {skills.length === 0 ? (
            <p className={styles.empty}>{words('skills.emptySkills')}</p>
          ) : (
            <SkillsMarquee
              skills={skills}
              label={words('skills.skillsLabel')}
              speed={MARQUEE.speed}
              pauseOnHover={MARQUEE.pauseOnHover}
            />
          )}
          <h3 className={styles.subheading}>{words('skills.languagesSpoken')}</h3>
          {languages.length === 0 ? (
            <p className={styles.empty}>{words('skills.emptyLanguages')}</p>
          ) : (
            <ul className={styles.languages} aria-label={words('skills.languagesLabel')}>
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
          aria-label={words('skills.cubeLabel', {
            count: SKILL_CUBE_IMAGE_COUNT,
            images: words.list(images.map((image) => image.alt)),
          })}
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
