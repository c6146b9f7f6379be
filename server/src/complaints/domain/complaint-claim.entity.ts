import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** Days a claim link stays valid: long enough to sign up, verify the email and come back. */
export const CLAIM_LINK_DAYS = 60;

/**
 * A one-time link that attaches an Open311 complaint filed for an email (reporter policy 'by_email') to the account
 * of that email. Only the SHA-256 of the link's token is stored; the token is derived again from the id when the
 * email is written (AuthLinkUrls.token). `accountExisted` chooses the email: 'Was this you? Add it to My Complaints'
 * for an existing account, else the acknowledgement with a link to create an account and claim the complaint.
 */
@Entity('complaint_claims')
@Index('complaint_claims_token_hash_uq', ['tokenHash'], { unique: true })
@Index('complaint_claims_complaint_idx', ['complaintId'])
@Check('complaint_claims_email_check', "email = lower(btrim(email)) AND email <> ''")
export class ComplaintClaim {
  @PrimaryColumn('uuid') id: string;
  @ForeignKey('Complaint', { name: 'complaint_claims_complaint_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'complaint_id', type: 'uuid' })
  complaintId: string;
  @Column({ type: 'text' }) email: string;
  @Column({ name: 'token_hash', type: 'text' }) tokenHash: string;
  @Column({ name: 'account_existed', type: 'boolean' }) accountExisted: boolean;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt: Date | null;
  @ForeignKey('User', { name: 'complaint_claims_used_by_fkey', onDelete: 'SET NULL' })
  @Column({ name: 'used_by', type: 'uuid', nullable: true })
  usedBy: string | null;

  /** Usable at `now`: not used and not expired. */
  usableAt(now: Date): boolean {
    return this.usedAt === null && now.getTime() < this.expiresAt.getTime();
  }
}
