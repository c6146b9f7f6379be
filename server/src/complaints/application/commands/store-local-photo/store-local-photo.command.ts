import { Command } from '@nestjs/cqrs';

/**
 * A signed-in user uploads one photo to the server (the local upload provider; citizen spec section 7, Uploads).
 * `content` is the file's bytes, at most 10 MB (checked by the HTTP layer). Result: the photo's public URL.
 */
export class StoreLocalPhotoCommand extends Command<{ url: string }> {
  /** `uploaderId`: the signed-in user; when given, the photo's EXIF GPS (if any) is kept in photo_points for confirm fix. */
  constructor(
    readonly content: Buffer,
    readonly uploaderId?: string,
    /** An authority's upload through its response link (no account): the photo's EXIF GPS is kept for the link. */
    readonly responseLinkId?: string,
  ) {
    super();
  }
}
