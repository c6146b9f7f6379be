import { readFile } from 'node:fs/promises';
import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { AUTHORITY_PHOTO_LIMIT, type AuthorityAction, isAllowedPhotoType, MAX_PHOTO_BYTES, type ReplyHoldReason } from '@civic/contracts';
import { Clock } from '../../../../kernel/clock/clock.js';
import { DomainError } from '../../../../kernel/errors/domain-error.js';
import { isEvent, type DomainEvent } from '../../../../kernel/events/domain-event.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { AuthorityReply } from '../../../domain/authority-reply.entity.js';
import { Complaint } from '../../../domain/complaint.entity.js';
import { AuthorityReplyEvent } from '../../../domain/events/authority-reply.events.js';
import { complaintEvent } from '../../../domain/events/complaint.events.js';
import { ResponseLink } from '../../../domain/response-link.entity.js';
import { fileTooLarge } from '../../../infrastructure/uploads/local-photo-store.js';
import { AuthorityDocumentsWriter } from '../../authority-documents.writer.js';
import { AuthorityResponsesWriter, withDocuments } from '../../authority-responses.writer.js';
import { carried } from '../../response-links.writer.js';
import { loadComplaint } from '../../load-complaint.js';
import { findReplyLink } from '../../reply-keys.service.js';
import { StoreLocalPhotoCommand } from '../store-local-photo/store-local-photo.command.js';
import { ReceiveAuthorityReplyCommand, type AuthorityReplyOutcome, type ReplyAttachment } from './receive-authority-reply.command.js';

/**
 * Receives an authority's emailed reply and records it, in one transaction. Before it: finds the response link of the
 * reply key (case ignored), or of the sender on the complaint its subject names (match), and stores the image attachments as photos through StoreLocalPhotoCommand (the uploads' checks: JPEG, PNG
 * or WEBP by content, 10 MB at most, re-encoded without metadata; the GPS kept for the link), at most
 * AUTHORITY_PHOTO_LIMIT, reading each attachment's file only once its declared type, the count and its size allow it (so
 * at most one photo of 10 MB is in memory at a time). Then, with the complaint's row locked, the reply is inserted under
 * its unique Message-ID (a second delivery answers what became of the first) and, when all of these hold, published in
 * the same transaction as the authority's answer (AuthorityResponsesWriter.checkReply and recordReply, channel 'email':
 * the action the reply's first words name, as the response page records it, else a message 'Reply from {authority}';
 * docs/adr/0138-an-emailed-reply-records-what-its-first-words-say.md; ComplaintAuthorityReplyReviewed,
 * ComplaintAuthorityResponded and ComplaintAuthorityReplyRecorded appended: the reporter is emailed and the sender
 * answered):
 * the key's link is neither revoked nor expired (a key outlives nothing its link does not); the sender is one of the
 * complaint's recipients (the addresses of its response links: the reply is then theirs, also when they were in Cc and
 * answered the primary recipient's address); and the From: domain was authenticated when received. Otherwise it is
 * held with the first that does not as its reason (docs/adr/0129-authenticated-replies.md), and 'not_accepted' when
 * the complaint refuses the answer (closed meanwhile). One transaction: a crash leaves no reply half recorded.
 */
