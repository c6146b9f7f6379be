import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { isInsideGoa, Messages, type Locale } from '@civic/contracts';
import { CategoriesService } from '../../content/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import { NotFoundError, ValidationError } from '../../kernel/errors/domain-error.js';
import { Public, RevalidatedPublicList } from '../../kernel/http/access.decorators.js';
import { AnswersInRequestLanguage, RequestLocale } from '../../kernel/http/request-locale.decorator.js';
import { GeographyService } from '../../routing/public.js';
import { GetPublicComplaintQuery } from '../application/queries/get-public-complaint/get-public-complaint.query.js';
import { AREA_FEED_ENTRIES, ListAreaFeedQuery } from '../application/queries/list-area-feed/list-area-feed.query.js';
import { areaFeed, complaintFeed, type AreaWords, type FeedContext } from './atom-feeds.js';
import { AreaFeedQuery, ComplaintFeedParam, FeedLanguageQuery } from './dto/feeds.dto.js';
import { LICENSE_LINK } from './open-data.js';

const ATOM = 'application/atom+xml; charset=utf-8';

/**
 * Atom feeds (RFC 4287) of the public complaints, for feed readers and integrators: an area's complaints and one
 * complaint's public history, under the public privacy rules of the map and the public page (PublicComplaint), at
 * /feeds (outside /api, as feed addresses are shared and typed by people). Public, revalidated by their ETag, in the
 * language of `lang`, else Accept-Language.
 */
