/** Nearby duplicates and 'Me too'. */

/** Radius in metres within which an open complaint of the same category counts as nearby. */
export const NEARBY_RADIUS_METRES = 150;
/** Only complaints filed within this many days count as nearby. */
export const NEARBY_MAX_AGE_DAYS = 90;
/** At most this many nearby complaints are listed, nearest first. */
export const NEARBY_LIMIT = 10;
/** Distances are shown rounded up to this many metres, so that a caller cannot pinpoint a reporter's spot. */
export const NEARBY_DISTANCE_STEP_METRES = 25;

/** Scorecard groupings (GET /api/public/scorecards?by=). */
export const SCORECARD_GROUPINGS = ['authority', 'taluka', 'ulb'] as const;
export type ScorecardGrouping = (typeof SCORECARD_GROUPINGS)[number];
