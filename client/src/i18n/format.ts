/*
 * The one formatting module of the client: every date, time, number, percentage, rupee amount and file size a
 * person reads goes through these functions, which use `Intl` with the locale and the time zone below. Never
 * call `toLocaleString`, `toFixed` or `Intl.*` for display anywhere else.
 */

import { formatIndianRupees, INTL_LOCALES, isLocale } from '@civic/contracts';
import { i18n } from './i18n';

/** The locale of English (as written in India: 12,34,567.50; 22 Nov 2026), also used before any language is chosen. */
export const LOCALE = 'en-IN';

/** Every date and time is shown in India's time zone, wherever the browser is. */
export const TIME_ZONE = 'Asia/Kolkata';

/** The `Intl` locale of the language shown now: en-IN, kok-IN, mr-IN or hi-IN. */
export function currentIntlLocale(): string {
  return isLocale(i18n.language) ? INTL_LOCALES[i18n.language] : LOCALE;
}

/** The options of every formatter this module uses, by name. */
const DATE_TIME_OPTIONS = {
  DATE: { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE },
  DATE_TIME: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE },
  YEAR: { year: 'numeric', timeZone: TIME_ZONE },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const NUMBER_OPTIONS = {
  NUMBER: {},
  PERCENT: { style: 'percent', maximumFractionDigits: 0 },
  PLAIN_INTEGER: { maximumFractionDigits: 0, useGrouping: false },
  ONE_DECIMAL: { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false },
  COORDINATE_TRIMMED: { maximumFractionDigits: 6, useGrouping: false },
  COORDINATE_FIXED: { minimumFractionDigits: 6, maximumFractionDigits: 6, useGrouping: false },
} satisfies Record<string, Intl.NumberFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/**
 * The named formatter of the current language, built on its first use and kept per locale. Built one by one, not
 * all ten at once: each costs the browser a look-up of locale data, and the home page's first render needs one or
 * two of them (the main thread's time while the page starts).
 */
