import { Command } from '@nestjs/cqrs';

/** What was deleted: the photos removed from storage, and those kept (at a remote provider, or that could not be removed). */
export interface DeletedPhotos {
  deleted: string[];
  kept: string[];
}

/**
 * Deletes the stored files of photos a deleted complaint carried and no other complaint does (DeleteComplaintHandler,
 * after its commit).
 */
export class DeleteOrphanPhotosCommand extends Command<DeletedPhotos> {
  constructor(readonly urls: readonly string[]) {
    super();
  }
}
