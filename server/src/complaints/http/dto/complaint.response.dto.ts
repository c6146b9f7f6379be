import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AUTHORITY_ACTIONS,
  UPDATE_SOURCES,
  COMPLAINT_STATUSES,
  ESCALATION_LEVELS,
  ESCALATION_STEP_KINDS,
  LOCATION_SOURCES,
  URGENCIES,
  type EscalationLevel,
  type EscalationStepKind,
} from '@civic/contracts';

/** Result of POST /api/complaints. */
export class FileComplaintResponse {
  @ApiProperty({ description: 'The public complaint id', example: 'GOA-2026-000123' }) id: string;
}

export class ComplaintUpdateResponse {
  @ApiProperty({ enum: COMPLAINT_STATUSES, example: 'pending' }) status: string;
  @ApiProperty({ description: "The status in the reader's words (the account's language, else Accept-Language)", example: 'प्रलंबीत' })
  statusLabel: string;
  @ApiProperty({ description: 'ISO 8601 instant', example: '2026-11-22T10:15:00.000Z' }) date: string;
  @ApiProperty({
    description:
      "The entry's words: a line the portal wrote ('Complaint submitted', a reminder, a confirmed fix...) in the reader's language; " +
      'what a person typed (an admin, an authority, the reporter reopening) as typed',
    example: 'तक्रार दाखल जाली',
  })
  message: string;
  @ApiPropertyOptional({
    type: [String],
    description: "Photos added with this entry (the reporter's reopen or confirmed fix, an authority's after-photos); absent otherwise",
    example: ['/uploads/3f2a9c0b7e514d8a9f01c2b3d4e5f607.jpg'],
  })
  photos?: string[];
  @ApiPropertyOptional({
    enum: UPDATE_SOURCES,
    description:
      "Who wrote the entry: admin (the desk), authority (the authority's response link or email reply), reporter, system (the escalation ladder) or integrator (Open311)",
    example: 'authority',
  })
  source?: string;
  @ApiPropertyOptional({ description: "The authority's name, on an entry whose source is authority", example: 'Mamlatdar, Tiswadi' })
  authorityName?: string;
  @ApiPropertyOptional({
    enum: [...AUTHORITY_ACTIONS, 'reply'],
    description: "What the authority answered ('reply': an email reply), on an entry whose source is authority",
    example: 'resolved',
  })
  authorityAction?: string;
  @ApiPropertyOptional({ description: "An acknowledgement's expected completion (ISO 8601), when the authority gave one", example: '2026-12-15T18:29:59.999Z' })
  expectedBy?: string;
  @ApiPropertyOptional({
    description: "On an authority's entry the portal's moderators hid from the public page: their reason, as typed; absent otherwise",
    example: "The reply quotes the reporter's phone number.",
  })
  hiddenReason?: string;
  @ApiPropertyOptional({ description: 'When the entry was hidden from the public page (ISO 8601), with hiddenReason', example: '2026-11-25T06:00:00.000Z' })
  hiddenAt?: string;
}

export class ComplaintCoordinatesResponse {
  @ApiProperty({ description: 'Latitude in degrees, 6 decimals', example: 15.4989 }) lat: number;
  @ApiProperty({ description: 'Longitude in degrees, 6 decimals', example: 73.8278 }) lng: number;
  @ApiProperty({ enum: LOCATION_SOURCES, example: 'exif' }) source: string;
  @ApiPropertyOptional({ description: 'Device accuracy in metres', type: Number, nullable: true, example: 12 }) accuracy: number | null;
  @ApiProperty({ description: 'True when the point was just outside Goa and was snapped to the border' }) outsideBounds: boolean;
}

export class ComplaintGeoResponse {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'District code (digits)', example: '551' }) districtCode: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Subdistrict (taluka) code', example: null }) subdistrictCode: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Village code (Rural)', example: null }) villageCode: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'ULB code (Urban)', example: '252071' }) ulbCode: string | null;
}

export class AuthorityRecipientResponse {
  @ApiProperty({ example: 'commissioner@ccp.goa.gov.in' }) authorityEmail: string;
  @ApiProperty({ example: 'Shri A. Naik' }) authorityName: string;
  @ApiProperty({ example: 'Commissioner' }) authorityDesignation: string;
  @ApiProperty({ example: 'Corporation of the City of Panaji' }) authorityDepartment: string;
}