@ApiTags('public')
@Controller('feeds')
export class FeedsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly categories: CategoriesService,
    private readonly geography: GeographyService,
    private readonly config: AppConfig,
  ) {}

  /** The complaints of an area that changed last, most recent change first. */
  @Get('area.atom')
  @Public()
  @RevalidatedPublicList()
  @AnswersInRequestLanguage()
  @Header('Content-Type', ATOM)
  @Header('Link', LICENSE_LINK)
  @ApiOperation({
    summary: 'Atom feed of an area’s complaints',
    description:
      `The ${AREA_FEED_ENTRIES} complaints that changed last (filed, or a new status or answer), most recent first, matching the public map’s filters ` +
      '(category, status, taluka, ulb, from, to), a village, and a circle (lat, lng and radius in metres, 200 to 5000, centre in Goa). ' +
      'One entry per complaint, its id the public page’s address, so a reader marks it updated when its status changes. ' +
      'Same privacy rules as the public page. Words in the language of lang, else Accept-Language. Licence CC BY 4.0.',
  })
  @ApiProduces('application/atom+xml')
  @ApiOkResponse({ description: 'An Atom feed document (RFC 4287)', schema: { type: 'string' } })
  @ApiBadRequestResponse({
    description: `VALIDATION_FAILED: a bad filter, '${Messages.feeds.circleIncomplete}', '${Messages.feeds.radiusInvalid}', '${Messages.feeds.centreOutsideGoa}' or '${Messages.feeds.placeUnknown}'`,
  })
  async getAreaFeed(@Query() query: AreaFeedQuery, @RequestLocale() requestLocale: Locale): Promise<string> {
    const circle = this.circleOf(query);
    const area: AreaWords = { places: await this.placeNames(query), circle, categoryKey: query.category, status: query.status };
    const complaints = await this.queries.execute(
      new ListAreaFeedQuery({
        categoryKey: query.category,
        statuses: query.status ? [query.status] : undefined,
        subdistrictCode: query.taluka,
        ulbCode: query.ulb,
        villageCode: query.village,
        from: query.from ? new Date(`${query.from}T00:00:00.000+05:30`) : undefined,
        to: query.to ? new Date(`${query.to}T23:59:59.999+05:30`) : undefined,
        circle,
        limit: AREA_FEED_ENTRIES,
      }),
    );
    const self = `${this.config.publicUrl}/feeds/area.atom${searchOf(query)}`;
    return areaFeed(complaints, area, `${this.config.publicUrl}/map`, await this.context(self, (query.lang as Locale | undefined) ?? requestLocale));
  }

  /** A complaint's public history, newest first. */
  @Get('complaints/:file')
  @Public()
  @RevalidatedPublicList()
  @AnswersInRequestLanguage()
  @Header('Content-Type', ATOM)
  @Header('Link', LICENSE_LINK)
  @ApiOperation({
    summary: 'Atom feed of a complaint’s public history',
    description:
      'GET /feeds/complaints/{id}.atom: one entry per entry of the public history, newest first (a status; an authority’s answer with its words and ' +
      'after-photos, unless the portal’s moderators hid it). Same privacy rules as the public page. Words in the language of lang, else Accept-Language.',
  })
  @ApiProduces('application/atom+xml')
  @ApiOkResponse({ description: 'An Atom feed document (RFC 4287)', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: a bad lang' })
  @ApiNotFoundResponse({ description: `NOT_FOUND: '${Messages.publicMap.notFound}'` })
  async getComplaintFeed(@Param() params: ComplaintFeedParam, @Query() query: FeedLanguageQuery, @RequestLocale() requestLocale: Locale): Promise<string> {
    const id = params.file.slice(0, -'.atom'.length);
    const complaint = await this.queries.execute(new GetPublicComplaintQuery(id));
    if (!complaint) throw new NotFoundError(Messages.publicMap.notFound);
    const self = `${this.config.publicUrl}/feeds/complaints/${params.file}${query.lang ? `?lang=${query.lang}` : ''}`;
    return complaintFeed(complaint, await this.context(self, (query.lang as Locale | undefined) ?? requestLocale));
  }

  /** The circle of the query, when it asks for one: lat, lng and radius all given, the centre in Goa. */
  private circleOf(query: AreaFeedQuery): AreaWords['circle'] {
    const given = [query.lat, query.lng, query.radius].filter((v) => v !== undefined).length;
    if (given === 0) return undefined;
    if (given < 3)
      throw ValidationError.field(query.radius === undefined ? 'radius' : query.lat === undefined ? 'lat' : 'lng', Messages.feeds.circleIncomplete);
    if (!isInsideGoa({ lat: query.lat!, lng: query.lng! })) throw ValidationError.field('lat', Messages.feeds.centreOutsideGoa);
    return { lat: query.lat!, lng: query.lng!, radiusMetres: query.radius! };
  }

  /** The names of the taluka, ULB and village asked for; an unknown code is refused (a feed of nowhere is a mistake). */
  private async placeNames(query: AreaFeedQuery): Promise<string[]> {
    const catalog = await this.geography.catalog();
    const names: string[] = [];
    const asked: [keyof AreaFeedQuery & ('taluka' | 'ulb' | 'village'), ReadonlyMap<number, { name: string }>][] = [
      ['taluka', catalog.subdistricts],
      ['ulb', catalog.ulbs],
      ['village', catalog.villages],
    ];
    for (const [field, places] of asked) {
      const code = query[field];
      if (code === undefined) continue;
      const place = places.get(Number(code));
      if (!place) throw ValidationError.field(field, Messages.feeds.placeUnknown);
      names.push(place.name);
    }
    return names;
  }

  private async context(self: string, locale: Locale): Promise<FeedContext> {
    const all = await this.categories.listAll();
    return { base: this.config.publicUrl, locale, self, categories: new Map(all.map((c) => [c.key, c])) };
  }
}

/** The query string of the area asked for, in a fixed order, for the feed's own address. */
function searchOf(query: AreaFeedQuery): string {
  const fields = ['taluka', 'ulb', 'village', 'category', 'status', 'from', 'to', 'lat', 'lng', 'radius', 'lang'] as const;
  const params = new URLSearchParams();
  for (const field of fields) if (query[field] !== undefined) params.set(field, String(query[field]));
  const text = params.toString();
  return text ? `?${text}` : '';
}
