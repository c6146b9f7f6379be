import { describe, expect, it } from '@jest/globals';
import { EMPTY_LOCATION, type LocationState, coordinatesOf, photoLocated, photoRemoved, userPinSet } from './location-source';

const PANAJI = { lat: 15.4989, lng: 73.8278 };
const MARGAO = { lat: 15.2832, lng: 73.9862 };
const MAPUSA = { lat: 15.5937, lng: 73.8142 };
/** 0.034 degrees north of Goa's northern bound (near-border-north.jpg). */
const NEAR_NORTH = { lat: 15.95, lng: 73.8 };
const MUMBAI = { lat: 19.076, lng: 72.8777 };

const withPhoto = (state: LocationState, id: string, point = PANAJI) => photoLocated(state, id, `${id}.jpg`, point);

describe('location source: photo metadata (citizen spec section 4)', () => {
  it('a geotagged photo places the pin when there is none, with source exif', () => {
    const state = withPhoto(EMPTY_LOCATION, 'a');
    expect(state.pin).toEqual({ lat: 15.4989, lng: 73.8278, source: 'exif', photoId: 'a', snapped: false });
    expect(state.notice).toBeNull();
  });

  it.each(['manual', 'geolocation', 'search'] as const)('never overwrites a %s location', (source) => {
    const chosen = userPinSet(EMPTY_LOCATION, MARGAO, source, source === 'geolocation' ? 12 : undefined);
    const after = withPhoto(chosen, 'a');
    expect(after.pin).toEqual(chosen.pin);
    expect(after.pin?.source).toBe(source);
    // The photo's point is still remembered, but removing that photo leaves the citizen's pin alone.
    expect(after.photoPoints.map((p) => p.photoId)).toEqual(['a']);
    expect(photoRemoved(after, 'a').pin).toEqual(chosen.pin);
  });

  it('a second geotagged photo does not move the pin the first one placed', () => {
    const state = withPhoto(withPhoto(EMPTY_LOCATION, 'a', PANAJI), 'b', MARGAO);
    expect(state.pin).toMatchObject({ ...PANAJI, photoId: 'a' });
  });

  it('removing the photo that supplied the pin falls back to another photo’s metadata', () => {
    const state = withPhoto(withPhoto(withPhoto(EMPTY_LOCATION, 'a', PANAJI), 'b', MARGAO), 'c', MAPUSA);
    const afterA = photoRemoved(state, 'a');
    expect(afterA.pin).toEqual({ ...MARGAO, source: 'exif', photoId: 'b', snapped: false });
    const afterB = photoRemoved(afterA, 'b');
    expect(afterB.pin).toEqual({ ...MAPUSA, source: 'exif', photoId: 'c', snapped: false });
  });

  it('removing the only photo with metadata clears the pin', () => {
    const state = photoRemoved(withPhoto(EMPTY_LOCATION, 'a'), 'a');
    expect(state.pin).toBeNull();
    expect(state.photoPoints).toEqual([]);
  });

  it('removing another photo keeps the pin', () => {
    const state = withPhoto(withPhoto(EMPTY_LOCATION, 'a', PANAJI), 'b', MARGAO);
    expect(photoRemoved(state, 'b').pin).toMatchObject({ ...PANAJI, photoId: 'a' });
  });

  it('a photo just outside Goa is snapped to the border with a warning', () => {
    const state = withPhoto(EMPTY_LOCATION, 'north', NEAR_NORTH);
    expect(state.pin).toEqual({ lat: 15.916, lng: 73.8, source: 'exif', photoId: 'north', snapped: true });
    expect(state.notice).toEqual({ kind: 'snapped' });
  });

  it('a photo far outside Goa is refused: no pin, and a notice naming the file', () => {
    const state = withPhoto(EMPTY_LOCATION, 'mumbai', MUMBAI);
    expect(state.pin).toBeNull();
    expect(state.photoPoints).toEqual([]);
    expect(state.notice).toEqual({ kind: 'outside', from: 'photo', fileName: 'mumbai.jpg' });
    // Removing a refused photo changes nothing.
    expect(photoRemoved(state, 'mumbai').pin).toBeNull();
  });

  it('falls back to a snapped photo point with the warning again', () => {
    const state = withPhoto(withPhoto(EMPTY_LOCATION, 'a', PANAJI), 'north', NEAR_NORTH);
    const after = photoRemoved(state, 'a');
    expect(after.pin).toMatchObject({ lat: 15.916, photoId: 'north', snapped: true });
    expect(after.notice).toEqual({ kind: 'snapped' });
  });
});

describe('location source: the citizen’s own pin (citizen spec sections 4 and 9)', () => {
  it('a dropped pin replaces a photo’s pin and is kept to 6 decimals', () => {
    const state = userPinSet(withPhoto(EMPTY_LOCATION, 'a'), { lat: 15.123456789, lng: 73.987654321 }, 'manual');
    expect(state.pin).toEqual({ lat: 15.123457, lng: 73.987654, source: 'manual', snapped: false });
    // Removing the photo no longer touches the pin.
    expect(photoRemoved(state, 'a').pin?.source).toBe('manual');
  });

  it('keeps the device accuracy in metres for geolocation only', () => {
    expect(userPinSet(EMPTY_LOCATION, PANAJI, 'geolocation', 17.6).pin?.accuracy).toBe(18);
    expect(userPinSet(EMPTY_LOCATION, PANAJI, 'search', 17.6).pin?.accuracy).toBeUndefined();
  });

  it('snaps a point just outside and refuses one far outside, keeping the old pin', () => {
    const snapped = userPinSet(EMPTY_LOCATION, { lat: 14.9, lng: 74.39 }, 'manual');
    expect(snapped.pin).toMatchObject({ lat: 14.932, lng: 74.344, snapped: true });
    expect(snapped.notice).toEqual({ kind: 'snapped' });
    const refused = userPinSet(snapped, MUMBAI, 'search');
    expect(refused.pin).toEqual(snapped.pin);
    expect(refused.notice).toEqual({ kind: 'outside', from: 'user' });
  });

  it('gives the coordinates of the complaint body', () => {
    expect(coordinatesOf(null)).toBeNull();
    expect(coordinatesOf(userPinSet(EMPTY_LOCATION, PANAJI, 'geolocation', 8).pin)).toEqual({ lat: 15.4989, lng: 73.8278, source: 'geolocation', accuracy: 8 });
    expect(coordinatesOf(withPhoto(EMPTY_LOCATION, 'a').pin)).toEqual({ lat: 15.4989, lng: 73.8278, source: 'exif' });
  });
});
