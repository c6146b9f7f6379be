import { Controller, Get, Header, Logger, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import pLimit from 'p-limit';
import { stringify } from 'csv-stringify/sync';
import { GOA_BOUNDS, Messages, type Locale } from '@civic/contracts';
import { AppConfig } from '../../kernel/config/app-config.js';
import { NotFoundError, ValidationError } from '../../kernel/errors/domain-error.js';
import { Public, RevalidatedPublicList } from '../../kernel/http/access.decorators.js';
import { RateLimited } from '../../kernel/http/rate-limit.decorator.js';
import { AnswersInRequestLanguage, ReaderLocale } from '../../kernel/http/request-locale.decorator.js';
import { ComplaintWords } from '../application/complaint-words.service.js';
import type { PublicComplaintFilter } from '../application/public-complaint-filter.js';
import type { PublicComplaint } from '../application/public-complaint.view.js';
import { GetPublicComplaintQuery } from '../application/queries/get-public-complaint/get-public-complaint.query.js';
import { GetPublicMapQuery } from '../application/queries/get-public-map/get-public-map.query.js';
import { ListOpenDataQuery } from '../application/queries/list-open-data/list-open-data.query.js';
import {
  parseBbox,
  PublicComplaintIdParam,
  PublicComplaintResponse,
  PublicComplaintsFilterQuery,
  PublicMapQuery,
  PublicMapResponse,
} from './dto/public-complaints.dto.js';
import { LICENSE_HEADER, LICENSE_LINK, OPEN_DATA_LICENSE, safeCell } from './open-data.js';

/** Most complaints in one open data file, newest first (docs/adr/0053-public-map-and-open-data.md). */
export const OPEN_DATA_LIMIT = 50_000;

/**
 * Batches of open data read and rendered at once by one process, across all its downloads. Each batch is a query's
 * rows parsed and a few milliseconds of rendering on the event loop; with every download's batch in one turn of the
 * loop, 16 downloads at once made each turn long enough that a new request (a download's first byte, a map read)
 * waited 300 ms for the few turns it needs. Four keep a query in flight while others render, and the downloads
 * finish in about the same time: they share the same CPU either way (docs/adr/0080-memory-limits-and-streamed-open-data.md).
 */
export const OPEN_DATA_BATCHES_AT_ONCE = 4;

/** The CSV columns of the open data, in order (docs/adr/0053-public-map-and-open-data.md). */
export const OPEN_DATA_CSV_COLUMNS = [
  'id',
  'url',
  'category',
  'subcategory',
  'status',
  'filed_at',
  'updated_at',
  'lat',
  'lng',
  'place',
  'place_type',
  'place_inferred',
  'reporter_shared',
  'title',
  'description',
  'location',
  'landmark',
  'photos',
] as const;

const ATTRIBUTION = 'Goa civic complaint portal';

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000+05:30`);
}

function dayEnd(day: string): Date {
  return new Date(`${day}T23:59:59.999+05:30`);
}

function toFilter(query: PublicComplaintsFilterQuery): Omit<PublicComplaintFilter, 'ids' | 'limit'> {
  const from = query.from ? dayStart(query.from) : undefined;
  const to = query.to ? dayEnd(query.to) : undefined;
  if (from && Number.isNaN(from.getTime())) throw ValidationError.field('from', Messages.common.validationFailed);
  if (to && Number.isNaN(to.getTime())) throw ValidationError.field('to', Messages.common.validationFailed);
  return {
    categoryKey: query.category,
    statuses: query.status ? [query.status] : undefined,
    subdistrictCode: query.taluka,
    ulbCode: query.ulb,
    from,
    to,
  };
}

/**
 * The public read side of complaints: the map, a complaint's public page and the open data files, each a query
 * (GetPublicMapQuery, GetPublicComplaintQuery, ListOpenDataQuery). Every answer follows the public privacy rules
 * (PublicComplaint) and the one public filter (publicComplaintConditions), is public, and is revalidated by its ETag
 * (`Cache-Control: public, no-cache`, like the other public lists). The data is licensed CC BY 4.0 (a `Link`
 * header with rel="license" on every answer; the files also carry it in their body or name).
 */
@ApiTags('public')
@Controller('public')
export class PublicComplaintsController {
  private readonly logger = new Logger('PublicComplaints');
  /** Takes turns among the downloads' batches (OPEN_DATA_BATCHES_AT_ONCE), first come first served. */
  private readonly openDataBatchTurns = pLimit(OPEN_DATA_BATCHES_AT_ONCE);

  constructor(
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
    private readonly words: ComplaintWords,
  ) {}

  /** The map of complaints as GeoJSON: grid clusters below zoom 14, single complaints from 14. */
  @Get('complaints')
  @Public()
  @RevalidatedPublicList()
  @Header('Link', LICENSE_LINK)
  @ApiOperation({
    summary: 'Public map of complaints (GeoJSON)',
    description:
      'Complaints inside bbox (default all of Goa) matching category, status, taluka or ulb, from and to (YYYY-MM-DD, India time). ' +
      'Below zoom 14: grid clusters of 360 / 2^zoom / 4 degrees computed in SQL (a cell of one complaint is that complaint); from zoom 14: at most 500 complaints, newest first. ' +
      'Coordinates rounded to 3 decimals; no names; the reporter\'s title only from zoom 14 and only where they opted in to show it publicly. Licence CC BY 4.0 (Link rel="license").',
  })
  @ApiOkResponse({ type: PublicMapResponse })
  @ApiBadRequestResponse({ description: `VALIDATION_FAILED: '${Messages.publicMap.bboxInvalid}', '${Messages.publicMap.zoomInvalid}' or a bad filter` })
  // The query answers PublicMapResponse's JSON text, written once per answer and kept: sent as it is.
  @Header('Content-Type', 'application/json; charset=utf-8')
  async getPublicMap(@Query() query: PublicMapQuery): Promise<string> {
    const bbox = query.bbox ? parseBbox(query.bbox)! : { west: GOA_BOUNDS.minLng, south: GOA_BOUNDS.minLat, east: GOA_BOUNDS.maxLng, north: GOA_BOUNDS.maxLat };
    return this.queries.execute(new GetPublicMapQuery({ ...toFilter(query), bbox }, query.zoom ?? 10));
  }

  /** Open data: every complaint matching the filters as CSV (newest first, at most 50,000). */
  @Get('complaints.csv')
  @Public()
  // A whole download costs seconds of CPU: one address loops on it at most RATE_LIMIT_PER_MINUTE times a minute.
  @RateLimited()
  @ApiOperation({
    summary: 'Open data: complaints as CSV',
    description: `Columns: ${OPEN_DATA_CSV_COLUMNS.join(', ')}. Same filters and privacy rules as the map; newest first, at most ${OPEN_DATA_LIMIT}. Licence CC BY 4.0 (Link rel="license", X-License).`,
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv; charset=utf-8, a header row then one row per complaint', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: a bad filter' })
  async getPublicComplaintsCsv(@Query() query: PublicComplaintsFilterQuery, @Res() res: FastifyReply): Promise<void> {
    const base = this.config.publicUrl;
    await this.streamOpenData(
      res,
      'text/csv; charset=utf-8',
      'goa-complaints.csv',
      await this.queries.execute(new ListOpenDataQuery({ ...toFilter(query), limit: OPEN_DATA_LIMIT })),
      {
        // The header row first, so that an empty result is still a file with its header.
        start: stringify([], { header: true, columns: [...OPEN_DATA_CSV_COLUMNS], bom: false }),
        batch: (rows) =>
          stringify(
            rows.map((r) => [
              r.id,
              `${base}/c/${r.id}`,
              r.categoryKey,
              r.subcategory,
              r.status,
              r.requestedAt.toISOString(),
              r.updatedAt.toISOString(),
              r.lat.toFixed(3),
              r.lng.toFixed(3),
              r.place?.label ?? '',
              r.place?.kind ?? '',
              r.place ? String(r.place.inferred) : '',
              String(r.reporterShared),
              safeCell(r.title),
              safeCell(r.description),
              r.reporterShared ? safeCell(r.location) : '',
              safeCell(r.landmark),
              r.photoUrls.map((p) => (p.startsWith('/') ? `${base}${p}` : p)).join(' '),
            ]),
            { header: false, columns: [...OPEN_DATA_CSV_COLUMNS], bom: false },
          ),
        end: '',
      },
    );
  }

  /** Open data: every complaint matching the filters as a GeoJSON FeatureCollection with its licence. */
  @Get('complaints.geojson')
  @Public()
  // A whole download costs seconds of CPU: one address loops on it at most RATE_LIMIT_PER_MINUTE times a minute.
  @RateLimited()
  @ApiOperation({
    summary: 'Open data: complaints as GeoJSON',
    description: `A FeatureCollection (RFC 7946) with a "license" member (CC BY 4.0); each feature's properties are the CSV columns. Same filters and privacy rules as the map; newest first, at most ${OPEN_DATA_LIMIT}.`,
  })
  @ApiProduces('application/geo+json')
  @ApiOkResponse({ description: 'application/geo+json', schema: { type: 'object' } })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: a bad filter' })
  async getPublicComplaintsGeoJson(@Query() query: PublicComplaintsFilterQuery, @Res() res: FastifyReply): Promise<void> {
    const base = this.config.publicUrl;
    const feature = (r: PublicComplaint) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [r.lng, r.lat] },
      properties: {
        id: r.id,
        url: `${base}/c/${r.id}`,
        category: r.categoryKey,
        subcategory: r.subcategory,
        status: r.status,
        filed_at: r.requestedAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
        place: r.place?.label ?? null,
        place_type: r.place?.kind ?? null,
        place_inferred: r.place ? r.place.inferred : null,
        reporter_shared: r.reporterShared,
        title: r.title,
        description: r.description,
        location: r.reporterShared ? r.location : '',
        landmark: r.landmark,
        photos: r.photoUrls.map((p) => (p.startsWith('/') ? `${base}${p}` : p)),
      },
    });
    const head = JSON.stringify({ type: 'FeatureCollection', license: { ...OPEN_DATA_LICENSE, attribution: ATTRIBUTION } });
    await this.streamOpenData(
      res,
      'application/geo+json; charset=utf-8',
      'goa-complaints.geojson',
      await this.queries.execute(new ListOpenDataQuery({ ...toFilter(query), limit: OPEN_DATA_LIMIT })),
      {
        // The same document JSON.stringify would write, with "features" last: `{"type":…,"license":{…},"features":[…]}`.
        start: `${head.slice(0, -1)},"features":[`,
        batch: (rows, first) => (first ? '' : ',') + rows.map((r) => JSON.stringify(feature(r))).join(','),
        end: ']}',
      },
    );
  }

  /** A complaint's public page: what anyone may read about it. */
  @Get('complaints/:id')
  @Public()
  @RevalidatedPublicList()
  @AnswersInRequestLanguage()
  @Header('Link', LICENSE_LINK)
  @ApiOperation({
    summary: 'Public page of a complaint',
    description:
      'Category, subcategory, status, dates, village or ULB, coordinates rounded to 3 decimals, status history (statuses, dates and who wrote them). ' +
      "An authority's answers are public records: the office, what it answered, its words and after-photos; an answer the portal's moderators hid " +
      'carries their reason instead of its words and photos. ' +
      "The reporter's title, description, photos, location text and landmark only when they opted in at filing. Never a name, email, phone or authorisation text. " +
      "Category name, subcategory label and statuses in the reader's language (a signed-in reader's account language, else Accept-Language; Vary: Accept-Language).",
  })
  @ApiOkResponse({ type: PublicComplaintResponse })
  @ApiNotFoundResponse({ description: `NOT_FOUND: '${Messages.publicMap.notFound}'` })
  async getPublicComplaint(@Param() params: PublicComplaintIdParam, @ReaderLocale() locale: Locale): Promise<PublicComplaintResponse> {
    const r = await this.queries.execute(new GetPublicComplaintQuery(params.id));
    if (!r) throw new NotFoundError(Messages.publicMap.notFound);
    const words = await this.words.publicWords(r, locale);
    return {
      id: r.id,
      categoryKey: r.categoryKey,
      categoryName: words.categoryName,
      subcategory: r.subcategory,
      subcategoryLabel: words.subcategoryLabel,
      status: r.status,
      statusLabel: words.statusLabel,
      createdAt: r.requestedAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      place: r.place,
      lat: r.lat,
      lng: r.lng,
      history: words.history,
      supportCount: r.supportCount,
      reporterShared: r.reporterShared,
      title: r.title,
      description: r.description,
      location: r.reporterShared ? r.location : '',
      landmark: r.landmark,
      photos: r.photoUrls,
      license: OPEN_DATA_LICENSE.name,
    };
  }

  /**
   * Writes an open data file batch by batch (ListOpenDataQuery's batches) as a stream, which Fastify pipes to the socket and
   * which waits for it to drain, so one download holds one batch in memory; a client that goes away destroys the
   * stream and with it the reading (the batches' generator is closed), logged as cut short. The headers and the file's
   * start (the CSV header row, the GeoJSON document's head) leave before any complaint is read, so a download begins at
   * once however busy the process is with other downloads; each batch is then read and rendered in its turn
   * (OPEN_DATA_BATCHES_AT_ONCE), and written outside it, so a slow client holds no turn. The filters were validated
   * before, and a failure while reading can only cut the download short (the connection is destroyed, the file is
   * incomplete).
   */
  private async streamOpenData(
    reply: FastifyReply,
    type: string,
    filename: string,
    batches: AsyncGenerator<PublicComplaint[]>,
    render: { start: string; batch: (rows: PublicComplaint[], first: boolean) => string; end: string },
  ): Promise<void> {
    const turns = this.openDataBatchTurns;
    async function* chunks(): AsyncGenerator<string> {
      yield render.start;
      let first = true;
      try {
        for (;;) {
          const chunk = await turns(async () => {
            const next = await batches.next();
            return next.done ? null : render.batch(next.value, first);
          });
          if (chunk === null) break;
          first = false;
          yield chunk;
        }
      } finally {
        // A download cut short ends its reading too.
        await batches.return(undefined);
      }
      yield render.end;
    }
    // One chunk read ahead at most (Readable.from's default is 16 in object mode): the next batch is read only when the
    // socket has taken the last one, so a download holds one batch in memory and a fast reader cannot starve the others.
    const body = Readable.from(chunks(), { highWaterMark: 1 });
    body.once('error', (error: Error) => this.logger.warn(`${filename} cut short: ${error.message}`));
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished && !body.errored) this.logger.warn(`${filename} cut short: the client went away`);
    });
    await reply
      .status(200)
      .header('Content-Type', type)
      .header('Cache-Control', 'public, no-cache')
      .header('Link', LICENSE_LINK)
      .header('X-License', LICENSE_HEADER)
      .header('Content-Disposition', `inline; filename="${filename}"`)
      .send(body);
  }
}
