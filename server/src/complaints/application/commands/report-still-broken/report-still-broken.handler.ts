import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { distanceMetres, formatMessage, Messages, STILL_BROKEN_RADIUS_METRES } from '@civic/contracts';
import { Clock } from '../../../../kernel/clock/clock.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { complaintEvent, ComplaintEvent } from '../../../domain/events/complaint.events.js';
import { PhotoPoint } from '../../../domain/photo-point.entity.js';
import { StillBrokenReport } from '../../../domain/still-broken-report.entity.js';
import { loadComplaint } from '../../load-complaint.js';
import { PublicComplaintsService } from '../../public-complaints.service.js';
import { UploadsWriter } from '../../uploads.writer.js';
import { ReportStillBrokenCommand, type StillBrokenReceipt } from './report-still-broken.command.js';

/**
 * A "still broken" report (docs/adr/0148). The complaint must be public (else 404 as for an unknown id) and resolved
 * (409 stillBrokenNotResolved). The photo must be the person's own upload through the portal (403 UPLOAD_NOT_OWNED
 * for another account's), uploaded after the resolution (400 photoInvalid: an older photo says nothing of the fix),
 * with EXIF GPS the server read at upload (photo_points; 400 stillBrokenNoPosition without) within
 * STILL_BROKEN_RADIUS_METRES of the pin (400 stillBrokenTooFar). One report per person and resolution (409
 * stillBrokenTwice). The complaint itself does not change: the desk shows the reports and an admin decides.
 */
@CommandHandler(ReportStillBrokenCommand)
export class ReportStillBrokenHandler implements ICommandHandler<ReportStillBrokenCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly uploads: UploadsWriter,
    private readonly publicComplaints: PublicComplaintsService,
    private readonly clock: Clock,
  ) {}

  async execute({ complaintId, person, photo, note }: ReportStillBrokenCommand): Promise<StillBrokenReceipt> {
    const complaint = await loadComplaint(this.dataSource.manager, complaintId);
    if (!(await this.publicComplaints.get(complaint.publicId))) throw new NotFoundError(Messages.admin.complaints.notFound);
    const resolvedAt = complaint.resolvedAt;
    if (!resolvedAt || complaint.archived) throw new ConflictError(Messages.followUp.stillBrokenNotResolved);
    const url = photo.trim();
    if (!url) throw ValidationError.field('photo', Messages.followUp.stillBrokenPhotoRequired);
    if (complaint.photos.includes(url)) throw ValidationError.field('photo', Messages.followUp.photoInvalid);
    await this.uploads.checkPhotos([url], { userId: person.id }, 'photo', () => ValidationError.field('photo', Messages.followUp.photoInvalid));
    const point = await this.dataSource.getRepository(PhotoPoint).findOne({ where: { url, uploaderId: person.id } });
    if (!point) throw ValidationError.field('photo', Messages.followUp.stillBrokenNoPosition);
    if (point.createdAt.getTime() < resolvedAt.getTime()) throw ValidationError.field('photo', Messages.followUp.photoInvalid);
    const metres = Math.round(distanceMetres(point, complaint));
    if (metres > STILL_BROKEN_RADIUS_METRES) {
      throw ValidationError.field('photo', formatMessage(Messages.followUp.stillBrokenTooFar, { metres, limit: STILL_BROKEN_RADIUS_METRES }));
    }
    const now = this.clock.now();
    return this.outbox.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(StillBrokenReport)
        .values({
          id: randomUUID(),
          complaintId: complaint.id,
          resolvedAt,
          reporterId: person.id,
          photo: url,
          distanceMetres: metres,
          note: note.trim(),
          createdAt: now,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      if (inserted.raw.length === 0) throw new ConflictError(Messages.followUp.stillBrokenTwice);
      return {
        result: { reportedAt: now.toISOString(), distanceMetres: metres },
        events: [complaintEvent(ComplaintEvent.StillBrokenReported, person, complaint.publicId, { complaintId: complaint.publicId, distanceMetres: metres })],
      };
    });
  }
}
