import { describe, it } from 'node:test';
import { expect } from 'expect';
import { GOA_BOUNDS } from '@civic/contracts';
import { cellDegreesAt, cellNumbersOf, interiorCells, MAP_CELLS_LOOKED_UP } from './get-public-map.handler.js';

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

describe("Public map cells: the finest cells a box's newest complaints are looked up in", () => {
  const cell = cellDegreesAt(13);
  const numberOf = (lat: number, lng: number) => Math.floor(lat / cell) * 65_536 + Math.floor(lng / cell);

  it('numbers every cell the box touches, rows of x within rows of y, as complaint_map_cell does', () => {
    // Panaji's view at zoom 14: 0.1 degree by 0.08.
    const box = { west: 73.78, south: 15.45, east: 73.88, north: 15.53 };
    const cells = cellNumbersOf(box)!;
    const [x0, x1, y0, y1] = [Math.floor(73.78 / cell), Math.floor(73.88 / cell), Math.floor(15.45 / cell), Math.floor(15.53 / cell)];
    expect(cells).toHaveLength((x1 - x0 + 1) * (y1 - y0 + 1));
    expect(cells[0]).toBe(y0 * 65_536 + x0);
    expect(cells.at(-1)).toBe(y1 * 65_536 + x1);
    expect(new Set(cells).size).toBe(cells.length);
    // Every point inside the box, corners and edges too, lies in one of them.
    for (const [lat, lng] of [
      [15.45, 73.78],
      [15.53, 73.88],
      [15.498912, 73.827812],
      [15.45, 73.88],
    ]) {
      expect(cells).toContain(numberOf(lat, lng));
    }
    // Cells of the south-west (negative x and y) are numbered apart too.
    expect(cellNumbersOf({ west: -0.005, south: -0.005, east: 0.005, north: 0.005 })).toEqual([-65_537, -65_536, -1, 0]);
  });

  it('gives up above MAP_CELLS_LOOKED_UP cells (a box wider than a screen at zoom 14), so that such a box is scanned instead', () => {
    // 64 by 64 cells from the middle of one to the middle of the 64th: as many as are looked up; one more row is too many.
    const [x, y, last] = [Math.floor(73.5 / cell), Math.floor(15 / cell), Math.sqrt(MAP_CELLS_LOOKED_UP) - 1];
    const square = { west: (x + 0.5) * cell, south: (y + 0.5) * cell, east: (x + last + 0.5) * cell, north: (y + last + 0.5) * cell };
    expect(cellNumbersOf(square)).toHaveLength(MAP_CELLS_LOOKED_UP);
    expect(cellNumbersOf({ ...square, north: (y + last + 1.5) * cell })).toBeNull();
    expect(cellNumbersOf({ west: 73, south: 14.8, east: 74.5, north: 15.9 })).toBeNull();
    expect(cellNumbersOf({ west: -180, south: -90, east: 180, north: 90 })).toBeNull();
  });
});
