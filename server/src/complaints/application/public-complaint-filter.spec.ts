import { describe, it } from 'node:test';
import { expect } from 'expect';
import { SqlParams } from '../../kernel/database/sql-params.js';
import { MAP_CELL_FILTER_COLUMNS, publicComplaintConditions } from './public-complaint-filter.js';

describe('The public filter: one writer for the map, open data, the public page and Open311', () => {
  it('writes each condition once on complaints, its values bound in order', () => {
    const params = new SqlParams();
    const from = new Date('2026-01-01T00:00:00+05:30');
    const conditions = publicComplaintConditions(
      {
        categoryKey: 'roads',
        subcategory: 'Potholes',
        from,
        statuses: ['pending', 'forwarded'],
        subdistrictCode: '5610',
        ulbCode: '802',
        bbox: { west: 73.7, south: 15.4, east: 73.9, north: 15.6 },
      },
      params,
    );
    expect(conditions).toEqual([
      'c.category_key = $1',
      'c.subcategory = $2',
      'c.created_at >= $3',
      'c.status = ANY($4::text[])',
      "(c.geo->>'subdistrictCode') = $5",
      "(c.geo->>'ulbCode') = $6",
      'c.lat BETWEEN $7 AND $8',
      'c.lng BETWEEN $9 AND $10',
    ]);
    expect(params.values).toEqual(['roads', 'Potholes', from, ['pending', 'forwarded'], '5610', '802', 15.4, 15.6, 73.7, 73.9]);
  });

  it('answers ids alone when given, and nothing for no filter', () => {
    const params = new SqlParams();
    params.add(14);
    expect(publicComplaintConditions({ ids: ['GOA-2026-000001'], categoryKey: 'roads' }, params)).toEqual(['c.public_id = ANY($2::text[])']);
    expect(params.values).toEqual([14, ['GOA-2026-000001']]);
    expect(publicComplaintConditions({}, new SqlParams())).toEqual([]);
  });

  it("reads the map's cells by their own columns, and refuses a field the cells do not keep", () => {
    const params = new SqlParams();
    expect(
      publicComplaintConditions({ categoryKey: 'roads', statuses: ['resolved'], subdistrictCode: '5610', ulbCode: '802' }, params, MAP_CELL_FILTER_COLUMNS),
    ).toEqual(['m.category_key = $1', 'm.status = ANY($2::text[])', 'm.taluka_code = $3', 'm.ulb_code = $4']);
    expect(() => publicComplaintConditions({ from: new Date() }, new SqlParams(), MAP_CELL_FILTER_COLUMNS)).toThrow('createdAt');
    expect(() => publicComplaintConditions({ subcategory: 'Potholes' }, new SqlParams(), MAP_CELL_FILTER_COLUMNS)).toThrow('subcategory');
  });

  it("writes a village and a circle through their indexes' expressions, and refuses them on the map's cells", () => {
    const params = new SqlParams();
    expect(publicComplaintConditions({ villageCode: '626697', circle: { lat: 15.5164, lng: 73.7714, radiusMetres: 1000 } }, params)).toEqual([
      "(c.geo->>'villageCode') = $1",
      'earth_box(ll_to_earth($2::float8, $3::float8), $4::float8) @> ll_to_earth(c.lat::float8, c.lng::float8)',
      'earth_distance(ll_to_earth(c.lat::float8, c.lng::float8), ll_to_earth($2::float8, $3::float8)) <= $4::float8',
    ]);
    expect(params.values).toEqual(['626697', 15.5164, 73.7714, 1000]);
    expect(() => publicComplaintConditions({ villageCode: '626697' }, new SqlParams(), MAP_CELL_FILTER_COLUMNS)).toThrow('villageCode');
  });
});
