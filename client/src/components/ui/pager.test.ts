import { describe, expect, it } from '@jest/globals';
import { i18n } from '../../i18n/i18n';
import { pageLabel } from './pager';

const t = i18n.t;

describe('the pager of paged lists (admin spec section 2)', () => {
  it("says 'Page X of Y'", () => {
    expect(pageLabel(1, 1, t)).toBe('Page 1 of 1');
    expect(pageLabel(2, 5, t)).toBe('Page 2 of 5');
    expect(pageLabel(7, 5, t)).toBe('Page 5 of 5');
    expect(pageLabel(1, 0, t)).toBe('Page 1 of 1');
  });
});
