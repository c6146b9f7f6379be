import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TZDate } from '@date-fns/tz';
import { isEmail } from 'class-validator';
import { endOfDay, isValid, parseISO } from 'date-fns';
import { In, type DataSource, type EntityManager } from 'typeorm';
import {
  AUTHORITY_EXPECTED_BY_MAX_DAYS,
  type AuthorityAction,
  type AuthorityChannel,
  ESCALATION_TIME_ZONE,
  formatMessage,
  Messages,
  readReplyIntent,
} from '@civic/contracts';
import { DomainError, ValidationError } from '../../kernel/errors/domain-error.js';
import { isEvent, type DomainEvent } from '../../kernel/events/domain-event.js';
import { Complaint } from '../domain/complaint.entity.js';
import { UploadNotOwnedError } from '../domain/complaint.errors.js';
import { photoVerifiesFix } from '../domain/fix-photo.js';
import { PhotoPoint } from '../domain/photo-point.entity.js';
import { ResponseLink } from '../domain/response-link.entity.js';
import type { AuthorityResponseData, RespondingAuthority } from './commands/record-authority-response/record-authority-response.command.js';
import { UploadsWriter } from './uploads.writer.js';

/** An answer whose fields and photos were checked (`AuthorityResponsesWriter.check`), ready to record. */
export interface CheckedAuthorityResponse {
  action: string;
  message: string;
  expectedBy: Date | null;
  photos: string[];
  verifiedPhoto: string | null;
  suggestedOffice: string;
  suggestedEmail: string;
  /**
   * For an emailed reply whose first words named an action (checkReply): the message it is recorded as when the
   * complaint refuses that action (already resolved, closed meanwhile); undefined for the page's answers.
   */
  asMessage?: string;
}

/**
 * Records an authority's answer on a complaint, for the commands that do so in their own transaction: the response
 * page's (RecordAuthorityResponseCommand), an emailed reply's as it arrives (ReceiveAuthorityReplyCommand) and an
 * admin's publication of a held one (ReviewAuthorityReplyCommand). One writer, so the three apply the same checks and
 * rules (docs/adr/0090-authority-response-links.md).
 */
