import { formatMessage, Messages, type UpdateSource } from '@civic/contracts';
import type { Complaint, ComplaintUpdate } from '../domain/complaint.entity.js';
import type { ComplaintPlaceView } from './complaint-places.service.js';

/** Decimals kept of a coordinate shown publicly: 3 (about 110 m), so that no home is pinpointed. */
export const PUBLIC_COORDINATE_DECIMALS = 3;

/** One entry of the public history. */
export interface PublicHistoryItem {
  status: string;
  date: string;
  /** Who wrote it: admin, authority, reporter, system or integrator. */
  source: UpdateSource;
  /** On an authority's entry: the office that answered, and what it answered. */
  authorityName?: string;
  authorityAction?: string;
  /**
   * On an authority's entry, its answer as a public record: the authority's words and after-photos ('' and none when
   * the portal's moderators hid the answer).
   */
  authorityMessage?: string;
  authorityPhotos?: string[];
  /** On an authority's entry the moderators hid: their reason, as typed; absent otherwise. */
  hiddenReason?: string;
}

/**
 * A complaint as anyone may see it (the public privacy rules, shared by the public map, its page, the open data and
 * Open311): coordinates rounded to 3 decimals; never the reporter's name, email, phone or account, nor the
 * authorisation text; the status history as statuses, dates and who wrote them (`publicEntryOf`: others' notes are
 * free text and may name people), with an authority's answer whole, its words and after-photos, unless the moderators
 * hid it; statusNote is the last entry's `publicNoteOf`.
 * The reporter's own words and pictures (title, description, location text, landmark, photos) may name a home or a
 * person: they appear only where the reporter opted in at filing (`showPublicly`, never for an anonymous complaint);
 * otherwise title, description and landmark are '', `location` is 'Near <lat>, <lng>' at the rounded point and there
 * are no photos.
 */
export interface PublicComplaint {
  /** Public id, 'GOA-2026-000123'. */
  id: string;
  categoryKey: string;
  /** The issue as filed: one of the category's subcategories, or 'Other'. */
  subcategory: string;
  /** True when the reporter opted in: title, description, location text, landmark and photos are theirs. */
  reporterShared: boolean;
  /** The reporter's title when opted in, else ''. */
  title: string;
  /** The reporter's description when opted in, else ''. */
  description: string;
  /** The reporter's location text when opted in, else 'Near 15.499, 73.828' (the rounded point). */
  location: string;
  /** The reporter's landmark when opted in, else ''. */
  landmark: string;
  /** pending, in_progress, resolved, rejected or forwarded. */
  status: string;
  /** The public note of the last history entry (`publicNoteOf`: an authority's answer in words, else ''); Open311's status_notes. */
  statusNote: string;
  /**
   * The statuses the complaint went through, oldest first, with their dates and who wrote each entry (no one else's
   * notes, no person's name: an authority's entry names the office, as the authority letter does, and carries its
   * answer's words and after-photos, or the moderators' reason for hiding them).
   */
  history: PublicHistoryItem[];
  /** The department of the primary authority the complaint routes to ('' when none resolved). */
  agencyDepartment: string;
  /** The village or ULB in words (null when the location codes name neither). */
  place: ComplaintPlaceView | null;
  /** Filing time. */
  requestedAt: Date;
  /** Last change. */
  updatedAt: Date;
  /** Degrees, rounded to 3 decimals. */
  lat: number;
  /** Degrees, rounded to 3 decimals. */
  lng: number;
  /** The reporter's photos when opted in, else none. */
  photoUrls: string[];
  /** The first of photoUrls, or null (Open311's media_url). */
  photoUrl: string | null;
  /** When the authority is due to act, or null before the complaint is forwarded. */
  dueAt: Date | null;
  /** Citizens who said 'Me too'; the reporter is not counted. */
  supportCount: number;
}

/**
 * One history entry as anyone may see it (Open311 servicerequestupdates): its position in the history (`index`,
 * from 0), status, date, and its public note (`publicNoteOf`). No photo of the history is public.
 */
export interface PublicUpdate {
  complaintId: string;
  index: number;
  status: string;
  date: Date;
  note: string;
}

/** The public labels of an authority's entries, by what it answered: the words the public page shows for them. */
const AUTHORITY_LABELS: Record<NonNullable<ComplaintUpdate['authorityAction']>, string> = {
  acknowledge: Messages.respond.acknowledged,
  in_progress: Messages.respond.inProgress,
  resolved: Messages.respond.resolved,
  not_ours: Messages.respond.notOurs,
  message: Messages.respond.message,
  reply: Messages.respond.reply,
};

