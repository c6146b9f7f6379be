import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Queue } from 'bull';
import { Clock } from '../../../kernel/clock/clock.js';
import { scheduleRepeatingJob } from '../../../kernel/events/repeating-job.js';
import { DeleteUnreferencedPhotosCommand } from '../../application/commands/delete-unreferenced-photos/delete-unreferenced-photos.command.js';
import { UploadsService } from '../../application/uploads.service.js';

/** The Bull queue of the hourly clean-up of unreferenced uploads. */
export const UPLOAD_CLEANUP_QUEUE = 'upload-cleanup';
/** Every hour, at minute 17 (away from the hour's other jobs). */
export const UPLOAD_CLEANUP_CRON = '17 * * * *';

/**
 * Deletes uploaded photos that no complaint references 24 hours after they were stored
 * (DeleteUnreferencedPhotosCommand), then writes the previews stored photos lack (UploadsService.writeMissingPreviews), as
 * a repeatable Bull job: every worker process registers the same repeat (Bull keeps one schedule per cron, whoever
 * adds it) and a processor, and Bull hands each hourly run to one worker. A run repeated by two workers at once is
 * harmless: a file already deleted is skipped, a preview written twice has the same bytes.
 */
@Injectable()
export class UploadCleanupScheduler {
  private readonly logger = new Logger('UploadCleanup');

  constructor(
    @InjectQueue(UPLOAD_CLEANUP_QUEUE) private readonly queue: Queue,
    private readonly uploads: UploadsService,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  /** Registers the processor and the hourly repeat (idempotent). */
  async start(): Promise<void> {
    const run = async () => {
      const { deleted, previewsWritten } = await this.runOnce();
      return { deleted: deleted.length, previewsWritten };
    };
    if (await scheduleRepeatingJob(this.queue, { cron: UPLOAD_CLEANUP_CRON, keep: 24, run }))
      this.logger.log(`Clean-up of unreferenced uploads scheduled hourly (${UPLOAD_CLEANUP_CRON})`);
  }

  /** One run at the clock's now: the deleted photo URLs and how many previews were written. */
  async runOnce(): Promise<{ deleted: string[]; previewsWritten: number }> {
    const deleted = await this.commands.execute(new DeleteUnreferencedPhotosCommand(this.clock.now()));
    return { deleted, previewsWritten: await this.uploads.writeMissingPreviews() };
  }
}
