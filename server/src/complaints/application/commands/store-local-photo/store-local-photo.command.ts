import { Command } from '@nestjs/cqrs';

/**
 * A signed-in user uploads one photo to the server (the local upload provider; citizen spec section 7, Uploads), or
 * an authority through its response link, or an Open311 key with a request. `content` is the file's bytes, at most
 * 10 MB (checked by the HTTP layer). The photo belongs to whichever of the three made it: only that owner may file or
 * answer with it (docs/adr/0133). Result: the photo's public URL.
 */
export class StoreLocalPhotoCommand extends Command<{ url: string }> {
  /** `uploaderId`: the signed-in user; when given, the photo's EXIF GPS (if any) is kept in photo_points for confirm fix. */
  constructor(
    readonly content: Buffer,
    readonly uploaderId?: string,
    /** An authority's upload through its response link (no account): the photo's EXIF GPS is kept for the link. */
    readonly responseLinkId?: string,
    /** An Open311 key's upload (a request's or update's file part or media_url): only that key may use it. */
    readonly apiKeyId?: string,
  ) {
    super();
  }
}
