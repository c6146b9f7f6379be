import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { RowMapper } from '../../kernel/database/row-mapper.js';
import { allOf, SqlParams } from '../../kernel/database/sql-params.js';
import { isUuid } from '../../kernel/database/uuid.js';
import { Complaint, type ComplaintUpdate } from '../domain/complaint.entity.js';
import { ComplaintPlaces } from './complaint-places.service.js';
import { publicComplaintConditions, type PublicComplaintFilter } from './public-complaint-filter.js';
import { PUBLIC_COLUMNS, publicEntryOf, publicNoteOf, toPublicComplaint, type PublicComplaint, type PublicUpdate } from './public-complaint.view.js';

/** A complaint's category, place codes and stored point (PublicComplaintsService.placeOf). */
export interface ComplaintPlacePoint {
  categoryKey: string;
  subdistrictCode: string | null;
  ulbCode: string | null;
  villageCode: string | null;
  point: { lat: number; lng: number } | null;
}

/** The map's answer type, named here for ComplaintAnswerCaches, which keeps it and imports it from this file. */

/**
 * Where a newest-first read stopped: the last complaint's filing time as PostgreSQL's text (microseconds, which a Date
 * would round off) and its public id.
 */
export interface PublicListCursor {
  at: string;
  id: string;
}

const SELECT_PUBLIC_COLUMNS = PUBLIC_COLUMNS.map((name) => `c.${name}`).join(', ');

/**
 * The public complaints that several readers share (exported by ComplaintsModule): Open311's requests and updates, the
 * wizard's nearby duplicates, and the public page and open data query handlers. What it answers follows the public
 * privacy rules (PublicComplaint, toPublicComplaint), and it filters with the one public filter
 * (publicComplaintConditions). Never writes.
 */
@Injectable()
export class PublicComplaintsService {
  private readonly rows: RowMapper<Complaint>;

  constructor(
    @InjectRepository(Complaint) private readonly complaints: Repository<Complaint>,
    private readonly places: ComplaintPlaces,
  ) {
    this.rows = new RowMapper(complaints.manager.connection, Complaint);
  }

  /** Complaints matching the filter, newest first (indexes: public id, created_at, category, taluka, ULB). */
  async list(filter: PublicComplaintFilter): Promise<PublicComplaint[]> {
    return (await this.listAfter(filter, null)).items;
  }

  /** One complaint by its public id; null when unknown or deleted. */
  async get(publicId: string): Promise<PublicComplaint | null> {
    return (await this.list({ ids: [publicId], limit: 1 }))[0] ?? null;
  }

  /**
   * The first `filter.limit` complaints matching the filter that come after `after` (null: from the newest), newest
   * first by filing time then public id, and the cursor after the last of them (keyset paging through
   * complaints_created_public_idx). Raw rows of the public columns mapped by RowMapper: TypeORM's general hydration of
   * every column was most of an open data batch's time, and its batches share the event loop with every other request.
   */
  async listAfter(filter: PublicComplaintFilter, after: PublicListCursor | null): Promise<{ items: PublicComplaint[]; next: PublicListCursor | null }> {
    if (filter.ids?.length === 0) return { items: [], next: null };
    const params = new SqlParams();
    const conditions = publicComplaintConditions(filter, params);
    if (after) {
      // The first condition lets the index narrow the range; the row comparison decides ties on filing time.
      const at = params.add(after.at);
      conditions.push(`c.created_at <= CAST(${at} AS timestamptz) AND (c.created_at, c.public_id) < (CAST(${at} AS timestamptz), ${params.add(after.id)})`);
    }
    const raw: (Record<string, unknown> & { cursor_at: string })[] = await this.complaints.query(
      `SELECT c.created_at::text AS cursor_at, ${SELECT_PUBLIC_COLUMNS}
         FROM complaints c
        WHERE ${allOf(conditions)}
        ORDER BY c.created_at DESC, c.public_id DESC
        LIMIT ${params.add(filter.limit)}`,
      params.values,
    );
    const items = await this.publicOf(raw);
    const last = raw.at(-1);
    return { items, next: last ? { at: last.cursor_at, id: items[items.length - 1].id } : null };
  }

  /**
   * The `filter.limit` complaints matching the filter that changed last (filed, or a status, answer or note since),
   * most recent change first, then public id: what a feed of an area shows. Ordered through complaints_updated_idx;
   * a taluka, ULB, village or circle filter is narrowed by its own index first.
   */
  async recentlyChanged(filter: PublicComplaintFilter): Promise<PublicComplaint[]> {
    return this.changedBetween(filter, {});
  }

