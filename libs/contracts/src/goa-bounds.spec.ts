import { describe, it } from 'node:test';
import { expect } from 'expect';
import { GOA_BOUNDS, isInsideGoa, mapUrl, snapToGoa } from './goa-bounds.js';

describe('Goa bounds (citizen spec sections 4, 5 and 9)', () => {
  it('keeps a point inside Goa as it is (Panaji)', () => {
    expect(snapToGoa({ lat: 15.4989, lng: 73.8278 })).toEqual({ ok: true, lat: 15.4989, lng: 73.8278, snapped: false, outsideBounds: false });
  });

  it('snaps a point outside by no more than 0.05 degrees to the border and flags it', () => {
    expect(snapToGoa({ lat: 15.95, lng: 73.8 })).toEqual({ ok: true, lat: GOA_BOUNDS.maxLat, lng: 73.8, snapped: true, outsideBounds: true });
    expect(snapToGoa({ lat: 14.9, lng: 74.39 })).toEqual({ ok: true, lat: GOA_BOUNDS.minLat, lng: GOA_BOUNDS.maxLng, snapped: true, outsideBounds: true });
  });

  it('refuses a point further out than the tolerance (Mumbai) and non-numbers', () => {
    expect(snapToGoa({ lat: 19.076, lng: 72.8777 })).toEqual({ ok: false, reason: 'outside' });
    expect(snapToGoa({ lat: 15.967, lng: 73.8 })).toEqual({ ok: false, reason: 'outside' });
    expect(snapToGoa({ lat: Number.NaN, lng: 73.8 })).toEqual({ ok: false, reason: 'outside' });
  });

  it('treats the bounds as inclusive', () => {
    expect(isInsideGoa({ lat: 14.932, lng: 73.657 })).toBe(true);
    expect(isInsideGoa({ lat: 15.9161, lng: 74 })).toBe(false);
  });

  it('builds the map link with 6 decimals and zoom 18 (admin spec section 9)', () => {
    expect(mapUrl({ lat: 15.4989, lng: 73.8278 })).toBe('https://www.openstreetmap.org/?mlat=15.498900&mlon=73.827800#map=18/15.498900/73.827800');
  });
});
