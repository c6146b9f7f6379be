import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { FileStorage } from '../../../../kernel/storage/file-storage.js';
import { LOCAL_UPLOADS_PATH } from '../../../infrastructure/uploads/local-photo-store.js';
import { PHOTO_FOLDER, UploadsService } from '../../uploads.service.js';
import { DeleteOrphanPhotosCommand, type DeletedPhotos } from './delete-orphan-photos.command.js';

/**
 * Deletes the stored files of photos of a deleted complaint (admin spec section 7, DELETE /api/admin/complaints/{id}).
 * Photos of the local provider (`/uploads/<name>` files under UPLOAD_DIR, whatever the provider configured now)
 * are removed from disk; with S3 as the provider, photos under its public base are removed from the bucket through
 * the file storage; photos at ImageKit or Cloudinary stay with the provider and are listed in `kept`
 * (docs/adr/0026-complaints-desk.md). A file that cannot be removed is logged and listed in `kept`; the
 * complaint stays deleted. The deleted photos' upload records go in one statement.
 */
@CommandHandler(DeleteOrphanPhotosCommand)
export class DeleteOrphanPhotosHandler implements ICommandHandler<DeleteOrphanPhotosCommand> {
  private readonly logger = new Logger('Uploads');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly storage: FileStorage,
  ) {}

  async execute({ urls }: DeleteOrphanPhotosCommand): Promise<DeletedPhotos> {
    const deleted: string[] = [];
    const kept: string[] = [];
    const s3Photos = this.uploads.s3PhotosBase();
    for (const url of new Set(urls)) {
      if (s3Photos && url.startsWith(`${s3Photos}${PHOTO_FOLDER}/`)) {
        try {
          await this.storage.delete(decodeURIComponent(url.slice(s3Photos.length)));
          deleted.push(url);
        } catch (error) {
          this.logger.warn(`Could not delete photo ${url}: ${(error as Error).message}`);
          kept.push(url);
        }
        continue;
      }
      if (!(await this.uploads.localStore.holds(url))) {
        if (!url.startsWith(`${LOCAL_UPLOADS_PATH}/`)) kept.push(url);
        continue;
      }
      try {
        await this.uploads.localStore.remove(url);
        deleted.push(url);
      } catch (error) {
        this.logger.warn(`Could not delete photo ${url}: ${(error as Error).message}`);
        kept.push(url);
      }
    }
    if (kept.length) this.logger.log(`Photos kept at their provider after deleting a complaint: ${kept.join(', ')}`);
    // A kept photo keeps its owner's record, so that no one else can file it.
    if (deleted.length) await this.dataSource.query('DELETE FROM uploads WHERE url = ANY($1::text[])', [deleted]);
    return { deleted, kept };
  }
}
