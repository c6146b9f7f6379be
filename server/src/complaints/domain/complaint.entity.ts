import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import {
  type Locale,
  AUTHORITY_EXPECTED_BY_MAX_DAYS,
  AUTHORITY_PHOTO_LIMIT,
  AUTHORITY_ACTIONS,
  AUTHORITY_ACTIONS_NEEDING_MESSAGE,
  type AuthorityAction,
  type AuthorityChannel,
  type UpdateSource,
  COMPLAINT_STATUSES,
  ComplaintStatus,
  DEFAULT_RESPONSE_DAYS,
  DEFAULT_URGENCY,
  type EscalationLevel,
  FIX_VERIFY_RADIUS_METRES,
  FIX_WINDOW_DAYS,
  type EscalationStepKind,
  formatMessage,
  LOCATION_SOURCES,
  Messages,
  OTHER_SUBCATEGORY,
  snapToGoa,
  subcategoryChoices,
  URGENCIES,
  type LocationSource,
  type Urgency,
} from '@civic/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../../kernel/errors/domain-error.js';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import { FollowOwnComplaintError, NoAuthorityRecipientsError, OutsideGoaError, OwnComplaintError } from './complaint.errors.js';
import { dueDateFor, overdueDays } from './escalation-ladder.js';
import { ComplaintEvent, complaintEvent, type CarriedResponseLink } from './events/complaint.events.js';

/** One entry of a complaint's status history (citizen spec section 3: updates with status, date, message). */
export interface ComplaintUpdate {
  status: ComplaintStatus;
  /** ISO 8601 instant. */
  date: string;
  message: string;
  /** Photos added with this entry (a reopen, a fix confirmation, an authority's after-photos); absent otherwise. */
  photos?: string[];
  /** Who wrote the entry (absent only on rows written before sources were kept; the migration backfilled them). */
  source?: UpdateSource;
  /** The authority's name, on an entry whose source is 'authority'. */
  authorityName?: string;
  /** What the authority answered ('reply': an email reply), on an entry whose source is 'authority'. */
  authorityAction?: AuthorityAction | 'reply';
  /** An acknowledgement's expected completion date (ISO 8601), when the authority gave one. */
  expectedBy?: string;
  /** An Open311 comment (source 'reporter' or 'integrator'): the key it came with and the integrator's own update id. */
  apiKeyId?: string;
  externalUpdateId?: string;
  /** An Open311 comment: the name the integrator gave for its author ('' when none). */
  authorName?: string;
  /**
   * On an authority's entry the portal's moderators hid from the public page (hideAuthorityAnswer): why, as the admin
   * typed it. The public page then shows this reason instead of the answer's words and photos; staff and the
   * reporter still read the entry whole.
   */
  hiddenReason?: string;
  /** When it was hidden (ISO 8601), with hiddenReason. */
  hiddenAt?: string;
}

/** What an authority said when returning a complaint as not its jurisdiction (the desk's 'Returned by authority'). */
export interface ReturnedNote {
  authorityName: string;
  authorityEmail: string;
  message: string;
  suggestedOffice: string;
  suggestedEmail: string;
  /** ISO 8601. */
  at: string;
}

/** An authority's answer as the domain checks it (the HTTP layer or the inbound mail parsed it). */
export interface AuthorityResponseInput {
  action: AuthorityAction;
  message: string;
  /** The acknowledgement's expected completion (end of that day, India time); null when none given. */
  expectedBy: Date | null;
  /** After-photos, checked by the caller like any upload. */
  photos: readonly string[];
  /** True when one after-photo of a resolution carries EXIF GPS within FIX_VERIFY_RADIUS_METRES of the pin. */
  verifiedPhoto: string | null;
  suggestedOffice: string;
  suggestedEmail: string;
  authority: { email: string; name: string };
  channel: AuthorityChannel;
}

/**
 * Location codes from the picker (citizen spec section 3); village for Rural, ULB for Urban. LGD / Census 2011
 * codes kept as digit strings, as the geography lists return them.
 */
export interface ComplaintGeo {
  districtCode: string | null;
  subdistrictCode: string | null;
  villageCode: string | null;
  ulbCode: string | null;
}

/** A resolved authority address (admin spec section 3); the first recipient is primary, the rest get copies. */
export interface AuthorityRecipient {
  authorityEmail: string;
  authorityName: string;
  authorityDesignation: string;
  authorityDepartment: string;
  /** The office's language (its routing contact's), on the primary recipient; absent on recipients stored before. */
  language?: Locale;
}

/** Stored coordinates: degrees to 6 decimals, accuracy in metres, outsideBounds when snapped to the border. */
export interface ComplaintCoordinates {
  lat: number;
  lng: number;
  source: LocationSource;
  accuracy: number | null;
  outsideBounds: boolean;
}

/** Location codes as a caller gives them: numbers or digit strings, blank or absent when unknown. */
export type GeoInput = { [K in keyof ComplaintGeo]?: string | number | null };

/** Who performs an action on a complaint, as the audit log records it. */
export type ComplaintActor = Actor;

/** What a citizen files (citizen spec section 3, the write entity), after the HTTP layer parsed it. */
export interface FileComplaintInput {
  /** uuid primary key, chosen by the caller so that events can name it before the insert. */
  id: string;
  /** Public id shown to people, e.g. 'GOA-2026-000123'. */
  publicId: string;
  /** The filing account; id null for an Open311 filing for a person with no account attached yet (`contact`). */
  reporter: { id: string | null; email: string | null };
  /** The contact an integrator gave (reporter policy 'by_email'); absent otherwise. */
  contact?: ReporterContact | null;
  category: { key: string; name: string; subcategories: readonly string[] };
  subcategory: string;
  otherText?: string | null;
  title: string;
  description?: string | null;
  location: string;
  landmark?: string | null;
  urgency?: string | null;
  anonymous?: boolean;
  /** Show the reporter's words and photos publicly; ignored (false) for an anonymous complaint. */
  showPublicly?: boolean;
  photos: readonly string[];
  /** Photos per complaint of the reporter's plan (citizen spec section 9). */
  photoLimit: number;
  authorizeRepresentative: boolean;
  geo?: GeoInput | null;
  coordinates?: { lat: number; lng: number; source: string; accuracy?: number | null } | null;
  authorityRecipients: readonly AuthorityRecipient[];
  now: Date;
  /** True when `geo` was inferred by the server from the nearest place, not chosen by the citizen. */
  geoInferred?: boolean;
  /** The citizen confirmed a chosen taluka that the pin contradicts (the server found the contradiction). */
  geoMismatchConfirmed?: boolean;
  /** The Open311 API key filing the complaint (null or absent: the wizard). */
  apiKeyId?: string | null;
  /** A complaint filed in a WhatsApp conversation (docs/adr/0151-whatsapp-channel.md); absent: the web or Open311. */
  viaWhatsApp?: boolean;
}

/** How a complaint reached the portal: the web wizard, an Open311 client, or a WhatsApp conversation. */
export type ComplaintChannel = 'web' | 'open311' | 'whatsapp';

