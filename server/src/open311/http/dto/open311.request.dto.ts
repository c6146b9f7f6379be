import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNumber, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { TrimToUndefined } from '../../../kernel/http/field-rules.js';

/** A form field in degrees: a decimal number as text (or a JSON number); anything else fails the number check. */
const toDegrees = ({ value }: { value: unknown }) => {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return /^-?\d{1,3}(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : value;
};

/**
 * GeoReport v2 "POST Service Request", sent as application/x-www-form-urlencoded, multipart/form-data (every file
 * part a photo) or JSON. The attributes of GET services/{code} come as `attribute[urgency]`, `attribute[landmark]`,
 * `attribute[anonymous]` and media_url may repeat (both read from the raw body). Under a 'by_email' key, email,
 * first_name, last_name and phone are stored with the complaint; under a 'linked' key they are not (the linked
 * account's profile holds the reporter's details). device_id and account_id are accepted and not used.
 */
export class PostServiceRequestBody {
  @ApiPropertyOptional({
    description: 'The API key a superadmin issued on /admin/integrations (required; 403 when missing, unknown or revoked)',
    example: 'o311_Q2x...',
  })
  @IsOptional()
  @IsString()
  api_key?: string;

  @ApiPropertyOptional({ description: "This server's jurisdiction, 'goa' (optional; any other value is 404)", example: 'goa' })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  jurisdiction_id?: string;

  @ApiPropertyOptional({ description: 'A service_code of GET services (required: 400 when missing or unknown)', example: 'roads-potholes' })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'service_code must be text.' })
  service_code?: string;

  @ApiPropertyOptional({
    description: 'Latitude in degrees (WGS84), inside Goa; with long. Either lat/long or address_string is required.',
    example: '15.4989',
  })
  @Transform(toDegrees)
  @IsOptional()
  @IsNumber({}, { message: 'lat must be a number in degrees.' })
  lat?: number;

  @ApiPropertyOptional({ description: 'Longitude in degrees (WGS84), inside Goa; with lat', example: '73.8278' })
  @Transform(toDegrees)
  @IsOptional()
  @IsNumber({}, { message: 'long must be a number in degrees.' })
  long?: number;

  @ApiPropertyOptional({
    description: 'Address or place name, up to 500 characters; without lat/long it is looked up with the place search (Goa only)',
    example: 'Panaji Municipal Market',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'address_string must be at most 500 characters.' })
  address_string?: string;

  @ApiPropertyOptional({ description: 'Not used (this server has no address ids)' })
  @IsOptional()
  @IsString()
  address_id?: string;

  @ApiPropertyOptional({
    description:
      "The reporter's email: required under a 'by_email' key (kept with the complaint; its owner gets the updates and a link to add the complaint to My Complaints); ignored under a 'linked' key",
    example: 'citizen@example.com',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsEmail({}, { message: 'email must be an email address.' })
  email?: string;

  @ApiPropertyOptional({ description: 'Not used (the device is not recorded)' })
  @IsOptional()
  @IsString()
  device_id?: string;

  @ApiPropertyOptional({ description: 'Not used (the account comes from the key or email)' })
  @IsOptional()
  @IsString()
  account_id?: string;

  @ApiPropertyOptional({ description: "The reporter's first name, up to 100 characters (stored under a 'by_email' key)", example: 'Asha' })
  @IsOptional()
  @IsString({ message: 'first_name must be text.' })
  first_name?: string;

  @ApiPropertyOptional({ description: "The reporter's last name, up to 100 characters (stored under a 'by_email' key)", example: 'Naik' })
  @IsOptional()
  @IsString({ message: 'last_name must be text.' })
  last_name?: string;

  @ApiPropertyOptional({
    description: "The reporter's phone: digits, spaces, +, - and parentheses with at least 7 digits, up to 30 characters (stored under a 'by_email' key)",
    example: '+91 98220 12345',
  })
  @IsOptional()
  @IsString({ message: 'phone must be text.' })
  phone?: string;

  @ApiPropertyOptional({
    description: 'The problem, up to 5,000 characters; required for a category-level service (filed as Other)',
    example: 'Deep pothole, fills with water.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(5000, { message: 'description must be at most 5000 characters.' })
  description?: string;

  @ApiPropertyOptional({
    description:
      'Optional photos: http(s) URLs on public addresses (never loopback, private, link-local, CGNAT or multicast; redirects checked again), each a JPEG, PNG or WEBP of at most 10 MB, up to 2048 characters; repeat the field (or send media_url[]) for several. With multipart file parts, the file parts come first; photos beyond the plan photo limit are ignored. 400 for a refused URL.',
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: 'https://example.org/photo.jpg',
  })
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value : value === undefined || value === '' ? undefined : [value]))
  @IsOptional()
  @IsString({ each: true, message: 'media_url must be text.' })
  @MaxLength(2048, { each: true, message: 'media_url must be at most 2048 characters.' })
  media_url?: string[];
}

/** GeoReport v2 "GET Service Requests" filters. */
export class GetServiceRequestsQuery {
  @ApiPropertyOptional({ description: 'Comma separated request ids; when given, the other filters are ignored', example: 'GOA-2026-000123,GOA-2026-000124' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9-]+(,[A-Za-z0-9-]+)*$/, { message: 'service_request_id must be a comma separated list of ids.' })
  service_request_id?: string;

  @ApiPropertyOptional({ description: 'One service_code of GET services', example: 'roads-potholes' })
  @IsOptional()
  @IsString()
  service_code?: string;

  @ApiPropertyOptional({ description: 'Earliest filing time, ISO 8601 (w3c); default end_date minus 90 days', example: '2026-09-01T00:00:00+05:30' })
  @IsOptional()
  @IsString()
  start_date?: string;

  @ApiPropertyOptional({ description: 'Latest filing time, ISO 8601 (w3c); default now', example: '2026-11-30T23:59:59+05:30' })
  @IsOptional()
  @IsString()
  end_date?: string;

  @ApiPropertyOptional({ description: 'open (pending, in_progress, forwarded) or closed (resolved, rejected), comma separated; default both', example: 'open' })
  @IsOptional()
  @IsString()
  @Matches(/^(open|closed)(,(open|closed))*$/, { message: 'status must be open or closed.' })
  status?: string;

  @ApiPropertyOptional({ description: "This server's jurisdiction, 'goa' (optional)", example: 'goa' })
  @IsOptional()
  @IsString()
  jurisdiction_id?: string;
}

/** The jurisdiction_id parameter accepted on every call (optional): any other value is 404. */
export class JurisdictionQuery {
  @ApiPropertyOptional({ description: "This server's jurisdiction, 'goa' (optional)", example: 'goa' })
  @IsOptional()
  @IsString()
  jurisdiction_id?: string;
}

/** FixMyStreet's Open311 extension: GET servicerequestupdates filters. */
export class GetServiceRequestUpdatesQuery {
  @ApiPropertyOptional({ description: 'Earliest update time, ISO 8601 (w3c); default end_date minus 24 hours', example: '2026-11-27T00:00:00+05:30' })
  @IsOptional()
  @IsString()
  start_date?: string;

  @ApiPropertyOptional({ description: 'Latest update time, ISO 8601 (w3c); default now', example: '2026-11-28T00:00:00+05:30' })
  @IsOptional()
  @IsString()
  end_date?: string;

  @ApiPropertyOptional({ description: "This server's jurisdiction, 'goa' in any case (optional)", example: 'goa' })
  @IsOptional()
  @IsString()
  jurisdiction_id?: string;

  @ApiPropertyOptional({ description: 'Optional: only the updates of requests filed with this key (403 when unknown or revoked)', example: 'o311_Q2x...' })
  @IsOptional()
  @IsString()
  api_key?: string;
}

/**
 * FixMyStreet's Open311 extension: POST servicerequestupdates, a comment of the integrator's user on a request the key
 * filed, as a form, multipart (file parts are photos) or JSON body.
 */
export class PostServiceRequestUpdateBody {
  @ApiPropertyOptional({ description: 'The API key that filed the request (required; 403 when missing, unknown or revoked)', example: 'o311_Q2x...' })
  @IsOptional()
  @IsString()
  api_key?: string;

  @ApiPropertyOptional({ description: "This server's jurisdiction, 'goa' in any case (optional)", example: 'goa' })
  @IsOptional()
  @IsString()
  jurisdiction_id?: string;

  @ApiPropertyOptional({ description: 'The request commented on (required; 404 unknown; 403 filed with another key)', example: 'GOA-2026-000123' })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'service_request_id must be text.' })
  service_request_id?: string;

  @ApiPropertyOptional({
    description:
      "The integrator's own id of this update, 1 to 200 characters (required): a repeat with the same key is answered with the first answer and recorded once",
    example: 'fms-comment-9912',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'update_id must be text.' })
  @MaxLength(200, { message: 'update_id must be at most 200 characters.' })
  update_id?: string;

  @ApiPropertyOptional({
    description: 'When the user wrote it, ISO 8601 (optional; the history records the time received)',
    example: '2026-11-28T10:00:00+05:30',
  })
  @IsOptional()
  @IsString()
  updated_datetime?: string;

  @ApiPropertyOptional({
    description:
      "The request's status as the integrator sees it (OPEN, CLOSED or an extended status, any case; optional). Not applied: only the desk and the authority change a status.",
    example: 'OPEN',
  })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z_]{1,50}$/, { message: 'status must be a status word such as OPEN or CLOSED.' })
  status?: string;

  @ApiPropertyOptional({ description: 'The comment, 1 to 5,000 characters (required)', example: 'Still there this morning.' })
  @IsOptional()
  @IsString({ message: 'description must be text.' })
  @MaxLength(5000, { message: 'description must be at most 5000 characters.' })
  description?: string;

  @ApiPropertyOptional({ description: "The author's email (required): the reporter's own email makes the entry the reporter's", example: 'asha@example.com' })
  @TrimToUndefined()
  @IsOptional()
  @IsEmail({}, { message: 'email must be an email address.' })
  email?: string;

  @ApiPropertyOptional({ description: "The author's first name (up to 100 characters)", example: 'Asha' })
  @IsOptional()
  @IsString({ message: 'first_name must be text.' })
  @MaxLength(100, { message: 'first_name must be at most 100 characters.' })
  first_name?: string;

  @ApiPropertyOptional({ description: "The author's last name (up to 100 characters)", example: 'Naik' })
  @IsOptional()
  @IsString({ message: 'last_name must be text.' })
  @MaxLength(100, { message: 'last_name must be at most 100 characters.' })
  last_name?: string;

  @ApiPropertyOptional({
    description: 'Photos by URL, as for POST requests (repeatable, or media_url[]); multipart file parts are photos too. At most 5 in all.',
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
  })
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value : value === undefined || value === '' ? undefined : [value]))
  @IsOptional()
  @IsString({ each: true, message: 'media_url must be text.' })
  @MaxLength(2048, { each: true, message: 'media_url must be at most 2048 characters.' })
  media_url?: string[];
}
