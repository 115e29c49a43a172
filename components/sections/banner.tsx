import { PUBLIC_ROUTES, TYPING } from '@/lib/constants';
import type { About, Home } from '@/lib/content/schemas';
import { ContentImage } from './content-image';
import { Tagline } from './tagline';
import styles from './banner.module.scss';

export function Banner({ home, about }: { home: Home; about: About }) {
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
          <p className={styles.hello}>Hello, I&apos;m</p>
          <h1 id="home-heading" className={styles.name}>
            {about.fullName}
          </h1>
          <Tagline taglines={home.taglines} timings={TYPING} />
          <p className={styles.detail}>{home.detail}</p>
          <blockquote className={styles.quote}>
            <p>{home.quote}</p>
          </blockquote>
          <a className={styles.cta} href={PUBLIC_ROUTES[5].href}>
            Get in touch
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
