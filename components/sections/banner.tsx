import { PUBLIC_ROUTES, TYPING } from '@/lib/constants';
import type { About, Home } from '@/lib/content/schemas';
import { localHref } from '@/lib/languages/paths';
import type { Words } from '@/lib/languages/words';
import { ContentImage } from './content-image';
import { Tagline } from './tagline';
import styles from './banner.module.scss';

/** `words`: the page's language's; `prefix`: its addresses' (`/de`, `''` for the default language). */
export function Banner({ home, about, words, prefix }: { home: Home; about: About; words: Words; prefix: string }) {
  return (
    <section id="home" aria-labelledby="home-heading" className={styles.banner}>
      {/* Decorative: it sits behind the text and says nothing the text does not; its stored alt text stays unread.
          Not on a phone (hidden in CSS, and lazy, so not even fetched): there the stacked hero's
          texture would be the largest thing painted, the page's LCP, behind the portrait that loads first. */}
      <ContentImage
        src={home.background}
        alt=""
        fill
        sizes="100vw"
        loading="lazy"
        fetchPriority="low"
        className={styles.background}
      />
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.hello}>{words('banner.hello')}</p>
          <h1 id="home-heading" className={styles.name}>
            {about.fullName}
          </h1>
          <Tagline taglines={home.taglines} timings={TYPING} />
          <p className={styles.detail}>{home.detail}</p>
          <blockquote className={styles.quote}>
            <p>{home.quote}</p>
          </blockquote>
          <a className={styles.cta} href={localHref(prefix, PUBLIC_ROUTES[5].href)}>
            {words('banner.getInTouch')}
          </a>
        </div>
        <ContentImage
          src={home.banner_img}
          alt={home.banner_imgAlt}
          width={640}
          height={640}
          priority
          fetchPriority="high"
          sizes="(min-width: 992px) 440px, min(56vw, 320px)"
          className={styles.portrait}
        />
      </div>
    </section>
  );
}
