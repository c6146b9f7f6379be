import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Trim } from '../../../kernel/http/field-rules.js';
import { formatMessage, LOCALES, type Locale, Messages, PLACE_SEARCH, ROUTING_LEVELS, type RoutingLevel } from '@civic/contracts';

const blankToUndefined = ({ value }: { value: unknown }) =>
  value === '' || value === null || value === undefined
    ? undefined
    : typeof value === 'number'
      ? String(value)
      : typeof value === 'string'
        ? value.trim()
        : value;

/**
 * A geography code in a query or body: digits only (LGD / Census 2011 codes), given as a number or a
 * numeric string; blank means absent. Anything else is 400 VALIDATION_FAILED '{field} must be a numeric code'.
 */
export function IsGeoCode(field: string, options: { required?: boolean } = {}) {
  const message = formatMessage(Messages.admin.routing.invalidCode, { field });
  const decorators = [Transform(blankToUndefined), Matches(/^\d{1,9}$/, { message })];
  if (!options.required) decorators.unshift(IsOptional());
  return applyDecorators(...decorators);
}

/** GET /api/geo/districts?state= (citizen spec section 7; default state 30, at most 30 items). */
export class ListDistrictsQuery {
  @ApiPropertyOptional({ description: 'State code (Census 2011 / LGD); default 30 (Goa)', example: '30' })
  @IsGeoCode('state')
  state?: string;
}

/** GET /api/geo/subdistricts?district= */
export class ListSubdistrictsQuery {
  @ApiProperty({ description: 'LGD district code', example: '551' })
  @IsGeoCode('district', { required: true })
  district: string;
}

/** GET /api/geo/villages?district=&subdistrict= (at least one of the two). */
export class ListVillagesQuery {
  @ApiPropertyOptional({ description: 'LGD district code', example: '551' })
  @IsGeoCode('district')
  district?: string;

  @ApiPropertyOptional({ description: 'LGD sub-district (taluka) code; required unless district is given', example: '5610' })
  @IsGeoCode('subdistrict')
  subdistrict?: string;
}

/** GET /api/geo/ulbs?district= (district optional: all 14 ULBs without it). */
export class ListUlbsQuery {
  @ApiPropertyOptional({ description: 'LGD district code', example: '551' })
  @IsGeoCode('district')
  district?: string;
}

/** GET /api/geo/resolve-authority and GET /api/admin/geo-routing/test: a location and an optional category. */
export class ResolveAuthorityQuery {
  @ApiPropertyOptional({ description: 'LGD district code', example: '551' })
  @IsGeoCode('district')
  district?: string;

  @ApiPropertyOptional({ description: 'LGD sub-district (taluka) code', example: '5610' })
  @IsGeoCode('subdistrict')
  subdistrict?: string;

  @ApiPropertyOptional({ description: 'Census 2011 village code', example: '626635' })
  @IsGeoCode('village')
  village?: string;

  @ApiPropertyOptional({ description: 'LGD urban local body code; makes the location Urban', example: '252071' })
  @IsGeoCode('ulb')
  ulb?: string;

