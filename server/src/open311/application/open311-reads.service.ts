import { Injectable } from '@nestjs/common';
import { normaliseCategoryKey, OTHER_SUBCATEGORY, subcategoryChoices, type Locale } from '@civic/contracts';
import { PublicComplaintsService, type PublicComplaint } from '../../complaints/public.js';
import { CategoriesService, type CategoryInfo } from '../../content/public.js';
import { indiaDateTime, listDocument, type Open311Document } from '../domain/open311-documents.js';
import { Open311Error } from '../domain/open311-error.js';
import { CLOSED_STATUSES, OPEN_STATUSES, open311Status, SERVICE_ATTRIBUTES, serviceCodeOf, servicesOf, type ServiceTarget } from '../domain/services.js';

/** Requests answered by GET requests without dates: the last 90 days (GeoReport v2 default). */
export const DEFAULT_WINDOW_DAYS = 90;
/** Most requests GET requests answers (GeoReport v2: 1,000). */
export const MAX_REQUESTS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Updates answered by GET servicerequestupdates without dates: the last 24 hours. */
export const DEFAULT_UPDATES_WINDOW_HOURS = 24;
/** Most updates GET servicerequestupdates answers. */
export const MAX_UPDATES = 1000;
/** The specification of FixMyStreet's Open311 extension (servicerequestupdates), named in discovery. */
export const FMS_UPDATES_SPECIFICATION = 'https://github.com/mysociety/fixmystreet/wiki/Open311-FMS---Proposed-differences-to-Open311';

/** GET servicerequestupdates' filters as the HTTP layer parsed them. */
export interface UpdatesFilter {
  start?: Date;
  end?: Date;
  /** Only the complaints filed with this key. */
  apiKeyId?: string;
}

/** GET requests' filters as the HTTP layer parsed them. */
export interface RequestsFilter {
  ids?: string[];
  serviceCode?: string;
  start?: Date;
  end?: Date;
  statuses?: ('open' | 'closed')[];
}

/**
 * The Open311 read side: discovery, services and their definitions from the enabled categories, and
 * service requests from the complaints context's public reader (coordinates at 3 decimals, never the reporter's
 * personal data), as GeoReport v2 documents for both formats. Never writes.
 */
@Injectable()
export class Open311ReadsService {
  constructor(
    private readonly categories: CategoriesService,
    private readonly complaints: PublicComplaintsService,
  ) {}

  /**
   * GET discovery: this endpoint with its specifications (GeoReport v2, and FixMyStreet's extension for
   * servicerequestupdates), formats, and the calls it answers (`calls`: method and path template). `baseUrl` is the
   * endpoint's own URL.
   */
  discovery(baseUrl: string, contact: string): Open311Document {
    const changeset = '2026-11-28T00:00:00+05:30';
    const formats = ['text/xml', 'application/json'];
    const georeport = { specification: 'http://wiki.open311.org/GeoReport_v2', url: baseUrl, changeset, type: 'production', formats };
    const updates = { specification: FMS_UPDATES_SPECIFICATION, url: baseUrl, changeset, type: 'production', formats };
    const calls = [
      'GET services.{format}',
      'GET services/{service_code}.{format}',
      'POST requests.{format}',
      'GET requests.{format}',
      'GET requests/{service_request_id}.{format}',
      'GET tokens/{token}.{format}',
      'GET servicerequestupdates.{format}',
      'POST servicerequestupdates.{format}',
    ];
    const json = {
      changeset,
      contact,
      key_service: `${baseUrl.replace(/\/open311\/v2$/, '')}/admin/integrations`,
      endpoints: [georeport, updates],
      calls,
    };
    const xmlEndpoint = (e: typeof georeport) => ({ ...e, formats: { format: e.formats } });
    return {
      json,
      xml: { discovery: { ...json, endpoints: { endpoint: [xmlEndpoint(georeport), xmlEndpoint(updates)] }, calls: { call: calls } } },
    };
  }

  /**
   * GET servicerequestupdates (FixMyStreet's Open311 extension): the history entries dated between start and end
   * (default the last 24 hours up to end, which defaults to now), oldest first (newest last), at most 1,000; of every
   * complaint, or with `apiKeyId` of those filed with that key. Each shows only what the public page shows of the entry
   * (PublicComplaintsService.updatesBetween): no note of an admin, authority or reporter, no photo; an authority's
   * answer in words ('Resolved by {office}'). update_id is '<service_request_id>-<n>', n the
   * entry's position in the history from 0, stable since entries are only ever appended.
   */
  async updates(filter: UpdatesFilter, now: Date = new Date()): Promise<Open311Document> {
    const end = filter.end ?? now;
    const start = filter.start ?? new Date(end.getTime() - DEFAULT_UPDATES_WINDOW_HOURS * 3_600_000);
    if (start > end) throw new Open311Error(400, 'start_date must be before end_date.');
    const rows = await this.complaints.updatesBetween({ from: start, to: end, apiKeyId: filter.apiKeyId, limit: MAX_UPDATES });
    return listDocument(
      'service_request_updates',
      'request_update',
      rows.map((u) => ({
        update_id: `${u.complaintId}-${u.index}`,
        service_request_id: u.complaintId,
        status: open311Status(u.status),
        updated_datetime: indiaDateTime(u.date),
        description: u.note,
        // An update keeps the shape Open311 clients know: its description is the label (publicNoteOf), never an answer's words
        // or photos, so an answer the moderators hid says here what it said before.
        media_url: '',
        extended_status: u.status,
      })),
    );
  }

