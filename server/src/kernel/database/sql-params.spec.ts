import { describe, it } from 'node:test';
import { expect } from 'expect';
import { allOf, SqlParams } from './sql-params.js';

describe('SqlParams: placeholders numbered by the list that holds their values', () => {
  it('numbers each added value after the ones before it and keeps the values in that order', () => {
    const params = new SqlParams();
    const a = params.add('roads');
    const b = params.add(['pending', 'resolved']);
    expect([a, b, params.add(7)]).toEqual(['$1', '$2', '$3']);
    expect(params.values).toEqual(['roads', ['pending', 'resolved'], 7]);
  });

  it('joins conditions with AND, and gives true for none', () => {
    expect(allOf(['a = $1', 'b = $2'])).toBe('a = $1 AND b = $2');
    expect(allOf([])).toBe('true');
  });
});
