import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ReplyHoldReason } from '@civic/contracts';
import { AuthorityReply, type AuthorityReplyStatus } from '../domain/authority-reply.entity.js';
import { Complaint } from '../domain/complaint.entity.js';
import { loadComplaint } from './load-complaint.js';

/** An email reply waiting for an admin's decision, as the complaint's side panel shows it. */
export interface HeldReplyView {
  id: string;
  /** The address the reply came from (its From: header). */
  fromAddress: string;
  /** The recipient whose reply address it was sent to, and whose answer it becomes once published. */
  recipientEmail: string;
  authorityName: string;
  text: string;
  photos: string[];
  /** Attachments not kept, each 'name (reason)'. */
  dropped: string[];
  receivedAt: string;
  /** Why it waits (REPLY_HOLD_REASONS); null for a reply held before reasons were kept. */
  heldReason: ReplyHoldReason | null;
  /** The sender checks' results when it arrived, in a line; '' when not recorded. */
  authentication: string;
}

/** One email reply of the admin inbox: a held reply's view, with its complaint and what became of it. */
export interface InboundReplyView extends HeldReplyView {
  /** The complaint it was matched to (public id) and its title. */
  complaintId: string;
  complaintTitle: string;
  status: AuthorityReplyStatus;
  /** Why an admin discarded it; null otherwise. */
  discardReason: string | null;
  /** When an admin (or the portal) decided it; null while held. */
  reviewedAt: string | null;
}

/**
 * Reads of the email replies held for review (authority_replies, status 'held'), through the partial index
 * authority_replies_held_idx: one complaint's, and how many each complaint of a desk page has.
 */
@Injectable()
export class AuthorityRepliesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The held replies of a complaint, oldest first; 404 'Complaint not found'. */
  async heldOf(publicId: string): Promise<HeldReplyView[]> {
    const complaint = await loadComplaint(this.dataSource.manager, publicId);
    const rows = await this.dataSource.getRepository(AuthorityReply).find({
      where: { complaintId: complaint.id, status: 'held' },
      order: { receivedAt: 'ASC', id: 'ASC' },
    });
    return rows.map((r) => ({
      id: r.id,
      fromAddress: r.fromAddress,
      recipientEmail: r.recipientEmail,
      authorityName: r.authorityName,
      text: r.text,
      photos: r.photos,
      dropped: r.dropped,
      receivedAt: r.receivedAt.toISOString(),
      heldReason: r.heldReason,
      authentication: r.authentication,
    }));
  }

  /**
   * The admin inbox: replies of one status across complaints, held ones oldest first (the longest waiting on top), the
   * others newest decided first; one page and the total. Through authority_replies_held_idx for held ones.
   */
  async inbox(status: AuthorityReplyStatus, page: { limit: number; offset: number }): Promise<{ items: InboundReplyView[]; total: number }> {
    const order = status === 'held' ? ('ASC' as const) : ('DESC' as const);
    const [rows, total] = await this.dataSource
      .getRepository(AuthorityReply)
      .createQueryBuilder('r')
      .where('r.status = :status', { status })
      .orderBy(status === 'held' ? 'r.received_at' : 'r.reviewed_at', order, 'NULLS LAST')
      .addOrderBy('r.id', order)
      .take(page.limit)
      .skip(page.offset)
      .getManyAndCount();
    const ids = [...new Set(rows.map((r) => r.complaintId))];
    const complaints = ids.length
      ? await this.dataSource.getRepository(Complaint).find({ where: ids.map((id) => ({ id })), select: { id: true, publicId: true, title: true } })
      : [];
    const byId = new Map(complaints.map((c) => [c.id, c]));
    const items = rows.map((r) => ({
      id: r.id,
      complaintId: byId.get(r.complaintId)?.publicId ?? '',
      complaintTitle: byId.get(r.complaintId)?.title ?? '',
      status: r.status,
      fromAddress: r.fromAddress,
      recipientEmail: r.recipientEmail,
      authorityName: r.authorityName,
      text: r.text,
      photos: r.photos,
      dropped: r.dropped,
      receivedAt: r.receivedAt.toISOString(),
      heldReason: r.heldReason,
      authentication: r.authentication,
      discardReason: r.discardReason,
      reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
    }));
    return { items, total };
  }

  /** How many held replies each complaint (internal id) has; complaints without any are absent. One statement. */
  async heldCounts(complaintIds: readonly string[]): Promise<Map<string, number>> {
    if (complaintIds.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(AuthorityReply)
      .createQueryBuilder('r')
      .select('r.complaint_id', 'complaintId')
      .addSelect('count(*)::int', 'n')
      .where("r.status = 'held' AND r.complaint_id IN (:...ids)", { ids: [...complaintIds] })
      .groupBy('r.complaint_id')
      .getRawMany<{ complaintId: string; n: number }>();
    return new Map(rows.map((r) => [r.complaintId, r.n]));
  }
}
