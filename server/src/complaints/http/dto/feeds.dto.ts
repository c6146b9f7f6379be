import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, Matches, ValidateBy } from 'class-validator';
import { LOCALES, Messages } from '@civic/contracts';
import { WholeNumberIn } from '../../../kernel/http/paged-query.js';
import { TrimToUndefined } from '../../../kernel/http/field-rules.js';
import { PublicComplaintsFilterQuery } from './public-complaints.dto.js';

const CODE = /^[1-9]\d{0,8}$/;
/** A decimal number of degrees, as a map writes it (at most 7 decimals). */
const DEGREES = /^-?\d{1,3}(\.\d{1,7})?$/;

/** The smallest and largest circle an area feed (and an area alert) covers, in metres. */
export const AREA_RADIUS_METRES = { min: 200, max: 5000 } as const;

/** A query value written as a number ('15.4989', '1000') read as one; anything else is left for the validator to refuse. */
const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

/**
 * GET /feeds/area.atom: the public map's filters (category, status, taluka, ULB, from, to), a village, and a circle
 * (`lat`, `lng`, `radius` together), plus the feed's language (`lang`, for feed readers that send no Accept-Language).
 */
export class AreaFeedQuery extends PublicComplaintsFilterQuery {
  @ApiPropertyOptional({ description: 'LGD village code of the complaint’s location (a rural place)', example: '626697' })
  @TrimToUndefined()
  @IsOptional()
  @Matches(CODE, { message: Messages.common.validationFailed })
  village?: string;

  @ApiPropertyOptional({ description: 'Latitude of the circle’s centre, in degrees (WGS84); with lng and radius', example: 15.4989 })
  @Transform(toNumber)
  @IsOptional()
  @ValidateBy(
    { name: 'latitude', validator: { validate: (v: unknown) => typeof v === 'number' && DEGREES.test(String(v)) && v >= -90 && v <= 90 } },
    { message: Messages.common.validationFailed },
  )
  lat?: number;

  @ApiPropertyOptional({ description: 'Longitude of the circle’s centre, in degrees (WGS84); with lat and radius', example: 73.8278 })
  @Transform(toNumber)
  @IsOptional()
  @ValidateBy(
    { name: 'longitude', validator: { validate: (v: unknown) => typeof v === 'number' && DEGREES.test(String(v)) && v >= -180 && v <= 180 } },
    { message: Messages.common.validationFailed },
  )
  lng?: number;

  @ApiPropertyOptional({
    description: `Radius of the circle in metres, a whole number from ${AREA_RADIUS_METRES.min} to ${AREA_RADIUS_METRES.max}; with lat and lng`,
    example: 1000,
    minimum: AREA_RADIUS_METRES.min,
    maximum: AREA_RADIUS_METRES.max,
  })
  @Transform(toNumber)
  @IsOptional()
  @WholeNumberIn(AREA_RADIUS_METRES.min, AREA_RADIUS_METRES.max, Messages.feeds.radiusInvalid)
  radius?: number;

  @ApiPropertyOptional({ enum: LOCALES, description: 'Language of the feed’s words; default the first of Accept-Language the portal has, else English' })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(LOCALES, { message: Messages.common.validationFailed })
  lang?: string;
}

/** GET /feeds/complaints/{id}.atom. */
export class ComplaintFeedParam {
  @ApiProperty({ description: 'Public complaint id followed by .atom', example: 'GOA-2026-000123.atom' })
  @Matches(/^[A-Z]{2,5}-\d{4}-\d{1,9}\.atom$/, { message: Messages.publicMap.notFound })
  file: string;
}

/** GET /feeds/complaints/{id}.atom: the feed's language. */
export class FeedLanguageQuery {
  @ApiPropertyOptional({ enum: LOCALES, description: 'Language of the feed’s words; default the first of Accept-Language the portal has, else English' })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(LOCALES, { message: Messages.common.validationFailed })
  lang?: string;
}
