import { Command } from '@nestjs/cqrs';

/**
 * A signed-in user uploads one photo to the server (the local upload provider; citizen spec section 7, Uploads).
 * `content` is the file's bytes, at most 10 MB (checked by the HTTP layer). Result: the photo's public URL.
 */
export class StoreLocalPhotoCommand extends Command<{ url: string }> {
  constructor(readonly content: Buffer) {
    super();
  }
}