@Injectable()
export class AuthorityResponsesWriter {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsWriter,
  ) {}

  /**
   * The checks that read before the transaction: the expected date ('YYYY-MM-DD' is the end of that day, India time),
   * a suggested email must be an address, and each after-photo must come from the configured provider, not be one of
   * the complaint's own photos (400 'Please upload the photo again.') and be an upload of the answering response link
   * (403 UPLOAD_NOT_OWNED). A resolution's photo verifies the fix exactly as the reporter's confirmation does
   * (photoVerifiesFix): EXIF GPS the server read at upload through this response link, after the link was issued,
   * within 200 m of the pin.
   */
  async check(complaint: Complaint, response: AuthorityResponseData, authority: RespondingAuthority): Promise<CheckedAuthorityResponse> {
    const expectedBy = parseExpectedBy(response.expectedBy);
    const suggestedEmail = (response.suggestedEmail ?? '').trim();
    if (suggestedEmail && !isEmail(suggestedEmail)) throw ValidationError.field('suggestedEmail', Messages.respond.suggestedEmailInvalid);
    const photos = [...new Set((response.photos ?? []).map((p) => String(p ?? '').trim()).filter(Boolean))];
    if (photos.some((url) => complaint.photos.includes(url))) throw ValidationError.field('photos', Messages.respond.photoInvalid);
    if (photos.length > 0) {
      // Only what this link uploaded (through the page, or from this recipient's emailed reply): never a photo of this or
      // another complaint, nor another office's (docs/adr/0133). An answer with no link can carry no photo.
      if (!authority.responseLinkId) throw new UploadNotOwnedError('photos', photos);
      await this.uploads.checkPhotos(photos, { responseLinkId: authority.responseLinkId }, 'photos', () =>
        ValidationError.field('photos', Messages.respond.photoInvalid),
      );
    }
    const verifiedPhoto = response.action === 'resolved' ? await this.verifiedPhoto(complaint, photos, authority.responseLinkId) : null;
    return {
      action: response.action,
      message: response.message ?? '',
      expectedBy,
      photos,
      verifiedPhoto,
      suggestedOffice: response.suggestedOffice ?? '',
      suggestedEmail,
    };
  }

  /**
   * An emailed reply's answer (docs/adr/0138-an-emailed-reply-records-what-its-first-words-say.md): the action its first
   * words name (readReplyIntent: resolved, work started, not ours) with the rest as the message, checked as the page's
   * answer would be, a resolution's photo verifying the fix as the page's does; a reply that names no action, or whose
   * action the checks refuse, is a message (`photosOnly` when it has photos and no words). `photos` are uploads of the
   * answering link.
   */
  async checkReply(complaint: Complaint, text: string, photos: readonly string[], authority: RespondingAuthority): Promise<CheckedAuthorityResponse> {
    const asMessage = text.trim() || Messages.admin.replies.photosOnly;
    const intent = readReplyIntent(text);
    if (intent.action !== 'message') {
      try {
        return { ...(await this.check(complaint, { action: intent.action, message: intent.message || asMessage, photos: [...photos] }, authority)), asMessage };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return this.check(complaint, { action: 'message', message: asMessage, photos: [...photos] }, authority);
  }

  /**
   * record for an emailed reply checked by checkReply: when the complaint's rules refuse the action its words named
   * (it was resolved already, or meanwhile), the reply is recorded as a message instead, as it was written. Answers the
   * events and the action recorded.
   */
  async recordReply(
    manager: EntityManager,
    complaint: Complaint,
    checked: CheckedAuthorityResponse,
    authority: RespondingAuthority,
    now: Date,
  ): Promise<{ events: DomainEvent[]; action: AuthorityAction }> {
    if (checked.action !== 'message' && checked.asMessage !== undefined) {
      try {
        return { events: await this.record(manager, complaint, checked, authority, 'email', now), action: checked.action as AuthorityAction };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
      const asMessage: CheckedAuthorityResponse = { ...checked, action: 'message', message: checked.asMessage, expectedBy: null, verifiedPhoto: null };
      return { events: await this.record(manager, complaint, asMessage, authority, 'email', now), action: 'message' };
    }
    return { events: await this.record(manager, complaint, checked, authority, 'email', now), action: checked.action as AuthorityAction };
  }

  /**
   * In the caller's transaction, on the complaint's locked row: Complaint.recordAuthorityResponse applies the rules (and
   * refuses, changing nothing, what they do not allow) and the row is saved. Answers the events to append.
   */
  async record(
    manager: EntityManager,
    complaint: Complaint,
    checked: CheckedAuthorityResponse,
    authority: RespondingAuthority,
    channel: AuthorityChannel,
    now: Date,
  ): Promise<DomainEvent[]> {
    const events = complaint.recordAuthorityResponse(
      { ...checked, action: checked.action as AuthorityAction, authority: { email: authority.email, name: authority.name }, channel },
      { id: null, email: authority.email },
      now,
    );
    await manager.save(Complaint, complaint);
    return events;
  }

  /** The first of `photos` uploaded through the link with EXIF GPS within 200 m of the pin, or null. */
  private async verifiedPhoto(complaint: Complaint, photos: readonly string[], responseLinkId: string | null): Promise<string | null> {
    if (!responseLinkId || photos.length === 0) return null;
    const link = await this.dataSource.getRepository(ResponseLink).findOneBy({ id: responseLinkId });
    if (!link) return null;
    const points = await this.dataSource.getRepository(PhotoPoint).findBy({ url: In([...photos]), responseLinkId });
    return (
      photos.find((url) =>
        photoVerifiesFix(
          points.find((p) => p.url === url),
          complaint,
          link.createdAt,
        ),
      ) ?? null
    );
  }
}

/**
 * An expected completion date: absent or blank is none; 'YYYY-MM-DD' is the end of that day in India time; any other
 * ISO 8601 instant is taken as it is. Anything unreadable is refused with the expected date's message (the range is
 * the entity's rule).
 */
export function parseExpectedBy(value: string | null | undefined): Date | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const invalid = () => ValidationError.field('expectedBy', formatMessage(Messages.respond.expectedByInvalid, { days: AUTHORITY_EXPECTED_BY_MAX_DAYS }));
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const [y, m, d] = text.split('-').map(Number);
    const day = new TZDate(y, m - 1, d, ESCALATION_TIME_ZONE);
    if (!isValid(day) || day.getDate() !== d) throw invalid();
    return new Date(endOfDay(day).getTime());
  }
  const instant = parseISO(text);
  if (!isValid(instant)) throw invalid();
  return instant;
}

/**
 * Names the documents an emailed reply carried (AuthorityDocumentsWriter) in the answer's ComplaintAuthorityResponded,
 * so that the reporter's email about it attaches them.
 */
export function withDocuments(events: readonly DomainEvent[], documents: readonly { id: string; filename: string }[]): void {
  if (documents.length === 0) return;
  for (const event of events) if (isEvent(event, 'ComplaintAuthorityResponded')) event.payload.documents = documents.map((d) => ({ ...d }));
}
