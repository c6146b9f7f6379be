/** Area alerts by email (docs/adr/0147-area-alerts.md): what an alert asks for and its bounds, shared by client and server. */

/** What an alert reports: new complaints filed in the area, and changes of status of the area's complaints. */
export const ALERT_EVENTS = ['new', 'updates'] as const;
export type AlertEvent = (typeof ALERT_EVENTS)[number];

/** How often: one email per complaint at once, or one digest a day of the day's matches. */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** pending: an email-only subscription waiting for its confirmation; active: sent; paused: its address bounced. */
export const ALERT_STATUSES = ['pending', 'active', 'paused'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** A circle's radius in metres, as the area feed's (200 m to 5 km). */
export const ALERT_RADIUS_MIN = 200;
export const ALERT_RADIUS_MAX = 5000;

/** Most alerts one account or one email address keeps (pending ones count): each sends mail. */
export const ALERTS_PER_OWNER = 20;

/** Most categories one alert names (none: every category). */
export const ALERT_CATEGORIES_MAX = 30;

/** The daily digests' run: 07:00 India time, before the day's work starts. */
export const ALERT_DIGEST_CRON = '0 7 * * *';