  @ApiPropertyOptional({ description: 'Category key; without it only default contacts are considered', example: 'roads' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(50)
  category?: string;
}

/** GET /api/geo/search?q= (citizen spec section 9: at least 3 characters). */
export class SearchPlacesQuery {
  @ApiProperty({ description: 'Place name, at least 3 characters', example: 'Calangute', minLength: 3, maxLength: 200 })
  @Trim()
  @IsString({ message: Messages.admin.routing.searchTooShort })
  @MinLength(PLACE_SEARCH.minChars, { message: Messages.admin.routing.searchTooShort })
  @MaxLength(200)
  q: string;
}

export class GeoItemResponse {
  @ApiProperty({ description: 'LGD or Census 2011 code, as a string', example: '5610' }) code: string;
  @ApiProperty({ example: 'Bardez' }) name: string;
}

export class GeoListResponse {
  @ApiProperty({ type: [GeoItemResponse], description: 'Sorted by name' }) items: readonly GeoItemResponse[];
}

export class GeoUlbItemResponse extends GeoItemResponse {
  @ApiProperty({ description: 'LGD code of the ULB’s district', example: '551' }) districtCode: string;
}

export class GeoUlbListResponse {
  @ApiProperty({ type: [GeoUlbItemResponse], description: 'Sorted by name' }) items: readonly GeoUlbItemResponse[];
}

export class RecipientResponse {
  @ApiProperty({ example: 'bdo.bardez@goa.gov.in' }) authorityEmail: string;
  @ApiProperty({ example: 'Shri A. Naik' }) authorityName: string;
  @ApiProperty({ example: 'Block Development Officer' }) authorityDesignation: string;
  @ApiProperty({ example: 'Rural Development' }) authorityDepartment: string;
  @ApiPropertyOptional({ enum: LOCALES, description: "The office's language (the primary recipient of a routing contact)", example: 'en' }) language?: Locale;
}

/** The resolved authority (admin spec sections 7 and 9). */
export class ResolvedAuthorityResponse {
  @ApiProperty({ description: 'Id of the routing contact' }) contactId: string;
  @ApiProperty({ enum: ROUTING_LEVELS, description: 'Level the contact was found at' }) level: RoutingLevel;
  @ApiProperty({ enum: ROUTING_LEVELS, description: 'Deepest level named by the query' }) expectedLevel: RoutingLevel;
  @ApiProperty({ description: 'False when resolution fell back to a shallower level than expectedLevel' }) isDeepest: boolean;
  @ApiProperty({ example: 'Bardez, North Goa' }) location: string;
  @ApiProperty({ type: String, nullable: true, description: 'Category of the contact; null for the default contact' }) categoryKey: string | null;
  @ApiProperty({ example: 'bdo.bardez@goa.gov.in' }) authorityEmail: string;
  @ApiProperty() authorityName: string;
  @ApiProperty() authorityDesignation: string;
  @ApiProperty() authorityDepartment: string;
  @ApiProperty({ example: '+91 832 226 2206' }) phone: string;
  @ApiProperty({ example: '551' }) districtCode: string;
  @ApiProperty({ type: String, nullable: true, example: '5610' }) subdistrictCode: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) villageCode: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) ulbCode: string | null;
  @ApiProperty({ type: [RecipientResponse], description: 'Primary recipient first, then the additional ones' }) forwardRecipients: RecipientResponse[];
}

export class PlaceItemResponse {
  @ApiProperty({ example: 'Calangute' }) name: string;
  @ApiProperty({ example: 'Calangute, Bardez, North Goa' }) label: string;
  @ApiProperty({ description: 'Latitude in degrees (WGS84)', example: 15.54392 }) lat: number;
  @ApiProperty({ description: 'Longitude in degrees (WGS84)', example: 73.76674 }) lng: number;
  @ApiProperty({ description: 'village, ulb, subdistrict or district (gazetteer); the geocoder’s type otherwise', example: 'village' }) type: string;
  @ApiProperty({ type: String, nullable: true, description: 'Gazetteer code, or osm:<type>/<id> from the geocoder', example: '626711' }) code: string | null;
}

export class PlaceSearchResponse {
  @ApiProperty({ type: [PlaceItemResponse], description: 'At most 5 places inside Goa' }) items: PlaceItemResponse[];
  @ApiProperty({ enum: ['gazetteer', 'geocoder'], description: 'Where the results came from' }) source: 'gazetteer' | 'geocoder';
}

/** GET /api/geo/nearest-place?lat=&lng=&subdistrict= (the pin suggests a village or ULB). */
export class NearestPlaceQuery {
  @ApiProperty({ description: 'Latitude of the pin in degrees (WGS84)', example: 15.5443 })
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: Messages.complaint.captureLocation })
  @Min(-90, { message: Messages.complaint.captureLocation })
  @Max(90, { message: Messages.complaint.captureLocation })
  lat: number;

  @ApiProperty({ description: 'Longitude of the pin in degrees (WGS84)', example: 73.7671 })
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: Messages.complaint.captureLocation })
  @Min(-180, { message: Messages.complaint.captureLocation })
  @Max(180, { message: Messages.complaint.captureLocation })
  lng: number;

  @ApiPropertyOptional({ description: 'LGD taluka code: suggest only places of this taluka (the citizen chose it)', example: '5610' })
  @IsGeoCode('subdistrict')
  subdistrict?: string;
}

/** A village or ULB suggested for a point, with its codes as strings. */
export class NearestPlaceResponse {
  @ApiProperty({ enum: ['village', 'ulb'], description: 'village: Rural (villageCode set); ulb: Urban (ulbCode set)' }) kind: 'village' | 'ulb';
  @ApiProperty({ description: 'LGD district code', example: '551' }) districtCode: string;
  @ApiProperty({ type: String, nullable: true, description: 'LGD taluka code', example: '5610' }) subdistrictCode: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Census 2011 village code (kind village)', example: '626695' }) villageCode: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'LGD ULB code (kind ulb)', example: null }) ulbCode: string | null;
  @ApiProperty({ description: 'Name of the village or ULB', example: 'Calangute' }) name: string;
  @ApiProperty({ description: 'Name, taluka, district', example: 'Calangute, Bardez, North Goa' }) label: string;
}
