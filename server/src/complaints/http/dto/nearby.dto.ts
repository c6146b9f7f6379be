import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsNumber, IsString, Max, MaxLength, Min } from 'class-validator';
import { COMPLAINT_STATUSES, Messages } from '@civic/contracts';
import { ToNumber, Trim } from '../../../kernel/http/field-rules.js';

/** GET /api/complaints/nearby: the point and category the wizard has so far. */
export class NearbyComplaintsRequest {
  @ApiProperty({ description: 'Latitude in degrees (WGS 84)', example: 15.4989, minimum: -90, maximum: 90 })
  @ToNumber()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: Messages.complaint.captureLocation })
  @Min(-90, { message: Messages.complaint.captureLocation })
  @Max(90, { message: Messages.complaint.captureLocation })
  lat: number;

  @ApiProperty({ description: 'Longitude in degrees (WGS 84)', example: 73.8278, minimum: -180, maximum: 180 })
  @ToNumber()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: Messages.complaint.captureLocation })
  @Min(-180, { message: Messages.complaint.captureLocation })
  @Max(180, { message: Messages.complaint.captureLocation })
  lng: number;

  @ApiProperty({ description: 'Category key', example: 'roads', maxLength: 100 })
  @Trim()
  @IsString({ message: Messages.complaint.hintCategory })
  @IsNotEmpty({ message: Messages.complaint.hintCategory })
  @MaxLength(100, { message: Messages.complaint.hintCategory })
  category: string;
}

/** One nearby open complaint, with the public privacy rules: no name, no reporter's words or photos. */
export class NearbyComplaintResponse {
  @ApiProperty({ description: 'Public complaint id', example: 'GOA-2026-000123' }) id: string;
  @ApiProperty({ example: 'roads' }) categoryKey: string;
  @ApiProperty({ description: "The issue: one of the category's subcategories, or 'Other'", example: 'Potholes' }) subcategory: string;
  @ApiProperty({ description: "The issue in the reader's language; 'Other' in words", example: 'खड्डे' }) subcategoryLabel: string;
  @ApiProperty({ enum: COMPLAINT_STATUSES, example: 'pending' }) status: string;
  @ApiProperty({ description: "The status in the reader's language", example: 'प्रलंबित' }) statusLabel: string;
  @ApiProperty({ description: 'Filing time, ISO 8601', example: '2026-11-20T08:00:00.000Z' }) requestedAt: string;
  @ApiProperty({ description: 'Latitude in degrees, rounded to 3 decimals (about 100 m)', example: 15.499 }) lat: number;
  @ApiProperty({ description: 'Longitude in degrees, rounded to 3 decimals (about 100 m)', example: 73.828 }) lng: number;
  @ApiProperty({ description: "'Near <lat>, <lng>' at the rounded point; never the reporter's location text", example: 'Near 15.499, 73.828' })
  location: string;
  @ApiProperty({ description: 'Distance from the asked point in metres, rounded up to 25 m (at most 150 m)', example: 50 })
  distanceMetres: number;
  @ApiProperty({ description: "Citizens who said 'Me too' (the reporter not counted)", example: 2 }) supportCount: number;
  @ApiProperty({ description: 'True when the caller filed this complaint' }) mine: boolean;
  @ApiProperty({ description: "True when the caller already said 'Me too' on it" }) supportedByMe: boolean;
}

export class NearbyComplaintListResponse {
  @ApiProperty({ type: [NearbyComplaintResponse], description: 'Nearest first, at most 10' }) items: NearbyComplaintResponse[];
}

/** Result of POST /api/complaints/{id}/me-too. */
export class MeTooResponse {
  @ApiProperty({ description: 'Public complaint id', example: 'GOA-2026-000123' }) id: string;
  @ApiProperty({ description: "Citizens who said 'Me too', this one included (the reporter not counted)", example: 3 }) supportCount: number;
}