/**
 * The person an Open311 integrator filed for, under a key whose reporter policy is 'by_email': kept with the
 * complaint (shown to admins and the authority like a reporter's details) until the person claims the complaint.
 */
export interface ReporterContact {
  /** Lowercased and trimmed. */
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/** What `Complaint.check` needs: the citizen's input and the plan's photo limit. */
export type FilingToCheck = Omit<
  FileComplaintInput,
  'id' | 'publicId' | 'reporter' | 'contact' | 'authorityRecipients' | 'now' | 'apiKeyId' | 'geoInferred' | 'geoMismatchConfirmed' | 'viaWhatsApp'
> & {
  /** False for an Open311 filing (many Open311 clients send no photo); the wizard requires one. Default true. */
  photoRequired?: boolean;
};

/** The normalised values of a filing that passed `Complaint.check`. */
export interface CheckedFiling {
  title: string;
  location: string;
  subcategory: string;
  otherText: string | null;
  photos: string[];
  urgency: Urgency;
  geo: ComplaintGeo | null;
  coordinates: ComplaintCoordinates;
}

const numeric = {
  to: (v: number | null) => v,
  from: (v: string | null) => (v === null ? null : Number(v)),
};

/** 'Other' or 'Others' in any case (citizen spec section 5: offered separately from the subcategories). */
export function isOtherSubcategory(value: string): boolean {
  return /^others?$/i.test(value.trim());
}

/**
 * Resolves the chosen issue against the category (citizen spec section 5): one of the category's
 * subcategories (case-insensitive, stored with the category's spelling), or Other with text.
 */
export function resolveSubcategory(
  category: { subcategories: readonly string[] },
  subcategory: string,
  otherText: string | null | undefined,
): { subcategory: string; otherText: string | null } {
  const chosen = subcategory.trim();
  if (!chosen) throw ValidationError.field('subcategory', Messages.complaint.hintIssue);
  if (isOtherSubcategory(chosen)) {
    const text = (otherText ?? '').trim();
    if (!text) throw ValidationError.field('otherText', Messages.complaint.hintIssue);
    return { subcategory: OTHER_SUBCATEGORY, otherText: text };
  }
  const match = subcategoryChoices(category.subcategories).find((s) => s.toLowerCase() === chosen.toLowerCase());
  if (!match) throw ValidationError.field('subcategory', Messages.complaint.subcategoryInvalid);
  return { subcategory: match, otherText: null };
}

/**
 * The largest device accuracy a complaint records, in metres (1,000 km: a browser's guess from the network is a few
 * kilometres): beyond it the point says nothing, and the column (numeric(10,2)) holds at most 99,999,999.99.
 */
export const ACCURACY_MAX_METRES = 1_000_000;

/**
 * A citizen's complaint (citizen spec section 3; admin spec section 3). One class for persistence and
 * behaviour: `Complaint.file` checks the filing rules of citizen spec section 5 and raises ComplaintFiled;
 * `changeStatus` and `archive` serve the admin complaints desk (admin spec section 4).
 */
@Entity('complaints')
@Check('complaints_title_check', 'length(btrim(title)) > 0')
@Check('complaints_channel_check', "channel IN ('web', 'open311', 'whatsapp')")
@Check('complaints_location_check', 'length(btrim(location)) > 0')
@Check('complaints_urgency_check', "urgency IN ('low', 'medium', 'high', 'critical')")
@Check('complaints_photos_check', 'cardinality(photos) >= 1 OR api_key_id IS NOT NULL')
@Check('complaints_authorize_representative_check', 'authorize_representative')
@Check('complaints_lat_check', 'lat BETWEEN -90 AND 90')
@Check('complaints_lng_check', 'lng BETWEEN -180 AND 180')
@Check('complaints_location_source_check', "location_source IN ('exif', 'geolocation', 'manual', 'search')")
@Check('complaints_accuracy_m_check', 'accuracy_m IS NULL OR accuracy_m >= 0')
@Check('complaints_status_check', "status IN ('pending', 'in_progress', 'resolved', 'rejected', 'forwarded')")
@Index('complaints_archived_created_public_idx', ['archived', 'createdAt', 'publicId'])
@Index('complaints_status_archived_created_public_idx', ['status', 'archived', 'createdAt', 'publicId'])
@Index('complaints_reporter_created_idx', ['reporterId', 'createdAt'])
@Index('complaints_category_idx', ['categoryKey'])
// The desk's due-date sort and overdue filter, the map's and open data's newest-first reads (migration 1763802530000):
// INCLUDE columns and a partial predicate, which @Index cannot describe.
@Index('complaints_created_public_idx', { synchronize: false })
@Index('complaints_archived_due_public_idx', { synchronize: false })
@Index('complaints_overdue_created_idx', { synchronize: false })
@Index('complaints_ladder_idx', { synchronize: false })
// The clean-up of unreferenced uploads (migration 1763803400000): a GIN index and a partial one.
@Index('complaints_photos_gin_idx', { synchronize: false })
@Index('complaints_fix_photo_idx', { synchronize: false })
@Index('complaints_follow_up_due_idx', { synchronize: false })
@Check('complaints_escalation_level_check', 'escalation_level BETWEEN 0 AND 2')
@Index('complaints_api_key_created_idx', ['apiKeyId', 'createdAt'])
// A key's filings for one reporter email in a month; partial (only Open311 'by_email' rows carry an email).
@Index('complaints_api_key_email_idx', { synchronize: false })
@Index('complaints_updated_idx', ['updatedAt'])
@Check('complaints_reporter_email_check', 'reporter_email IS NULL OR (reporter_email = lower(btrim(reporter_email)) AND api_key_id IS NOT NULL)')
@Check('complaints_show_publicly_check', 'NOT (show_publicly AND anonymous)')
@Index('complaints_map_idx', { synchronize: false })
@Index('complaints_map_lng_idx', { synchronize: false })
// A map box's newest complaints, cell by cell (migration 1763805500000): an index on a function's value.
@Index('complaints_map_cell_created_idx', { synchronize: false })
@Index('complaints_taluka_idx', { synchronize: false })
@Index('complaints_ulb_idx', { synchronize: false })
@Index('complaints_earth_idx', { synchronize: false })
@Index('complaints_answered_idx', { synchronize: false })
@Index('complaints_returned_idx', { synchronize: false })
@Check('complaints_support_count_check', 'support_count >= 0')
export class Complaint {
  @PrimaryColumn('uuid') id: string;
  /** The public id ('GOA-2026-000123'), unique; used as `id` in every response. */
  @Index('complaints_public_id_uq', { unique: true }) @Column({ name: 'public_id', type: 'text' }) publicId: string;
  /** The reporting user; null once that account is deleted (the complaint is kept for the authority's record). */
  @ForeignKey('User', { name: 'complaints_reporter_id_fkey', onDelete: 'SET NULL' })
  @Column({ name: 'reporter_id', type: 'uuid', nullable: true })
  reporterId: string | null;
  @Column({ name: 'category_key', type: 'text' }) categoryKey: string;
  @Column({ type: 'text' }) subcategory: string;
  @Column({ name: 'other_text', type: 'text', nullable: true }) otherText: string | null;
  @Column({ type: 'text' }) title: string;
  @Column({ type: 'text', default: '' }) description: string;
  @Column({ type: 'text' }) location: string;
  @Column({ type: 'text', default: '' }) landmark: string;
  @Column({ type: 'text', default: DEFAULT_URGENCY }) urgency: Urgency;
  @Column({ type: 'boolean', default: false }) anonymous: boolean;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) photos: string[];
  @Column({ name: 'authorize_representative', type: 'boolean' }) authorizeRepresentative: boolean;
  @Column({ type: 'jsonb', nullable: true }) geo: ComplaintGeo | null;
  /** Degrees, 6 decimals. */
  @Column({ type: 'numeric', precision: 9, scale: 6, transformer: numeric }) lat: number;
  /** Degrees, 6 decimals. */
  @Column({ type: 'numeric', precision: 9, scale: 6, transformer: numeric }) lng: number;
  @Column({ name: 'location_source', type: 'text' }) locationSource: LocationSource;
  /** Device accuracy in metres, when known. */
  @Column({ name: 'accuracy_m', type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numeric }) accuracyMetres: number | null;
  /** True when the point was just outside Goa and was snapped to the border (citizen spec section 4). */
  @Column({ name: 'outside_bounds', type: 'boolean', default: false }) outsideBounds: boolean;
  @Column({ type: 'text', default: ComplaintStatus.Pending }) status: ComplaintStatus;
  @Column({ type: 'jsonb', default: () => "'[]'" }) updates: ComplaintUpdate[];
  @Column({ type: 'boolean', default: false }) archived: boolean;
  /** Resolved at filing time from the location codes and category (admin spec section 3). */
  @Column({ name: 'authority_recipients', type: 'jsonb', default: () => "'[]'" }) authorityRecipients: AuthorityRecipient[];
  /** Filing time; the quota month is counted on it. Set by `file`, so it matches the quota check. */
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  /** When the authority must have acted: set by `forward`, restarted by a reopen; null before forwarding. */
  @Column({ name: 'due_at', type: 'timestamptz', nullable: true }) dueAt: Date | null;
  /** The highest escalation level reached (0: none yet, or only the reminder). */
  @Column({ name: 'escalation_level', type: 'smallint', default: 0 }) escalationLevel: EscalationLevel;
  /** An admin paused the ladder for this complaint (with a note). */
  @Column({ name: 'escalation_paused', type: 'boolean', default: false }) escalationPaused: boolean;
  @Column({ name: 'escalation_pause_note', type: 'text', default: '' }) escalationPauseNote: string;
  /**
   * When the current resolution began (the first entry of the latest unbroken run of 'resolved' entries); null while the
   * complaint is not resolved. Kept by `recordStatus`, so that the daily "Was it fixed?" run finds the resolutions four
   * weeks old through an index instead of reading every resolved complaint's history.
   */
  @Column({ name: 'resolved_since', type: 'timestamptz', nullable: true }) resolvedSince: Date | null;
  /** When the reporter confirmed the fix of the latest resolution; null when not (yet) confirmed. */
  @Column({ name: 'fix_confirmed_at', type: 'timestamptz', nullable: true }) fixConfirmedAt: Date | null;
  /** The after-photo sent with the confirmation, if any. */
  @Column({ name: 'fix_photo', type: 'text', nullable: true }) fixPhoto: string | null;
  /** True when the after-photo's EXIF GPS lay within FIX_VERIFY_RADIUS_METRES of the pin (read by the server). */
  @Column({ name: 'fix_verified', type: 'boolean', default: false }) fixVerified: boolean;
  /** The Open311 API key the complaint was filed with (integration context); null when filed through the wizard. */
  @Column({ name: 'api_key_id', type: 'uuid', nullable: true }) apiKeyId: string | null;
  /** How the complaint reached the portal (web, open311, whatsapp), shown on the admins' desk. */
  @Column({ type: 'text', default: 'web' }) channel: ComplaintChannel;
  /**
   * The reporter opted in at filing to show the title, description, photos, location text and landmark on the public
   * map and page; off by default and always false for an anonymous complaint.
   */
  @Column({ name: 'show_publicly', type: 'boolean', default: false }) showPublicly: boolean;
  /** The location codes were filled by the server from the nearest village or ULB: the citizen gave none. */
  @Column({ name: 'geo_inferred', type: 'boolean', default: false }) geoInferred: boolean;
  /**
   * The pin's nearest village or ULB lies in another taluka (district, for a place chosen without a taluka) than the
   * location the citizen chose, and the citizen confirmed both at filing (docs/adr/0121-pin-and-place-must-agree.md).
   */
  @Column({ name: 'geo_mismatch_confirmed', type: 'boolean', default: false }) geoMismatchConfirmed: boolean;
  /**
   * The authority acknowledged with an expected completion date: the ladder takes no step before it, then resumes
   * from the rung it was on. Null when no hold.
   */
  @Column({ name: 'escalation_held_until', type: 'timestamptz', nullable: true }) escalationHeldUntil: Date | null;
  /** The authority returned the complaint as not its jurisdiction; cleared by the next forward. The ladder pauses. */
  @Column({ name: 'returned_at', type: 'timestamptz', nullable: true }) returnedAt: Date | null;
  /** What the authority said when returning it, with its suggested office and address. */
  @Column({ name: 'returned_note', type: 'jsonb', nullable: true }) returnedNote: ReturnedNote | null;
  /** The authority's first answer (any action or published email reply); null until then. */
  @Column({ name: 'first_answered_at', type: 'timestamptz', nullable: true }) firstAnsweredAt: Date | null;
  /**
   * The contact an Open311 integrator gave for the person it filed for (reporter policy 'by_email'); null otherwise.
   * Kept after the person claims the complaint. Such a complaint never counts against a citizen's monthly quota.
   */
  @Column({ name: 'reporter_email', type: 'text', nullable: true }) reporterEmail: string | null;
  @Column({ name: 'reporter_first_name', type: 'text', nullable: true }) reporterFirstName: string | null;
  @Column({ name: 'reporter_last_name', type: 'text', nullable: true }) reporterLastName: string | null;
  @Column({ name: 'reporter_phone', type: 'text', nullable: true }) reporterPhone: string | null;
  /** How many citizens said 'Me too'; the reporter is not counted. */
  @Column({ name: 'support_count', type: 'int', default: 0 }) supportCount: number;

