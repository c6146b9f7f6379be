import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsOptional, Matches, ValidateBy } from 'class-validator';
import {
  ALERT_CATEGORIES_MAX,
  ALERT_EVENTS,
  ALERT_FREQUENCIES,
  ALERT_RADIUS_MAX,
  ALERT_RADIUS_MIN,
  formatMessage,
  LOCALES,
  Messages,
  type AlertEvent,
  type AlertFrequency,
  type Locale,
} from '@civic/contracts';
import { EachTextAtMost, FIELD_MAX, RequiredEmail, Rule, TrimLower, TrimToUndefined } from '../../../kernel/http/field-rules.js';
import { WholeNumberIn } from '../../../kernel/http/paged-query.js';
import { ALERT_TOKEN_MAX } from '../../application/alert-links.js';

const M = Messages.alerts;
/** An LGD code as the map's and the feeds' filters take it. */
const CODE = /^[1-9]\d{0,8}$/;
/** A category key as content stores it. */
const CATEGORY_KEY_MAX = 60;

const degrees = (min: number, max: number, name: string) =>
  ValidateBy(
    { name, validator: { validate: (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max } },
    { message: Messages.common.validationFailed },
  );

/**
 * Body of POST /api/alerts. Exactly one kind of area: `taluka`, `ulb` or `village` (LGD codes, the names of the public
 * map's and the area feed's filters), or a circle (`lat`, `lng` and `radius` together).
 */
export class CreateAlertRequest {
  @ApiPropertyOptional({ description: 'LGD taluka (subdistrict) code', example: '5610' })
  @TrimToUndefined()
  @IsOptional()
  @Matches(CODE, { message: Messages.feeds.placeUnknown })
  taluka?: string;

  @ApiPropertyOptional({ description: 'LGD ULB (municipality) code', example: '252061' })
  @TrimToUndefined()
  @IsOptional()
  @Matches(CODE, { message: Messages.feeds.placeUnknown })
  ulb?: string;

  @ApiPropertyOptional({ description: 'LGD village code', example: '626697' })
  @TrimToUndefined()
  @IsOptional()
  @Matches(CODE, { message: Messages.feeds.placeUnknown })
  village?: string;

  @ApiPropertyOptional({ description: 'Latitude of the circle’s centre in degrees (WGS84), in Goa; with lng and radius', example: 15.4989 })
  @IsOptional()
  @degrees(-90, 90, 'latitude')
  lat?: number;

  @ApiPropertyOptional({ description: 'Longitude of the circle’s centre in degrees (WGS84), in Goa; with lat and radius', example: 73.8278 })
  @IsOptional()
  @degrees(-180, 180, 'longitude')
  lng?: number;

  @ApiPropertyOptional({
    description: `Radius of the circle in metres, a whole number from ${ALERT_RADIUS_MIN} to ${ALERT_RADIUS_MAX}; with lat and lng`,
    minimum: ALERT_RADIUS_MIN,
    maximum: ALERT_RADIUS_MAX,
    example: 1000,
  })
  @IsOptional()
  @WholeNumberIn(ALERT_RADIUS_MIN, ALERT_RADIUS_MAX, Messages.feeds.radiusInvalid)
  radius?: number;

  @ApiPropertyOptional({
    type: [String],
    description: `Category keys (at most ${ALERT_CATEGORIES_MAX}); empty or absent: every category`,
    example: ['roads'],
  })
  @IsOptional()
  @IsArray({ message: M.categoryUnknown })
  @ArrayMaxSize(ALERT_CATEGORIES_MAX, { message: formatMessage(M.tooManyCategories, { n: ALERT_CATEGORIES_MAX }) })
  @EachTextAtMost(CATEGORY_KEY_MAX, { message: M.categoryUnknown })
  categories?: string[];

  @ApiProperty({ enum: ALERT_EVENTS, isArray: true, description: "'new': complaints filed; 'updates': their status changes; one or both", example: ['new'] })
  @IsArray({ message: M.eventsRequired })
  @ArrayNotEmpty({ message: M.eventsRequired })
  @ArrayMaxSize(ALERT_EVENTS.length, { message: M.eventsRequired })
  @IsIn(ALERT_EVENTS, { each: true, message: M.eventsRequired })
  events: AlertEvent[];

  @ApiProperty({ enum: ALERT_FREQUENCIES, description: "'instant': one email per complaint at once; 'daily': one digest a day", example: 'instant' })
  @IsIn(ALERT_FREQUENCIES, { message: M.frequencyInvalid })
  frequency: AlertFrequency;

  @ApiPropertyOptional({ description: `Where the alerts go when not signed in (required then; ignored when signed in); at most ${FIELD_MAX.email} characters` })
  @TrimLower()
  @IsOptional()
  @RequiredEmail(M.emailRequired)
  email?: string;

  @ApiPropertyOptional({ enum: LOCALES, description: 'The language of the emails when not signed in: the page’s (a signed-in account’s emails use its own)' })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(LOCALES, { message: Messages.common.validationFailed })
  locale?: Locale;
}

/** POST /api/alerts/confirm and /api/alerts/unsubscribe, GET /api/alerts/manage: the token of the emailed link. */
export class AlertTokenQuery {
  @ApiProperty({
    description: 'The token of the emailed link: the alert’s id (or the ids of the alerts that sent one email, or the address of a list) and its MAC',
    maxLength: ALERT_TOKEN_MAX,
  })
  @Rule('token', (value) => (typeof value !== 'string' || value.length === 0 || value.length > ALERT_TOKEN_MAX ? M.linkInvalid : null))
  token: string;
}

/** DELETE /api/alerts/{id}. */
export class AlertIdParam {
  @ApiProperty({ description: 'The alert’s id (uuid)' })
  @Rule('id', (value) => (typeof value !== 'string' || value.length > 64 ? M.notFound : null))
  id: string;
}
