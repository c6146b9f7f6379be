import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { UploadsService } from '../../uploads.service.js';
import { UploadsWriter } from '../../uploads.writer.js';
import { PresignUploadCommand } from './presign-upload.command.js';

/**
 * Presigns an S3 PUT (UploadsService.presignS3: 409 unless S3 is configured, 415 for another type) and records its
 * public URL as the caller's upload in one statement, so that only the caller may file or answer with it
 * (docs/adr/0133-uploads-belong-to-who-made-them.md).
 */
@CommandHandler(PresignUploadCommand)
export class PresignUploadHandler implements ICommandHandler<PresignUploadCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly writer: UploadsWriter,
  ) {}

  async execute({ contentType, owner }: PresignUploadCommand): Promise<{ url: string; publicUrl: string }> {
    const presigned = await this.uploads.presignS3(contentType);
    await this.writer.record(this.dataSource.manager, presigned.publicUrl, owner);
    return presigned;
  }
}