  /**
   * Checks the filing rules of citizen spec section 5, each with the spec's message, and returns the
   * normalised values: title and location text required (trimmed); a subcategory of the category or Other
   * with text; coordinates required and inside Goa, a point outside by at most 0.05 degrees being snapped
   * to the border and flagged outsideBounds, further out refused with OUTSIDE_GOA; at least one photo and
   * at most the plan's photo limit; the authorisation box ticked; urgency one of the four (default medium).
   * Pure: the command handler runs it before it takes a public id, so a refused complaint leaves no gap.
   */
  static check(input: FilingToCheck): CheckedFiling {
    const title = input.title.trim();
    if (!title) throw ValidationError.field('title', Messages.complaint.hintTitle);
    const location = input.location.trim();
    if (!location) throw ValidationError.field('location', Messages.complaint.hintLocationText);
    const { subcategory, otherText } = resolveSubcategory(input.category, input.subcategory, input.otherText);

    const coordinates = input.coordinates;
    if (!coordinates || !Number.isFinite(coordinates.lat) || !Number.isFinite(coordinates.lng)) {
      throw ValidationError.field('coordinates', Messages.complaint.captureLocation);
    }
    if (!(LOCATION_SOURCES as readonly string[]).includes(coordinates.source)) {
      throw ValidationError.field('coordinates.source', Messages.complaint.captureLocation);
    }
    const snapped = snapToGoa(coordinates);
    if (!snapped.ok) throw new OutsideGoaError(coordinates);

    const photos = [...new Set(input.photos.map((p) => p.trim()).filter(Boolean))];
    if (photos.length === 0 && input.photoRequired !== false) throw ValidationError.field('photos', Messages.complaint.addPhoto);
    if (photos.length > input.photoLimit) {
      throw ValidationError.field('photos', formatMessage(Messages.complaint.photoLimitExceeded, { n: input.photoLimit }));
    }
    if (input.authorizeRepresentative !== true) throw ValidationError.field('authorizeRepresentative', Messages.complaint.hintAuthorize);

    const urgency = input.urgency ?? DEFAULT_URGENCY;
    if (!(URGENCIES as readonly string[]).includes(urgency)) throw ValidationError.field('urgency', Messages.complaint.urgencyInvalid);
    const accuracy = coordinates.accuracy ?? null;
    if (accuracy !== null && !(Number.isFinite(accuracy) && accuracy >= 0 && accuracy <= ACCURACY_MAX_METRES))
      throw ValidationError.field('coordinates.accuracy', Messages.complaint.captureLocation);

    return {
      title,
      location,
      subcategory,
      otherText,
      photos,
      urgency: urgency as Urgency,
      geo: normaliseGeo(input.geo),
      coordinates: { lat: snapped.lat, lng: snapped.lng, source: coordinates.source as LocationSource, accuracy, outsideBounds: snapped.outsideBounds },
    };
  }

