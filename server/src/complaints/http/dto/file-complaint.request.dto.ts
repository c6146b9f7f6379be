import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMinSize,
  Equals,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  Matches,
  Min,
  ValidateNested,
} from 'class-validator';
import { EachTextAtMost, MaxText, TrimToUndefined } from '../../../kernel/http/field-rules.js';
import { ACCURACY_MAX_METRES } from '../../domain/complaint.entity.js';
import { DEFAULT_URGENCY, formatMessage, GOA_BOUNDS, LOCATION_SOURCES, Messages, URGENCIES } from '@civic/contracts';

const M = Messages.complaint;
const tooLong = (n: number) => ({ message: formatMessage(M.textTooLong, { n }) });
/** Location codes may arrive as numbers or digit strings (the geo lists return codes as strings); kept as strings. */
const toCode = ({ value }: { value: unknown }) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : typeof value === 'string' ? value.trim() || undefined : value;

/** Location codes from the picker (citizen spec sections 2 and 3): Rural gives a village, Urban a ULB. */
export class ComplaintGeoRequest {
  @ApiPropertyOptional({ description: 'District code (LGD / Census 2011), a digit string or a number', example: '551' })
  @Transform(toCode)
  @IsOptional()
  @IsString({ message: M.geoInvalid })
  @Matches(/^[1-9]\d{0,8}$/, { message: M.geoInvalid })
  districtCode?: string;

  @ApiPropertyOptional({ description: 'Subdistrict (taluka) code', example: '5556' })
  @Transform(toCode)
  @IsOptional()
  @IsString({ message: M.geoInvalid })
  @Matches(/^[1-9]\d{0,8}$/, { message: M.geoInvalid })
  subdistrictCode?: string;

  @ApiPropertyOptional({ description: 'Village code (Rural); not together with ulbCode', example: '626843' })
  @Transform(toCode)
  @IsOptional()
  @IsString({ message: M.geoInvalid })
  @Matches(/^[1-9]\d{0,8}$/, { message: M.geoInvalid })
  villageCode?: string;

  @ApiPropertyOptional({ description: 'Urban local body code (Urban); not together with villageCode', example: '252071' })
  @Transform(toCode)
  @IsOptional()
  @IsString({ message: M.geoInvalid })
  @Matches(/^[1-9]\d{0,8}$/, { message: M.geoInvalid })
  ulbCode?: string;
}

/** The captured point (citizen spec sections 3, 4 and 9). */
export class ComplaintCoordinatesRequest {
  @ApiProperty({
    description: `Latitude in degrees; inside Goa (${GOA_BOUNDS.minLat} to ${GOA_BOUNDS.maxLat}), or within 0.05 degrees outside (snapped to the border). Stored to 6 decimals.`,
    example: 15.4989,
  })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.captureLocation })
  @Min(-90, { message: M.captureLocation })
  @Max(90, { message: M.captureLocation })
  lat: number;

  @ApiProperty({
    description: `Longitude in degrees; inside Goa (${GOA_BOUNDS.minLng} to ${GOA_BOUNDS.maxLng}), or within 0.05 degrees outside. Stored to 6 decimals.`,
    example: 73.8278,
  })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.captureLocation })
  @Min(-180, { message: M.captureLocation })
  @Max(180, { message: M.captureLocation })
  lng: number;

  @ApiProperty({
    enum: LOCATION_SOURCES,
    description: 'Where the point came from: photo EXIF, device geolocation, a dropped pin or place search',
    example: 'exif',
  })
  @IsIn(LOCATION_SOURCES, { message: M.captureLocation })
  source: string;

  @ApiPropertyOptional({ description: 'Device accuracy in metres (geolocation only)', example: 12, minimum: 0, maximum: ACCURACY_MAX_METRES })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.captureLocation })
  @Min(0, { message: M.captureLocation })
  @Max(ACCURACY_MAX_METRES, { message: M.captureLocation })
  accuracy?: number;
}

/** Body of POST /api/complaints: the complaint write entity (citizen spec sections 3 and 5). */
export class FileComplaintRequest {
  @ApiProperty({ description: 'Key of an enabled category (GET /api/categories)', example: 'roads' })
  @TrimToUndefined()
  @IsString({ message: M.hintCategory })
  @IsNotEmpty({ message: M.hintCategory })
  category: string;

