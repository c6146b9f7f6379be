import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ReplyHoldReason } from '@civic/contracts';
import { AuthorityReply } from '../domain/authority-reply.entity.js';
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
