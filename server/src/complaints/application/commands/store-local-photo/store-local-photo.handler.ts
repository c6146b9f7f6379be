import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notConfigured, UploadsService } from '../../uploads.service.js';
import { StoreLocalPhotoCommand } from './store-local-photo.command.js';

/**
 * Stores the photo with the local provider: recognised by content (JPEG, PNG or WEBP), re-encoded upright without
 * metadata, under a random name served at /uploads/<name>. Refused when another provider is configured.
 */
@CommandHandler(StoreLocalPhotoCommand)
export class StoreLocalPhotoHandler implements ICommandHandler<StoreLocalPhotoCommand> {
  constructor(private readonly uploads: UploadsService) {}

  async execute({ content }: StoreLocalPhotoCommand): Promise<{ url: string }> {
    if (this.uploads.provider !== 'local') throw notConfigured();
    const saved = await this.uploads.localStore.save(content);
    return { url: saved.url };
  }
}