  /**
   * Files a complaint (citizen spec sections 3 to 5) with the rules of `check`: pass the result of `check` when
   * the caller already ran it on this input, so that the rules run once. Status starts pending with the first
   * update 'Complaint submitted'. Returns the complaint and its ComplaintFiled event.
   */
  static file(input: FileComplaintInput, checked: CheckedFiling = Complaint.check(input)): { complaint: Complaint; events: DomainEvent[] } {
    const complaint = new Complaint();
    complaint.id = input.id;
    complaint.publicId = input.publicId;
    complaint.reporterId = input.reporter.id;
    complaint.reporterEmail = input.contact?.email ?? null;
    complaint.reporterFirstName = input.contact?.firstName ?? null;
    complaint.reporterLastName = input.contact?.lastName ?? null;
    complaint.reporterPhone = input.contact?.phone ?? null;
    complaint.categoryKey = input.category.key;
    complaint.subcategory = checked.subcategory;
    complaint.otherText = checked.otherText;
    complaint.title = checked.title;
    complaint.description = (input.description ?? '').trim();
    complaint.location = checked.location;
    complaint.landmark = (input.landmark ?? '').trim();
    complaint.urgency = checked.urgency;
    complaint.anonymous = input.anonymous === true;
    complaint.showPublicly = input.showPublicly === true && !complaint.anonymous;
    complaint.photos = checked.photos;
    complaint.authorizeRepresentative = true;
    complaint.geo = checked.geo;
    complaint.geoInferred = checked.geo !== null && input.geoInferred === true;
    complaint.geoMismatchConfirmed = checked.geo !== null && input.geoMismatchConfirmed === true;
    complaint.lat = checked.coordinates.lat;
    complaint.lng = checked.coordinates.lng;
    complaint.locationSource = checked.coordinates.source;
    complaint.accuracyMetres = checked.coordinates.accuracy;
    complaint.outsideBounds = checked.coordinates.outsideBounds;
    complaint.status = ComplaintStatus.Pending;
    complaint.updates = [
      {
        status: ComplaintStatus.Pending,
        date: input.now.toISOString(),
        message: Messages.complaint.submitted,
        source: input.apiKeyId ? 'integrator' : 'reporter',
      },
    ];
    complaint.archived = false;
    complaint.authorityRecipients = input.authorityRecipients.map((r) => ({ ...r }));
    complaint.createdAt = input.now;
    complaint.updatedAt = input.now;
    complaint.apiKeyId = input.apiKeyId ?? null;
    complaint.channel = input.apiKeyId ? 'open311' : input.viaWhatsApp ? 'whatsapp' : 'web';
    complaint.supportCount = 0;

    const event = complaintEvent(ComplaintEvent.Filed, input.reporter, complaint.publicId, {
      complaintId: complaint.publicId,
      reporterId: input.reporter.id,
      categoryKey: complaint.categoryKey,
      categoryName: input.category.name,
      subcategory: complaint.subcategory,
      title: complaint.title,
      location: complaint.location,
      urgency: complaint.urgency,
      anonymous: complaint.anonymous,
      status: complaint.status,
      photoCount: checked.photos.length,
      outsideBounds: complaint.outsideBounds,
      authorityEmails: complaint.authorityRecipients.map((r) => r.authorityEmail),
      apiKeyId: complaint.apiKeyId,
    });
    return { complaint, events: [event] };
  }

  /**
   * Sets the status and appends an update (admin spec section 4: any status from any state; each saved
   * change adds an entry). A rejection needs a note ('Please add a note explaining the rejection.').
   */
  changeStatus(
    status: string,
    message: string | null | undefined,
    actor: ComplaintActor,
    now: Date = new Date(),
    source: Extract<UpdateSource, 'admin' | 'integrator'> = 'admin',
  ): DomainEvent[] {
    if (!(COMPLAINT_STATUSES as readonly string[]).includes(status)) {
      throw ValidationError.field('status', Messages.admin.complaints.statusInvalid);
    }
    const note = (message ?? '').trim();
    if (status === ComplaintStatus.Rejected && !note) throw ValidationError.field('message', Messages.admin.complaints.rejectionNoteRequired);
    return [this.recordStatus(status as ComplaintStatus, note, actor, now, { source })];
  }

