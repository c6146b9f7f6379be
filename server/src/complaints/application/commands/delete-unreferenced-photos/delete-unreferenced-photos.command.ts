import { Command } from '@nestjs/cqrs';

/** The hourly clean-up (UploadCleanupScheduler): deletes the local photos no complaint carried 24 hours after `now`'s cut-off; answers their URLs. */
export class DeleteUnreferencedPhotosCommand extends Command<string[]> {
  constructor(readonly now: Date) {
    super();
  }
}
