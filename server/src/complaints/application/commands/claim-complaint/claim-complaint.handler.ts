import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { reloadLocked } from '../../../../kernel/database/lock-or-404.js';
import { ConflictError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { ComplaintClaim } from '../../../domain/complaint-claim.entity.js';
import { Complaint } from '../../../domain/complaint.entity.js';
import { ComplaintClaimsService } from '../../complaint-claims.service.js';
import { ClaimComplaintCommand } from './claim-complaint.command.js';

/**
 * Attaches an Open311 complaint to the signed-in account through its one-time link: 404 for an unknown link, 409
 * when it was used or has expired, or the complaint is already in an account, or the account's email is not the one
 * the complaint was filed for (the link proves access to that mailbox; the account must be that mailbox's too).
 * The link and the complaint are locked and changed in one transaction with ComplaintClaimed.
 */
@CommandHandler(ClaimComplaintCommand)
export class ClaimComplaintHandler implements ICommandHandler<ClaimComplaintCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly claims: ComplaintClaimsService,
  ) {}

  async execute({ token, account }: ClaimComplaintCommand): Promise<{ complaintId: string }> {
    const { claim: found } = await this.claims.byToken(token);
    return this.outbox.transaction(async (manager) => {
      const now = new Date();
      const claim = await reloadLocked(manager, ComplaintClaim, { id: found.id });
      const complaint = await reloadLocked(manager, Complaint, { id: claim.complaintId });
      if (!claim.usableAt(now)) throw new ConflictError(Messages.claim.used);
      const events = complaint.claim(account, now);
      claim.usedAt = now;
      claim.usedBy = account.id;
      await manager.update(Complaint, { id: complaint.id }, { reporterId: complaint.reporterId, updatedAt: now });
      await manager.update(ComplaintClaim, { id: claim.id }, { usedAt: now, usedBy: account.id });
      return { result: { complaintId: complaint.publicId }, events };
    });
  }
}
