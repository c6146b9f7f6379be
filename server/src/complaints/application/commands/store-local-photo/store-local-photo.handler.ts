import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../../../../kernel/clock/clock.js';
import { PhotoPoint } from '../../../domain/photo-point.entity.js';
import { readPhotoGps } from '../../../infrastructure/uploads/photo-gps.js';
import { notConfigured, UploadsService } from '../../uploads.service.js';
import { StoreLocalPhotoCommand } from './store-local-photo.command.js';

/**
 * Stores the photo with the local provider: recognised by content (JPEG, PNG or WEBP), re-encoded upright without
 * metadata, under a random name served at /uploads/<name>. Refused when another provider is configured. When the
 * uploader is known and the original carried EXIF GPS, the position is kept in photo_points (the server
 * verifies a confirmed fix's after-photo with it); it is never served.
 */
@CommandHandler(StoreLocalPhotoCommand)
export class StoreLocalPhotoHandler implements ICommandHandler<StoreLocalPhotoCommand> {
  constructor(
    private readonly uploads: UploadsService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ content, uploaderId, responseLinkId }: StoreLocalPhotoCommand): Promise<{ url: string }> {
    if (this.uploads.provider !== 'local') throw notConfigured();
    const owned = !!uploaderId || !!responseLinkId;
    const gps = owned ? await readPhotoGps(content) : null;
    const saved = await this.uploads.localStore.save(content);
    if (gps && owned) {
      await this.dataSource.getRepository(PhotoPoint).insert({
        url: saved.url,
        uploaderId: uploaderId ?? null,
        responseLinkId: responseLinkId ?? null,
        lat: gps.lat,
        lng: gps.lng,
        createdAt: this.clock.now(),
      });
    }
    return { url: saved.url };
  }
}