  /**
   * Sets the status, appends its history entry (with the photos added, if any, and who wrote it) and returns
   * ComplaintStatusChanged, whose `source` tells the reporter's email reaction whether another reaction writes to them.
   */
  private recordStatus(
    status: ComplaintStatus,
    note: string,
    actor: ComplaintActor,
    now: Date,
    entry: Pick<ComplaintUpdate, 'source' | 'authorityName' | 'authorityAction'> & { photos?: readonly string[] },
  ): DomainEvent {
    const from = this.status;
    this.status = status;
    if (status !== ComplaintStatus.Resolved) this.resolvedSince = null;
    else if (from !== ComplaintStatus.Resolved || !this.resolvedSince) this.resolvedSince = now;
    const { photos = [], ...who } = entry;
    this.updates = [...this.updates, { status, date: now.toISOString(), message: note, ...(photos.length ? { photos: [...photos] } : {}), ...who }];
    this.updatedAt = now;
    return complaintEvent(ComplaintEvent.StatusChanged, actor, this.publicId, {
      complaintId: this.publicId,
      reporterId: this.reporterId,
      from,
      to: status,
      message: note,
      source: entry.source ?? 'admin',
    });
  }

  /**
   * Forwards the complaint to the authority (admin spec section 4, Forwarding): sets 'forwarded' as
   * `changeStatus` does (an update entry and ComplaintStatusChanged), keeps `recipients` (primary first; those
   * without an email are dropped) as the complaint's authority recipients, and raises ComplaintForwarded for the
   * authority letter and email, carrying `responseLink`: the primary recipient's link, which the caller issued in the
   * same transaction. Refused, with nothing changed, when no recipient has an email.
   */
  forward(
    recipients: readonly AuthorityRecipient[],
    message: string | null | undefined,
    actor: ComplaintActor & { name: string },
    now: Date = new Date(),
    responseDays: number = DEFAULT_RESPONSE_DAYS,
    responseLink: CarriedResponseLink | null = null,
  ): DomainEvent[] {
    const usable = recipients
      .filter((r) => r.authorityEmail.trim() !== '')
      .map((r) => ({
        authorityEmail: r.authorityEmail.trim(),
        authorityName: r.authorityName,
        authorityDesignation: r.authorityDesignation,
        authorityDepartment: r.authorityDepartment,
        // The office's language travels with the forward: the email and the letter are written in it.
        ...(r.language ? { language: r.language } : {}),
      }));
    if (usable.length === 0) throw new NoAuthorityRecipientsError(this.publicId);
    const events = this.changeStatus(ComplaintStatus.Forwarded, message, actor, now);
    this.authorityRecipients = usable;
    this.dueAt = dueDateFor(now, responseDays);
    // A new forward starts over: a return is answered by it, and an earlier acknowledgement's hold no longer applies.
    this.returnedAt = null;
    this.returnedNote = null;
    this.escalationHeldUntil = null;
    return [
      ...events,
      complaintEvent(ComplaintEvent.Forwarded, actor, this.publicId, {
        complaintId: this.publicId,
        reporterId: this.reporterId,
        actorName: actor.name,
        recipients: usable.map((r) => ({ ...r })),
        message: (message ?? '').trim(),
        ...(responseLink ? { responseLink: { ...responseLink } } : {}),
      }),
    ];
  }

  /** The position in the history of the comment an integrator recorded with `externalUpdateId` through `apiKeyId`; -1 when none. */
  integratorUpdateIndex(apiKeyId: string, externalUpdateId: string): number {
    return this.updates.findIndex((u) => u.apiKeyId === apiKeyId && u.externalUpdateId === externalUpdateId);
  }

  /**
   * An Open311 integrator's user commented (POST servicerequestupdates): a history entry with the status unchanged,
   * the comment, photos, and source 'reporter' when the author is the reporter, else 'integrator'; it keeps the key and
   * the integrator's update id (the caller answers a repeat with the first entry). Raises ComplaintCommented (the
   * reporter's email when someone else wrote). The status an integrator sends is not applied: only the desk and the
   * authority change it.
   */
  recordIntegratorComment(
    comment: { apiKeyId: string; externalUpdateId: string; message: string; photos: readonly string[]; byReporter: boolean; authorName: string },
    actor: ComplaintActor,
    now: Date,
  ): { index: number; events: DomainEvent[] } {
    const message = comment.message.trim();
    if (!message) throw ValidationError.field('description', 'description is required.');
    const source: UpdateSource = comment.byReporter ? 'reporter' : 'integrator';
    this.updates = [
      ...this.updates,
      {
        status: this.status,
        date: now.toISOString(),
        message,
        ...(comment.photos.length ? { photos: [...comment.photos] } : {}),
        source,
        apiKeyId: comment.apiKeyId,
        externalUpdateId: comment.externalUpdateId,
        authorName: comment.authorName,
      },
    ];
    this.updatedAt = now;
    const index = this.updates.length - 1;
    return {
      index,
      events: [
        complaintEvent(ComplaintEvent.Commented, actor, this.publicId, {
          complaintId: this.publicId,
          reporterId: this.reporterId,
          source,
          message,
          authorName: comment.authorName,
          index,
        }),
      ],
    };
  }

  /** The contact an integrator gave, or null. */
  get contact(): ReporterContact | null {
    if (!this.reporterEmail) return null;
    return { email: this.reporterEmail, firstName: this.reporterFirstName ?? '', lastName: this.reporterLastName ?? '', phone: this.reporterPhone ?? '' };
  }

  /**
   * Attaches an Open311 complaint filed for `account.email` to that account, once its owner followed the one-time
   * link (ComplaintClaimed). Only a complaint with a contact and no account yet may be claimed, and only by the
   * account of the contact's email (the caller checked the link); the contact stays for the record.
   */
  claim(account: { id: string; email: string }, now: Date = new Date()): DomainEvent[] {
    if (!this.reporterEmail || this.reporterId) throw new ConflictError(Messages.claim.taken);
    if (account.email.trim().toLowerCase() !== this.reporterEmail) throw new ConflictError(Messages.claim.otherEmail);
    this.reporterId = account.id;
    this.updatedAt = now;
    return [complaintEvent(ComplaintEvent.Claimed, account, this.publicId, { complaintId: this.publicId, reporterId: account.id })];
  }

  /** The event of an admin deleting this complaint (admin spec section 7); the caller removes the row and photos. */
  remove(actor: ComplaintActor): DomainEvent[] {
    return [
      complaintEvent(ComplaintEvent.Deleted, actor, this.publicId, {
        complaintId: this.publicId,
        title: this.title,
        reporterId: this.reporterId,
        status: this.status,
        photoCount: this.photos.length,
      }),
    ];
  }

  /** Archives or restores (admin spec section 4); no event when the flag does not change. */
  archive(archived: boolean, message: string | null | undefined, actor: ComplaintActor, now: Date = new Date()): DomainEvent[] {
    if (this.archived === archived) return [];
    this.archived = archived;
    this.updatedAt = now;
    return [
      complaintEvent(archived ? ComplaintEvent.Archived : ComplaintEvent.Restored, actor, this.publicId, {
        complaintId: this.publicId,
        reporterId: this.reporterId,
        message: (message ?? '').trim(),
      }),
    ];
  }

