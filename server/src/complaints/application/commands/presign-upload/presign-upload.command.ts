import { Command } from '@nestjs/cqrs';
import type { UploadOwner } from '../../../domain/upload.entity.js';

/** POST /api/uploads/s3-presign: a presigned S3 PUT for one photo, whose public URL is recorded as `owner`'s upload. */
export class PresignUploadCommand extends Command<{ url: string; publicUrl: string }> {
  constructor(
    /** JPEG, PNG or WEBP, signed into the URL. */
    readonly contentType: string,
    readonly owner: UploadOwner,
  ) {
    super();
  }
}
