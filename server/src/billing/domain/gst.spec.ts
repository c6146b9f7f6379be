import { describe, it } from 'node:test';
import { expect } from 'expect';
import { amountInWords, chargeFor, financialYear, invoiceNumber, invoiceSeries, numberInIndianWords, rupees, splitGst } from './gst.js';

describe('GST arithmetic (citizen spec section 9)', () => {
  it('charges the base plus GST rounded to the paisa: 19900 → 3582 GST, 23482 total; 49900 → 58882', () => {
    expect(chargeFor(19900, 0.18)).toEqual({ baseAmount: 19900, gstRate: 0.18, gstAmount: 3582, amount: 23482 });
    expect(chargeFor(49900, 0.18).amount).toBe(58882);
    expect(chargeFor(0, 0.18)).toEqual({ baseAmount: 0, gstRate: 0.18, gstAmount: 0, amount: 0 });
    expect(chargeFor(1, 0.18).gstAmount).toBe(0);
    expect(chargeFor(3, 0.18).gstAmount).toBe(1); // 0.54 rounds up
    expect(chargeFor(10000, 0.05).gstAmount).toBe(500);
    expect(chargeFor(10001, 0.125).gstAmount).toBe(1250);
  });

  it('refuses a negative or fractional base and a rate outside 0–1', () => {
    expect(() => chargeFor(-1, 0.18)).toThrow(RangeError);
    expect(() => chargeFor(10.5, 0.18)).toThrow(RangeError);
    expect(() => chargeFor(100, 1.5)).toThrow(RangeError);
  });

  it('splits CGST + SGST within Goa (odd paisa to CGST) and IGST for another state', () => {
    expect(splitGst(3582, 'Goa', 'Goa')).toEqual({ intraState: true, cgst: 1791, sgst: 1791, igst: 0 });
    expect(splitGst(3583, 'Goa', ' goa ')).toEqual({ intraState: true, cgst: 1792, sgst: 1791, igst: 0 });
    expect(splitGst(3582, 'Goa', 'Maharashtra')).toEqual({ intraState: false, cgst: 0, sgst: 0, igst: 3582 });
  });

  it('formats paise as rupees with 2 decimals', () => {
    expect(rupees(23482)).toBe('234.82');
    expect(rupees(5)).toBe('0.05');
    expect(rupees(0)).toBe('0.00');
    expect(rupees(100000000)).toBe('1000000.00');
  });
});

describe('Indian financial year and invoice numbers', () => {
  it('April to March in India time: 31 March 23:59 IST is the old year, 1 April 00:00 IST the new one', () => {
    expect(financialYear(new Date('2027-03-31T18:29:00Z'))).toBe('2026-27'); // 23:59 IST
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28'); // 00:00 IST on 1 April
    expect(financialYear(new Date('2026-11-23T10:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2026-01-15T10:00:00Z'))).toBe('2025-26');
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('numbers invoices INV/2026-27/000001, sandbox ones SBX/...', () => {
    const at = new Date('2026-11-23T10:00:00Z');
    expect(invoiceNumber(invoiceSeries(at, false), 1)).toBe('INV/2026-27/000001');
    expect(invoiceNumber(invoiceSeries(at, true), 42)).toBe('SBX/2026-27/000042');
    expect(invoiceNumber('INV/2026-27', 1234567)).toBe('INV/2026-27/1234567');
  });
});

describe('Amounts in words (Indian numbering)', () => {
  it('uses thousand, lakh and crore', () => {
    expect(numberInIndianWords(0)).toBe('Zero');
    expect(numberInIndianWords(7)).toBe('Seven');
    expect(numberInIndianWords(19)).toBe('Nineteen');
    expect(numberInIndianWords(234)).toBe('Two Hundred Thirty Four');
    expect(numberInIndianWords(1000)).toBe('One Thousand');
    expect(numberInIndianWords(100000)).toBe('One Lakh');
    expect(numberInIndianWords(1234567)).toBe('Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven');
    expect(numberInIndianWords(10000000)).toBe('One Crore');
    expect(numberInIndianWords(987654321)).toBe('Ninety Eight Crore Seventy Six Lakh Fifty Four Thousand Three Hundred Twenty One');
  });

  it('writes rupees and paise', () => {
    expect(amountInWords(23482)).toBe('Rupees Two Hundred Thirty Four and Eighty Two Paise Only');
    expect(amountInWords(58800)).toBe('Rupees Five Hundred Eighty Eight Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(10000000)).toBe('Rupees One Lakh Only');
  });
});
