import Image, { type ImageProps } from 'next/image';
import { isRemoteImage } from '@/lib/format';

/** next/image for content images: local files are optimised, remote https URLs pass through. */
export function ContentImage({ alt, ...props }: ImageProps & { src: string }) {
  return <Image alt={alt} {...props} unoptimized={props.unoptimized ?? isRemoteImage(props.src)} />;
}
