import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { PhotoGrid } from './photo-grid';
import { PhotoThumbnail } from './photo-thumbnail';

const LOCAL = '/uploads/0123456789abcdef0123456789abcdef.jpg';
const PREVIEW = '/uploads/0123456789abcdef0123456789abcdef.preview.webp';

describe('PhotoThumbnail: photos are shown by their preview', () => {
  it('shows the preview of a local photo, and the photo itself once the preview fails to load', () => {
    render(<PhotoThumbnail url={LOCAL} alt="Photo 1" className="h-32" />);
    const image = screen.getByRole('img', { name: 'Photo 1' });
    expect(image.getAttribute('src')).toBe(PREVIEW);
    expect(image.getAttribute('loading')).toBe('lazy');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(LOCAL);
  });

  it('shows a photo of another provider as it is', () => {
    render(<PhotoThumbnail url="https://ik.imagekit.io/civic/complaints/a.jpg" alt="Photo 1" className="h-32" />);
    expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe('https://ik.imagekit.io/civic/complaints/a.jpg');
  });

  it('in a grid, links each preview to its full photo and fetches the first at once on a public page', () => {
    render(<PhotoGrid firstIsLargestPaint photos={[LOCAL]} alt={(i) => `Photo ${i + 1}`} className="" linkClassName="" imageClassName="" />);
    const image = screen.getByRole('img', { name: 'Photo 1' });
    expect(image.getAttribute('src')).toBe(PREVIEW);
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByRole('link').getAttribute('href')).toBe(LOCAL);
  });
});
