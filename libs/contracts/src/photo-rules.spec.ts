import { describe, it } from 'node:test';
import { expect } from 'expect';
import { photoPreviewName, photoPreviewUrl } from './photo-rules.js';

describe('photo previews (docs/adr/0126-photo-previews.md)', () => {
  it('names the WebP preview beside a photo of the local provider, whatever its type', () => {
    expect(photoPreviewUrl('/uploads/0123456789abcdef0123456789abcdef.jpg')).toBe('/uploads/0123456789abcdef0123456789abcdef.preview.webp');
    expect(photoPreviewUrl('/uploads/0123456789abcdef0123456789abcdef.png')).toBe('/uploads/0123456789abcdef0123456789abcdef.preview.webp');
  });

  it('has none for photos elsewhere, previews themselves or names the store never writes', () => {
    expect(photoPreviewUrl('https://ik.imagekit.io/civic/complaints/a.jpg')).toBeNull();
    expect(photoPreviewUrl('/uploads/0123456789abcdef0123456789abcdef.preview.webp')).toBeNull();
    expect(photoPreviewUrl('/uploads/../0123456789abcdef0123456789abcdef.jpg')).toBeNull();
    expect(photoPreviewUrl('/uploads/0123456789ABCDEF0123456789abcdef.jpg')).toBeNull();
  });

  it("names a stored file's preview by the same rule the URL follows", () => {
    expect(photoPreviewName('0123456789abcdef0123456789abcdef.webp')).toBe('0123456789abcdef0123456789abcdef.preview.webp');
  });
});
