import { readFile } from 'node:fs/promises';
import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AUTHORITY_PHOTO_LIMIT, isAllowedPhotoType, MAX_PHOTO_BYTES, type ReplyHoldReason } from '@civic/contracts';
import { DomainError } from '../../../../kernel/errors/domain-error.js';
import { AuthorityReply } from '../../../domain/authority-reply.entity.js';
import { Complaint } from '../../../domain/complaint.entity.js';
import { ResponseLink } from '../../../domain/response-link.entity.js';
import { fileTooLarge } from '../../../infrastructure/uploads/local-photo-store.js';
import { StoreLocalPhotoCommand } from '../store-local-photo/store-local-photo.command.js';
import { ReviewAuthorityReplyCommand } from '../review-authority-reply/review-authority-reply.command.js';
import { ReceiveAuthorityReplyCommand, type AuthorityReplyOutcome, type ReplyAttachment } from './receive-authority-reply.command.js';

/**
 * Finds the response link of the reply key, stores the image attachments as photos through StoreLocalPhotoCommand (the
 * uploads' checks: JPEG, PNG or WEBP by content, 10 MB at most, re-encoded without metadata; the GPS kept for the link),
 * at most AUTHORITY_PHOTO_LIMIT, reading each attachment's file only once its declared type, the count and its size
 * allow it (so at most one photo of 10 MB is in memory at a time), and records the reply `held` under its unique Message-ID. It is then published through
 * RecordAuthorityResponseCommand (ReviewAuthorityReplyCommand 'publish', with no admin) only when all of these hold,
 * and otherwise stays held with the first that does not as its reason (docs/adr/0129-authenticated-replies.md):
 * the key's link is neither revoked nor expired (a key outlives nothing its link does not); the sender is one of the
 * complaint's recipients (the addresses of its response links: the reply is then theirs, also when they were in Cc
 * and answered the primary recipient's address); and the From: domain was authenticated when received. Should the
 * complaint refuse it (closed meanwhile), it stays held too. Recording held first means a crash between the two leaves
 * a reply to review, never a lost one.
 */
@CommandHandler(ReceiveAuthorityReplyCommand)
export class ReceiveAuthorityReplyHandler implements ICommandHandler<ReceiveAuthorityReplyCommand> {
  private readonly logger = new Logger('AuthorityReplies');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
  ) {}

  async execute({ reply }: ReceiveAuthorityReplyCommand): Promise<AuthorityReplyOutcome> {
    const link = await this.dataSource.getRepository(ResponseLink).findOneBy({ replyKey: reply.replyKey });
    const complaint = link
      ? await this.dataSource.getRepository(Complaint).findOne({ where: { id: link.complaintId }, select: { id: true, publicId: true } })
      : null;
    if (!link || !complaint) return { outcome: 'unknown_key', complaintPublicId: null, dropped: [], heldReason: null };
    const known = await this.recorded(reply.messageId);
    if (known) return { ...known, complaintPublicId: complaint.publicId, dropped: [] };

    // A recipient answering (also one in Cc, who replies to the primary's address) answers as themselves.
    const from = reply.fromAddress.trim().toLowerCase();
    const links = await this.dataSource.getRepository(ResponseLink).findBy({ complaintId: complaint.id });
    const sender = links.find((l) => l.recipientEmail === from) ?? null;
    const answering = sender ?? link;
    const { photos, dropped } = await this.storePhotos(reply.attachments, answering.id);
    if (!reply.text.trim() && photos.length === 0) return { outcome: 'empty', complaintPublicId: complaint.publicId, dropped, heldReason: null };
    const heldReason = holdReason(link, sender, reply.authentication.authenticated, reply.receivedAt);

    const inserted = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(AuthorityReply)
      .values({
        complaintId: complaint.id,
        messageId: reply.messageId,
        replyKey: reply.replyKey,
        fromAddress: from,
        recipientEmail: answering.recipientEmail,
        authorityName: answering.displayName,
        text: reply.text.trim(),
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
      const again = await this.recorded(reply.messageId);
      return { ...(again ?? { outcome: 'held', heldReason }), complaintPublicId: complaint.publicId, dropped };
    }

    if (heldReason) return { outcome: 'held', complaintPublicId: complaint.publicId, dropped, heldReason };
    try {
      await this.commands.execute(new ReviewAuthorityReplyCommand(complaint.publicId, id, 'publish', null));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn(`Reply ${reply.messageId} to ${complaint.publicId} held for review: ${error.message}`);
      await this.dataSource.getRepository(AuthorityReply).update({ id, status: 'held' }, { heldReason: 'not_accepted' });
      return { outcome: 'held', complaintPublicId: complaint.publicId, dropped: [...dropped], heldReason: 'not_accepted' };
    }
    return { outcome: 'published', complaintPublicId: complaint.publicId, dropped, heldReason: null };
  }

  /** What became of a reply already recorded under this Message-ID (another delivery of it): published, or held and why. */
  private async recorded(messageId: string): Promise<Pick<AuthorityReplyOutcome, 'outcome' | 'heldReason'> | null> {
    const known = await this.dataSource.getRepository(AuthorityReply).findOne({ where: { messageId }, select: { id: true, status: true, heldReason: true } });
    if (!known) return null;
    return known.status === 'published' ? { outcome: 'published', heldReason: null } : { outcome: 'held', heldReason: known.heldReason };
  }

  /**
   * The image attachments stored as photos (at most AUTHORITY_PHOTO_LIMIT), and the others listed as 'name (reason)'. A
   * file over MAX_PHOTO_BYTES is refused by its size, unread.
   */
  private async storePhotos(attachments: readonly ReplyAttachment[], responseLinkId: string): Promise<{ photos: string[]; dropped: string[] }> {
    const photos: string[] = [];
    const dropped: string[] = [];
    for (const a of attachments) {
      const name = a.filename.slice(0, 120);
      if (!a.contentType.toLowerCase().startsWith('image/') && !isAllowedPhotoType(a.contentType.toLowerCase())) {
        dropped.push(`${name} (not a photo)`);
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
    return { photos, dropped };
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
