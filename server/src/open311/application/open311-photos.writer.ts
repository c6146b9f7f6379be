import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ErrorCode } from '@civic/contracts';
import { LOCAL_UPLOADS_PATH, StoreLocalPhotoCommand } from '../../complaints/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { Open311Error } from '../domain/open311-error.js';
import { MediaFetcher, MediaRefusedError } from '../infrastructure/media-fetcher.js';
import type { UploadedPhoto } from './commands/file-service-request/file-service-request.command.js';

/** Refusals of photos when the configured upload provider takes browser uploads only. */
export const PhotoStoreMessages = {
  mediaNotStored: 'media_url cannot be accepted: this server stores photos with a provider that takes browser uploads only.',
  photoNotStored: 'Photos cannot be accepted as file parts: this server stores photos with a provider that takes browser uploads only.',
  /** A media_url naming a photo this portal stores that another key (or an account, or a response link) uploaded. */
  notOwned: 'media_url names a photo on this portal that this api_key did not upload.',
} as const;

/**
 * An Open311 error for a failure of the complaints context: a photo another owner uploaded (UPLOAD_NOT_OWNED) is 403
 * with `PhotoStoreMessages.notOwned`; anything else is left as it is.
 */
export function open311PhotoRefusal(error: unknown): unknown {
  return error instanceof DomainError && error.code === ErrorCode.UploadNotOwned ? new Open311Error(403, PhotoStoreMessages.notOwned) : error;
}

/**
 * Stores an Open311 call's photos with the local photo store, like uploads (recognised by content, re-encoded without
 * metadata), as uploads of the calling key: the multipart file parts first, then each media_url (downloaded from
 * public addresses only), up to a limit; the rest are ignored and never downloaded. A media_url naming a photo this
 * portal already stores (PUBLIC_URL/uploads/<name>, or /uploads/<name>) is not downloaded: it is carried as it is, and
 * the complaints context accepts it only when this key uploaded it (docs/adr/0133), so a key cannot copy another
 * key's, a citizen's or an authority's photo into its request. A refused photo is 400 naming it.
 */
@Injectable()
export class Open311PhotosWriter {
  constructor(
    private readonly commands: CommandBus,
    private readonly media: MediaFetcher,
    private readonly config: AppConfig,
  ) {}

  /** The photos' URLs, at most `limit`: stored as uploads of the key `apiKeyId`, or this portal's photos named by media_url. */
  async store(parts: readonly UploadedPhoto[], urls: readonly string[], limit: number, apiKeyId: string): Promise<string[]> {
    const stored: string[] = [];
    for (const part of parts.slice(0, limit))
      stored.push(await this.storeOne(part.content, `photo ${part.field}`, PhotoStoreMessages.photoNotStored, apiKeyId));
    for (const url of urls.slice(0, Math.max(0, limit - stored.length))) {
      const own = this.portalPhotoOf(url);
      if (own) {
        stored.push(own);
        continue;
      }
      let content: Buffer;
      try {
        content = await this.media.fetch(url);
      } catch (error) {
        if (error instanceof MediaRefusedError) throw new Open311Error(400, error.message);
        throw error;
      }
      stored.push(await this.storeOne(content, 'media_url', PhotoStoreMessages.mediaNotStored, apiKeyId));
    }
    return stored;
  }

  /** '/uploads/<name>' when `url` names a photo served by this portal (under PUBLIC_URL, or as a bare path), else null. */
  private portalPhotoOf(url: string): string | null {
    const base = new URL(this.config.publicUrl);
    let parsed: URL;
    try {
      parsed = new URL(url.trim(), base);
    } catch {
      return null;
    }
    if (parsed.origin !== base.origin) return null;
    // Photos are served at PUBLIC_URL + '/uploads/<name>' (PUBLIC_URL may carry a path), or named by their bare path.
    const prefix = base.pathname.replace(/\/+$/, '');
    for (const path of [`${prefix}${LOCAL_UPLOADS_PATH}/`, `${LOCAL_UPLOADS_PATH}/`]) {
      if (parsed.pathname.startsWith(path)) return `${LOCAL_UPLOADS_PATH}/${parsed.pathname.slice(path.length)}`;
    }
    return null;
  }

  private async storeOne(content: Buffer, what: string, notStored: string, apiKeyId: string): Promise<string> {
    try {
      return (await this.commands.execute(new StoreLocalPhotoCommand(content, undefined, undefined, apiKeyId))).url;
    } catch (error) {
      if (error instanceof DomainError) throw new Open311Error(400, error.code === 'UPLOAD_PROVIDER_NOT_CONFIGURED' ? notStored : `${what}: ${error.message}`);
      throw error;
    }
  }
}
