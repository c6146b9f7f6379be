import { describe, it } from 'node:test';
import { expect } from 'expect';
import { quotaWindow, yearInIndia } from './quota-window.js';

describe('Quota window: the calendar month in Asia/Kolkata (citizen spec section 9)', () => {
  it('a moment in the middle of November (IST) belongs to November, which resets at 1 December 00:00 IST', () => {
    const w = quotaWindow(new Date('2026-11-22T10:00:00Z'));
    expect(w.start.toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(w.end.toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });

  it('30 November 19:00 UTC is already 1 December 00:30 in India, so it counts towards December', () => {
    const w = quotaWindow(new Date('2026-11-30T19:00:00Z'));
    expect(w.start.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(w.end.toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('the year of a complaint id follows India: 31 December 19:00 UTC is already the next year', () => {
    expect(yearInIndia(new Date('2026-12-31T19:00:00Z'))).toBe(2027);
    expect(yearInIndia(new Date('2026-12-31T18:00:00Z'))).toBe(2026);
  });

  it('gives each instant its own month when calls go back and forth across a boundary (the memo of the last month)', () => {
    for (const [instant, start, year] of [
      ['2026-11-30T18:29:59.999Z', '2026-10-31T18:30:00.000Z', 2026],
      ['2026-11-30T18:30:00.000Z', '2026-11-30T18:30:00.000Z', 2026],
      ['2026-11-30T18:29:59.999Z', '2026-10-31T18:30:00.000Z', 2026],
      ['2026-12-31T18:30:00.000Z', '2026-12-31T18:30:00.000Z', 2027],
      ['2026-12-31T18:29:59.999Z', '2026-11-30T18:30:00.000Z', 2026],
    ] as const) {
      expect(quotaWindow(new Date(instant)).start.toISOString()).toBe(start);
      expect(yearInIndia(new Date(instant))).toBe(year);
    }
  });
});
