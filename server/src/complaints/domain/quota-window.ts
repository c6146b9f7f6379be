import { TZDate } from '@date-fns/tz';
import { addMonths, startOfMonth } from 'date-fns';

/** The time zone of the quota's calendar month: India Standard Time (citizen spec section 9, decisions "Quota month"). */
export const QUOTA_TIME_ZONE = 'Asia/Kolkata';

/** A calendar month in Asia/Kolkata as a half-open interval of instants [start, end). */
export interface QuotaWindow {
  start: Date;
  end: Date;
}

/** The calendar month (Asia/Kolkata) containing `now`: from its first midnight to the next month's. */
export function quotaWindow(now: Date): QuotaWindow {
  const local = new TZDate(now.getTime(), QUOTA_TIME_ZONE);
  const start = startOfMonth(local);
  const end = addMonths(start, 1);
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/** The calendar year of `now` in Asia/Kolkata (the year in a complaint's public id). */
export function yearInIndia(now: Date): number {
  return new TZDate(now.getTime(), QUOTA_TIME_ZONE).getFullYear();
}
