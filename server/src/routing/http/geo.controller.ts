import { Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation } from '@nestjs/swagger';
import { formatMessage, GOA_STATE_CODE, Messages } from '@civic/contracts';
import { Public, StaticPublicList } from '../../kernel/http/access.decorators.js';
import { NotFoundError, ValidationError } from '../../kernel/errors/domain-error.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { AuthorityResolver } from '../application/authority-resolver.service.js';
import { GeographyService } from '../application/geography.service.js';
import { PlaceSearchService } from '../application/place-search.service.js';
import {
  GeoListResponse,
  GeoUlbListResponse,
  ListDistrictsQuery,
  ListSubdistrictsQuery,
  ListUlbsQuery,
  ListVillagesQuery,
  NearestPlaceQuery,
  NearestPlaceResponse,
  PlaceSearchResponse,
  ResolveAuthorityQuery,
  ResolvedAuthorityResponse,
  SearchPlacesQuery,
} from './dto/geo.dto.js';

const BAD_CODE = 'VALIDATION_FAILED: a code that is not a number, e.g. "{field} must be a numeric code"';

/**
 * The public geography calls of the location picker and the complaint map (citizen spec section 7).
 * Codes are returned as strings; an unknown code gives an empty list, a malformed one 400 VALIDATION_FAILED.
 */
@ApiController('routing', 'geo')
export class GeoController {
  constructor(
    private readonly geography: GeographyService,
    private readonly resolver: AuthorityResolver,
    private readonly places: PlaceSearchService,
  ) {}

  /** Districts of a state (default 30, Goa), sorted by name, at most 30 (citizen spec section 9). */
  @Get('districts')
  @Public()
  @StaticPublicList()
  @ApiOperation({ summary: 'List districts', description: 'items [{ code, name }] sorted by name; default state 30; at most 30 items.' })
  @Answers({ ok: GeoListResponse })
  @ApiBadRequestResponse({ description: BAD_CODE })
  async listDistricts(@Query() query: ListDistrictsQuery): Promise<GeoListResponse> {
    return { items: await this.geography.listDistricts(query.state ? Number(query.state) : GOA_STATE_CODE) };
  }

  /** Talukas of a district, sorted by name. */
  @Get('subdistricts')
  @Public()
  @StaticPublicList()
  @ApiOperation({ summary: 'List talukas (sub-districts) of a district', description: 'items [{ code, name }] sorted by name; unknown district: empty list.' })
  @Answers({ ok: GeoListResponse })
  @ApiBadRequestResponse({ description: BAD_CODE })
  async listSubdistricts(@Query() query: ListSubdistrictsQuery): Promise<GeoListResponse> {
    return { items: await this.geography.listSubdistricts(Number(query.district)) };
  }

  /** Villages (and census towns) of a taluka; the district, when given, must match. */
  @Get('villages')
  @Public()
  @StaticPublicList()
  @ApiOperation({ summary: 'List villages of a taluka', description: 'items [{ code, name }] sorted by name; subdistrict or district required.' })
  @Answers({ ok: GeoListResponse })
  @ApiBadRequestResponse({ description: BAD_CODE })
  async listVillages(@Query() query: ListVillagesQuery): Promise<GeoListResponse> {
    if (!query.district && !query.subdistrict)
      throw ValidationError.field('subdistrict', formatMessage(Messages.admin.routing.invalidCode, { field: 'subdistrict' }));
    return {
      items: await this.geography.listVillages({
        districtCode: query.district ? Number(query.district) : undefined,
        subdistrictCode: query.subdistrict ? Number(query.subdistrict) : undefined,
      }),
    };
  }

