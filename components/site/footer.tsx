import { FOOTER_MOTION } from '@/lib/constants';
import type { SocialLinkItem, WithId } from '@/lib/content/schemas';
import type { Words } from '@/lib/languages/words';
import { Reveal } from '@/components/sections/reveal';
import { CurrentYear } from './current-year';
import { SocialIcon } from './social-icon';
import styles from './footer.module.scss';

// The entrance timings of the spec, handed to the stylesheet.
const timing = {
  '--logo-delay': `${FOOTER_MOTION.logoDelayS}s`,
  '--children-delay': `${FOOTER_MOTION.delayChildrenS}s`,
  '--stagger': `${FOOTER_MOTION.staggerChildrenS}s`,
  '--copyright-delay': `${FOOTER_MOTION.copyrightDelayS}s`,
} as React.CSSProperties;

export function Footer({
  ownerName,
  socialLinks,
  year,
  notes,
  words,
}: {
  ownerName: string;
  socialLinks: WithId<SocialLinkItem>[];
  year: number;
  /** The link to the notes, shown once one is published. */
  notes?: { href: string; label: string };
  /** The page's language's words. */
  words: Words;
}) {
  return (
    <div style={timing}>
      <Reveal as="footer" threshold={0.2} staged className={styles.footer}>
        <p className={styles.logo}>{ownerName}</p>
        {socialLinks.length > 0 && (
          <ul className={styles.social} aria-label={words('footer.socialLinks')}>
            {socialLinks.map((link, index) => (
              <li key={link._id} style={{ '--i': index } as React.CSSProperties}>
                <a
                  href={link.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.socialLink}
                  style={{ '--brand': link.color } as React.CSSProperties}
                  aria-label={words('footer.socialLinkLabel', { label: link.name })}
                >
                  <SocialIcon src={link.icon} alt={link.iconAlt} errorAlt={words('footer.iconErrorAlt')} />
                </a>
              </li>
            ))}
          </ul>
        )}
        {notes ? (
          <p className={styles.links}>
            <a href={notes.href}>{notes.label}</a>
          </p>
        ) : null}
        <p className={styles.copyright}>
          © <CurrentYear fallback={year} /> {ownerName}. {words('footer.rightsReserved')}
        </p>
      </Reveal>
    </div>
  );
}
