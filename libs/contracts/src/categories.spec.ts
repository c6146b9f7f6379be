import { describe, it } from 'node:test';
import { expect } from 'expect';
import { DEFAULT_CATEGORIES, nextOrder, normaliseCategoryKey, splitSubcategories, subcategoryChoices } from './categories.js';

describe('Categories (citizen spec section 3, admin spec section 5)', () => {
  it('has the eight default keys with 5 subcategories each', () => {
    expect(DEFAULT_CATEGORIES.map((c) => c.key)).toEqual(['roads', 'garbage', 'safety', 'police', 'animals', 'electricity', 'environment', 'construction']);
    expect(DEFAULT_CATEGORIES.map((c) => c.name)).toEqual([
      'Roads & Potholes',
      'Garbage & Waste',
      'Safety & Security',
      'Police Issues',
      'Stray Animals',
      'Electricity & Lighting',
      'Environmental Issues',
      'Illegal Construction',
    ]);
    for (const c of DEFAULT_CATEGORIES) expect(c.subcategories).toHaveLength(5);
  });

  it('normalises keys: lowercased, non-alphanumeric runs to one underscore, trimmed, cut to 50', () => {
    expect(normaliseCategoryKey('  Water & Sewage -- Leaks!! ')).toBe('water_sewage_leaks');
    expect(normaliseCategoryKey('__Already_ok__')).toBe('already_ok');
    expect(normaliseCategoryKey('x'.repeat(80))).toHaveLength(50);
  });

  it('splits subcategories on commas, trimmed, empties dropped', () => {
    expect(splitSubcategories(' a, b ,, c ,')).toEqual(['a', 'b', 'c']);
  });

  it('offers subcategories without Other/Others', () => {
    expect(subcategoryChoices(['Potholes', 'Other', 'others ', 'Signs'])).toEqual(['Potholes', 'Signs']);
  });

  it('orders a new item after the last one plus 10', () => {
    expect(nextOrder([{ order: 10 }, { order: 80 }, { order: 30 }])).toBe(90);
    expect(nextOrder([])).toBe(10);
  });
});
