import { Injectable, Logger } from '@nestjs/common';
import { FileStorage, isSafeKey, PHOTO_KEY_PREFIX } from '../../kernel/storage/file-storage.js';
import type { OutgoingAttachment } from '../mail/mail-sender.js';

/** At most this many photos go with one email; the rest are on the complaint's page. */
export const MAX_EMAILED_PHOTOS = 3;
/** A photo larger than this stays on the complaint's page (stored photos are at most 2048 px, so rarely). */
export const MAX_EMAILED_PHOTO_BYTES = 3 * 1024 * 1024;

const TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * The photos of an answer or a reopening, as email attachments: this portal's stored photos (`/uploads/<name>` or the
 * bucket's `.../complaints/<name>`), the first MAX_EMAILED_PHOTOS of at most MAX_EMAILED_PHOTO_BYTES each, so an
 * email stays small. A photo that is missing, too large or not the portal's own is left out (the complaint's page
 * shows every photo), never an error: the email matters more than its pictures.
 */
@Injectable()
export class AfterPhotoAttachments {
  private readonly logger = new Logger('AfterPhotoAttachments');

  constructor(private readonly storage: FileStorage) {}

  async of(urls: readonly string[], prefix: string): Promise<OutgoingAttachment[]> {
    const out: OutgoingAttachment[] = [];
    for (const url of urls) {
      if (out.length >= MAX_EMAILED_PHOTOS) break;
      const name = url.split('?')[0].split('/').filter(Boolean).at(-1) ?? '';
      const extension = name.split('.').at(-1)?.toLowerCase() ?? '';
      const key = `${PHOTO_KEY_PREFIX}${name}`;
      if (!TYPES[extension] || !isSafeKey(key)) continue;
      const content = await this.storage.get(key);
      if (!content) {
        this.logger.warn(`Photo ${url} is not in the file storage; the email goes without it`);
        continue;
      }
      if (content.length > MAX_EMAILED_PHOTO_BYTES) continue;
      out.push({ filename: `${prefix}-${out.length + 1}.${extension}`, contentType: TYPES[extension], content });
    }
    return out;
  }
}
