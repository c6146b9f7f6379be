import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { DataSource } from 'typeorm';
import { District, Subdistrict, Ulb, Village } from '../domain/geography.entities.js';
import { GeographyService } from './geography.service.js';

/** A slice of the real Goa geography (data/goa), as the four tables would answer it. */
const ROWS = new Map<unknown, unknown[]>([
  [District, [{ code: 551, name: 'North Goa', stateCode: 30 }]],
  [
    Subdistrict,
    [
      { code: 5611, name: 'Tiswadi', districtCode: 551 },
      { code: 5610, name: 'Bardez', districtCode: 551 },
    ],
  ],
  [
    Village,
    [
      { code: 626697, name: 'Candolim', subdistrictCode: 5610, districtCode: 551, lat: 15.511, lng: 73.77142, type: 'census_town' },
      { code: 626695, name: 'Calangute', subdistrictCode: 5610, districtCode: 551, lat: 15.54426, lng: 73.76705, type: 'census_town' },
      { code: 626750, name: 'Bambolim', subdistrictCode: 5611, districtCode: 551, lat: null, lng: null, type: 'village' },
    ],
  ],
  [Ulb, [{ code: 252071, name: 'Panaji', districtCode: 551, lat: 15.4909, lng: 73.8278 }]],
]);

function service(): { geography: GeographyService; reads: () => number; kept: () => number } {
  let reads = 0;
  const dataSource = {
    manager: {
      find: async (entity: unknown) => {
        reads += 1;
        return ROWS.get(entity) ?? [];
      },
    },
  } as unknown as DataSource;
  const geography = new GeographyService(dataSource);
  return { geography, reads: () => reads, kept: () => (geography as unknown as { lists: Map<string, unknown> }).lists.size };
}

describe('GeographyService lists (built once per process)', () => {
  it('answers a taluka’s villages sorted by name, the same list on the second call, the tables read once', async () => {
    const { geography, reads } = service();
    const first = await geography.listVillages({ subdistrictCode: 5610 });
    expect(first).toEqual([
      { code: '626695', name: 'Calangute' },
      { code: '626697', name: 'Candolim' },
    ]);
    expect(await geography.listVillages({ subdistrictCode: 5610 })).toBe(first);
    expect(reads()).toBe(4);
  });

  it('keeps no list for an unknown code, so codes from the query string cannot grow its memory', async () => {
    const { geography, kept } = service();
    for (const code of [1, 2, 3, 99_999]) {
      expect(await geography.listVillages({ subdistrictCode: code })).toEqual([]);
      expect(await geography.listSubdistricts(code)).toEqual([]);
      expect(await geography.listUlbs(code)).toEqual([]);
    }
    expect(await geography.listVillages({ districtCode: 551, subdistrictCode: 5611 })).toEqual([{ code: '626750', name: 'Bambolim' }]);
    expect(kept()).toBe(1);
  });
});
