import { describe, it } from 'node:test';
import { expect } from 'expect';
import { inlineServerValues } from './opening-statements.js';

describe('inlineServerValues', () => {
  it('writes each kind of server value as its SQL literal', () => {
    const text = inlineServerValues({
      text: 'SELECT $1, $2, $3, $4, $5, $2',
      values: ['complaint-quota:1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', new Date('2026-11-30T18:30:00.000Z'), 3, null, true],
    });
    expect(text).toBe("SELECT 'complaint-quota:1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', '2026-11-30T18:30:00.000Z', 3, NULL, TRUE, '2026-11-30T18:30:00.000Z'");
  });

  it('escapes quotes and backslashes as libpq does, so a value never ends its literal', () => {
    expect(inlineServerValues({ text: 'SELECT $1', values: ["x'); DROP TABLE users; --"] })).toBe("SELECT 'x''); DROP TABLE users; --'");
    // pg's escapeLiteral, as libpq's: a leading space and E'' when the value holds a backslash, doubled.
    expect(inlineServerValues({ text: 'SELECT $1', values: ['a\\b'] })).toBe("SELECT  E'a\\\\b'");
  });

  it('replaces $10 as one placeholder, not $1 followed by 0', () => {
    const values = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(inlineServerValues({ text: 'SELECT $10, $1', values })).toBe('SELECT 10, 1');
  });

  it('refuses a placeholder without a value and a number that is not finite', () => {
    expect(() => inlineServerValues({ text: 'SELECT $2', values: [1] })).toThrow('No value for $2');
    expect(() => inlineServerValues({ text: 'SELECT $1', values: [Number.NaN] })).toThrow('Not a finite number');
  });
});