/**
 * The public privacy rule of a history entry, for every public answer (the complaint page, Open311's requests and
 * servicerequestupdates): its status, date, who wrote it and, for an authority's entry, the office and what it answered.
 * An authority's answer is a public record (docs/adr/0142-authority-answers-are-public.md): its words and after-photos
 * are public too, unless the portal's moderators hid it (`hiddenReason`), when only their reason is. Never the free
 * text or photos of anyone else's entry (an admin's note may name the reporter; an escalation names officials'
 * addresses; a pause note is for staff; the reporter's reopening words and photos are theirs, and their opt-in covers
 * only what they filed).
 */
export function publicEntryOf(
  update: Pick<ComplaintUpdate, 'status' | 'date' | 'source' | 'authorityName' | 'authorityAction' | 'message' | 'photos' | 'hiddenReason'>,
): PublicHistoryItem {
  const base: PublicHistoryItem = { status: update.status, date: update.date, source: update.source ?? 'admin' };
  if (update.source !== 'authority') return base;
  const hidden = update.hiddenReason !== undefined;
  return {
    ...base,
    authorityName: update.authorityName ?? '',
    authorityAction: update.authorityAction ?? 'message',
    authorityMessage: hidden ? '' : (update.message ?? ''),
    authorityPhotos: hidden ? [] : [...(update.photos ?? [])],
    ...(hidden ? { hiddenReason: update.hiddenReason } : {}),
  };
}

/**
 * The public note of a history entry (Open311's status_notes and an update's description): made of the public entry's
 * fields only, as the public page words it ('Resolved by Mamlatdar of Tiswadi' for an authority's entry), else ''.
 */
export function publicNoteOf(entry: PublicHistoryItem): string {
  if (entry.source !== 'authority') return '';
  const action = (entry.authorityAction ?? 'message') as keyof typeof AUTHORITY_LABELS;
  return formatMessage(AUTHORITY_LABELS[action] ?? AUTHORITY_LABELS.message, { authority: entry.authorityName ?? '' });
}

/** A coordinate at the public precision (3 decimals, about 100 m: the privacy rule of public views); not the stored precision (`roundToStoredPrecision`). */
export function roundToPublicPrecision(value: number): number {
  const factor = 10 ** PUBLIC_COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
}

/**
 * The columns of `complaints` a public view reads (toPublicComplaint, ComplaintPlaces), and nothing else: public reads
 * select them raw, straight into entities (RowMapper), not the reporter's account, authorisation or escalation columns.
 */
export const PUBLIC_COLUMNS = [
  'public_id',
  'category_key',
  'subcategory',
  'show_publicly',
  'anonymous',
  'title',
  'description',
  'location',
  'landmark',
  'status',
  'updates',
  'authority_recipients',
  'geo',
  'geo_inferred',
  'lat',
  'lng',
  'photos',
  'created_at',
  'updated_at',
  'due_at',
  'support_count',
] as const;

/** A complaint (its PUBLIC_COLUMNS) as anyone may see it, with its place in words: the rules of PublicComplaint. */
export function toPublicComplaint(c: Complaint, place: ComplaintPlaceView | null): PublicComplaint {
  const lat = roundToPublicPrecision(c.lat);
  const lng = roundToPublicPrecision(c.lng);
  const shared = c.showPublicly && !c.anonymous;
  const photoUrls = shared ? [...c.photos] : [];
  const history = c.updates.map(publicEntryOf);
  return {
    id: c.publicId,
    categoryKey: c.categoryKey,
    subcategory: c.subcategory,
    reporterShared: shared,
    title: shared ? c.title : '',
    description: shared ? c.description : '',
    location: shared ? c.location : `Near ${lat.toFixed(PUBLIC_COORDINATE_DECIMALS)}, ${lng.toFixed(PUBLIC_COORDINATE_DECIMALS)}`,
    landmark: shared ? c.landmark : '',
    status: c.status,
    statusNote: history.length ? publicNoteOf(history[history.length - 1]) : '',
    history,
    agencyDepartment: c.authorityRecipients[0]?.authorityDepartment ?? '',
    place,
    requestedAt: c.createdAt,
    updatedAt: c.updatedAt,
    lat,
    lng,
    photoUrls,
    photoUrl: photoUrls[0] ?? null,
    dueAt: c.dueAt,
    supportCount: c.supportCount,
  };
}
