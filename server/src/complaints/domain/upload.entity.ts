import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * Who made an upload (docs/adr/0133-uploads-belong-to-who-made-them.md): a signed-in account, an authority's response
 * link, or an Open311 integration key. Exactly one for a new upload.
 */
export type UploadOwner = { userId: string } | { responseLinkId: string } | { apiKeyId: string };

/**
 * One photo URL and who uploaded it (migration 1763803870133): a filing, a fix confirmation, a reopen, an authority's
 * answer or an Open311 request may carry only photos its own account, link or key uploaded. Written when the photo is
 * stored (local provider) or its upload presigned (S3); a direct upload to ImageKit or Cloudinary, which the server
 * never sees, is recorded by the first filing or answer that carries it. A row whose owner is gone (the account
 * deleted, the key or link removed) or was never known (photos filed before owners were kept) belongs to no one, and
 * no one may reference it again.
 */
@Entity('uploads')
@Check('uploads_one_owner_check', 'num_nonnulls(owner_user_id, owner_response_link_id, owner_api_key_id) <= 1')
@Index('uploads_owner_user_id_idx', ['ownerUserId'])
@Index('uploads_owner_response_link_id_idx', ['ownerResponseLinkId'])
@Index('uploads_owner_api_key_id_idx', ['ownerApiKeyId'])
export class Upload {
  /** The photo's URL as a complaint carries it ('/uploads/<name>' for the local provider, the provider's URL otherwise). */
  @PrimaryColumn('text') url: string;
  @ForeignKey('User', { name: 'uploads_owner_user_id_fkey', onDelete: 'SET NULL' })
  @Column({ name: 'owner_user_id', type: 'uuid', nullable: true })
  ownerUserId: string | null;
  @ForeignKey('ResponseLink', { name: 'uploads_owner_response_link_id_fkey', onDelete: 'SET NULL' })
  @Column({ name: 'owner_response_link_id', type: 'uuid', nullable: true })
  ownerResponseLinkId: string | null;
  @ForeignKey('IntegrationKey', { name: 'uploads_owner_api_key_id_fkey', onDelete: 'SET NULL' })
  @Column({ name: 'owner_api_key_id', type: 'uuid', nullable: true })
  ownerApiKeyId: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;

  /** The row's owner columns for `owner`. */
  static ownerColumns(owner: UploadOwner): Pick<Upload, 'ownerUserId' | 'ownerResponseLinkId' | 'ownerApiKeyId'> {
    return {
      ownerUserId: 'userId' in owner ? owner.userId : null,
      ownerResponseLinkId: 'responseLinkId' in owner ? owner.responseLinkId : null,
      ownerApiKeyId: 'apiKeyId' in owner ? owner.apiKeyId : null,
    };
  }

  /** Whether `owner` made this upload. */
  isOwnedBy(owner: UploadOwner): boolean {
    if ('userId' in owner) return this.ownerUserId === owner.userId;
    if ('responseLinkId' in owner) return this.ownerResponseLinkId === owner.responseLinkId;
    return this.ownerApiKeyId === owner.apiKeyId;
  }
}
