import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isStoredPhotoName, LOCAL_UPLOADS_PATH } from '../../../infrastructure/uploads/local-photo-store.js';
import { UploadsService } from '../../uploads.service.js';
import { DeleteUnreferencedPhotosCommand } from './delete-unreferenced-photos.command.js';

/** How long an uploaded photo may wait for a complaint that carries it before it is deleted: 24 hours. */
export const UNREFERENCED_UPLOAD_TTL_MS = 24 * 3600 * 1000;
/** Stored files looked up in one statement by the clean-up. */
const CLEANUP_BATCH = 500;

/**
 * Deletes the photos of the local provider that were stored more than 24 hours before `now` (file modification time)
 * and that no complaint carries, as a photo or as its fix photo: an upload abandoned with its form, or sent without
 * ever filing, does not stay on disk. Their photo_points and uploads rows go with them, in one transaction. Runs in
 * batches of CLEANUP_BATCH names, each one statement against complaints_photos_gin_idx and complaints_fix_photo_idx;
 * answers the deleted URLs.
 */
@CommandHandler(DeleteUnreferencedPhotosCommand)
export class DeleteUnreferencedPhotosHandler implements ICommandHandler<DeleteUnreferencedPhotosCommand> {
  private readonly logger = new Logger('Uploads');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
  ) {}

  async execute({ now }: DeleteUnreferencedPhotosCommand): Promise<string[]> {
    const dir = this.uploads.localDir;
    let names: string[];
    try {
      names = (await readdir(dir)).filter(isStoredPhotoName);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const cutoff = now.getTime() - UNREFERENCED_UPLOAD_TTL_MS;
    const deleted: string[] = [];
    for (let i = 0; i < names.length; i += CLEANUP_BATCH) {
      const old: string[] = [];
      for (const name of names.slice(i, i + CLEANUP_BATCH)) {
        const info = await stat(join(dir, name)).catch(() => null);
        if (info && info.mtimeMs < cutoff) old.push(`${LOCAL_UPLOADS_PATH}/${name}`);
      }
      if (!old.length) continue;
      const rows: { url: string }[] = await this.dataSource.query(
        `SELECT u.url FROM unnest($1::text[]) AS u(url)
          WHERE NOT EXISTS (SELECT 1 FROM complaints c WHERE c.photos @> ARRAY[u.url])
            AND NOT EXISTS (SELECT 1 FROM complaints c WHERE c.fix_photo = u.url)`,
        [old],
      );
      for (const { url } of rows) {
        try {
          await this.uploads.localStore.remove(url);
          deleted.push(url);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.logger.warn(`Could not delete unreferenced photo ${url}: ${(error as Error).message}`);
        }
      }
    }
    if (deleted.length) {
      await this.dataSource.transaction(async (manager) => {
        await manager.query('DELETE FROM photo_points WHERE url = ANY($1::text[])', [deleted]);
        await manager.query('DELETE FROM uploads WHERE url = ANY($1::text[])', [deleted]);
      });
      this.logger.log(`Deleted ${deleted.length} uploaded photo(s) no complaint referenced after 24 hours`);
    }
    return deleted;
  }
}
