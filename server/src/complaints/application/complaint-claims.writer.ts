import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuthLinkUrls } from '../../identity/public.js';
import { CLAIM_LINK_DAYS, ComplaintClaim } from '../domain/complaint-claim.entity.js';
import type { Complaint } from '../domain/complaint.entity.js';

/** The id a claim's token is derived from: labelled, so that it never equals another link's id. */
export function claimTokenId(claimId: string): string {
  return `complaint-claim:${claimId}`;
}

/** SHA-256 of a raw claim token, hex: what complaint_claims stores and looks up. */
export function hashClaimToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Records the one-time claim links of Open311 complaints filed for an email. */
@Injectable()
export class ComplaintClaimsWriter {
  constructor(private readonly links: AuthLinkUrls) {}

  /** A claim link for `complaint` (which has a contact), in the filing's transaction; valid CLAIM_LINK_DAYS. */
  async issue(manager: EntityManager, complaint: Complaint, accountExisted: boolean, now: Date): Promise<ComplaintClaim> {
    const claim = new ComplaintClaim();
    claim.id = randomUUID();
    claim.complaintId = complaint.id;
    claim.email = complaint.reporterEmail!;
    claim.tokenHash = hashClaimToken(this.links.token(claimTokenId(claim.id)).token);
    claim.accountExisted = accountExisted;
    claim.createdAt = now;
    claim.expiresAt = new Date(now.getTime() + CLAIM_LINK_DAYS * 24 * 3_600_000);
    claim.usedAt = null;
    claim.usedBy = null;
    await manager.insert(ComplaintClaim, claim);
    return claim;
  }
}
