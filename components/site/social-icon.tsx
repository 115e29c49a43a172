'use client';

import { useState } from 'react';
import { FOOTER_MOTION } from '@/lib/constants';

/** A social icon whose alternative text becomes 'Error' when the image cannot load. */
export function SocialIcon({ src, name, size = 28 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- tiny icons from content, any origin
    <img
      src={src}
      alt={failed ? FOOTER_MOTION.iconErrorAlt : name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
