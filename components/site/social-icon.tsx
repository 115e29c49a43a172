'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * A social icon with its stored alt text, which becomes `errorAlt` (FOOTER_MOTION.iconErrorAlt,
 * 'Error', from the server) when the image cannot load.
 */
export function SocialIcon({ src, alt, errorAlt }: { src: string; alt: string; errorAlt: string }) {
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
      alt={failed ? errorAlt : alt}
      width={28}
      height={28}
      loading="lazy"
      // Small and at the foot of the page: never ahead of what the page opens with.
      fetchPriority="low"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