  /**
   * A citizen says 'Me too': refused on the citizen's own complaint (OWN_COMPLAINT) and on a closed or
   * archived one (CONFLICT). The caller inserts the complaint_supports row in the same transaction (its primary key
   * refuses a second 'Me too' by the same citizen). Raises the support count and returns ComplaintSupported.
   */
  support(citizen: ComplaintActor & { id: string }, now: Date = new Date()): DomainEvent[] {
    if (this.reporterId === citizen.id) throw new OwnComplaintError();
    if (!this.open) throw new ConflictError(Messages.complaint.meTooClosed);
    this.supportCount += 1;
    this.updatedAt = now;
    return [
      complaintEvent(ComplaintEvent.Supported, citizen, this.publicId, {
        complaintId: this.publicId,
        supporterId: citizen.id,
        supportCount: this.supportCount,
      }),
    ];
  }

  /**
   * Whether `userId` may follow this complaint (docs/adr/0149-following-a-complaint.md): anyone signed in but its
   * reporter, whose own updates already reach them (OWN_COMPLAINT). Any status: a resolved complaint may be reopened.
   */
  assertFollowableBy(userId: string): void {
    if (this.reporterId === userId) throw new FollowOwnComplaintError();
  }

  /** Open for the escalation ladder: not resolved, rejected or archived. */
  get open(): boolean {
    return !this.archived && this.status !== ComplaintStatus.Resolved && this.status !== ComplaintStatus.Rejected;
  }

  /** Whole days past the due date at `now` (India calendar days); 0 when not overdue, not forwarded, or closed. */
  overdueDaysAt(now: Date): number {
    return this.open ? overdueDays(this.dueAt, now) : 0;
  }

  /**
   * Takes a rung of the escalation ladder: the caller has checked the rung is due (nextLadderStep or
   * reporterEscalation) and resolved its recipients. Appends a history entry (status unchanged) naming who was
   * written to, raises the escalation level, and returns ComplaintEscalationStepTaken (→ the authority's and the
   * reporter's emails), carrying `responseLink`: the primary recipient's link, which the caller issued in the same
   * transaction. The caller inserts the step row in the same transaction (unique per complaint, level, kind).
   */
  takeEscalationStep(
    step: { id: string; level: EscalationLevel; kind: EscalationStepKind; byReporter: boolean },
    recipients: readonly AuthorityRecipient[],
    cc: readonly string[],
    actor: ComplaintActor,
    now: Date,
    responseLink: CarriedResponseLink | null = null,
  ): { daysOverdue: number; events: DomainEvent[] } {
    const daysOverdue = this.overdueDaysAt(now);
    const names = recipients.map((r) => `${r.authorityDesignation || r.authorityName} <${r.authorityEmail}>`).join(', ');
    const note =
      step.kind === 'reminder'
        ? formatMessage(Messages.escalation.reminderNote, { recipients: names, days: daysOverdue })
        : formatMessage(Messages.escalation.escalationNote, { level: step.level, recipients: names });
    this.updates = [...this.updates, { status: this.status, date: now.toISOString(), message: note, source: step.byReporter ? 'reporter' : 'system' }];
    if (step.kind === 'escalation' && step.level > this.escalationLevel) this.escalationLevel = step.level;
    this.updatedAt = now;
    return {
      daysOverdue,
      events: [
        complaintEvent(ComplaintEvent.EscalationStepTaken, actor, this.publicId, {
          complaintId: this.publicId,
          reporterId: this.reporterId,
          stepId: step.id,
          level: step.level,
          kind: step.kind,
          byReporter: step.byReporter,
          daysOverdue,
          dueAt: this.dueAt ? this.dueAt.toISOString() : now.toISOString(),
          recipients: recipients.map((r) => ({ ...r })),
          cc: [...cc],
          ...(responseLink ? { responseLink: { ...responseLink } } : {}),
        }),
      ],
    };
  }

  /** Pauses or resumes the ladder for this complaint; a pause needs a note. No event when nothing changes. */
  pauseEscalation(paused: boolean, note: string | null | undefined, actor: ComplaintActor, now: Date): DomainEvent[] {
    const text = (note ?? '').trim();
    if (paused && !text) throw ValidationError.field('note', Messages.escalation.pauseNoteRequired);
    if (this.escalationPaused === paused) return [];
    this.escalationPaused = paused;
    this.escalationPauseNote = paused ? text : '';
    const message = paused ? formatMessage(Messages.escalation.paused, { note: text }) : Messages.escalation.resumed;
    this.updates = [...this.updates, { status: this.status, date: now.toISOString(), message, source: 'admin' }];
    this.updatedAt = now;
    return [complaintEvent(ComplaintEvent.EscalationPaused, actor, this.publicId, { complaintId: this.publicId, paused, note: text })];
  }

  /**
   * Hides one authority answer from the public page, or shows it again: `answerIndex` is the entry's position in the
   * history (from 0, as Open311's update ids), which stays put because the history only grows. Hiding needs a reason,
   * kept on the entry and shown publicly in the answer's place; `reason` null shows the answer again. Anything but an
   * authority's entry is 404 (answerNotFound). Hiding again replaces the reason; showing a shown answer changes nothing.
   * Raises ComplaintAuthorityAnswerHidden (audit).
   */
  hideAuthorityAnswer(answerIndex: number, reason: string | null, actor: ComplaintActor, now: Date): DomainEvent[] {
    const entry = Number.isInteger(answerIndex) ? this.updates[answerIndex] : undefined;
    if (!entry || entry.source !== 'authority') throw new NotFoundError(Messages.respond.answerNotFound);
    const text = reason === null ? null : reason.trim();
    if (text === '') throw ValidationError.field('reason', Messages.respond.hideReasonRequired);
    if (text === null && entry.hiddenReason === undefined) return [];
    if (text !== null && entry.hiddenReason === text) return [];
    const { hiddenReason: _reason, hiddenAt: _at, ...shown } = entry;
    const changed: ComplaintUpdate = text === null ? shown : { ...shown, hiddenReason: text, hiddenAt: now.toISOString() };
    this.updates = this.updates.map((u, i) => (i === answerIndex ? changed : u));
    this.updatedAt = now;
    return [
      complaintEvent(ComplaintEvent.AuthorityAnswerHidden, actor, this.publicId, {
        complaintId: this.publicId,
        answerIndex,
        authorityName: entry.authorityName ?? '',
        hidden: text !== null,
        reason: text ?? '',
      }),
    ];
  }

  /**
   * When the current resolution began: the first entry of the latest unbroken run of 'resolved' entries in
   * the history (entries a pause or a confirmation add keep the status), or null when the complaint is not resolved.
   */
  get resolvedAt(): Date | null {
    if (this.status !== ComplaintStatus.Resolved) return null;
    if (this.resolvedSince) return this.resolvedSince;
    let start: ComplaintUpdate | undefined;
    for (let i = this.updates.length - 1; i >= 0 && this.updates[i].status === ComplaintStatus.Resolved; i--) start = this.updates[i];
    return start ? new Date(start.date) : this.updatedAt;
  }

