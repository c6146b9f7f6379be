import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { DomainError } from '../../kernel/errors/domain-error.js';
import { UploadNotOwnedError } from '../domain/complaint.errors.js';
import { Upload, type UploadOwner } from '../domain/upload.entity.js';
import { UploadsService } from './uploads.service.js';

/**
 * Participating writer of the uploads' owners (docs/adr/0133-uploads-belong-to-who-made-them.md): records who made an
 * upload, in the caller's transaction when given.
 */
@Injectable()
export class UploadsWriter {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
  ) {}

  /** Records that `owner` made the upload at `url`. */
  async record(manager: EntityManager, url: string, owner: UploadOwner): Promise<void> {
    await manager.insert(Upload, { url, ...Upload.ownerColumns(owner) });
  }

  /**
   * Checks the photos a filing, answer or request carries: each must come from the configured provider (else
   * `invalid()`), and `owner` must have uploaded each one (else 403 UPLOAD_NOT_OWNED naming `field`): an upload
   * belongs to the account, response link or Open311 key that made it (docs/adr/0133). The server records local and S3
   * uploads when it stores or presigns them; an ImageKit or Cloudinary upload, which the server never sees, is
   * recorded here as `owner`'s by the first call that carries it. A URL with no record otherwise, or whose owner is
   * gone, belongs to no one. Callers check before their own transaction (the default `manager`), so that the first
   * claim of a direct upload stays even when what carried it is refused later.
   */
  async checkPhotos(
    urls: readonly string[],
    owner: UploadOwner,
    field: string,
    invalid: () => DomainError,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    if (urls.length === 0) return;
    for (const url of urls) if (!(await this.uploads.isAcceptedPhotoUrl(url))) throw invalid();
    if (this.uploads.provider === 'imagekit' || this.uploads.provider === 'cloudinary') {
      await manager
        .createQueryBuilder()
        .insert()
        .into(Upload)
        .values(urls.map((url) => ({ url, ...Upload.ownerColumns(owner) })))
        .orIgnore()
        .execute();
    }
    const rows = await manager.getRepository(Upload).findBy({ url: In([...urls]) });
    const owned = new Set(rows.filter((row) => row.isOwnedBy(owner)).map((row) => row.url));
    const foreign = urls.filter((url) => !owned.has(url));
    if (foreign.length > 0) throw new UploadNotOwnedError(field, foreign);
  }
}
