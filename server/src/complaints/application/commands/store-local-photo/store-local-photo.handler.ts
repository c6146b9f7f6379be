import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../../../../kernel/clock/clock.js';
import { PhotoPoint } from '../../../domain/photo-point.entity.js';
import { Upload, type UploadOwner } from '../../../domain/upload.entity.js';
import { readPhotoGps } from '../../../infrastructure/uploads/photo-gps.js';
import { notConfigured, UploadsService } from '../../uploads.service.js';
import { StoreLocalPhotoCommand } from './store-local-photo.command.js';

/**
 * Stores the photo with the local provider: recognised by content (JPEG, PNG or WEBP), re-encoded upright without
 * metadata, under a random name served at /uploads/<name>. Refused when another provider is configured. Its owner
 * (the account, response link or Open311 key) is recorded in `uploads` (docs/adr/0133). When the uploader is an account
 * or a response link and the original carried EXIF GPS, the position is kept in photo_points (the server
 * verifies a confirmed fix's after-photo with it); it is never served.
 */
@CommandHandler(StoreLocalPhotoCommand)
export class StoreLocalPhotoHandler implements ICommandHandler<StoreLocalPhotoCommand> {
  constructor(
    private readonly uploads: UploadsService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ content, uploaderId, responseLinkId, apiKeyId }: StoreLocalPhotoCommand): Promise<{ url: string }> {
    if (this.uploads.provider !== 'local') throw notConfigured();
    const owner: UploadOwner | null = uploaderId ? { userId: uploaderId } : responseLinkId ? { responseLinkId } : apiKeyId ? { apiKeyId } : null;
    const gpsKept = !!uploaderId || !!responseLinkId;
    const gps = gpsKept ? await readPhotoGps(content) : null;
    const saved = await this.uploads.localStore.save(content);
    await this.dataSource.transaction(async (manager) => {
      // Without an owner the row still exists, so that no one can take the photo as theirs.
      await manager.insert(Upload, { url: saved.url, ...(owner ? Upload.ownerColumns(owner) : {}), createdAt: this.clock.now() });
      if (gps) {
        await manager.insert(PhotoPoint, {
          url: saved.url,
          uploaderId: uploaderId ?? null,
          responseLinkId: responseLinkId ?? null,
          lat: gps.lat,
          lng: gps.lng,
          createdAt: this.clock.now(),
        });
      }
    });
    return { url: saved.url };
  }
}
