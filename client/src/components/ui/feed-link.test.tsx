import { describe, expect, it } from '@jest/globals';
import { feedAddress } from './feed-link';

describe('feedAddress', () => {
  it("adds the page's language and the area's filters, leaving out the empty ones", () => {
    expect(feedAddress('/feeds/area.atom', { taluka: '5610', category: undefined, status: 'pending' }, 'kok')).toBe(
      '/feeds/area.atom?taluka=5610&status=pending&lang=kok',
    );
  });

  it('asks nothing more of an English page or a language the portal does not have', () => {
    expect(feedAddress('/feeds/complaints/GOA-2026-000001.atom', {}, 'en')).toBe('/feeds/complaints/GOA-2026-000001.atom');
    expect(feedAddress('/feeds/area.atom', {}, 'fr')).toBe('/feeds/area.atom');
  });
});
