import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsString, Matches, ValidateBy } from 'class-validator';
import { AUTHORITY_ACTIONS, COMPLAINT_STATUSES, Messages, UPDATE_SOURCES } from '@civic/contracts';
import { WholeNumberIn } from '../../../kernel/http/paged-query.js';
import { ComplaintPlaceResponse } from './complaint.response.dto.js';
import { TrimToUndefined } from '../../../kernel/http/field-rules.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[1-9]\d{0,8}$/;

/** Four finite numbers west,south,east,north with west < east and south < north, within the globe. */
export function parseBbox(value: string): { west: number; south: number; east: number; north: number } | null {
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length !== 4 || parts.some((p) => !/^-?\d{1,3}(\.\d{1,12})?$/.test(p))) return null;
  const [west, south, east, north] = parts.map(Number);
  if (west < -180 || east > 180 || south < -90 || north > 90 || west >= east || south >= north) return null;
  return { west, south, east, north };
}

/** The filters shared by the public map and the open data files. */
export class PublicComplaintsFilterQuery {
  @ApiPropertyOptional({ description: 'Category key (GET /api/categories)', example: 'roads' })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: Messages.common.validationFailed })
  @Matches(/^[a-z0-9_]{1,60}$/, { message: Messages.common.validationFailed })
  category?: string;

  @ApiPropertyOptional({ enum: COMPLAINT_STATUSES, description: 'One status', example: 'pending' })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(COMPLAINT_STATUSES, { message: Messages.common.validationFailed })
  status?: string;

  @ApiPropertyOptional({ description: 'LGD taluka (sub-district) code of the complaint’s location', example: '5610' })
  @TrimToUndefined()
  @IsOptional()
  @Matches(CODE, { message: Messages.common.validationFailed })
  taluka?: string;

  @ApiPropertyOptional({ description: 'LGD urban local body code of the complaint’s location', example: '252061' })
  @TrimToUndefined()
  @IsOptional()
  @Matches(CODE, { message: Messages.common.validationFailed })
  ulb?: string;

  @ApiPropertyOptional({ description: 'Filed on or after this day (YYYY-MM-DD, India time)', example: '2026-01-01' })
  @TrimToUndefined()
  @IsOptional()
  @Matches(DATE, { message: Messages.common.validationFailed })
  @IsISO8601({ strict: true }, { message: Messages.common.validationFailed })
  from?: string;

  @ApiPropertyOptional({ description: 'Filed on or before this day (YYYY-MM-DD, India time, the whole day included)', example: '2026-12-31' })
  @TrimToUndefined()
  @IsOptional()
  @Matches(DATE, { message: Messages.common.validationFailed })
  @IsISO8601({ strict: true }, { message: Messages.common.validationFailed })
  to?: string;
}

/** GET /api/public/complaints: the map's area and zoom besides the filters. */
export class PublicMapQuery extends PublicComplaintsFilterQuery {
  @ApiPropertyOptional({
    description: 'Map area as west,south,east,north in degrees (WGS84); default the whole of Goa',
    example: '73.6,14.9,74.4,15.9',
  })
  @TrimToUndefined()
  @IsOptional()
  @ValidateBy(
    { name: 'bbox', validator: { validate: (v: unknown) => typeof v === 'string' && parseBbox(v) !== null } },
    { message: Messages.publicMap.bboxInvalid },
  )
  bbox?: string;

  @ApiPropertyOptional({
    description: 'Map zoom level, 0 to 20 (default 10). Below 14 the answer is grid clusters; from 14, single complaints.',
    example: 11,
    minimum: 0,
    maximum: 20,
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : typeof value === 'string' ? value.trim() || undefined : value,
  )
  @IsOptional()
  @WholeNumberIn(0, 20, Messages.publicMap.zoomInvalid)
  zoom?: number;
}

/** GET /api/public/complaints/{id}. */
export class PublicComplaintIdParam {
  @ApiProperty({ description: 'Public complaint id', example: 'GOA-2026-000123' })
  @Matches(/^[A-Z]{2,5}-\d{4}-\d{1,9}$/, { message: Messages.publicMap.notFound })
  id: string;
}

/** A GeoJSON point: [longitude, latitude] in degrees, rounded to 3 decimals. */
export class PointGeometry {
  @ApiProperty({ enum: ['Point'] }) type: 'Point';
  @ApiProperty({ type: [Number], description: '[lng, lat] in degrees, 3 decimals', example: [73.828, 15.499] }) coordinates: number[];
}

/** Properties of a map feature: a cluster (`cluster` true, `count`) or one complaint (`id`, `categoryKey`, `status`, `createdAt`; from zoom 14 `title` and `place`). */
export class MapFeatureProperties {
  @ApiProperty({ description: 'True for a grid cluster of several complaints' }) cluster: boolean;
  @ApiPropertyOptional({ description: 'Complaints in the cluster (clusters only)', example: 12 }) count?: number;
  @ApiPropertyOptional({ description: 'Public complaint id (single complaints only); its page is /c/{id}', example: 'GOA-2026-000123' }) id?: string;
  @ApiPropertyOptional({ description: 'Category key (single complaints only)', example: 'roads' }) categoryKey?: string;
  @ApiPropertyOptional({ enum: COMPLAINT_STATUSES, description: 'Status (single complaints only)' }) status?: string;
  @ApiPropertyOptional({ description: 'Filing time, ISO 8601 (single complaints only)' }) createdAt?: string;
  @ApiPropertyOptional({
    description:
      "What the complaint is, for a list of the map's complaints (from zoom 14 only): the reporter's title when they opted in to show it publicly (showPublicly, never for an anonymous complaint), else ''",
    example: 'Deep pothole outside the market',
  })
  title?: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "The village or ULB the complaint's location codes name, in words (from zoom 14 only); null when they name neither",
    example: 'Calangute',
  })
  place?: string | null;
}

