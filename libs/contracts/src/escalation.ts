/**
 * Deadlines and the escalation ladder (docs/adr/0048-escalation-ladder.md). A forwarded complaint is due at
 * the end of (forwarding day + the category's response days) in India time; past due the level-0 authority gets a
 * reminder, ESCALATION_LEVEL1_AFTER_DAYS later the level-1 contact, ESCALATION_LEVEL2_AFTER_DAYS after that level 2.
 */
export const ESCALATION_LEVELS = [0, 1, 2] as const;
export type EscalationLevel = (typeof ESCALATION_LEVELS)[number];

/** A step of the ladder: a reminder to the level-0 authority, or an escalation to level 1 or 2. */
export const ESCALATION_STEP_KINDS = ['reminder', 'escalation'] as const;
export type EscalationStepKind = (typeof ESCALATION_STEP_KINDS)[number];

/** Days after the reminder before the level-1 escalation (when the complaint is still open). */
export const ESCALATION_LEVEL1_AFTER_DAYS = 7;
/** Days after the level-1 escalation before the level-2 escalation. */
export const ESCALATION_LEVEL2_AFTER_DAYS = 15;
/** A reporter may climb one step at most once in this many days (counted from the ladder's last step). */
export const REPORTER_ESCALATION_GAP_DAYS = 7;
/** The time zone of due dates and of the daily run (09:00). */
export const ESCALATION_TIME_ZONE = 'Asia/Kolkata';

/** Days after a complaint is resolved during which its reporter may confirm the fix or reopen it. */
export const FIX_WINDOW_DAYS = 30;
/** An after-photo whose EXIF GPS lies within this many metres of the complaint's pin marks the fix verified. */
export const FIX_VERIFY_RADIUS_METRES = 200;

/** Days after a resolution before its reporter is asked "Was it fixed?" (the follow-up questionnaire; docs/adr/0148). */
export const FOLLOW_UP_AFTER_DAYS = 28;
/** Days after the questionnaire without an answer before its one reminder; nothing is sent after that. */
export const FOLLOW_UP_REMINDER_DAYS = 7;
/** The handling rating of a follow-up answer: a whole number from 1 to this. */
export const FOLLOW_UP_RATING_MAX = 5;
/**
 * A "still broken" photo must carry EXIF GPS within this many metres of the complaint's pin: the fix verification's
 * radius, which allows for a phone's GPS error in a street (tens of metres) and a pin dropped by hand on the map.
 */
export const STILL_BROKEN_RADIUS_METRES = FIX_VERIFY_RADIUS_METRES;
/** A scorecard figure drawn from follow-up answers is shown only with at least this many answers behind it. */
export const FOLLOW_UP_MIN_ANSWERS = 5;

/** Great-circle distance in metres between two points given in degrees (haversine, mean Earth radius 6371 km). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}
