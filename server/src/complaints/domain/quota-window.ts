import { TZDate } from '@date-fns/tz';
import { addMonths, startOfMonth } from 'date-fns';

/** The time zone of the quota's calendar month: India Standard Time (citizen spec section 9; docs/adr/0019-quota-enforcement.md). */
export const QUOTA_TIME_ZONE = 'Asia/Kolkata';

/** A calendar month in Asia/Kolkata as a half-open interval of instants [start, end). */
export interface QuotaWindow {
  start: Date;
  end: Date;
}

/** The last month worked out, with its year (the time-zone arithmetic was 1.8 % of a filing burst's time). */
let lastMonth: { startMs: number; endMs: number; year: number } | null = null;

/** The month containing `now` (Asia/Kolkata), from the memo while `now` is within the last one worked out. */
function monthOf(now: Date): { startMs: number; endMs: number; year: number } {
  const at = now.getTime();
  if (lastMonth && at >= lastMonth.startMs && at < lastMonth.endMs) return lastMonth;
  const local = new TZDate(at, QUOTA_TIME_ZONE);
  const start = startOfMonth(local);
  lastMonth = { startMs: start.getTime(), endMs: addMonths(start, 1).getTime(), year: local.getFullYear() };
  return lastMonth;
}

/** The calendar month (Asia/Kolkata) containing `now`: from its first midnight to the next month's. */
export function quotaWindow(now: Date): QuotaWindow {
  const { startMs, endMs } = monthOf(now);
  return { start: new Date(startMs), end: new Date(endMs) };
}

/** The calendar year of `now` in Asia/Kolkata (the year in a complaint's public id). */
export function yearInIndia(now: Date): number {
  return monthOf(now).year;
}