/** One rung of the escalation ladder taken for a complaint. */
export class EscalationStepResponse {
  @ApiProperty({ enum: ESCALATION_LEVELS, description: '0: the authority forwarded to; 1, 2: the appellate levels', example: 1 }) level: EscalationLevel;
  @ApiProperty({ enum: ESCALATION_STEP_KINDS, description: 'reminder (level 0) or escalation (levels 1 and 2)', example: 'escalation' })
  kind: EscalationStepKind;
  @ApiProperty({ description: 'When the step was taken, ISO 8601', example: '2026-11-26T03:30:00.000Z' }) at: string;
  @ApiProperty({ type: [String], description: 'Emails written to, primary first', example: ['se-circle1-pwd@example.gov.in'] }) recipients: string[];
  @ApiProperty({ type: [String], description: 'Emails in copy (the level-0 authority for an escalation)', example: ['ee-div1-pwd@example.gov.in'] })
  cc: string[];
  @ApiProperty({ description: 'True when the reporter asked for it (Escalate now); false when the daily ladder took it' }) byReporter: boolean;
}

/** The escalation ladder of a complaint. */
export class EscalationResponse {
  @ApiProperty({ enum: ESCALATION_LEVELS, description: 'Highest escalation level reached (0: none yet, or only the reminder)', example: 0 })
  level: EscalationLevel;
  @ApiProperty({ description: 'An admin paused the ladder for this complaint' }) paused: boolean;
  @ApiProperty({ description: "The admin's note when paused, else empty", example: '' }) pauseNote: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'ISO 8601: the authority acknowledged with this expected completion; the ladder waits until then. Null when none',
    example: null,
  })
  heldUntil: string | null;
  @ApiProperty({ description: 'The authority returned the complaint as not its jurisdiction; the ladder waits for the next forward', example: false })
  returned: boolean;
  @ApiProperty({ type: [EscalationStepResponse], description: 'Steps taken, oldest first' }) steps: EscalationStepResponse[];
}

/** Where a complaint is, in words. */
export class ComplaintPlaceResponse {
  @ApiProperty({ enum: ['village', 'ulb'], description: 'village (Rural) or ulb (Urban)', example: 'village' }) kind: 'village' | 'ulb';
  @ApiProperty({ description: 'Village or ULB name', example: 'Calangute' }) name: string;
  @ApiProperty({ description: 'Name, taluka, district', example: 'Calangute, Bardez, North Goa' }) label: string;
  @ApiProperty({ description: 'True when the server chose the nearest village or ULB because the citizen picked no location' }) inferred: boolean;
}

/** The reporter's confirmation of a fix. */
export class FixResponse {
  @ApiProperty({ type: String, nullable: true, description: 'ISO 8601: when the reporter confirmed the fix of the latest resolution; null when not' })
  confirmedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The after-photo's URL, if one was sent", example: null }) photo: string | null;
  @ApiProperty({ description: "True when the after-photo's EXIF GPS (read by the server at upload) lay within 200 m of the pin" }) verified: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "ISO 8601: until when Confirm fix and Reopen are open (30 days after 'resolved', before a confirmation); null when they are not",
  })
  actionsUntil: string | null;
}

/** A complaint as its reporter reads it (citizen spec section 3). */
export class ComplaintResponse {
  @ApiProperty({ description: 'Public complaint id', example: 'GOA-2026-000123' }) id: string;
  @ApiProperty({ description: 'Category key', example: 'roads' }) category: string;
  @ApiProperty({
    description:
      "Category name in the reader's language (the account's language, else Accept-Language; English where the category has none); the key when the category was deleted",
    example: 'रस्ते आनी खड्डे',
  })
  categoryName: string;
  @ApiProperty({
    description: "The issue as stored: one of the category's English subcategories, or 'Other' (an identity, never translated)",
    example: 'Potholes',
  })
  subcategory: string;
  @ApiProperty({ description: "The issue in the reader's language: the category's label at the subcategory's position; 'Other' in words", example: 'खड्डे' })
  subcategoryLabel: string;
  @ApiPropertyOptional({ description: "The citizen's text when subcategory is 'Other'", type: String, nullable: true }) otherText: string | null;
  @ApiProperty({ example: 'Deep pothole near Panaji market' }) title: string;
  @ApiProperty({ example: '' }) description: string;
  @ApiProperty({ example: '18th June Road, Panaji' }) location: string;
  @ApiProperty({ example: 'Opposite the municipal market' }) landmark: string;
  @ApiProperty({ enum: URGENCIES, example: 'medium' }) urgency: string;
  @ApiProperty() anonymous: boolean;
  @ApiProperty({ description: 'The reporter opted in to show the title, description and photos publicly; always false when anonymous' })
  showPublicly: boolean;
  @ApiProperty({ type: [String], example: ['/uploads/3f2a9c0b7e514d8a9f01c2b3d4e5f607.jpg'] }) photos: string[];
  @ApiProperty({ enum: COMPLAINT_STATUSES, example: 'pending' }) status: string;
  @ApiProperty({ description: "The status in the reader's words", example: 'प्रलंबीत' }) statusLabel: string;
  @ApiProperty({ description: 'Archived by an admin' }) archived: boolean;
  @ApiProperty({ description: 'Filing time, ISO 8601' }) createdAt: string;
  @ApiProperty({ description: 'Same as createdAt (the spec names both)' }) submittedDate: string;
  @ApiProperty({ description: 'Date of the latest update, ISO 8601' }) lastUpdate: string;
  @ApiProperty({ type: [ComplaintUpdateResponse], description: 'Status history, oldest first' }) updates: ComplaintUpdateResponse[];
  @ApiProperty({ type: ComplaintCoordinatesResponse }) coordinates: ComplaintCoordinatesResponse;
  @ApiProperty({
    description: 'OpenStreetMap link at zoom 18',
    example: 'https://www.openstreetmap.org/?mlat=15.498900&mlon=73.827800#map=18/15.498900/73.827800',
  })
  mapUrl: string;
  @ApiPropertyOptional({ type: ComplaintGeoResponse, nullable: true }) geo: ComplaintGeoResponse | null;
  @ApiProperty({ type: ComplaintPlaceResponse, nullable: true, description: 'The village or ULB of geo in words; null when geo names neither' })
  place: ComplaintPlaceResponse | null;

