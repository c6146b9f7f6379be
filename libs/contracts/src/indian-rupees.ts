/**
 * Rupee amounts as a person reads them, one way on the client and in the server's emails: the ₹ sign, two decimals,
 * Indian digit grouping (lakh and crore: ₹1,23,456.78) and the digits of the reader's language (Marathi's Devanagari
 * digits, ₹१,२३,४५६.७८; Latin digits in English, Hindi and Konkani), all through `Intl`.
 */

const formatters = new Map<string, Intl.NumberFormat>();

function kept(key: string, build: () => Intl.NumberFormat): Intl.NumberFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Indian English: the locale of a language the runtime has no data for (Chromium has none for Konkani, kok-IN). */
const INDIAN_ENGLISH = 'en-IN';

/** The number parts of a formatted amount, which the Indian-grouped number replaces. */
const NUMBER_PARTS: ReadonlySet<string> = new Set(['integer', 'group', 'decimal', 'fraction']);

/**
 * An amount in rupees (not paise) in `intlLocale` (en-IN, kok-IN, mr-IN, hi-IN): `Intl`'s currency format of that
 * locale for the sign and its place, with the number grouped the Indian way in the locale's own digits. The grouping
 * is taken from en-IN because some locales' currency pattern groups by thousands (Marathi's gives ₹१२३,४५६.७८), while
 * an Indian reader of every one of the four languages groups by lakh. A locale the runtime lacks is read as en-IN.
 */
export function formatIndianRupees(rupees: number, intlLocale: string): string {
  const locale = Intl.NumberFormat.supportedLocalesOf([intlLocale]).length > 0 ? intlLocale : INDIAN_ENGLISH;
  const currency = kept(
    `${locale} currency`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  const numberingSystem = currency.resolvedOptions().numberingSystem;
  const number = kept(
    `${numberingSystem} number`,
    () => new Intl.NumberFormat(INDIAN_ENGLISH, { numberingSystem, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(Math.abs(rupees));
  let placed = false;
  return currency
    .formatToParts(rupees)
    .map((part) => {
      if (!NUMBER_PARTS.has(part.type)) return part.value;
      if (placed) return '';
      placed = true;
      return number;
    })
    .join('');
}
