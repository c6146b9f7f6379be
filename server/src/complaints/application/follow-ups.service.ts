import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { loadComplaint } from './load-complaint.js';

/** A question waiting for the reporter's answer (My Complaints' prompt, the questionnaire page). */
export interface PendingFollowUp {
  complaintId: string;
  title: string;
  location: string;
  resolvedAt: string;
  sentAt: string;
  remindedAt: string | null;
}

/** A "still broken" report as the desk reads it. */
export interface StillBrokenReportView {
  reportedAt: string;
  resolvedAt: string;
  current: boolean;
  photo: string;
  distanceMetres: number;
  note: string;
}

interface PendingRow {
  public_id: string;
  title: string;
  location: string;
  resolved_at: Date;
  sent_at: Date;
  reminded_at: Date | null;
}

/** Reads of the follow-ups and "still broken" reports (docs/adr/0148); writes are the commands'. */
@Injectable()
export class FollowUpsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The caller's unanswered follow-ups whose complaint is still in the resolution asked about (a complaint reopened
   * or confirmed meanwhile has nothing to answer), oldest question first. One query.
   */
  async pendingFor(reporterId: string): Promise<PendingFollowUp[]> {
    const rows: PendingRow[] = await this.dataSource.query(
      `SELECT c.public_id, c.title, c.location, q.resolved_at, q.sent_at, q.reminded_at
         FROM complaint_follow_ups q JOIN complaints c ON c.id = q.complaint_id
        WHERE c.reporter_id = $1 AND q.answered_at IS NULL
          AND c.status = 'resolved' AND c.archived = false AND c.fix_confirmed_at IS NULL
          AND q.resolved_at = (SELECT min((e.u->>'date')::timestamptz) FROM jsonb_array_elements(c.updates) WITH ORDINALITY e(u, i)
                                WHERE e.i > (SELECT coalesce(max(x.i), 0) FROM jsonb_array_elements(c.updates) WITH ORDINALITY x(u, i) WHERE x.u->>'status' <> 'resolved'))
        ORDER BY q.sent_at, c.public_id`,
      [reporterId],
    );
    return rows.map((r) => ({
      complaintId: r.public_id,
      title: r.title,
      location: r.location,
      resolvedAt: new Date(r.resolved_at).toISOString(),
      sentAt: new Date(r.sent_at).toISOString(),
      remindedAt: r.reminded_at ? new Date(r.reminded_at).toISOString() : null,
    }));
  }

  /** The "still broken" reports of a complaint (404 for an unknown id), newest first. */
  async stillBroken(publicId: string): Promise<StillBrokenReportView[]> {
    const complaint = await loadComplaint(this.dataSource.manager, publicId);
    const current = complaint.resolvedAt?.getTime() ?? null;
    const rows: { created_at: Date; resolved_at: Date; photo: string; distance_m: number; note: string }[] = await this.dataSource.query(
      'SELECT created_at, resolved_at, photo, distance_m, note FROM still_broken_reports WHERE complaint_id = $1 ORDER BY created_at DESC, id',
      [complaint.id],
    );
    return rows.map((r) => ({
      reportedAt: new Date(r.created_at).toISOString(),
      resolvedAt: new Date(r.resolved_at).toISOString(),
      current: current !== null && new Date(r.resolved_at).getTime() === current,
      photo: r.photo,
      distanceMetres: r.distance_m,
      note: r.note,
    }));
  }
}
