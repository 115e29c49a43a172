'use client';

import { m, type Variants } from 'framer-motion';
import { useEffect, useState } from 'react';
import { FOOTER_MOTION } from '@/lib/constants';
import type { SocialLinkItem, WithId } from '@/lib/content/schemas';
import { SocialIcon } from './social-icon';
import styles from './footer.module.scss';

const list: Variants = {
  hidden: {},
  show: { transition: { staggerChildren: FOOTER_MOTION.staggerChildrenS, delayChildren: FOOTER_MOTION.delayChildrenS } },
};
const item: Variants = { hidden: { opacity: 0, y: 16 }, show: { opacity: 1, y: 0 } };
const logo: Variants = { hidden: { opacity: 0 }, show: { opacity: 1, transition: { delay: FOOTER_MOTION.logoDelayS } } };
const copyright: Variants = {
  hidden: { opacity: 0, x: -40 },
  show: { opacity: 1, x: 0, transition: { delay: FOOTER_MOTION.copyrightDelayS } },
};

export function Footer({
  ownerName,
  socialLinks,
  year: buildYear,
}: {
  ownerName: string;
  socialLinks: WithId<SocialLinkItem>[];
  year: number;
}) {
  // The page is pre-rendered; the visitor's clock decides the year shown.
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return (
    <m.footer className={styles.footer} initial="hidden" whileInView="show" viewport={{ once: true, amount: 0.2 }}>
      <m.p className={styles.logo} variants={logo}>
        {ownerName}
      </m.p>
      {socialLinks.length > 0 && (
        <m.ul className={styles.social} variants={list} aria-label="Social links">
          {socialLinks.map((link) => (
            <m.li key={link._id} variants={item}>
              <a
                href={link.link}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.socialLink}
                style={{ '--brand': link.color } as React.CSSProperties}
                aria-label={`${link.name} (opens in a new tab)`}
              >
                <SocialIcon src={link.icon} name={link.name} />
              </a>
            </m.li>
          ))}
        </m.ul>
      )}
      <m.p className={styles.copyright} variants={copyright}>
        © {year} {ownerName}. {FOOTER_MOTION.rightsText}
      </m.p>
    </m.footer>
  );
}
