import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { readPhotoGps } from './photo-gps';

const fixture = (name: string, type: string) => new Blob([readFileSync(new URL(`../../../../e2e/fixtures/${name}`, import.meta.url))], { type });

describe('photo GPS is read from JPEG EXIF (citizen spec section 4)', () => {
  it('reads the geotag of a real photo taken in Panaji', async () => {
    const point = await readPhotoGps(fixture('goa-panaji.jpg', 'image/jpeg'));
    expect(point).not.toBeNull();
    expect(point!.lat).toBeCloseTo(15.4989, 6);
    expect(point!.lng).toBeCloseTo(73.8278, 6);
  });

  it('gives null for a JPEG without GPS and for files that are not JPEG', async () => {
    expect(await readPhotoGps(fixture('exif-no-gps.jpg', 'image/jpeg'))).toBeNull();
    expect(await readPhotoGps(fixture('goa-panaji.jpg', 'image/png'))).toBeNull();
    expect(await readPhotoGps(new Blob(['not an image'], { type: 'image/jpeg' }))).toBeNull();
  });
});