  /**
   * The complaints matching the filter that changed within [from, to) (filed, or a status, answer or note since), most
   * recent change first, at most `filter.limit`: a daily alert's digest (a bound left out is open). `filedBefore`: only those filed before it (the
   * changes of older complaints, without the new ones). Narrowed by complaints_updated_idx, or the place's own index.
   */
  async changedBetween(filter: PublicComplaintFilter, window: { from?: Date; to?: Date; filedBefore?: Date }): Promise<PublicComplaint[]> {
    const params = new SqlParams();
    const conditions = publicComplaintConditions(filter, params);
    if (window.from) conditions.push(`c.updated_at >= ${params.add(window.from)}`);
    if (window.to) conditions.push(`c.updated_at < ${params.add(window.to)}`);
    if (window.filedBefore) conditions.push(`c.created_at < ${params.add(window.filedBefore)}`);
    const raw: Record<string, unknown>[] = await this.complaints.query(
      `SELECT ${SELECT_PUBLIC_COLUMNS}
         FROM complaints c
        WHERE ${allOf(conditions)}
        ORDER BY c.updated_at DESC, c.public_id DESC
        LIMIT ${params.add(filter.limit)}`,
      params.values,
    );
    return this.publicOf(raw);
  }

  /**
   * Where a complaint is, to find the area alerts it matches: its category, LGD codes and stored point. The point is
   * the stored one (not rounded), used only to test it against alerts' circles, never shown. Null when unknown.
   */
  async placeOf(publicId: string): Promise<ComplaintPlacePoint | null> {
    const rows: { category_key: string; taluka: string | null; ulb: string | null; village: string | null; lat: number | null; lng: number | null }[] =
      await this.complaints.query(
        `SELECT c.category_key, c.geo->>'subdistrictCode' AS taluka, c.geo->>'ulbCode' AS ulb, c.geo->>'villageCode' AS village, c.lat, c.lng
           FROM complaints c WHERE c.public_id = $1`,
        [publicId],
      );
    const row = rows[0];
    if (!row) return null;
    return {
      categoryKey: row.category_key,
      subdistrictCode: row.taluka,
      ulbCode: row.ulb,
      villageCode: row.village,
      point: row.lat === null || row.lng === null ? null : { lat: Number(row.lat), lng: Number(row.lng) },
    };
  }

  /** Rows of the public columns as PublicComplaints, their places named in one batch. */
  private async publicOf(raw: Record<string, unknown>[]): Promise<PublicComplaint[]> {
    const entities = raw.map((row) => this.rows.map(row));
    const places = await this.places.all(entities);
    return entities.map((c, i) => toPublicComplaint(c, places[i]));
  }

  /**
   * The history entries dated within [from, to], oldest first, at most `limit`, as the public page shows them
   * (publicEntryOf, publicNoteOf): of every complaint, or of those filed with the Open311 key `apiKeyId`. An entry
   * dated in the window belongs to a complaint changed since `from`, so complaints_updated_idx narrows the scan (or
   * complaints_api_key_created_idx for one key); the entries are unnested, filtered and ordered in SQL.
   */
  async updatesBetween(filter: { from: Date; to: Date; apiKeyId?: string; limit: number }): Promise<PublicUpdate[]> {
    // Two fixed statements (one per filter) rather than an 'IS NULL OR' condition, so each gets its own index plan.
    const byKey = filter.apiKeyId !== undefined;
    const rows: { public_id: string; idx: string; entry: ComplaintUpdate }[] = await this.complaints.query(
      `SELECT c.public_id, e.idx - 1 AS idx, e.entry
         FROM complaints c
         CROSS JOIN LATERAL jsonb_array_elements(c.updates) WITH ORDINALITY AS e(entry, idx)
        WHERE c.updated_at >= $1 ${byKey ? 'AND c.api_key_id = $4' : ''}
          AND (e.entry->>'date')::timestamptz >= $1 AND (e.entry->>'date')::timestamptz <= $2
        ORDER BY (e.entry->>'date')::timestamptz ASC, c.public_id ASC, e.idx ASC
        LIMIT $3`,
      byKey ? [filter.from, filter.to, filter.limit, filter.apiKeyId] : [filter.from, filter.to, filter.limit],
    );
    return rows.map((r) => {
      const entry = publicEntryOf(r.entry);
      return { complaintId: r.public_id, index: Number(r.idx), status: entry.status, date: new Date(entry.date), note: publicNoteOf(entry) };
    });
  }

  /** The public id of the complaint with this internal uuid; null when unknown (or not a uuid). */
  async publicIdOf(uuid: string): Promise<string | null> {
    if (!isUuid(uuid)) return null;
    const c = await this.complaints.findOne({ where: { id: uuid }, select: { id: true, publicId: true } });
    return c?.publicId ?? null;
  }
}
