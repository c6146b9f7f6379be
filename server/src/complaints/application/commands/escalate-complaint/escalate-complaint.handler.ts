import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Messages } from '@civic/contracts';
import { Clock } from '../../../../kernel/clock/clock.js';
import { NotFoundError } from '../../../../kernel/errors/domain-error.js';
import { EscalationLadder, type LadderStepSent } from '../../escalation-ladder.service.js';
import { loadComplaint } from '../../load-complaint.js';
import { EscalateComplaintCommand } from './escalate-complaint.command.js';

/**
 * The reporter's "Escalate now": only the complaint's reporter (anyone else gets 404 as for an unknown
 * id); the rules are EscalationLadder.escalateForReporter's (NOT_OVERDUE, ESCALATION_TOO_SOON, level 2 reached).
 */
@CommandHandler(EscalateComplaintCommand)
export class EscalateComplaintHandler implements ICommandHandler<EscalateComplaintCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ladder: EscalationLadder,
    private readonly clock: Clock,
  ) {}

  async execute({ complaintId, reporter }: EscalateComplaintCommand): Promise<LadderStepSent> {
    const complaint = await loadComplaint(this.dataSource.manager, complaintId);
    if (complaint.reporterId !== reporter.id) throw new NotFoundError(Messages.admin.complaints.notFound);
    return this.ladder.escalateForReporter(complaint.id, reporter, this.clock.now());
  }
}
