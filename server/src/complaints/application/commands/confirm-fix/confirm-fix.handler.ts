import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Messages } from '@civic/contracts';
import { Clock } from '../../../../kernel/clock/clock.js';
import { NotFoundError, ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Complaint } from '../../../domain/complaint.entity.js';
import { photoVerifiesFix } from '../../../domain/fix-photo.js';
import { PhotoPoint } from '../../../domain/photo-point.entity.js';
import type { ComplaintView } from '../../complaint.view.js';
import { loadComplaint } from '../../load-complaint.js';
import { ReporterComplaintViewsService } from '../../reporter-complaint-views.service.js';
import { UploadsWriter } from '../../uploads.writer.js';
import { ConfirmFixCommand } from './confirm-fix.command.js';

/**
 * The reporter confirms the fix. Only the reporter (anyone else: 404 as for an unknown id); the window and
 * once-per-resolution rules are Complaint.confirmFix's. An after-photo must come from the configured provider, be the
 * reporter's own upload (403 UPLOAD_NOT_OWNED) and must not be one of the complaint's own photos (400 'Please upload
 * the after-photo again.'). It verifies the fix
 * when the server read EXIF GPS from it at upload (photo_points), uploaded by this reporter after the resolution,
 * within FIX_VERIFY_RADIUS_METRES of the pin; the browser's word is never taken.
 */
@CommandHandler(ConfirmFixCommand)
export class ConfirmFixHandler implements ICommandHandler<ConfirmFixCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly uploads: UploadsWriter,
    private readonly views: ReporterComplaintViewsService,
    private readonly clock: Clock,
  ) {}

  async execute({ complaintId, reporter, photo }: ConfirmFixCommand): Promise<ComplaintView> {
    const current = await loadComplaint(this.dataSource.manager, complaintId);
    if (current.reporterId !== reporter.id) throw new NotFoundError(Messages.admin.complaints.notFound);
    const url = (photo ?? '').trim();
    let checked: { url: string; verified: boolean } | null = null;
    if (url) {
      if (current.photos.includes(url)) throw ValidationError.field('photo', Messages.escalation.fixPhotoInvalid);
      await this.uploads.checkPhotos([url], { userId: reporter.id }, 'photo', () => ValidationError.field('photo', Messages.escalation.fixPhotoInvalid));
      const point = await this.dataSource.getRepository(PhotoPoint).findOne({ where: { url, uploaderId: reporter.id } });
      checked = { url, verified: photoVerifiesFix(point, current, current.resolvedAt) };
    }
    const saved = await this.outbox.transaction(async (manager) => {
      const complaint = await loadComplaint(manager, complaintId, { lock: true });
      const events = complaint.confirmFix(checked, reporter, this.clock.now());
      await manager.save(Complaint, complaint);
      return { result: complaint, events };
    });
    return this.views.toView(saved);
  }
}