export class MapFeature {
  @ApiProperty({ enum: ['Feature'] }) type: 'Feature';
  @ApiProperty({ type: PointGeometry }) geometry: PointGeometry;
  @ApiProperty({ type: MapFeatureProperties }) properties: MapFeatureProperties;
}

/** The public map: a GeoJSON FeatureCollection (RFC 7946) plus whether it is clustered. */
export class PublicMapResponse {
  @ApiProperty({ enum: ['FeatureCollection'] }) type: 'FeatureCollection';
  @ApiProperty({ description: 'True below zoom 14: features are grid clusters (a cell of one complaint is that complaint)' }) clustered: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'Grid cell size in degrees when clustered (360 / 2^zoom / 4)', example: 0.0879 })
  cellDegrees: number | null;
  @ApiProperty({ type: [MapFeature] }) features: MapFeature[];
}

/** One status the complaint went through, without anyone's name or notes; an authority's entry carries its answer. */
export class PublicHistoryEntry {
  @ApiProperty({ enum: COMPLAINT_STATUSES }) status: string;
  @ApiProperty({ description: "The status in the reader's words", example: 'निवारण जालें' }) statusLabel: string;
  @ApiProperty({ description: 'ISO 8601', example: '2026-11-20T04:30:00.000Z' }) date: string;
  @ApiProperty({ enum: UPDATE_SOURCES, description: 'Who wrote the entry', example: 'authority' }) source: string;
  @ApiPropertyOptional({ description: "On an authority's entry: the office that answered", example: 'Mamlatdar of Tiswadi' }) authorityName?: string;
  @ApiPropertyOptional({ enum: [...AUTHORITY_ACTIONS, 'reply'], description: "On an authority's entry: what it answered", example: 'resolved' })
  authorityAction?: string;
  @ApiPropertyOptional({
    description: "On an authority's entry: its words, a public record ('' when the portal's moderators hid the answer)",
    example: 'The pothole was filled and the road resurfaced on 24 November.',
  })
  authorityMessage?: string;
  @ApiPropertyOptional({
    type: [String],
    description: "On an authority's entry: its after-photos' URLs, a public record (none when the portal's moderators hid the answer)",
    example: ['/uploads/3f2a9c0b7e514d8a9f01c2b3d4e5f607.jpg'],
  })
  authorityPhotos?: string[];
  @ApiPropertyOptional({
    description:
      "On an authority's entry the portal's moderators hid: their reason, as typed (the page shows 'Hidden by the portal's moderators: <reason>'); absent otherwise",
    example: "The reply quotes the reporter's phone number.",
  })
  hiddenReason?: string;
}

/** The public page of a complaint: what anyone may read. */
export class PublicComplaintResponse {
  @ApiProperty({ example: 'GOA-2026-000123' }) id: string;
  @ApiProperty({ example: 'roads' }) categoryKey: string;
  @ApiProperty({
    description: "Category name in the reader's language (English where the category has none); the key when the category was deleted",
    example: 'रस्ते आनी खड्डे',
  })
  categoryName: string;
  @ApiProperty({ description: "The issue as stored: one of the category's English subcategories, or 'Other'", example: 'Potholes' }) subcategory: string;
  @ApiProperty({ description: "The issue in the reader's language", example: 'खड्डे' }) subcategoryLabel: string;
  @ApiProperty({ enum: COMPLAINT_STATUSES }) status: string;
  @ApiProperty({ description: "The status in the reader's words", example: 'प्रलंबीत' }) statusLabel: string;
  @ApiProperty({ description: 'Filing time, ISO 8601' }) createdAt: string;
  @ApiProperty({ description: 'Last change, ISO 8601' }) updatedAt: string;
  @ApiProperty({ type: ComplaintPlaceResponse, nullable: true, description: 'Village or ULB in words; null when unknown' })
  place: ComplaintPlaceResponse | null;
  @ApiProperty({ description: 'Latitude in degrees, rounded to 3 decimals (about 100 m)', example: 15.499 }) lat: number;
  @ApiProperty({ description: 'Longitude in degrees, rounded to 3 decimals', example: 73.828 }) lng: number;
  @ApiProperty({
    type: [PublicHistoryEntry],
    description: "Status history, oldest first: statuses, dates and who wrote each entry; an authority's entries with its words and after-photos",
  })
  history: PublicHistoryEntry[];
  @ApiProperty({ description: "How many other citizens said 'Me too'; the reporter is not counted", example: 3 }) supportCount: number;
  @ApiProperty({ description: 'The reporter chose to show their title, description, photos, location text and landmark' }) reporterShared: boolean;
  @ApiProperty({ description: "The reporter's title when shared, else ''" }) title: string;
  @ApiProperty({ description: "The reporter's description when shared, else ''" }) description: string;
  @ApiProperty({ description: "The reporter's location text when shared, else ''" }) location: string;
  @ApiProperty({ description: "The reporter's landmark when shared, else ''" }) landmark: string;
  @ApiProperty({ type: [String], description: "The reporter's photos when shared, else empty" }) photos: string[];
  @ApiProperty({ description: 'Licence of this record as open data', example: 'CC BY 4.0' }) license: string;
}
