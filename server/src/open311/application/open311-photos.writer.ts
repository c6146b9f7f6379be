import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { StoreLocalPhotoCommand } from '../../complaints/public.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { Open311Error } from '../domain/open311-error.js';
import { MediaFetcher, MediaRefusedError } from '../infrastructure/media-fetcher.js';
import type { UploadedPhoto } from './commands/file-service-request/file-service-request.command.js';

/** Refusals of photos when the configured upload provider takes browser uploads only. */
export const PhotoStoreMessages = {
  mediaNotStored: 'media_url cannot be accepted: this server stores photos with a provider that takes browser uploads only.',
  photoNotStored: 'Photos cannot be accepted as file parts: this server stores photos with a provider that takes browser uploads only.',
} as const;

/**
 * Stores an Open311 call's photos with the local photo store, like uploads (recognised by content, re-encoded without
 * metadata): the multipart file parts first, then each media_url (downloaded from public addresses only), up to a
 * limit; the rest are ignored and never downloaded. A refused photo is 400 naming it.
 */
@Injectable()
export class Open311PhotosWriter {
  constructor(
    private readonly commands: CommandBus,
    private readonly media: MediaFetcher,
  ) {}

  /** The stored photos' URLs, at most `limit`. */
  async store(parts: readonly UploadedPhoto[], urls: readonly string[], limit: number): Promise<string[]> {
    const stored: string[] = [];
    for (const part of parts.slice(0, limit)) stored.push(await this.storeOne(part.content, `photo ${part.field}`, PhotoStoreMessages.photoNotStored));
    for (const url of urls.slice(0, Math.max(0, limit - stored.length))) {
      let content: Buffer;
      try {
        content = await this.media.fetch(url);
      } catch (error) {
        if (error instanceof MediaRefusedError) throw new Open311Error(400, error.message);
        throw error;
      }
      stored.push(await this.storeOne(content, 'media_url', PhotoStoreMessages.mediaNotStored));
    }
    return stored;
  }

  private async storeOne(content: Buffer, what: string, notStored: string): Promise<string> {
    try {
      return (await this.commands.execute(new StoreLocalPhotoCommand(content))).url;
    } catch (error) {
      if (error instanceof DomainError) throw new Open311Error(400, error.code === 'UPLOAD_PROVIDER_NOT_CONFIGURED' ? notStored : `${what}: ${error.message}`);
      throw error;
    }
  }
}