  /**
   * Until when the reporter may confirm the fix or reopen: FIX_WINDOW_DAYS after the resolution, while the
   * complaint is resolved, not archived and its fix not yet confirmed; null when neither is possible at `now`.
   */
  fixActionsUntil(now: Date): Date | null {
    const resolvedAt = this.resolvedAt;
    if (!resolvedAt || this.archived || this.fixConfirmedAt) return null;
    const until = new Date(resolvedAt.getTime() + FIX_WINDOW_DAYS * 24 * 3600 * 1000);
    return now.getTime() <= until.getTime() ? until : null;
  }

  private assertFixActionsOpen(now: Date): void {
    if (this.status === ComplaintStatus.Resolved && this.fixConfirmedAt) throw new ConflictError(Messages.escalation.fixAlreadyConfirmed);
    if (!this.fixActionsUntil(now)) throw new ConflictError(formatMessage(Messages.escalation.fixWindowClosed, { days: FIX_WINDOW_DAYS }));
  }

  /**
   * The reporter confirms the fix: within FIX_WINDOW_DAYS of 'resolved', once per resolution, optionally
   * with an after-photo; `photo.verified` (decided by the caller from the photo's EXIF GPS, within
   * FIX_VERIFY_RADIUS_METRES of the pin) marks the fix verified. The status stays resolved; a history entry is added
   * and ComplaintFixConfirmed raised (→ the reporter's status email). 409 outside the window or when already confirmed.
   */
  confirmFix(photo: { url: string; verified: boolean } | null, actor: ComplaintActor, now: Date): DomainEvent[] {
    this.assertFixActionsOpen(now);
    return this.recordFixConfirmed(photo, actor, now, (verified) =>
      verified
        ? formatMessage(Messages.escalation.fixVerifiedNote, { metres: FIX_VERIFY_RADIUS_METRES })
        : photo
          ? Messages.escalation.fixConfirmedWithPhotoNote
          : Messages.escalation.fixConfirmedNote,
    );
  }

  /**
   * Records the reporter's confirmation of the fix: the time, the photo (an after-photo the authority sent with the
   * resolution may already have verified the fix; a confirmation keeps it), a history entry with the message `noteFor`
   * writes for the verification reached, and ComplaintFixConfirmed.
   */
  private recordFixConfirmed(
    photo: { url: string; verified: boolean } | null,
    actor: ComplaintActor,
    now: Date,
    noteFor: (verified: boolean) => string,
  ): DomainEvent[] {
    this.fixConfirmedAt = now;
    this.fixPhoto = photo?.url ?? this.fixPhoto;
    this.fixVerified = photo?.verified === true || this.fixVerified;
    const message = noteFor(this.fixVerified);
    this.updates = [...this.updates, { status: this.status, date: now.toISOString(), message, ...(photo ? { photos: [photo.url] } : {}), source: 'reporter' }];
    this.updatedAt = now;
    return [
      complaintEvent(ComplaintEvent.FixConfirmed, actor, this.publicId, {
        complaintId: this.publicId,
        reporterId: this.reporterId,
        photo: this.fixPhoto,
        verified: this.fixVerified,
        message,
      }),
    ];
  }

  /**
   * The reporter reopens a resolved complaint: within FIX_WINDOW_DAYS of 'resolved' and before confirming
   * the fix, with a note (required) and photos (checked by the caller). Back to in_progress with a history entry,
   * the due date restarted (the end of today plus `responseDays`, India time) and the escalation ladder resuming
   * where it stood once that date passes. Raises ComplaintStatusChanged (→ the reporter's status email) and
   * ComplaintReopened (→ the authority's email, carrying `responseLink`: the primary recipient's link, which the caller
   * issued in the same transaction).
   */
  reopen(
    message: string | null | undefined,
    photos: readonly string[],
    actor: ComplaintActor,
    now: Date,
    responseDays: number = DEFAULT_RESPONSE_DAYS,
    responseLink: CarriedResponseLink | null = null,
  ): DomainEvent[] {
    const text = (message ?? '').trim();
    if (!text) throw ValidationError.field('message', Messages.escalation.reopenMessageRequired);
    this.assertFixActionsOpen(now);
    const note = formatMessage(Messages.escalation.reopenedNote, { message: text });
    const statusChanged = this.recordStatus(ComplaintStatus.InProgress, note, actor, now, { photos, source: 'reporter' });
    this.dueAt = dueDateFor(now, responseDays);
    this.escalationHeldUntil = null;
    this.fixPhoto = null;
    this.fixVerified = false;
    return [
      statusChanged,
      complaintEvent(ComplaintEvent.Reopened, actor, this.publicId, {
        complaintId: this.publicId,
        reporterId: this.reporterId,
        message: text,
        photos: [...photos],
        reopenedAt: now.toISOString(),
        dueAt: this.dueAt.toISOString(),
        recipients: this.authorityRecipients.map((r) => ({ ...r })),
        ...(responseLink ? { responseLink: { ...responseLink } } : {}),
      }),
    ];
  }

  /**
   * The reporter answers the four-week follow-up "fixed" (docs/adr/0148): the fix is confirmed as by confirmFix, past
   * its 30-day window (the follow-up comes at four weeks and its reminder at five), with the handling rating kept by the
   * follow-up row. 409 when the complaint is no longer resolved or its fix was confirmed already.
   */
  confirmFixOnFollowUp(photo: { url: string; verified: boolean } | null, actor: ComplaintActor, now: Date): DomainEvent[] {
    if (this.status !== ComplaintStatus.Resolved || this.archived) throw new ConflictError(Messages.followUp.notFound);
    if (this.fixConfirmedAt) throw new ConflictError(Messages.escalation.fixAlreadyConfirmed);
    return this.recordFixConfirmed(photo, actor, now, () => Messages.followUp.fixedNote);
  }

  /**
   * A reopening outside the reporter's 30-day window: the reporter's "not fixed" answer to the four-week follow-up
   * (`source` 'reporter') or an admin acting on a "still broken" report (`source` 'admin'; docs/adr/0148). The same
   * effects and events as `reopen` (back to in_progress, the due date restarted, the ladder resuming, the office
   * emailed through ComplaintReopened); `message` is what the office reads, `note` the history line. 409 unless resolved.
   */
  reopenAfterResolution(
    input: { message: string; note: string; photos: readonly string[]; source: 'reporter' | 'admin' },
    actor: ComplaintActor,
    now: Date,
    responseDays: number = DEFAULT_RESPONSE_DAYS,
    responseLink: CarriedResponseLink | null = null,
  ): DomainEvent[] {
    if (this.status !== ComplaintStatus.Resolved || this.archived) throw new ConflictError(Messages.followUp.stillBrokenNotResolved);
    const statusChanged = this.recordStatus(ComplaintStatus.InProgress, input.note, actor, now, { photos: input.photos, source: input.source });
    this.dueAt = dueDateFor(now, responseDays);
    this.escalationHeldUntil = null;
    this.fixPhoto = null;
    this.fixVerified = false;
    this.fixConfirmedAt = null;
    return [
      statusChanged,
      complaintEvent(ComplaintEvent.Reopened, actor, this.publicId, {
        complaintId: this.publicId,
        reporterId: this.reporterId,
        message: input.message,
        photos: [...input.photos],
        reopenedAt: now.toISOString(),
        dueAt: this.dueAt.toISOString(),
        recipients: this.authorityRecipients.map((r) => ({ ...r })),
        ...(responseLink ? { responseLink: { ...responseLink } } : {}),
      }),
    ];
  }

