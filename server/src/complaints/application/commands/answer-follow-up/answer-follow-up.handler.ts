import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Messages } from '@civic/contracts';
import { Clock } from '../../../../kernel/clock/clock.js';
import { findLocked } from '../../../../kernel/database/lock-or-404.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Complaint } from '../../../domain/complaint.entity.js';
import { complaintEvent, ComplaintEvent } from '../../../domain/events/complaint.events.js';
import { photoVerifiesFix } from '../../../domain/fix-photo.js';
import { FollowUp } from '../../../domain/follow-up.entity.js';
import { PhotoPoint } from '../../../domain/photo-point.entity.js';
import type { ComplaintView } from '../../complaint.view.js';
import { loadComplaint } from '../../load-complaint.js';
import { ReopenAfterResolutionWriter } from '../../reopen-after-resolution.writer.js';
import { ReporterComplaintViewsService } from '../../reporter-complaint-views.service.js';
import { UploadsWriter } from '../../uploads.writer.js';
import { AnswerFollowUpCommand } from './answer-follow-up.command.js';

/** The follow-up of the complaint's current resolution, locked; null when none was sent. */
async function currentFollowUp(manager: EntityManager, complaint: Complaint): Promise<FollowUp | null> {
  const resolvedAt = complaint.resolvedAt;
  return resolvedAt ? findLocked(manager, FollowUp, { complaintId: complaint.id, resolvedAt }) : null;
}

/**
 * The reporter answers the four-week follow-up of the complaint's current resolution. Only the reporter (anyone else:
 * 404 as for an unknown id); 404 followUp.notFound when no follow-up was sent for this resolution (or the complaint is
 * no longer resolved), 409 followUp.alreadyAnswered on a second answer. A photo is checked as confirm-fix's after-photo
 * (the reporter's own upload, not one of the complaint's photos; EXIF GPS within FIX_VERIFY_RADIUS_METRES of the pin
 * after the resolution verifies the fix). "Fixed" confirms the fix; "not fixed" reopens the complaint as a reopening
 * does (ReopenAfterResolutionWriter: the office is emailed, the ladder's due date restarts). One transaction with its events.
 */
@CommandHandler(AnswerFollowUpCommand)
export class AnswerFollowUpHandler implements ICommandHandler<AnswerFollowUpCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly uploads: UploadsWriter,
    private readonly views: ReporterComplaintViewsService,
    private readonly reopening: ReopenAfterResolutionWriter,
    private readonly clock: Clock,
  ) {}

  async execute({ complaintId, reporter, answer }: AnswerFollowUpCommand): Promise<ComplaintView> {
    const current = await loadComplaint(this.dataSource.manager, complaintId);
    if (current.reporterId !== reporter.id) throw new NotFoundError(Messages.admin.complaints.notFound);
    const url = (answer.photo ?? '').trim();
    let checked: { url: string; verified: boolean } | null = null;
    if (url) {
      if (current.photos.includes(url)) throw ValidationError.field('photo', Messages.followUp.photoInvalid);
      await this.uploads.checkPhotos([url], { userId: reporter.id }, 'photo', () => ValidationError.field('photo', Messages.followUp.photoInvalid));
      const point = await this.dataSource.getRepository(PhotoPoint).findOne({ where: { url, uploaderId: reporter.id } });
      checked = { url, verified: photoVerifiesFix(point, current, current.resolvedAt) };
    }
    const saved = await this.outbox.transaction(async (manager) => {
      const complaint = await loadComplaint(manager, complaintId, { lock: true });
      const followUp = await currentFollowUp(manager, complaint);
      if (!followUp) throw new NotFoundError(Messages.followUp.notFound);
      if (followUp.answeredAt) throw new ConflictError(Messages.followUp.alreadyAnswered);
      const now = this.clock.now();
      const events = answer.fixed
        ? complaint.confirmFixOnFollowUp(checked, reporter, now)
        : await this.reopening.reopen(
            manager,
            complaint,
            {
              message: Messages.followUp.notFixedAuthorityMessage,
              note: Messages.followUp.notFixedNote,
              photos: checked ? [checked.url] : [],
              source: 'reporter',
            },
            reporter,
            now,
          );
      await manager.save(Complaint, complaint);
      await manager.update(
        FollowUp,
        { complaintId: followUp.complaintId, resolvedAt: followUp.resolvedAt },
        { answeredAt: now, fixed: answer.fixed, rating: answer.rating, photo: checked?.url ?? null },
      );
      events.push(
        complaintEvent(ComplaintEvent.FollowUpAnswered, reporter, complaint.publicId, {
          complaintId: complaint.publicId,
          reporterId: complaint.reporterId,
          fixed: answer.fixed,
          rating: answer.rating,
        }),
      );
      return { result: complaint, events };
    });
    return this.views.toView(saved);
  }
}
