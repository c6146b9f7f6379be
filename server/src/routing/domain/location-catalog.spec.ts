import { describe, it } from 'node:test';
import { expect } from 'expect';
import { describePlace, LocationCatalog, nearestPlace, parseCode, rowIdOf } from './location-catalog.js';

/** A slice of the real Goa geography (data/goa): two districts, three talukas, four villages, two ULBs. */
const catalog = new LocationCatalog({
  districts: [
    { code: 552, name: 'South Goa', stateCode: 30 },
    { code: 551, name: 'North Goa', stateCode: 30 },
  ],
  subdistricts: [
    { code: 5611, name: 'Tiswadi', districtCode: 551 },
    { code: 5610, name: 'Bardez', districtCode: 551 },
    { code: 5616, name: 'Salcete', districtCode: 552 },
  ],
  villages: [
    { code: 626697, name: 'Candolim', subdistrictCode: 5610, districtCode: 551, lat: 15.511, lng: 73.77142, type: 'census_town' },
    { code: 626695, name: 'Calangute', subdistrictCode: 5610, districtCode: 551, lat: 15.54426, lng: 73.76705, type: 'census_town' },
    { code: 626750, name: 'Bambolim', subdistrictCode: 5611, districtCode: 551, lat: null, lng: null, type: 'village' },
    { code: 626900, name: 'Colva', subdistrictCode: 5616, districtCode: 552, lat: 15.28, lng: 73.92, type: 'census_town' },
  ],
  ulbs: [
    { code: 252087, name: 'Margao', districtCode: 552, subdistrictCode: 5616, lat: 15.285, lng: 73.969, type: 'Municipality' },
    { code: 252061, name: 'Mapusa', districtCode: 551, subdistrictCode: 5610, lat: 15.6, lng: 73.81, type: 'Municipality' },
  ],
});

