/*
 * The one formatting module of the client: every date, time, number, percentage, rupee amount and file size a
 * person reads goes through these functions, which use `Intl` with the locale and the time zone below. Never
 * call `toLocaleString`, `toFixed` or `Intl.*` for display anywhere else.
 */

/** The locale of every formatted value (English as written in India: 12,34,567.50; 22 Nov 2026). */
export const LOCALE = 'en-IN';

/** Every date and time is shown in India's time zone, wherever the browser is. */
export const TIME_ZONE = 'Asia/Kolkata';

const DATE = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE });
const DATE_TIME = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE });
const NUMBER = new Intl.NumberFormat(LOCALE);
const PERCENT = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 });
const RUPEES = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE_RUPEES = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const PLAIN_INTEGER = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, useGrouping: false });
const ONE_DECIMAL = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "22 Nov 2026" in India's time zone; '' for a missing or unreadable value. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? DATE.format(date) : '';
}

/** "22 Nov 2026, 3:05 pm" in India's time zone; '' for a missing or unreadable value. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? DATE_TIME.format(date) : '';
}

/** "12,34,567" (Indian digit grouping). */
export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** A fraction as a whole percentage: 0.18 → "18%". */
export function formatPercent(fraction: number): string {
  return PERCENT.format(fraction);
}

/**
 * An amount stored in paise shown in rupees: 19900 → "₹199.00", 12345670 → "₹1,23,456.70" (citizen spec
 * section 9: "shown divided by 100 with 2 decimals"). `whole` drops the paise ("₹0").
 */
export function formatRupees(paise: number, { whole = false }: { whole?: boolean } = {}): string {
  return (whole ? WHOLE_RUPEES : RUPEES).format(paise / 100);
}

const BYTE_UNITS = ['KB', 'MB', 'GB'] as const;

/** A file size: "512 B", "12.3 KB", "4.0 MB" (1 KB = 1024 bytes); '' for a negative or unreadable size. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${PLAIN_INTEGER.format(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${ONE_DECIMAL.format(value)} ${BYTE_UNITS[unit]}`;
}

const COORDINATE_TRIMMED = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 6, useGrouping: false });
const COORDINATE_FIXED = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 6, maximumFractionDigits: 6, useGrouping: false });

/**
 * "15.4989, 73.8278": latitude and longitude as stored (6 decimals at most). `fixed` always writes the 6
 * decimals ("15.498900, 73.827600"), as the admin details panel does beside its map link.
 */
export function formatCoordinates(point: { lat: number; lng: number }, { fixed = false }: { fixed?: boolean } = {}): string {
  const format = fixed ? COORDINATE_FIXED : COORDINATE_TRIMMED;
  return `${format.format(point.lat)}, ${format.format(point.lng)}`;
}
