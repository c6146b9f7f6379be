import { describe, it } from 'node:test';
import { expect } from 'expect';
import { featureJson, listedComplaintJson, publicMapJson } from './public-map.view.js';

describe('Public map view: the GeoJSON text of the map', () => {
  it('writes a cluster and a complaint of a clustered map at the public precision', () => {
    const answer = JSON.parse(
      publicMapJson(true, 0.087890625, [
        featureJson({ kind: 'cluster', count: 12, lat: 15.49891234, lng: 73.82781999 }),
        featureJson({
          kind: 'complaint',
          id: 'GOA-2026-000123',
          categoryKey: 'roads',
          status: 'pending',
          requestedAt: new Date('2026-11-20T04:30:00.123Z'),
          lat: 15.5,
          lng: 73.8,
        }),
      ]),
    );
    expect(answer).toEqual({
      type: 'FeatureCollection',
      clustered: true,
      cellDegrees: 0.087890625,
      features: [
        { type: 'Feature', geometry: { type: 'Point', coordinates: [73.828, 15.499] }, properties: { cluster: true, count: 12 } },
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [73.8, 15.5] },
          properties: { cluster: false, id: 'GOA-2026-000123', categoryKey: 'roads', status: 'pending', createdAt: '2026-11-20T04:30:00.123Z' },
        },
      ],
    });
  });

  it("adds a single complaint's place, quoted, to the properties PostgreSQL wrote", () => {
    const properties = '{"cluster" : false, "id" : "GOA-2026-000124", "title" : "\\"Khadda\\" near the market"}';
    const answer = JSON.parse(
      publicMapJson(false, null, [listedComplaintJson(15.4989, 73.8278, properties, 'Sao "Jose" de Areal'), listedComplaintJson(15.4, 73.9, properties, null)]),
    );
    expect(answer.clustered).toBe(false);
    expect(answer.cellDegrees).toBeNull();
    expect(answer.features[0]).toEqual({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [73.828, 15.499] },
      properties: { cluster: false, id: 'GOA-2026-000124', title: '"Khadda" near the market', place: 'Sao "Jose" de Areal' },
    });
    expect(answer.features[1].properties.place).toBeNull();
  });

  it('answers an empty map as a FeatureCollection with no features', () => {
    expect(JSON.parse(publicMapJson(false, null, []))).toEqual({ type: 'FeatureCollection', clustered: false, cellDegrees: null, features: [] });
  });
});
