import { describe, expect, it } from '@jest/globals';
import { applyFilterChanges, pageFrom } from './use-url-filters';

describe('filters kept in the address', () => {
  it('sets, replaces and removes parameters', () => {
    const next = applyFilterChanges(new URLSearchParams('status=pending&page=3&q=road'), { status: 'resolved', q: '', id: 'GOA-1', archived: null });
    expect(next.toString()).toBe('status=resolved&page=3&id=GOA-1');
  });

  it('goes back to the first page on a filter change when asked', () => {
    expect(applyFilterChanges(new URLSearchParams('scope=Rural&page=3'), { scope: 'Urban' }, true).toString()).toBe('scope=Urban');
    expect(applyFilterChanges(new URLSearchParams('scope=Rural&page=3'), { page: 4 }, true).toString()).toBe('scope=Rural&page=4');
  });

  it('reads the page as a positive whole number', () => {
    expect(pageFrom('2')).toBe(2);
    expect(pageFrom(null)).toBe(1);
    expect(pageFrom('0')).toBe(1);
    expect(pageFrom('x')).toBe(1);
  });
});
