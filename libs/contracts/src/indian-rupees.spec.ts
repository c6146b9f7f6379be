import { describe, it } from 'node:test';
import { expect } from 'expect';
import { formatIndianRupees } from './indian-rupees.js';
import { INTL_LOCALES } from './locales.js';

describe('formatIndianRupees: ₹, two decimals, lakh grouping, the language’s digits', () => {
  it('groups by lakh and crore in every language, Marathi in Devanagari digits', () => {
    expect(formatIndianRupees(123456.78, INTL_LOCALES.en)).toBe('₹1,23,456.78');
    expect(formatIndianRupees(123456.78, INTL_LOCALES.kok)).toBe('₹1,23,456.78');
    expect(formatIndianRupees(123456.78, INTL_LOCALES.hi)).toBe('₹1,23,456.78');
    // Marathi's own currency pattern groups by thousands (₹१२३,४५६.७८); the reader groups by lakh.
    expect(formatIndianRupees(123456.78, INTL_LOCALES.mr)).toBe('₹१,२३,४५६.७८');
    expect(formatIndianRupees(12345678.5, INTL_LOCALES.en)).toBe('₹1,23,45,678.50');
  });

  it('writes zero, small and negative amounts with two decimals and the sign before ₹', () => {
    expect(formatIndianRupees(0, 'en-IN')).toBe('₹0.00');
    expect(formatIndianRupees(234.82, 'mr-IN')).toBe('₹२३४.८२');
    expect(formatIndianRupees(-1500, 'en-IN')).toBe('-₹1,500.00');
  });
});