@CommandHandler(ReceiveAuthorityReplyCommand)
export class ReceiveAuthorityReplyHandler implements ICommandHandler<ReceiveAuthorityReplyCommand> {
  private readonly logger = new Logger('AuthorityReplies');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly responses: AuthorityResponsesWriter,
    private readonly documents: AuthorityDocumentsWriter,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute({ reply }: ReceiveAuthorityReplyCommand): Promise<AuthorityReplyOutcome> {
    const link = await this.match(reply);
    const current = link ? await this.dataSource.getRepository(Complaint).findOneBy({ id: link.complaintId }) : null;
    if (!link || !current) return { outcome: 'unknown_key', complaintPublicId: null, dropped: [], heldReason: null };
    const complaintPublicId = current.publicId;
    const known = await this.recorded(reply.messageId);
    if (known) return { ...known, complaintPublicId, dropped: [] };

    // A recipient answering (also one in Cc, who replies to the primary's address) answers as themselves.
    const from = reply.fromAddress.trim().toLowerCase();
    const links = await this.dataSource.getRepository(ResponseLink).findBy({ complaintId: current.id });
    const sender = links.find((l) => l.recipientEmail === from) ?? null;
    const answering = sender ?? link;
    const { photos, dropped, others } = await this.storePhotos(reply.attachments, answering.id);
    const documents = await this.documents.store(others);
    dropped.push(...documents.dropped);
    const text = reply.text.trim();
    if (!text && photos.length === 0 && documents.stored.length === 0) return { outcome: 'empty', complaintPublicId, dropped, heldReason: null };
    let heldReason = holdReason(link, sender, reply.authentication.authenticated, reply.receivedAt);
    const authority = { email: answering.recipientEmail, name: answering.displayName, responseLinkId: answering.id };
    let checked = null;
    if (!heldReason) {
      try {
        checked = await this.responses.checkReply(current, text, photos, authority);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        heldReason = this.notAccepted(reply.messageId, complaintPublicId, error);
      }
    }
    const now = this.clock.now();

    return this.outbox.transaction(async (manager): Promise<{ result: AuthorityReplyOutcome; events: DomainEvent[] }> => {
      const complaint = await loadComplaint(manager, complaintPublicId, { lock: true });
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(AuthorityReply)
        .values({
          complaintId: complaint.id,
          messageId: reply.messageId,
          replyKey: link.replyKey,
          fromAddress: from,
          recipientEmail: answering.recipientEmail,
          authorityName: answering.displayName,
          text,
          photos,
          dropped,
          status: 'held',
          heldReason,
          authentication: reply.authentication.summary.slice(0, 500),
          receivedAt: reply.receivedAt,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      const id = (inserted.raw as { id: string }[])[0]?.id;
      if (!id) {
        await this.documents.discard(documents.stored);
        // Another delivery of the same Message-ID was recorded meanwhile: answer what became of it.
        const again = await this.recorded(reply.messageId, manager.getRepository(AuthorityReply));
        return { result: { ...(again ?? { outcome: 'held' as const, heldReason }), complaintPublicId, dropped }, events: [] };
      }
      const kept = await this.documents.insert(manager, complaint.id, id, answering.displayName, documents.stored);
      let answered: DomainEvent[] = [];
      let action: AuthorityAction = 'message';
      if (checked) {
        try {
          ({ events: answered, action } = await this.responses.recordReply(manager, complaint, checked, authority, now));
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          heldReason = this.notAccepted(reply.messageId, complaintPublicId, error);
          await manager.update(AuthorityReply, id, { heldReason });
        }
      }
      if (heldReason) return { result: { outcome: 'held' as const, complaintPublicId, dropped, heldReason }, events: [] };
      withDocuments(answered, kept);
      await manager.update(AuthorityReply, id, { status: 'published', reviewedAt: now, reviewedBy: null });
      const reviewed = complaintEvent(AuthorityReplyEvent.Reviewed, { id: null, email: from }, complaintPublicId, {
        complaintId: complaintPublicId,
        replyId: id,
        decision: 'published',
        fromAddress: from,
        byAdmin: false,
      });
      const recorded = complaintEvent(AuthorityReplyEvent.Recorded, { id: null, email: from }, complaintPublicId, {
        complaintId: complaintPublicId,
        replyId: id,
        action,
        message: answeredMessage(answered),
        fromAddress: from,
        authorityName: answering.displayName,
        language: answering.lastLanguage,
        responseLink: carried(answering),
        photos: photos.length,
        fixVerified: action === 'resolved' && checked?.verifiedPhoto != null,
        documents: kept.map((d) => d.filename),
        subject: reply.subject ?? '',
        messageId: reply.messageId,
      });
      return { result: { outcome: 'published' as const, complaintPublicId, dropped, heldReason: null, action }, events: [reviewed, ...answered, recorded] };
    });
  }

  /**
   * The response link a reply answers: its reply key's (case ignored), else the sender's own link on the one complaint
   * its subject names of which the sender is a recipient (a reply to the portal's sender address that lost its
   * threading headers). A subject naming none, or several, of the sender's complaints matches nothing.
   */
  private async match(reply: ReceiveAuthorityReplyCommand['reply']): Promise<ResponseLink | null> {
    if (reply.replyKey) return findReplyLink(this.dataSource.manager, reply.replyKey);
    const ids = [...new Set(reply.subjectComplaintIds.map((id) => id.toUpperCase()))].slice(0, 10);
    if (ids.length === 0) return null;
    const links = await this.dataSource
      .getRepository(ResponseLink)
      .createQueryBuilder('l')
      .innerJoin(Complaint, 'c', 'c.id = l.complaint_id')
      .where('c.public_id IN (:...ids) AND l.recipient_email = :from', { ids, from: reply.fromAddress.trim().toLowerCase() })
      .getMany();
    return links.length === 1 ? links[0] : null;
  }

  /** A reply the complaint refuses (closed meanwhile, a photo not accepted) waits for an admin as 'not_accepted'. */
  private notAccepted(messageId: string, complaintPublicId: string, error: DomainError): ReplyHoldReason {
    this.logger.warn(`Reply ${messageId} to ${complaintPublicId} held for review: ${error.message}`);
    return 'not_accepted';
  }

  /** What became of a reply already recorded under this Message-ID (another delivery of it): published, or held and why. */
  private async recorded(
    messageId: string,
    replies: Repository<AuthorityReply> = this.dataSource.getRepository(AuthorityReply),
  ): Promise<Pick<AuthorityReplyOutcome, 'outcome' | 'heldReason'> | null> {
    const known = await replies.findOne({ where: { messageId }, select: { id: true, status: true, heldReason: true } });
    if (!known) return null;
    return known.status === 'published' ? { outcome: 'published', heldReason: null } : { outcome: 'held', heldReason: known.heldReason };
  }

  /**
   * The image attachments stored as photos (at most AUTHORITY_PHOTO_LIMIT), those refused listed as 'name (reason)' (a
   * file over MAX_PHOTO_BYTES by its size, unread), and the attachments that are not images (`others`: documents,
   * perhaps, for AuthorityDocumentsWriter).
   */
  private async storePhotos(
    attachments: readonly ReplyAttachment[],
    responseLinkId: string,
  ): Promise<{ photos: string[]; dropped: string[]; others: ReplyAttachment[] }> {
    const photos: string[] = [];
    const dropped: string[] = [];
    const others: ReplyAttachment[] = [];
    for (const a of attachments) {
      const name = a.filename.slice(0, 120);
      if (!a.contentType.toLowerCase().startsWith('image/') && !isAllowedPhotoType(a.contentType.toLowerCase())) {
        others.push(a);
        continue;
      }
      if (photos.length >= AUTHORITY_PHOTO_LIMIT) {
        dropped.push(`${name} (more than ${AUTHORITY_PHOTO_LIMIT} photos)`);
        continue;
      }
      if (a.sizeBytes > MAX_PHOTO_BYTES) {
        dropped.push(`${name} (${fileTooLarge().message})`);
        continue;
      }
      try {
        const content = await readFile(a.path);
        const { url } = await this.commands.execute(new StoreLocalPhotoCommand(content, undefined, responseLinkId));
        photos.push(url);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        dropped.push(`${name} (${error.message})`);
      }
    }
    return { photos, dropped, others };
  }
}

/**
 * Why a reply must wait for an admin, the first of: its key's link revoked, or past its expiry when the mail arrived;
 * a sender who is none of the complaint's recipients (only their exact addresses count: a shared domain such as
 * gmail.com or nic.in would let any of its users answer as the office); a From: domain not authenticated. Null: it
 * may be published at once.
 */
export function holdReason(link: ResponseLink, sender: ResponseLink | null, authenticated: boolean, receivedAt: Date): ReplyHoldReason | null {
  if (link.revokedAt) return 'link_revoked';
  if (receivedAt.getTime() > link.expiresAt.getTime()) return 'link_expired';
  if (!sender) return 'sender_not_recipient';
  if (!authenticated) return 'not_authenticated';
  return null;
}

/** The message an answer recorded, as its ComplaintAuthorityResponded event carries it ('' when none was recorded). */
function answeredMessage(events: readonly DomainEvent[]): string {
  const responded = events.find((e) => isEvent(e, 'ComplaintAuthorityResponded'));
  return responded && isEvent(responded, 'ComplaintAuthorityResponded') ? responded.payload.message : '';
}
