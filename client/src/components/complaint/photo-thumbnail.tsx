import { photoPreviewUrl } from '@civic/contracts';
import type { SyntheticEvent } from 'react';

/**
 * A stored complaint photo shown small: its preview (a WebP of at most 640 px that the local upload provider writes
 * beside each photo, docs/adr/0126-photo-previews.md) where there is one, else the photo itself. A preview not
 * written yet (a photo stored before previews existed, until the hourly clean-up writes it) falls back to the photo.
 */
export function PhotoThumbnail({
  url,
  alt,
  className,
  largestPaint = false,
}: {
  /** The photo's stored URL (what complaints carry). */
  url: string;
  alt: string;
  className: string;
  /** The page's largest paint: fetched at once and first instead of after layout. */
  largestPaint?: boolean;
}) {
  const preview = photoPreviewUrl(url);
  const fallBackToPhoto = (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    if (image.getAttribute('src') !== url) image.setAttribute('src', url);
  };
  return (
    <img
      src={preview ?? url}
      onError={preview ? fallBackToPhoto : undefined}
      alt={alt}
      className={className}
      {...(largestPaint ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
    />
  );
}
