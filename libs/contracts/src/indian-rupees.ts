/**
 * Rupee amounts as a person reads them, one way on the client and in the server's emails: the ₹ sign before the
 * amount, two decimals, Indian digit grouping (lakh and crore: ₹1,23,456.78) and the digits of the reader's language
 * (Marathi's Devanagari digits, ₹१,२३,४५६.७८; Latin digits in English, Hindi and Konkani), all through `Intl`.
 */

/** Indian English: its currency pattern writes ₹ and groups by lakh, whatever the digits. */
const INDIAN_ENGLISH = 'en-IN';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in rupees (not paise) for a reader of `intlLocale` (en-IN, kok-IN, mr-IN, hi-IN): Indian English's
 * currency pattern in the digits the locale writes numbers in. Not the locale's own currency pattern: Marathi's groups
 * by thousands (₹१२३,४५६.७८) and Chromium, having no number data for Konkani, falls back to ICU's root pattern
 * (₹ 123,456.78), while an Indian reader of every one of the four languages groups by lakh.
 */
export function formatIndianRupees(rupees: number, intlLocale: string): string {
  let formatter = formatters.get(intlLocale);
  if (!formatter) {
    const numberingSystem = new Intl.NumberFormat(intlLocale).resolvedOptions().numberingSystem;
    formatter = new Intl.NumberFormat(INDIAN_ENGLISH, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      numberingSystem,
    });
    formatters.set(intlLocale, formatter);
  }
  return formatter.format(rupees);
}
