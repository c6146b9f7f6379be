import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import { ErrorCode, Messages } from '@civic/contracts';
import { DomainError, NotFoundError } from '../../kernel/errors/domain-error.js';
import { Complaint } from '../domain/complaint.entity.js';
import { hashResponseToken, isResponseTokenShape, ResponseLink } from '../domain/response-link.entity.js';
import { ResponseLinkKeys } from './response-link-keys.js';
import { AppConfig } from '../../kernel/config/app-config.js';

/** One complaint of an authority's inbox: another open complaint sent to the same address, with its own link. */
export interface InboxItem {
  id: string;
  title: string;
  categoryKey: string;
  status: string;
  /** ISO 8601, or null before a due date was set. */
  dueAt: string | null;
  overdueDays: number;
  respondUrl: string;
}

/** A response link as the admin side panel lists it. */
export interface ResponseLinkView {
  email: string;
  authorityName: string;
  /** ISO 8601. */
  expiresAt: string;
  /** ISO 8601, null when not revoked. */
  revokedAt: string | null;
  /** Usable now: not revoked, not expired. */
  live: boolean;
}

/** A response link as the desk shows it at `now` (never its token). */
export function toResponseLinkView(l: ResponseLink, now: Date): ResponseLinkView {
  return {
    email: l.recipientEmail,
    authorityName: l.displayName,
    expiresAt: l.expiresAt.toISOString(),
    revokedAt: l.revokedAt ? l.revokedAt.toISOString() : null,
    live: l.liveAt(now),
  };
}

/** How many complaints the inbox lists at most (the most urgent first). */
export const INBOX_LIMIT = 100;

/**
 * Reads response links: the link and complaint behind a token (404 NOT_FOUND for an unknown or malformed token, 410
 * RESPONSE_LINK_EXPIRED for an expired or revoked one), an authority's inbox, and a complaint's links for the desk.
 */
@Injectable()
export class ResponseLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly keys: ResponseLinkKeys,
    private readonly config: AppConfig,
  ) {}

  /** The live link of `token` and its complaint at `now`. */
  async resolve(token: string, now: Date): Promise<{ link: ResponseLink; complaint: Complaint }> {
    const text = String(token ?? '').trim();
    const link = isResponseTokenShape(text) ? await this.dataSource.getRepository(ResponseLink).findOneBy({ tokenHash: hashResponseToken(text) }) : null;
    if (!link) throw new NotFoundError(Messages.respond.notFound);
    if (!link.liveAt(now)) throw new DomainError(ErrorCode.ResponseLinkExpired, Messages.respond.expired);
    const complaint = await this.dataSource.getRepository(Complaint).findOneBy({ id: link.complaintId });
    if (!complaint) throw new NotFoundError(Messages.respond.notFound);
    return { link, complaint };
  }

  /**
   * The other open complaints (not archived, resolved or rejected) sent to the link's address whose links are live,
   * most urgent first (due date ascending, none last), each with its own response URL, derived again from its link's
   * seed (docs/adr/0090-authority-response-links.md). One statement on response_links_recipient_idx.
   */
  async inbox(link: ResponseLink, now: Date): Promise<InboxItem[]> {
    const rows = await this.dataSource
      .getRepository(ResponseLink)
      .createQueryBuilder('l')
      .innerJoinAndMapOne('l.complaint', Complaint, 'c', 'c.id = l.complaintId')
      .where('l.recipientEmail = :email', { email: link.recipientEmail })
      .andWhere('l.id <> :id', { id: link.id })
      .andWhere('l.revokedAt IS NULL')
      .andWhere('l.expiresAt > :now', { now })
      .andWhere('c.archived = false')
      .andWhere('c.status NOT IN (:...closed)', { closed: ['resolved', 'rejected'] })
      .orderBy('c.dueAt', 'ASC', 'NULLS LAST')
      .addOrderBy('c.publicId', 'ASC')
      .limit(INBOX_LIMIT)
      .getMany();
    const key = await this.keys.key();
    return (rows as (ResponseLink & { complaint: Complaint })[]).map((l) => ({
      id: l.complaint.publicId,
      title: l.complaint.title,
      categoryKey: l.complaint.categoryKey,
      status: l.complaint.status,
      dueAt: l.complaint.dueAt ? l.complaint.dueAt.toISOString() : null,
      overdueDays: l.complaint.overdueDaysAt(now),
      respondUrl: `${this.config.publicUrl}/respond/${l.token(key)}`,
    }));
  }

  /** The response links of complaints (by internal id), oldest first, for the admin read side: one statement. */
  async ofComplaints(complaintIds: readonly string[], now: Date): Promise<Map<string, ResponseLinkView[]>> {
    const out = new Map<string, ResponseLinkView[]>();
    if (complaintIds.length === 0) return out;
    const links = await this.dataSource
      .getRepository(ResponseLink)
      .find({ where: { complaintId: In([...complaintIds]) }, order: { createdAt: 'ASC', recipientEmail: 'ASC' } });
    for (const l of links) {
      const list = out.get(l.complaintId) ?? [];
      list.push(toResponseLinkView(l, now));
      out.set(l.complaintId, list);
    }
    return out;
  }
}
