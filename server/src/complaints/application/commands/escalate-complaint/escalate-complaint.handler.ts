import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Messages } from '@civic/contracts';
import { Clock } from '../../../../kernel/clock/clock.js';
import { ConflictError, NotFoundError } from '../../../../kernel/errors/domain-error.js';
import type { LadderStepSent } from '../../escalation-ladder.service.js';
import { loadComplaint } from '../../load-complaint.js';
import { TakeEscalationStepCommand } from '../take-escalation-step/take-escalation-step.command.js';
import { EscalateComplaintCommand } from './escalate-complaint.command.js';

/**
 * The reporter's "Escalate now": only the complaint's reporter (anyone else gets 404 as for an unknown id); the rung is
 * TakeEscalationStepCommand's, by the reporter (NOT_OVERDUE, ESCALATION_TOO_SOON, level 2 reached), and 409 when no
 * contact is set up for the next level.
 */
@CommandHandler(EscalateComplaintCommand)
export class EscalateComplaintHandler implements ICommandHandler<EscalateComplaintCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute({ complaintId, reporter }: EscalateComplaintCommand): Promise<LadderStepSent> {
    const complaint = await loadComplaint(this.dataSource.manager, complaintId);
    if (complaint.reporterId !== reporter.id) throw new NotFoundError(Messages.admin.complaints.notFound);
    const outcome = await this.commands.execute(new TakeEscalationStepCommand(complaint.id, this.clock.now(), reporter, true));
    if (outcome?.skipped) throw new ConflictError(Messages.escalation.noContact);
    if (!outcome?.sent) throw new ConflictError(Messages.escalation.escalateFailed);
    return outcome.sent;
  }
}