  @ApiProperty({
    description:
      "True when the pin's nearest village or ULB lies in another taluka (district, for a place chosen without a taluka) than the chosen location and the citizen confirmed both at filing (geoMismatchConfirmed: true)",
    example: false,
  })
  geoMismatchConfirmed: boolean;
  @ApiProperty({ type: [AuthorityRecipientResponse], description: 'Resolved at filing; the first is primary, the rest receive copies' })
  authorityRecipients: AuthorityRecipientResponse[];
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "ISO 8601: when the authority must have acted: the end of the forwarding day plus the category's response days, India time; null before forwarding",
    example: '2026-11-18T18:29:59.999Z',
  })
  dueAt: string | null;
  @ApiProperty({ description: 'Whole days past dueAt (India calendar days); 0 when not overdue, not forwarded, resolved, rejected or archived', example: 3 })
  overdueDays: number;
  @ApiProperty({ type: EscalationResponse }) escalation: EscalationResponse;
  @ApiProperty({ description: "How many other citizens said 'Me too' on this complaint; the reporter is not counted", example: 2 })
  supportCount: number;
  @ApiProperty({ type: FixResponse, description: 'Confirm fix and reopen' }) fix: FixResponse;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "ISO 8601: the authority's first answer (response link or published email reply); null until then",
    example: null,
  })
  answeredAt: string | null;
}

export class ComplaintListResponse {
  @ApiProperty({ type: [ComplaintResponse] }) items: ComplaintResponse[];
}

/** GET /api/usage/complaints-quota (citizen spec sections 3 and 7). */
export class ComplaintsQuotaResponse {
  @ApiProperty({ description: 'Complaints filed this calendar month (Asia/Kolkata)', example: 1 }) used: number;
  @ApiPropertyOptional({ description: 'Complaints allowed per month; null = unlimited', type: Number, nullable: true, example: 3 }) limit: number | null;
  @ApiProperty({ description: 'Start of next month in Asia/Kolkata, ISO 8601 instant', example: '2026-11-30T18:30:00.000Z' }) resetAt: string;
}

export class CategoryStatResponse {
  @ApiProperty({ example: 'roads' }) key: string;
  @ApiProperty({ example: 'Roads & Potholes' }) name: string;
  @ApiProperty({ example: '🛣️' }) icon: string;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'Complaints filed under this category', example: 42 }) count: number;
}

/** GET /api/stats: the home page counters (citizen spec sections 1 and 7). */
export class PublicStatsResponse {
  @ApiProperty({ description: 'All complaints filed', example: 120 }) complaintsTotal: number;
  @ApiProperty({ description: 'Complaints with status resolved', example: 45 }) resolvedTotal: number;
  @ApiProperty({ description: 'resolvedTotal / complaintsTotal in percent, rounded; 0 with no complaints', example: 38 }) successRate: number;
  @ApiProperty({ description: 'Distinct citizens who filed a complaint', example: 80 }) activeCitizens: number;
  @ApiProperty({ type: [CategoryStatResponse], description: 'Enabled categories in their order' }) items: CategoryStatResponse[];
}
