import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Messages } from '@civic/contracts';
import { AuthLinkUrls } from '../../identity/public.js';
import { AppConfig } from '../../kernel/config/app-config.js';
import { NotFoundError } from '../../kernel/errors/domain-error.js';
import { ComplaintClaim } from '../domain/complaint-claim.entity.js';
import { Complaint } from '../domain/complaint.entity.js';
import { claimTokenId, hashClaimToken } from './complaint-claims.writer.js';

/** What the claim email of a complaint needs (notifications read it on ComplaintFiled). */
export interface ClaimInvitation {
  complaintId: string;
  title: string;
  location: string;
  status: string;
  /** The contact's email, first name and the key that filed it. */
  email: string;
  firstName: string;
  apiKeyId: string | null;
  /** True: 'Was this you? Add it to My Complaints'; false: create an account to claim it. */
  accountExisted: boolean;
  /** `${PUBLIC_URL}/claim?token=...`: redact it from the mail log once sent. */
  claimUrl: string;
}

/** A claim link as its landing page shows it: never the email itself. */
export interface ClaimLinkView {
  complaintId: string;
  status: string;
  /** The complaint's title (the person it was filed for opened the link sent to their address). */
  title: string;
  /** The email with most of its local part hidden: 'as***@example.com'. */
  emailHint: string;
  /** An account with the email existed when the complaint was filed. */
  accountExisted: boolean;
  /** False once used or expired. */
  usable: boolean;
}

/** 'asha@example.com' → 'as***@example.com'. */
export function emailHint(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 2)}***@${domain ?? ''}`;
}

/** Read access to claim links: the claim email's content and the landing page's view. Never writes. */
@Injectable()
export class ComplaintClaimsService {
  constructor(
    @InjectRepository(ComplaintClaim) private readonly claims: Repository<ComplaintClaim>,
    @InjectRepository(Complaint) private readonly complaints: Repository<Complaint>,
    private readonly links: AuthLinkUrls,
    private readonly config: AppConfig,
  ) {}

  /** The claim link's URL. */
  claimUrl(claimId: string): string {
    return `${this.config.publicUrl}/claim?token=${this.links.token(claimTokenId(claimId)).token}`;
  }

  /** The first claim link of a complaint (its public id) with what the email prints; null when there is none. */
  async invitation(publicId: string): Promise<ClaimInvitation | null> {
    const complaint = await this.complaints.findOne({ where: { publicId } });
    if (!complaint?.reporterEmail) return null;
    const claim = await this.claims.findOne({ where: { complaintId: complaint.id }, order: { createdAt: 'ASC' } });
    if (!claim) return null;
    return {
      complaintId: complaint.publicId,
      title: complaint.title,
      location: complaint.location,
      status: complaint.status,
      email: claim.email,
      firstName: complaint.reporterFirstName ?? '',
      apiKeyId: complaint.apiKeyId,
      accountExisted: claim.accountExisted,
      claimUrl: this.claimUrl(claim.id),
    };
  }

  /** The claim link of `token` with its complaint; 404 'This link is not valid.' when unknown. */
  async byToken(token: string): Promise<{ claim: ComplaintClaim; complaint: Complaint }> {
    const claim = token ? await this.claims.findOne({ where: { tokenHash: hashClaimToken(token) } }) : null;
    const complaint = claim ? await this.complaints.findOne({ where: { id: claim.complaintId } }) : null;
    if (!claim || !complaint) throw new NotFoundError(Messages.claim.notFound);
    return { claim, complaint };
  }

  /** GET /api/complaint-claims/{token}: what the landing page shows. */
  async view(token: string, now: Date = new Date()): Promise<ClaimLinkView> {
    const { claim, complaint } = await this.byToken(token);
    return {
      complaintId: complaint.publicId,
      status: complaint.status,
      title: complaint.title,
      emailHint: emailHint(claim.email),
      accountExisted: claim.accountExisted,
      usable: claim.usableAt(now) && complaint.reporterId === null,
    };
  }
}