  /**
   * Records an authority's answer (through its response link or an email reply; docs/adr/0090). Refused with 400
   * VALIDATION_FAILED: an unknown action; a missing message where the action needs one; an expected date outside
   * (today, today + AUTHORITY_EXPECTED_BY_MAX_DAYS] (India time); more than AUTHORITY_PHOTO_LIMIT photos; a
   * resolution of a resolved complaint; any answer on an archived or rejected one. Effects by action:
   * - acknowledge: the status stays; with `expectedBy`, the ladder holds until then (escalationHeldUntil);
   * - in_progress: status in_progress;
   * - resolved: status resolved (the complaint leaves the ladder; the reporter may confirm or reopen); an after-photo
   *   with EXIF GPS within FIX_VERIFY_RADIUS_METRES of the pin (`verifiedPhoto`, decided by the caller) verifies the fix;
   * - not_ours: the status stays, the ladder pauses and the desk lists it as returned, with the suggestion;
   * - message: a history entry only.
   * Every answer appends a history entry with source 'authority' and the authority's name, sets firstAnsweredAt once,
   * and raises ComplaintAuthorityResponded (→ the reporter's email, the scorecards, the audit log); a status change
   * also raises ComplaintStatusChanged with source 'authority' (→ the map, the scorecards; not a second email).
   */
  recordAuthorityResponse(input: AuthorityResponseInput, actor: ComplaintActor, now: Date): DomainEvent[] {
    const action = input.action;
    if (!(AUTHORITY_ACTIONS as readonly string[]).includes(action)) throw ValidationError.field('action', Messages.respond.actionInvalid);
    if (this.archived || this.status === ComplaintStatus.Rejected) throw ValidationError.field('action', Messages.respond.closed);
    const message = input.message.trim();
    if (!message && AUTHORITY_ACTIONS_NEEDING_MESSAGE.includes(action)) throw ValidationError.field('message', Messages.respond.messageRequired);
    if (action === 'resolved' && this.status === ComplaintStatus.Resolved) throw ValidationError.field('action', Messages.respond.alreadyResolved);
    if (input.photos.length > AUTHORITY_PHOTO_LIMIT) {
      throw ValidationError.field('photos', formatMessage(Messages.respond.photosTooMany, { max: AUTHORITY_PHOTO_LIMIT }));
    }
    const expectedBy = action === 'acknowledge' ? input.expectedBy : null;
    if (expectedBy && !expectedByAllowed(expectedBy, now)) {
      throw ValidationError.field('expectedBy', formatMessage(Messages.respond.expectedByInvalid, { days: AUTHORITY_EXPECTED_BY_MAX_DAYS }));
    }
    const authorityName = input.authority.name.trim() || input.authority.email;
    const authorityAction: ComplaintUpdate['authorityAction'] = input.channel === 'email' && action === 'message' ? 'reply' : action;
    const entry = { source: 'authority' as const, authorityName, authorityAction };
    const photos = [...input.photos];
    const from = this.status;
    const events: DomainEvent[] = [];

    if (action === 'in_progress' || action === 'resolved') {
      const to = action === 'resolved' ? ComplaintStatus.Resolved : ComplaintStatus.InProgress;
      events.push(this.recordStatus(to, message, actor, now, { ...entry, photos }));
      this.returnedAt = null;
      this.returnedNote = null;
      if (action === 'resolved') {
        this.escalationHeldUntil = null;
        this.fixConfirmedAt = null;
        this.fixPhoto = input.verifiedPhoto;
        this.fixVerified = input.verifiedPhoto !== null;
      }
    } else {
      this.updates = [
        ...this.updates,
        {
          status: this.status,
          date: now.toISOString(),
          message,
          ...(photos.length ? { photos } : {}),
          ...entry,
          ...(expectedBy ? { expectedBy: expectedBy.toISOString() } : {}),
        },
      ];
      this.updatedAt = now;
      if (expectedBy) this.escalationHeldUntil = expectedBy;
      if (action === 'not_ours') {
        this.returnedAt = now;
        this.returnedNote = {
          authorityName,
          authorityEmail: input.authority.email,
          message,
          suggestedOffice: input.suggestedOffice.trim(),
          suggestedEmail: input.suggestedEmail.trim(),
          at: now.toISOString(),
        };
      }
    }
    this.firstAnsweredAt ??= now;
    events.push(
      complaintEvent(ComplaintEvent.AuthorityResponded, actor, this.publicId, {
        complaintId: this.publicId,
        reporterId: this.reporterId,
        action,
        channel: input.channel,
        authorityName,
        authorityEmail: input.authority.email,
        message,
        expectedBy: expectedBy ? expectedBy.toISOString() : null,
        photos,
        fixVerified: action === 'resolved' && input.verifiedPhoto !== null,
        suggestedOffice: action === 'not_ours' ? input.suggestedOffice.trim() : '',
        suggestedEmail: action === 'not_ours' ? input.suggestedEmail.trim() : '',
        from,
        to: this.status,
      }),
    );
    return events;
  }

  /** The ladder waits for this complaint at `now`: an admin paused it, the authority returned it, or an acknowledgement holds it. */
  ladderWaitsAt(now: Date): boolean {
    return this.escalationPaused || this.returnedAt !== null || (this.escalationHeldUntil !== null && now.getTime() < this.escalationHeldUntil.getTime());
  }
}

/**
 * An acknowledgement's expected date is allowed: after `now` and no later than the end of the day
 * AUTHORITY_EXPECTED_BY_MAX_DAYS ahead, India time.
 */
export function expectedByAllowed(expectedBy: Date, now: Date): boolean {
  return expectedBy.getTime() > now.getTime() && expectedBy.getTime() <= dueDateFor(now, AUTHORITY_EXPECTED_BY_MAX_DAYS).getTime();
}

/** A code as digits, or null when absent or blank; anything else is refused. */
function geoCode(field: string, value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  if (!/^\d{1,9}$/.test(text) || Number(text) <= 0) throw ValidationError.field(`geo.${field}`, Messages.complaint.geoInvalid);
  return String(Number(text));
}

function normaliseGeo(geo: GeoInput | null | undefined): ComplaintGeo | null {
  if (!geo) return null;
  const value = {
    districtCode: geoCode('districtCode', geo.districtCode),
    subdistrictCode: geoCode('subdistrictCode', geo.subdistrictCode),
    villageCode: geoCode('villageCode', geo.villageCode),
    ulbCode: geoCode('ulbCode', geo.ulbCode),
  };
  if (value.villageCode !== null && value.ulbCode !== null) throw ValidationError.field('geo', Messages.complaint.geoInvalid);
  return Object.values(value).every((v) => v === null) ? null : value;
}