  /** GET services: one per enabled category and one per subcategory, named in `locale` where the category has texts. */
  async services(locale: Locale = 'en'): Promise<Open311Document> {
    const services = servicesOf(await this.categories.listEnabled(), locale).map(({ target: _target, ...s }) => s);
    return listDocument('services', 'service', services);
  }

  /** GET services/{code}: the attributes (urgency, landmark, anonymous); 404 for an unknown or disabled service. */
  async definition(code: string): Promise<Open311Document> {
    const found = servicesOf(await this.categories.listEnabled()).some((s) => s.service_code === code);
    if (!found) throw new Open311Error(404, `service_code ${code} was not found.`);
    const json = { service_code: code, attributes: SERVICE_ATTRIBUTES };
    return {
      json,
      xml: {
        service_definition: {
          service_code: code,
          attributes: { attribute: SERVICE_ATTRIBUTES.map((a) => ({ ...a, values: a.values ? { value: a.values } : undefined })) },
        },
      },
    };
  }

  /**
   * GET requests: by service_request_id (the other filters then ignored), else by service_code, status (open:
   * pending, in_progress, forwarded; closed: resolved, rejected) and filing time (default the last 90 days), newest
   * first, at most 1,000.
   */
  async requests(filter: RequestsFilter, now: Date = new Date()): Promise<Open311Document> {
    let rows: PublicComplaint[];
    if (filter.ids) {
      rows = await this.complaints.list({ ids: filter.ids.slice(0, MAX_REQUESTS), limit: MAX_REQUESTS });
    } else {
      const end = filter.end ?? now;
      const start = filter.start ?? new Date(end.getTime() - DEFAULT_WINDOW_DAYS * DAY_MS);
      if (start > end) throw new Open311Error(400, 'start_date must be before end_date.');
      let target: ServiceTarget | null = null;
      if (filter.serviceCode) {
        target = await this.targetOf(filter.serviceCode);
        if (!target) return this.requestsDocument([]);
      }
      const statuses = filter.statuses?.length ? [...new Set(filter.statuses.flatMap((s) => (s === 'open' ? OPEN_STATUSES : CLOSED_STATUSES)))] : undefined;
      rows = await this.complaints.list({
        categoryKey: target?.categoryKey,
        subcategory: target?.subcategory,
        from: start,
        to: end,
        statuses,
        limit: MAX_REQUESTS,
      });
    }
    return this.requestsDocument(rows);
  }

  /** GET requests/{id}: one request in the list shape; 404 when unknown. */
  async request(id: string): Promise<Open311Document> {
    const row = await this.complaints.get(id);
    if (!row) throw new Open311Error(404, `service_request_id ${id} was not found.`);
    return this.requestsDocument([row]);
  }

  /** GET tokens/{token}: the request the token became; 404 when unknown. */
  async token(token: string): Promise<Open311Document> {
    const id = await this.complaints.publicIdOf(token);
    if (!id) throw new Open311Error(404, `token ${token} was not found.`);
    return listDocument('service_requests', 'request', [{ service_request_id: id, token }]);
  }

  /** The category and subcategory a service code names, disabled categories included (old requests keep their code). */
  private async targetOf(code: string): Promise<ServiceTarget | null> {
    const [categoryKey, slug] = code.split(/-(.*)/s, 2);
    const category = (await this.categories.findByKeys([categoryKey])).get(categoryKey);
    if (!category) return null;
    if (slug === undefined) return { categoryKey, subcategory: OTHER_SUBCATEGORY };
    const sub = subcategoryChoices(category.subcategories).find((s) => normaliseCategoryKey(s) === slug);
    return sub ? { categoryKey, subcategory: sub } : null;
  }

  private async requestsDocument(rows: PublicComplaint[]): Promise<Open311Document> {
    const categories = await this.categories.findByKeys(rows.map((r) => r.categoryKey));
    return listDocument(
      'service_requests',
      'request',
      rows.map((r) => this.requestView(r, categories.get(r.categoryKey))),
    );
  }

  private requestView(r: PublicComplaint, category: CategoryInfo | undefined): Record<string, unknown> {
    return {
      service_request_id: r.id,
      status: open311Status(r.status),
      status_notes: r.statusNote,
      service_name: r.subcategory === OTHER_SUBCATEGORY ? (category?.name ?? r.categoryKey) : r.subcategory,
      service_code: serviceCodeOf(r.categoryKey, r.subcategory),
      description: r.description,
      agency_responsible: r.agencyDepartment,
      service_notice: '',
      requested_datetime: indiaDateTime(r.requestedAt),
      updated_datetime: indiaDateTime(r.updatedAt),
      expected_datetime: r.dueAt ? indiaDateTime(r.dueAt) : '',
      address: r.location,
      address_id: '',
      zipcode: '',
      lat: r.lat,
      long: r.lng,
      media_url: r.photoUrl ?? '',
    };
  }
}
