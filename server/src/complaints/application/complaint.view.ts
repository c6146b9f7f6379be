import { complaintStatusIn, DEFAULT_LOCALE, mapUrl, type EscalationLevel, type EscalationStepKind } from '@civic/contracts';
import type { ComplaintPlaceView } from './complaint-places.service.js';
import type { ComplaintEscalationStep } from '../domain/escalation-step.entity.js';
import type { AuthorityRecipient, Complaint, ComplaintCoordinates, ComplaintGeo, ComplaintUpdate } from '../domain/complaint.entity.js';

/** A complaint as its reporter reads it (citizen spec section 3, read side). Dates are ISO 8601 instants. */
export interface ComplaintView {
  id: string;
  category: string;
  /** The category's name in the reader's language (ComplaintWords); English as built here. */
  categoryName: string;
  /** The stored subcategory: the category's English subcategory, or 'Other' (an identity: routing and open data read it). */
  subcategory: string;
  /** The subcategory as the reader reads it (ComplaintWords); English as built here. */
  subcategoryLabel: string;
  otherText: string | null;
  title: string;
  description: string;
  location: string;
  landmark: string;
  urgency: string;
  anonymous: boolean;
  /** The reporter opted in to show the title, description and photos publicly. */
  showPublicly: boolean;
  photos: string[];
  status: string;
  /** The status in the reader's words (ComplaintWords); English as built here. */
  statusLabel: string;
  archived: boolean;
  createdAt: string;
  submittedDate: string;
  lastUpdate: string;
  updates: ComplaintUpdateView[];
  coordinates: ComplaintCoordinates;
  mapUrl: string;
  geo: ComplaintGeo | null;
  /** The village or ULB of `geo` in words; null when `geo` names neither. */
  place: ComplaintPlaceView | null;
  /** The citizen confirmed a chosen place whose taluka (or district) differs from the pin's nearest place. */
  geoMismatchConfirmed: boolean;
  authorityRecipients: AuthorityRecipient[];
  /** ISO 8601: when the authority must have acted; null before the complaint is forwarded. */
  dueAt: string | null;
  /** Whole days past dueAt (India calendar days); 0 when not overdue, not forwarded, or closed. */
  overdueDays: number;
  escalation: EscalationView;
  /** Citizens who said 'Me too'; the reporter is not counted. */
  supportCount: number;
  fix: FixView;
  /** ISO 8601: the authority's first answer (response link or published email reply); null until then. */
  answeredAt: string | null;
}

/**
 * A history entry as read: the stored entry, its `message` in the reader's language where the server wrote it
 * (ComplaintWords; what a person typed stays as typed), and its status in words.
 */
export type ComplaintUpdateView = ComplaintUpdate & { statusLabel: string };

/** The reporter's confirmation of a fix. Dates are ISO 8601. */
export interface FixView {
  /** When the reporter confirmed the fix of the latest resolution; null when not confirmed. */
  confirmedAt: string | null;
  /** The after-photo's URL, if one was sent. */
  photo: string | null;
  /** True when the after-photo's EXIF GPS lay within 200 m of the pin. */
  verified: boolean;
  /** Until when Confirm fix and Reopen are open (30 days after 'resolved'); null when they are not. */
  actionsUntil: string | null;
}

/** One rung of the escalation ladder taken for a complaint. */
export interface EscalationStepView {
  level: EscalationLevel;
  kind: EscalationStepKind;
  /** ISO 8601. */
  at: string;
  /** Emails written to, primary first. */
  recipients: string[];
  /** Emails in copy. */
  cc: string[];
  /** True when the reporter asked for it (Escalate now). */
  byReporter: boolean;
}

/** The ladder of a complaint: the highest level reached and every step, oldest first. */
export interface EscalationView {
  level: EscalationLevel;
  paused: boolean;
  pauseNote: string;
  /** ISO 8601: the authority acknowledged with this expected date; the ladder waits until then. Null when none. */
  heldUntil: string | null;
  /** The authority returned the complaint as not its jurisdiction: the ladder waits for the next forward. */
  returned: boolean;
  steps: EscalationStepView[];
}