  /** Urban local bodies, all 14 or those of one district. */
  @Get('ulbs')
  @Public()
  @StaticPublicList()
  @ApiOperation({ summary: 'List urban local bodies', description: 'items [{ code, name, districtCode }] sorted by name; district optional.' })
  @Answers({ ok: GeoUlbListResponse })
  @ApiBadRequestResponse({ description: BAD_CODE })
  async listUlbs(@Query() query: ListUlbsQuery): Promise<GeoUlbListResponse> {
    return { items: await this.geography.listUlbs(query.district ? Number(query.district) : undefined) };
  }

  /**
   * The authority for a location and category (admin spec sections 7 and 9): deepest level first, a
   * category contact before the default one at each level; 404 'No contact found for the selected location.'
   */
  @Get('resolve-authority')
  @Public()
  @ApiOperation({
    summary: 'Resolve the authority of a location and category',
    description:
      'Rural: village, then subdistrict, then district; Urban (ulb given): ulb, then district. Inactive contacts and contacts without an email are skipped. ' +
      'isDeepest is false when the contact was found above expectedLevel.',
  })
  @Answers({
    ok: ResolvedAuthorityResponse,
    badRequest: `${BAD_CODE}; no code at all: '${Messages.admin.routing.locationRequired}'`,
    notFound: `NOT_FOUND: '${Messages.admin.routing.noContact}'`,
  })
  async resolveAuthority(@Query() query: ResolveAuthorityQuery): Promise<ResolvedAuthorityResponse> {
    if (!query.district && !query.subdistrict && !query.village && !query.ulb) throw ValidationError.field('district', Messages.admin.routing.locationRequired);
    const result = await this.resolver.resolve({
      districtCode: query.district,
      subdistrictCode: query.subdistrict,
      villageCode: query.village,
      ulbCode: query.ulb,
      categoryKey: query.category ?? null,
    });
    if (!result) throw new NotFoundError(Messages.admin.routing.noContact);
    return result;
  }

  /** Place search for the complaint map (citizen spec sections 7 and 9): at least 3 characters, 5 results inside Goa. */
  @Get('search')
  @Public()
  @ApiOperation({
    summary: 'Search places in Goa',
    description: 'The Goa gazetteer, or the Nominatim-compatible GEOCODER_URL when set (falling back to the gazetteer when it fails). lat/lng in degrees.',
  })
  @Answers({ ok: PlaceSearchResponse, badRequest: `VALIDATION_FAILED: '${Messages.admin.routing.searchTooShort}'` })
  searchPlaces(@Query() query: SearchPlacesQuery): Promise<PlaceSearchResponse> {
    return this.places.search(query.q);
  }

  /**
   * The village or ULB nearest to a pin by the data/goa centroids, within the chosen taluka when
   * `subdistrict` is given: the wizard suggests it and the citizen confirms or changes it. 404 when no place
   * qualifies (a taluka without centroids).
   */
  @Get('nearest-place')
  @Public()
  @StaticPublicList()
  @ApiOperation({
    summary: 'Suggest the village or ULB of a point',
    description: 'Nearest centroid of data/goa (villages and ULBs), optionally within one taluka. Codes as strings; lat/lng in degrees.',
  })
  @Answers({
    ok: NearestPlaceResponse,
    badRequest: `VALIDATION_FAILED: lat/lng missing or not numbers ('${Messages.complaint.captureLocation}'); ${BAD_CODE}`,
    notFound: `NOT_FOUND: '${Messages.publicMap.noPlace}'`,
  })
  async suggestNearestPlace(@Query() query: NearestPlaceQuery): Promise<NearestPlaceResponse> {
    const place = await this.geography.nearestPlace(query.lat, query.lng, query.subdistrict ? Number(query.subdistrict) : null);
    if (!place) throw new NotFoundError(Messages.publicMap.noPlace);
    const code = (n: number | null) => (n === null ? null : String(n));
    return {
      kind: place.kind,
      districtCode: String(place.districtCode),
      subdistrictCode: code(place.subdistrictCode),
      villageCode: code(place.villageCode),
      ulbCode: code(place.ulbCode),
      name: place.name,
      label: place.label,
    };
  }
}
