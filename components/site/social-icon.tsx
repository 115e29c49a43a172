'use client';

import { useEffect, useRef, useState } from 'react';
import { FOOTER_MOTION } from '@/lib/constants';

/** A social icon with its stored alt text, which becomes 'Error' when the image cannot load. */
export function SocialIcon({ src, alt, size = 28 }: { src: string; alt: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // The image may have failed before hydration attached onError.
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- tiny icons from content, any origin
    <img
      ref={ref}
      src={src}
      alt={failed ? FOOTER_MOTION.iconErrorAlt : alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
