import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PreparedReads, PreparedStatement } from '../../kernel/database/prepared-reads.js';
import { RowMapper } from '../../kernel/database/row-mapper.js';
import { Complaint } from '../domain/complaint.entity.js';
import { ComplaintEscalationStep } from '../domain/escalation-step.entity.js';
import { ResponseLink } from '../domain/response-link.entity.js';

/** A complaint with its escalation steps, oldest first, as the read sides show them. */
export interface ComplaintWithSteps {
  complaint: Complaint;
  steps: ComplaintEscalationStep[];
}

/** Every column of the complaint `c` and its escalation steps (oldest first) as JSON, in the same row. */
export const COMPLAINT_WITH_STEPS_COLUMNS = `c.*, coalesce((SELECT jsonb_agg(to_jsonb(s) ORDER BY s.at, s.id) FROM complaint_escalation_steps s WHERE s.complaint_id = c.id), '[]'::jsonb) AS escalation_steps`;

/** A complaint as the desk reads it: with its steps, its response links (oldest first) and its held email replies. */
export interface DeskComplaintRow extends ComplaintWithSteps {
  links: ResponseLink[];
  /** Email replies from senders other than the recipients, waiting for an admin's review. */
  repliesToReview: number;
}

/**
 * COMPLAINT_WITH_STEPS_COLUMNS and what only the desk shows, in the same row: the response links as JSON
 * (response_links_complaint_recipient_uq) and the count of held replies (authority_replies_held_idx). One statement
 * per page instead of three: each statement costs the API a round trip and its query building, the largest part of a
 * desk page after the database (bench/results-history.md).
 */
export const DESK_COMPLAINT_COLUMNS = `${COMPLAINT_WITH_STEPS_COLUMNS},
  coalesce((SELECT jsonb_agg(to_jsonb(l) ORDER BY l.created_at, l.recipient_email) FROM response_links l WHERE l.complaint_id = c.id), '[]'::jsonb) AS response_links,
  (SELECT count(*)::int FROM authority_replies r WHERE r.complaint_id = c.id AND r.status = 'held') AS replies_to_review`;

/**
 * Complaints My Complaints answers at most, the newest: a citizen files a few a month, and a reporter on a plan
 * without a monthly limit who filed tens of thousands made one answer exhaust the API's heap (50,000 did).
 */
export const MY_COMPLAINTS_MAX = 1000;

/**
 * My Complaints: one reporter's newest MY_COMPLAINTS_MAX complaints, archived ones included, newest first
 * (complaints_reporter_created_idx), each with its escalation steps (complaint_escalation_steps_complaint_at_idx), in
 * one statement, prepared once per connection (PreparedReads). $1 reporter id. Exported for
 * bench/baseline-server.mjs, which runs the same statement.
 */
export const MY_COMPLAINTS = new PreparedStatement(
  'my-complaints',
  `SELECT ${COMPLAINT_WITH_STEPS_COLUMNS} FROM complaints c WHERE c.reporter_id = $1 ORDER BY c.created_at DESC, c.public_id DESC LIMIT ${MY_COMPLAINTS_MAX}`,
);

/**
 * The complaints of these public ids with their steps, in one statement (complaints_public_id_uq), in no particular
 * order. $1 public ids. Exported for bench/baseline-server.mjs.
 */
export const COMPLAINTS_BY_PUBLIC_IDS_SQL = `SELECT ${COMPLAINT_WITH_STEPS_COLUMNS} FROM complaints c WHERE c.public_id = ANY($1)`;

/**
 * Reads complaints with their escalation steps in one statement each, straight into entities (RowMapper) instead of
 * TypeORM's general hydration plus a second statement for the steps: the hottest reads of the portal.
 */
@Injectable()
export class ComplaintRowsService {
  private readonly complaints: RowMapper<Complaint>;
  private readonly steps: RowMapper<ComplaintEscalationStep>;
  private readonly links: RowMapper<ResponseLink>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly prepared: PreparedReads,
  ) {
    this.complaints = new RowMapper(dataSource, Complaint);
    this.steps = new RowMapper(dataSource, ComplaintEscalationStep);
    this.links = new RowMapper(dataSource, ResponseLink);
  }

  /**
   * Runs a desk statement whose rows carry DESK_COMPLAINT_COLUMNS: the page's complaints as the desk reads them. A
   * PreparedStatement runs on the prepared reads' pool, SQL text through TypeORM.
   */
  async readDesk(sql: PreparedStatement | string, params: unknown[]): Promise<DeskComplaintRow[]> {
    const { rows, extra } = await this.readWith<{ response_links: Record<string, unknown>[]; replies_to_review: number }>(sql, params);
    return rows.map((row, i) => ({
      ...row,
      links: extra[i].response_links.map((l) => this.links.map(l)),
      repliesToReview: extra[i].replies_to_review,
    }));
  }

  /** A reporter's complaints, newest first (MY_COMPLAINTS). */
  ofReporter(reporterId: string): Promise<ComplaintWithSteps[]> {
    return this.read(MY_COMPLAINTS, [reporterId]);
  }

  /** The complaints of these public ids, in the order of `publicIds` (unknown ids are left out). */
  async byPublicIds(publicIds: readonly string[]): Promise<ComplaintWithSteps[]> {
    if (publicIds.length === 0) return [];
    const rows = await this.read(COMPLAINTS_BY_PUBLIC_IDS_SQL, [[...publicIds]]);
    const order = new Map(publicIds.map((id, i) => [id, i]));
    return rows.sort((a, b) => order.get(a.complaint.publicId)! - order.get(b.complaint.publicId)!);
  }

  /**
   * Runs a statement whose rows carry COMPLAINT_WITH_STEPS_COLUMNS (and possibly more columns): the complaints with
   * their steps, and each row as read, for the extra columns.
   */
  async readWith<Extra>(sql: PreparedStatement | string, params: unknown[]): Promise<{ rows: ComplaintWithSteps[]; extra: Extra[] }> {
    type Row = Record<string, unknown> & { escalation_steps: Record<string, unknown>[] };
    const raw = sql instanceof PreparedStatement ? await this.prepared.query<Row>(sql, params) : ((await this.dataSource.query(sql, params)) as Row[]);
    return {
      rows: raw.map((row) => ({ complaint: this.complaints.map(row), steps: row.escalation_steps.map((s) => this.steps.map(s)) })),
      extra: raw as unknown as Extra[],
    };
  }

  private async read(sql: PreparedStatement | string, params: unknown[]): Promise<ComplaintWithSteps[]> {
    return (await this.readWith(sql, params)).rows;
  }
}
