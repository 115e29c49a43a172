import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { isRemoteImage } from '@/lib/format';

/**
 * next/image's markup for content images (local files are optimised, remote https URLs pass
 * through) as a plain <img>: the same srcset, sizes and lazy loading, without next/image's client
 * component, whose code every public page would otherwise download and hydrate. `priority` (or
 * `preload`) preloads it from <head>, as next/image does.
 */
export function ContentImage({ alt, priority, preload, ...rest }: ImageProps & { src: string }) {
  const { props } = getImageProps({
    alt,
    // The lead image is painted with the first frame that can show it, not a frame after its
    // decoding (next/image's default "async" paints the page first and the image a frame later).
    decoding: priority ? 'sync' : undefined,
    ...rest,
    priority: priority || preload,
    unoptimized: rest.unoptimized ?? isRemoteImage(rest.src),
  });
  if (priority || preload) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps
  return <img {...props} alt={alt} />;
}
