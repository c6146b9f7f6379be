import { PhotoThumbnail } from './photo-thumbnail';

/** A complaint's photos as a grid of thumbnails (their previews), each opening the full photo in a new tab. */
export function PhotoGrid({
  photos,
  alt,
  className,
  linkClassName,
  imageClassName,
  linkNote,
  firstIsLargestPaint = false,
}: {
  photos: readonly string[];
  /** The alternative text of the photo at this index. */
  alt: (index: number) => string;
  className: string;
  linkClassName: string;
  imageClassName: string;
  /** Read after each photo by screen readers (e.g. that it opens in a new tab). */
  linkNote?: string;
  /**
   * The first photo is the page's largest paint (a complaint's public page): fetched at once and first
   * (`loading="eager"`, `fetchpriority="high"`) instead of after layout, as the other photos are.
   */
  firstIsLargestPaint?: boolean;
}) {
  return (
    <ul className={className}>
      {photos.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer" className={linkClassName}>
            <PhotoThumbnail url={url} alt={alt(index)} className={imageClassName} largestPaint={firstIsLargestPaint && index === 0} />
            {linkNote && <span className="sr-only">{linkNote}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