  @ApiProperty({ description: "One of the category's subcategories, or 'Other' with otherText", example: 'Potholes' })
  @TrimToUndefined()
  @IsString({ message: M.hintIssue })
  @IsNotEmpty({ message: M.hintIssue })
  subcategory: string;

  @ApiPropertyOptional({ description: "The issue in the citizen's words; required when subcategory is 'Other'", example: 'Broken bus shelter' })
  @IsOptional()
  @IsString({ message: M.hintIssue })
  @MaxText(200, tooLong(200))
  otherText?: string;

  @ApiProperty({ description: 'Short title (required, trimmed)', example: 'Deep pothole near Panaji market' })
  @TrimToUndefined()
  @MaxText(200, tooLong(200))
  @IsString({ message: M.hintTitle })
  @IsNotEmpty({ message: M.hintTitle })
  title: string;

  @ApiPropertyOptional({ description: 'Details (optional)', example: 'About 1 m wide, fills with water when it rains.' })
  @IsOptional()
  @IsString()
  @MaxText(5000, tooLong(5000))
  description?: string;

  @ApiProperty({ description: 'Address or area name (required, trimmed)', example: '18th June Road, Panaji' })
  @TrimToUndefined()
  @MaxText(500, tooLong(500))
  @IsString({ message: M.hintLocationText })
  @IsNotEmpty({ message: M.hintLocationText })
  location: string;

  @ApiPropertyOptional({ description: 'Nearby landmark', example: 'Opposite the municipal market' })
  @IsOptional()
  @IsString()
  @MaxText(200, tooLong(200))
  landmark?: string;

  @ApiPropertyOptional({ enum: URGENCIES, default: DEFAULT_URGENCY, description: 'Urgency (default medium)' })
  @IsOptional()
  @IsIn(URGENCIES, { message: M.urgencyInvalid })
  urgency?: string;

  @ApiPropertyOptional({ description: "Hide the reporter's name from the authority", default: false })
  @IsOptional()
  @IsBoolean({ message: Messages.common.validationFailed })
  anonymous?: boolean;

  @ApiPropertyOptional({
    description:
      "'Show my title, description and photos publicly': the public map and page then show the title, description, photos, location text and landmark. Off by default; ignored (stored false) when anonymous is true.",
    default: false,
  })
  @IsOptional()
  @IsBoolean({ message: Messages.common.validationFailed })
  showPublicly?: boolean;

  @ApiProperty({
    type: [String],
    description:
      "Photo URLs from the configured upload provider (local: '/uploads/<name>' returned by POST /api/uploads/local). At least one; at most the plan's photo limit (Free 1, Premium and Advocate Plus 5).",
    example: ['/uploads/3f2a9c0b7e514d8a9f01c2b3d4e5f607.jpg'],
  })
  @EachTextAtMost(2048, { message: M.photoNotFromProvider })
  @ArrayMinSize(1, { message: M.addPhoto })
  @IsArray({ message: M.addPhoto })
  photos: string[];

  @ApiProperty({ description: 'The authorisation checkbox; must be true', example: true })
  @Equals(true, { message: M.hintAuthorize })
  authorizeRepresentative: boolean;

  @ApiPropertyOptional({
    description:
      "The citizen confirms a chosen location that the pin contradicts. Without it, a filing whose chosen taluka (district, when no taluka is chosen) differs from the taluka of the village or ULB nearest to the pin is refused: 400 VALIDATION_FAILED on `geoMismatchConfirmed` with 'The pin is nearest to {place}, which is not in {chosen}. Move the pin, change the location, or confirm that both are right.'. Recorded on the complaint when a contradiction existed. Default false.",
    example: false,
  })
  @IsOptional()
  @IsBoolean({ message: Messages.common.validationFailed })
  geoMismatchConfirmed?: boolean;

  @ApiPropertyOptional({ type: ComplaintGeoRequest, description: 'Location codes from the picker (optional); used to resolve the authority' })
  @IsOptional()
  @ValidateNested({ message: M.geoInvalid })
  @Type(() => ComplaintGeoRequest)
  geo?: ComplaintGeoRequest;

  @ApiProperty({ type: ComplaintCoordinatesRequest, description: 'The exact point (required)' })
  @IsDefined({ message: M.captureLocation })
  @ValidateNested({ message: M.captureLocation })
  @Type(() => ComplaintCoordinatesRequest)
  coordinates: ComplaintCoordinatesRequest;
}