/** A complaint's coordinates as the read side shows them (admin spec section 3): 6 decimals, source, accuracy, snapped. */
export function coordinatesOf(c: Complaint): ComplaintCoordinates {
  return { lat: c.lat, lng: c.lng, source: c.locationSource, accuracy: c.accuracyMetres, outsideBounds: c.outsideBounds };
}

/** A complaint's OpenStreetMap link at 6 decimals and zoom 18 (admin spec section 9). */
export function mapUrlOf(c: Pick<Complaint, 'lat' | 'lng'>): string {
  return mapUrl({ lat: c.lat, lng: c.lng });
}

/** The date of a complaint's latest update (ISO), or its filing date. */
export function lastUpdateOf(c: Pick<Complaint, 'updates' | 'createdAt'>): string {
  return c.updates.at(-1)?.date ?? c.createdAt.toISOString();
}

/** The escalation part of the read side. */
export function toEscalationView(c: Complaint, steps: readonly ComplaintEscalationStep[]): EscalationView {
  return {
    level: c.escalationLevel,
    paused: c.escalationPaused,
    pauseNote: c.escalationPauseNote,
    heldUntil: c.escalationHeldUntil ? c.escalationHeldUntil.toISOString() : null,
    returned: c.returnedAt !== null,
    steps: steps.map((s) => ({
      level: s.level,
      kind: s.kind,
      at: s.at.toISOString(),
      recipients: s.recipients.map((r) => r.authorityEmail),
      cc: [...s.cc],
      byReporter: s.byReporter,
    })),
  };
}

/**
 * Maps a complaint to its read shape; `categoryName` falls back to the key of a deleted category. `steps` are the
 * complaint's escalation steps (oldest first) and `now` the Clock's time for overdueDays; `place` is the named
 * village or ULB (ComplaintPlaces).
 */
export function toComplaintView(
  c: Complaint,
  categoryName: string | undefined,
  steps: readonly ComplaintEscalationStep[] = [],
  now: Date = new Date(),
  place: ComplaintPlaceView | null = null,
): ComplaintView {
  const createdAt = c.createdAt.toISOString();
  return {
    id: c.publicId,
    category: c.categoryKey,
    categoryName: categoryName ?? c.categoryKey,
    subcategory: c.subcategory,
    subcategoryLabel: c.subcategory,
    otherText: c.otherText,
    title: c.title,
    description: c.description,
    location: c.location,
    landmark: c.landmark,
    urgency: c.urgency,
    anonymous: c.anonymous,
    showPublicly: c.showPublicly,
    photos: c.photos,
    status: c.status,
    statusLabel: complaintStatusIn(c.status, DEFAULT_LOCALE),
    archived: c.archived,
    createdAt,
    submittedDate: createdAt,
    lastUpdate: lastUpdateOf(c),
    updates: c.updates.map((u) => ({ ...u, statusLabel: complaintStatusIn(u.status, DEFAULT_LOCALE) })),
    coordinates: coordinatesOf(c),
    mapUrl: mapUrlOf(c),
    geo: c.geo,
    place,
    geoMismatchConfirmed: c.geoMismatchConfirmed,
    authorityRecipients: c.authorityRecipients,
    dueAt: c.dueAt ? c.dueAt.toISOString() : null,
    overdueDays: c.overdueDaysAt(now),
    escalation: toEscalationView(c, steps),
    supportCount: c.supportCount,
    fix: {
      confirmedAt: c.fixConfirmedAt ? c.fixConfirmedAt.toISOString() : null,
      photo: c.fixPhoto,
      verified: c.fixVerified,
      actionsUntil: c.fixActionsUntil(now)?.toISOString() ?? null,
    },
    answeredAt: c.firstAnsweredAt ? c.firstAnsweredAt.toISOString() : null,
  };
}
