import { describe, it } from 'node:test';
import { expect } from 'expect';
import { GOA_BOUNDS } from '@civic/contracts';
import { cellDegreesAt, interiorCells } from './get-public-map.handler.js';

const GOA = { west: GOA_BOUNDS.minLng, south: GOA_BOUNDS.minLat, east: GOA_BOUNDS.maxLng, north: GOA_BOUNDS.maxLat };

describe('Public map cells: the cells wholly inside a box', () => {
  it('keeps only cells whose edges lie inside the box, at every clustered zoom', () => {
    for (let zoom = 0; zoom <= 13; zoom += 1) {
      const cell = cellDegreesAt(zoom);
      const range = interiorCells(GOA, cell);
      if (!range) continue;
      expect(range.x0 * cell).toBeGreaterThanOrEqual(GOA.west);
      expect((range.x1 + 1) * cell).toBeLessThanOrEqual(GOA.east);
      expect(range.y0 * cell).toBeGreaterThanOrEqual(GOA.south);
      expect((range.y1 + 1) * cell).toBeLessThanOrEqual(GOA.north);
      // The next cell out on each side reaches outside the box.
      expect((range.x0 - 1) * cell).toBeLessThan(GOA.west);
      expect((range.x1 + 2) * cell).toBeGreaterThan(GOA.east);
    }
  });

  it('gives Goa at zoom 10 the cells 839–844 by 170–180, and none at zoom 5 (a cell wider than Goa)', () => {
    expect(cellDegreesAt(10)).toBe(0.087890625);
    expect(interiorCells(GOA, cellDegreesAt(10))).toEqual({ x0: 839, x1: 844, y0: 170, y1: 180 });
    expect(interiorCells(GOA, cellDegreesAt(5))).toBeNull();
  });

  it('counts a box edge lying on a cell boundary as inside', () => {
    const cell = cellDegreesAt(12);
    expect(interiorCells({ west: 100 * cell, south: 10 * cell, east: 103 * cell, north: 12 * cell }, cell)).toEqual({ x0: 100, x1: 102, y0: 10, y1: 11 });
  });
});