describe('LocationCatalog: Row IDs, labels and the template order', () => {
  it('gives every location a stable Row ID and a readable label', () => {
    expect(catalog.byRow('V-626695')).toMatchObject({
      level: 'village',
      scope: 'Rural',
      label: 'Calangute, Bardez, North Goa',
      districtCode: 551,
      subdistrictCode: 5610,
    });
    expect(catalog.byRow('S-5610')).toMatchObject({ level: 'subdistrict', label: 'Bardez, North Goa', villageCode: null });
    expect(catalog.byRow('D-552')).toMatchObject({ level: 'district', label: 'South Goa', subdistrictCode: null });
    expect(catalog.byRow('U-252061')).toMatchObject({ level: 'ulb', scope: 'Urban', label: 'Mapusa, North Goa', ulbCode: 252061, subdistrictCode: null });
    expect(rowIdOf('ulb', 252071)).toBe('U-252071');
  });

  it('orders each district, then its talukas each followed by their villages, then its ULBs, all by name', () => {
    expect(catalog.locations.map((l) => l.rowId)).toEqual([
      'D-551',
      'S-5610',
      'V-626695',
      'V-626697',
      'S-5611',
      'V-626750',
      'U-252061',
      'D-552',
      'S-5616',
      'V-626900',
      'U-252087',
    ]);
  });

  it('parses codes given as numbers or digit strings; anything else is no code', () => {
    expect([parseCode(551), parseCode(' 5610 '), parseCode(''), parseCode(null), parseCode('55a'), parseCode(-3), parseCode(1.5), parseCode(0)]).toEqual([
      551,
      5610,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('LocationCatalog.locate (admin spec section 5, Routing contact add)', () => {
  it('takes the deepest selected level: ulb for Urban, else village, subdistrict, district', () => {
    expect(catalog.locate('Rural', { districtCode: '551', subdistrictCode: '5610', villageCode: '626695' })).toMatchObject({
      ok: true,
      location: { rowId: 'V-626695' },
    });
    expect(catalog.locate('Rural', { districtCode: 551, subdistrictCode: 5610 })).toMatchObject({ ok: true, location: { rowId: 'S-5610' } });
    expect(catalog.locate('Urban', { districtCode: 551, ulbCode: 252061, villageCode: 626695 })).toMatchObject({ ok: true, location: { rowId: 'U-252061' } });
    expect(catalog.locate('Urban', { districtCode: 552, villageCode: 626900 })).toMatchObject({ ok: true, location: { rowId: 'D-552' } });
  });

  it('refuses no location, unknown codes and parents that do not match', () => {
    expect(catalog.locate('Rural', {})).toEqual({ ok: false, field: 'districtCode', message: 'Choose a location down to at least a district' });
    expect(catalog.locate('Rural', { villageCode: 1 })).toEqual({ ok: false, field: 'villageCode', message: 'Unknown village code: 1' });
    expect(catalog.locate('Rural', { subdistrictCode: 5611, villageCode: 626695 })).toEqual({
      ok: false,
      field: 'villageCode',
      message: 'The village does not belong to the selected taluka',
    });
    expect(catalog.locate('Rural', { districtCode: 552, subdistrictCode: 5610 })).toMatchObject({
      ok: false,
      message: 'The taluka does not belong to the selected district',
    });
    expect(catalog.locate('Urban', { districtCode: 551, ulbCode: 252087 })).toMatchObject({
      ok: false,
      message: 'The ULB does not belong to the selected district',
    });
    expect(catalog.locate('Urban', { districtCode: 553 })).toMatchObject({ ok: false, message: 'Unknown district code: 553' });
  });
});

describe('LocationCatalog.fallbackChain (admin spec section 9)', () => {
  const chain = (input: Parameters<LocationCatalog['fallbackChain']>[0]) => {
    const c = catalog.fallbackChain(input);
    return { scope: c.scope, expectedLevel: c.expectedLevel, steps: c.steps.map((s) => s.location.rowId) };
  };

  it('Rural goes village, then subdistrict, then district, deriving parents from the village', () => {
    expect(chain({ villageCode: 626695 })).toEqual({ scope: 'Rural', expectedLevel: 'village', steps: ['V-626695', 'S-5610', 'D-551'] });
    expect(chain({ districtCode: '551', subdistrictCode: '5611' })).toEqual({ scope: 'Rural', expectedLevel: 'subdistrict', steps: ['S-5611', 'D-551'] });
    expect(chain({ districtCode: 552 })).toEqual({ scope: 'Rural', expectedLevel: 'district', steps: ['D-552'] });
  });

  it('Urban (a ULB code is given) goes ulb, then district', () => {
    expect(chain({ districtCode: 551, ulbCode: '252061' })).toEqual({ scope: 'Urban', expectedLevel: 'ulb', steps: ['U-252061', 'D-551'] });
  });

  it('skips unknown codes but keeps the expected level the input names', () => {
    expect(chain({ districtCode: 551, subdistrictCode: 5610, villageCode: 999 })).toEqual({
      scope: 'Rural',
      expectedLevel: 'village',
      steps: ['S-5610', 'D-551'],
    });
    expect(chain({ ulbCode: 999 })).toEqual({ scope: 'Urban', expectedLevel: 'ulb', steps: [] });
    expect(chain({})).toEqual({ scope: 'Rural', expectedLevel: null, steps: [] });
  });
});

describe('nearestPlace (the pin suggests a village or ULB)', () => {
  it('suggests the village or ULB whose centroid is nearest, with its taluka and district', () => {
    expect(nearestPlace(catalog, 15.545, 73.768)).toEqual({
      kind: 'village',
      districtCode: 551,
      subdistrictCode: 5610,
      villageCode: 626695,
      ulbCode: null,
      name: 'Calangute',
      label: 'Calangute, Bardez, North Goa',
    });
    expect(nearestPlace(catalog, 15.29, 73.96)).toMatchObject({
      kind: 'ulb',
      ulbCode: 252087,
      villageCode: null,
      subdistrictCode: 5616,
      label: 'Margao, Salcete, South Goa',
    });
  });

  it('keeps to the chosen taluka, and never suggests a village without coordinates', () => {
    // Nearer to Colva (Salcete), but the citizen chose Bardez: Candolim is the nearest centroid there.
    expect(nearestPlace(catalog, 15.3, 73.9, 5610)).toMatchObject({ villageCode: 626697, name: 'Candolim' });
    // Tiswadi's only village has no centroid: nothing to suggest.
    expect(nearestPlace(catalog, 15.45, 73.85, 5611)).toBeNull();
    expect(nearestPlace(catalog, 15.45, 73.85, 9999)).toBeNull();
  });

  it('describes a place by code; unknown codes give null', () => {
    expect(describePlace(catalog, { kind: 'ulb', code: 252061 })?.label).toBe('Mapusa, Bardez, North Goa');
    expect(describePlace(catalog, { kind: 'village', code: 626750 })?.label).toBe('Bambolim, Tiswadi, North Goa');
    expect(describePlace(catalog, { kind: 'village', code: 1 })).toBeNull();
  });
});
