import { TZDate } from '@date-fns/tz';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { isEmail } from 'class-validator';
import { endOfDay, isValid, parseISO } from 'date-fns';
import { In, type DataSource } from 'typeorm';
import { type AuthorityAction, ESCALATION_TIME_ZONE, formatMessage, Messages, AUTHORITY_EXPECTED_BY_MAX_DAYS } from '@civic/contracts';
import { Clock } from '../../../../kernel/clock/clock.js';
import { ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Complaint } from '../../../domain/complaint.entity.js';
import { UploadNotOwnedError } from '../../../domain/complaint.errors.js';
import { photoVerifiesFix } from '../../../domain/fix-photo.js';
import { PhotoPoint } from '../../../domain/photo-point.entity.js';
import { ResponseLink } from '../../../domain/response-link.entity.js';
import { loadComplaint } from '../../load-complaint.js';
import { UploadsService } from '../../uploads.service.js';
import { RecordAuthorityResponseCommand, type AuthorityResponseResult } from './record-authority-response.command.js';

/**
 * Records an authority's answer (docs/adr/0090-authority-response-links.md). Before the transaction: the expected
 * date is read ('YYYY-MM-DD' is the end of that day, India time), a suggested email must be an address, and each
 * after-photo must come from the configured provider, not be one of the complaint's own photos (400 'Please upload the
 * photo again.') and be an upload of the answering response link (403 UPLOAD_NOT_OWNED). A resolution's photo verifies the fix exactly as the reporter's confirmation
 * does (photoVerifiesFix): EXIF GPS the server read at upload through this response link, after the link was
 * issued, within 200 m of the pin. Then, with the complaint's row locked, Complaint.recordAuthorityResponse applies
 * the rules and the events are appended to the outbox with the saved row.
 */
@CommandHandler(RecordAuthorityResponseCommand)
export class RecordAuthorityResponseHandler implements ICommandHandler<RecordAuthorityResponseCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly uploads: UploadsService,
    private readonly clock: Clock,
  ) {}

  async execute({ complaintId, response, authority, channel }: RecordAuthorityResponseCommand): Promise<AuthorityResponseResult> {
    const current = await loadComplaint(this.dataSource.manager, complaintId);
    const now = this.clock.now();
    const expectedBy = parseExpectedBy(response.expectedBy);
    const suggestedEmail = (response.suggestedEmail ?? '').trim();
    if (suggestedEmail && !isEmail(suggestedEmail)) throw ValidationError.field('suggestedEmail', Messages.respond.suggestedEmailInvalid);
    const photos = [...new Set((response.photos ?? []).map((p) => String(p ?? '').trim()).filter(Boolean))];
    if (photos.some((url) => current.photos.includes(url))) throw ValidationError.field('photos', Messages.respond.photoInvalid);
    if (photos.length > 0) {
      // Only what this link uploaded (through the page, or from this recipient's emailed reply): never a photo of this or
      // another complaint, nor another office's (docs/adr/0133). An answer with no link can carry no photo.
      if (!authority.responseLinkId) throw new UploadNotOwnedError('photos', photos);
      await this.uploads.checkPhotos(photos, { responseLinkId: authority.responseLinkId }, 'photos', () =>
        ValidationError.field('photos', Messages.respond.photoInvalid),
      );
    }
    const verifiedPhoto = response.action === 'resolved' ? await this.verifiedPhoto(current, photos, authority.responseLinkId) : null;
    const actor = { id: null, email: authority.email };
    return this.outbox.transaction(async (manager) => {
      const complaint = await loadComplaint(manager, complaintId, { lock: true });
      const events = complaint.recordAuthorityResponse(
        {
          action: response.action as AuthorityAction,
          message: response.message ?? '',
          expectedBy,
          photos,
          verifiedPhoto,
          suggestedOffice: response.suggestedOffice ?? '',
          suggestedEmail,
          authority: { email: authority.email, name: authority.name },
          channel,
        },
        actor,
        now,
      );
      await manager.save(Complaint, complaint);
      return { result: { complaintId: complaint.publicId, status: complaint.status }, events };
    });
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
