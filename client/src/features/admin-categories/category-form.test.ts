import { describe, expect, it } from '@jest/globals';
import { EMPTY_CATEGORY_DRAFT, firstInvalidField, toCategoryRequest, typedCategoryKey, validateCategory } from './category-form';
import { i18n } from '../../i18n/i18n';

const t = i18n.t;

describe('category create and edit rules (admin spec section 5)', () => {
  it('checks the required fields and normalises a typed key', () => {
    expect(validateCategory({ name: '', key: '', order: '' }, t)).toEqual({ name: 'Name is required', key: 'Key is required' });
    expect(validateCategory({ name: ' Roads ', key: '__', order: '' }, t)).toEqual({ key: 'Key is required' });
    expect(validateCategory({ name: 'Roads', key: 'roads', order: '' }, t)).toEqual({});
    expect(typedCategoryKey('My Key--X')).toBe('my_key_x');
    expect(typedCategoryKey('Water ')).toBe('water_');
    expect(typedCategoryKey('  ')).toBe('');
  });

  it('names the first invalid field in form order', () => {
    expect(firstInvalidField({ key: 'Key is required', order: 'Order must be a whole number' })).toBe('key');
    expect(firstInvalidField({})).toBeNull();
  });

  it('splits subcategories on commas and uses the default order when the order is blank', () => {
    expect(toCategoryRequest({ ...EMPTY_CATEGORY_DRAFT, name: ' Water ', key: 'Water Supply', subcategories: ' No water, , Leaking pipe ,' }, 30)).toEqual({
      name: 'Water',
      key: 'water_supply',
      icon: '',
      order: 30,
      description: '',
      subcategories: ['No water', 'Leaking pipe'],
      enabled: true,
      translations: {},
    });
  });

  it('sends only the languages with text, and subcategory labels in their positions (a blank label stays English)', () => {
    const draft = {
      ...EMPTY_CATEGORY_DRAFT,
      name: 'Water',
      key: 'water',
      subcategories: 'No water, Leaking pipe',
      translations: { ...EMPTY_CATEGORY_DRAFT.translations, hi: { name: ' पानी ', description: '', subcategories: ' , रिसता पाइप' } },
    };
    expect(toCategoryRequest(draft, 10).translations).toEqual({ hi: { name: 'पानी', description: '', subcategories: ['', 'रिसता पाइप'] } });
  });
});
