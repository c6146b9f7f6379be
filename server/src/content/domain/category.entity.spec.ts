import { describe, it } from 'node:test';
import { expect } from 'expect';
import { domainFailure as failure } from '../../../test/helpers/domain-failure.js';
import { Category } from './category.entity.js';

const admin = { id: 'a1', email: 'admin@example.in' };

describe('Category entity (admin spec section 5)', () => {
  it("derives the key from the name when absent; 'Name is required' and 'Key is required' otherwise", () => {
    const { category, events } = Category.create({ name: ' Water & Sewage -- Leaks!! ' }, 90, admin);
    expect(category).toMatchObject({ name: 'Water & Sewage -- Leaks!!', key: 'water_sewage_leaks', order: 90, enabled: true, subcategories: [] });
    expect(events[0]).toMatchObject({ name: 'CategoryCreated', audit: { context: 'content', entityType: 'category' }, payload: { key: 'water_sewage_leaks' } });
    expect(failure(() => Category.create({ name: '  ' }, 10, admin)).message).toBe('Name is required');
    expect(failure(() => Category.create({ name: '!!!' }, 10, admin)).message).toBe('Key is required');
    expect(failure(() => Category.create({ name: 'Water', key: '***' }, 10, admin)).message).toBe('Key is required');
  });

  it('normalises a typed key, drops empty and duplicate subcategories', () => {
    const { category } = Category.create({ name: 'Water', key: 'Water Supply', subcategories: ['Leak', ' ', 'leak', 'No water'] }, 10, admin);
    expect(category.key).toBe('water_supply');
    expect(category.subcategories).toEqual(['Leak', 'No water']);
  });

  it('update applies the same rules and names the changed fields; no event when nothing changes', () => {
    const { category } = Category.create({ name: 'Water' }, 10, admin);
    const events = category.update({ name: 'Water Supply', enabled: false, order: 10 }, admin);
    expect(events[0]).toMatchObject({ name: 'CategoryUpdated', payload: { changes: ['name', 'enabled'] } });
    expect(category.update({ name: 'Water Supply' }, admin)).toEqual([]);
    expect(failure(() => category.update({ name: '' }, admin)).message).toBe('Name is required');
  });
});