function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat>(name: string, build: (locale: string) => T): T {
  const locale = currentIntlLocale();
  const key = `${locale} ${name}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The options of a named date format in `locale`. A time in a language other than English names the part of the day
 * in that language's own words through Intl's `dayPeriod` ('दुपार ३:०५', 'दोपहर 3:05'): their 12-hour patterns would
 * otherwise print the Latin 'PM' (Marathi) or 'pm' (Hindi). English keeps '3:05 pm'.
 */
function dateOptionsFor(name: keyof typeof DATE_TIME_OPTIONS, locale: string): Intl.DateTimeFormatOptions {
  const options: Intl.DateTimeFormatOptions = DATE_TIME_OPTIONS[name];
  return options.hour !== undefined && locale !== LOCALE ? { ...options, dayPeriod: 'short' } : options;
}

/** A date formatter of DATE_TIME_OPTIONS in the current language. */
function dateFormat(name: keyof typeof DATE_TIME_OPTIONS): Intl.DateTimeFormat {
  return kept(name, (locale) => new Intl.DateTimeFormat(locale, dateOptionsFor(name, locale)));
}

const dateDataKnown = new Map<string, boolean>();

/** The catalogue's month names, January first. */
const MONTH_KEYS = [
  'common:dates.months.m1',
  'common:dates.months.m2',
  'common:dates.months.m3',
  'common:dates.months.m4',
  'common:dates.months.m5',
  'common:dates.months.m6',
  'common:dates.months.m7',
  'common:dates.months.m8',
  'common:dates.months.m9',
  'common:dates.months.m10',
  'common:dates.months.m11',
  'common:dates.months.m12',
] as const;

/**
 * Whether this browser has date data for a locale: Chromium has none for Konkani (kok-IN) and falls back to ICU's
 * root patterns, which write a month as 'M11' ("2026 M11 28"). Tested once per locale on a fixed date.
 */
export function browserHasDateData(locale: string): boolean {
  let known = dateDataKnown.get(locale);
  if (known === undefined) {
    const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 15)));
    known = Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 && !/^M\d+$/.test(month.trim());
    dateDataKnown.set(locale, known);
  }
  return known;
}

/**
 * A date in a language the browser has no date data for: Indian English's order and digits ("28 Nov 2026, 3:05 pm",
 * through Intl.DateTimeFormat's formatToParts), with the month and the day period taken from the catalogue's own
 * names (common:dates), never ICU's 'M11'.
 */
export function formatWithCatalogueNames(date: Date, name: keyof typeof DATE_TIME_OPTIONS): string {
  const parts = kept(`${name} parts`, () => new Intl.DateTimeFormat(LOCALE, DATE_TIME_OPTIONS[name])).formatToParts(date);
  const month = Number(kept(`${name} month`, () => new Intl.DateTimeFormat(LOCALE, { month: 'numeric', timeZone: TIME_ZONE })).format(date));
  return parts
    .map((part) => {
      if (part.type === 'month') return i18n.t(MONTH_KEYS[month - 1]);
      if (part.type === 'dayPeriod') return i18n.t(/^a/i.test(part.value) ? 'common:dates.am' : 'common:dates.pm');
      return part.value;
    })
    .join('');
}

/** `date` with the named options in the current language; the catalogue's names where the browser has no data. */
function formatDateAs(date: Date, name: keyof typeof DATE_TIME_OPTIONS): string {
  return browserHasDateData(currentIntlLocale()) ? dateFormat(name).format(date) : formatWithCatalogueNames(date, name);
}

/** A number formatter of NUMBER_OPTIONS in the current language. */
function numberFormat(name: keyof typeof NUMBER_OPTIONS): Intl.NumberFormat {
  return kept(name, (locale) => new Intl.NumberFormat(locale, NUMBER_OPTIONS[name]));
}

/**
 * The steps that load the browser's locale data, in an order where each finds the previous one's data: the first
 * `Intl` formatter of a page costs the browser one look-up of about 15 to 30 ms on this machine (four times that on a
 * mid-range phone), which in a single task blocks input (Lighthouse's Total Blocking Time); a locale, a collator, a
 * date formatter and then a number formatter cost 3 to 9 ms each.
 */
const WARM_UP_STEPS: readonly (() => unknown)[] = [
  () => new Intl.Locale(currentIntlLocale()).maximize(),
  () => new Intl.Collator(currentIntlLocale()).compare('a', 'b'),
  () => browserHasDateData(currentIntlLocale()),
  () => dateFormat('DATE'),
  () => numberFormat('NUMBER'),
];

let warmedUp: Promise<void> | undefined;

/**
 * Loads the current language's locale data and builds its date and number formatters ahead of their first use, one
 * step per browser task (timers), once per page load: started while the app starts, it is done before the data a page
 * formats has arrived, and no task that renders data pays for it. Resolves when the last step has run.
 */
export function warmUpFormatters(): Promise<void> {
  warmedUp ??= WARM_UP_STEPS.reduce(
    (previous, step) =>
      previous.then(
        () =>
          new Promise<void>((resolve) =>
            setTimeout(() => {
              step();
              resolve();
            }, 0),
          ),
      ),
    Promise.resolve(),
  );
  return warmedUp;
}

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "22 Nov 2026" in India's time zone; '' for a missing or unreadable value. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? formatDateAs(date, 'DATE') : '';
}

/** "22 Nov 2026, 3:05 pm" in India's time zone; '' for a missing or unreadable value. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? formatDateAs(date, 'DATE_TIME') : '';
}

/** The year of a date in India's time zone, in the current language's digits: "2026", Marathi "२०२६". */
export function formatYear(value: DateInput): string {
  const date = toDate(value);
  return date ? formatDateAs(date, 'YEAR') : '';
}

/** "12,34,567" (Indian digit grouping). */
export function formatNumber(value: number): string {
  return numberFormat('NUMBER').format(value);
}

/** A fraction as a whole percentage: 0.18 → "18%". */
export function formatPercent(fraction: number): string {
  return numberFormat('PERCENT').format(fraction);
}

/**
 * An amount stored in paise shown in rupees, one way everywhere, the server's emails included (formatIndianRupees):
 * 0 → "₹0.00", 19900 → "₹199.00", 12345670 → "₹1,23,456.70", lakh grouping in the language's digits (Marathi
 * "₹१,२३,४५६.७०") (citizen spec section 9: "shown divided by 100 with 2 decimals").
 */
export function formatRupees(paise: number): string {
  return formatIndianRupees(paise / 100, currentIntlLocale());
}

const BYTE_UNITS = ['KB', 'MB', 'GB'] as const;

/** A file size: "512 B", "12.3 KB", "4.0 MB" (1 KB = 1024 bytes); '' for a negative or unreadable size. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${numberFormat('PLAIN_INTEGER').format(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${numberFormat('ONE_DECIMAL').format(value)} ${BYTE_UNITS[unit]}`;
}

/**
 * "15.4989, 73.8278": latitude and longitude as stored (6 decimals at most). `fixed` always writes the 6
 * decimals ("15.498900, 73.827600"), as the admin details panel does beside its map link.
 */
export function formatCoordinates(point: { lat: number; lng: number }, { fixed = false }: { fixed?: boolean } = {}): string {
  const format = fixed ? numberFormat('COORDINATE_FIXED') : numberFormat('COORDINATE_TRIMMED');
  return `${format.format(point.lat)}, ${format.format(point.lng)}`;
}
