/**
 * Pure GST and invoice rules (citizen spec section 9: amounts in paise, GST as a fraction). No Nest, no
 * TypeORM: unit tested in gst.spec.ts.
 */

/** What a plan costs: base price, GST and the total charged, all in paise. */
export interface Charge {
  baseAmount: number;
  gstRate: number;
  gstAmount: number;
  amount: number;
}

/**
 * The amount charged for a plan: base (paise) plus GST at `gstRate` (a fraction), the GST rounded to the nearest
 * paisa (half up). 19900 at 0.18 → GST 3582, total 23482.
 */
export function chargeFor(baseAmount: number, gstRate: number): Charge {
  if (!Number.isInteger(baseAmount) || baseAmount < 0) throw new RangeError(`Base amount must be whole paise >= 0, got ${baseAmount}`);
  if (!(gstRate >= 0 && gstRate <= 1)) throw new RangeError(`GST rate must be a fraction from 0 to 1, got ${gstRate}`);
  // Rates are stored with 4 decimals: work in ten-thousandths to keep the arithmetic exact.
  const rateBasisPoints = Math.round(gstRate * 10000);
  const gstAmount = Math.floor((baseAmount * rateBasisPoints + 5000) / 10000);
  return { baseAmount, gstRate, gstAmount, amount: baseAmount + gstAmount };
}

/** The tax lines of an invoice, in paise: CGST + SGST within the supplier's state, else IGST. */
export interface TaxSplit {
  intraState: boolean;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * Splits the GST of a supply: within the supplier's state (place of supply = supplier's state) half CGST and half
 * SGST (an odd paisa goes to CGST), otherwise all IGST. States compare case- and space-insensitively.
 */
export function splitGst(gstAmount: number, supplierState: string, placeOfSupply: string): TaxSplit {
  const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
  if (norm(supplierState) === norm(placeOfSupply)) {
    const sgst = Math.floor(gstAmount / 2);
    return { intraState: true, cgst: gstAmount - sgst, sgst, igst: 0 };
  }
  return { intraState: false, cgst: 0, sgst: 0, igst: gstAmount };
}

/**
 * The Indian financial year (1 April to 31 March) of an instant, in India time, as "2026-27".
 * 31 March 2027 23:59 IST → "2026-27"; 1 April 2027 00:00 IST → "2027-28".
 */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60 * 1000);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The invoice series of a financial year: "INV/2026-27" (sandbox invoices: "SBX/2026-27", never mixed with real ones). */
export function invoiceSeries(at: Date, sandbox: boolean): string {
  return `${sandbox ? 'SBX' : 'INV'}/${financialYear(at)}`;
}

/** The invoice number: the series and the sequence zero-padded to 6 digits ("INV/2026-27/000001"). */
export function invoiceNumber(series: string, sequence: number): string {
  return `${series}/${String(sequence).padStart(6, '0')}`;
}

/** Paise as rupees with 2 decimals ("234.82"). */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words. */
function twoDigits(n: number): string {
  if (n < 20) return ONES[n];
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ');
}

/** 0–999 in words. */
function threeDigits(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? twoDigits(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words with the Indian system (crore, lakh, thousand, hundred): 1234567 → "Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven". */
export function numberInIndianWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Expected a whole number >= 0, got ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInIndianWords(crore)} Crore` : '',
    lakh ? `${twoDigits(lakh)} Lakh` : '',
    thousand ? `${twoDigits(thousand)} Thousand` : '',
    rest ? threeDigits(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount in paise in words: 23482 → "Rupees Two Hundred Thirty Four and Eighty Two Paise Only". */
export function amountInWords(paise: number): string {
  const rupeesPart = Math.floor(paise / 100);
  const paisePart = paise % 100;
  const words = `Rupees ${numberInIndianWords(rupeesPart)}`;
  return paisePart ? `${words} and ${twoDigits(paisePart)} Paise Only` : `${words} Only`;
}
