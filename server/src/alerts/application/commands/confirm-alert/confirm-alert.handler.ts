import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { Clock } from '../../../../kernel/clock/clock.js';
import { findLockedOrFail } from '../../../../kernel/database/lock-or-404.js';
import { ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { AlertLinkUrls } from '../../alert-links.js';
import { AreaAlert } from '../../../domain/area-alert.entity.js';
import { ConfirmAlertCommand } from './confirm-alert.command.js';

/**
 * Activates the pending alert a confirmation token names (AreaAlertConfirmed); an alert already active, or paused,
 * stays as it is (the page may be submitted twice). A token that is not one is 400; an alert deleted meanwhile, 404.
 */
@CommandHandler(ConfirmAlertCommand)
export class ConfirmAlertHandler implements ICommandHandler<ConfirmAlertCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly links: AlertLinkUrls,
    private readonly clock: Clock,
  ) {}

  async execute({ token }: ConfirmAlertCommand): Promise<{ areaName: string }> {
    const id = await this.links.alertIdOf('confirm', token);
    if (!id) throw ValidationError.field('token', Messages.alerts.linkInvalid);
    return this.outbox.transaction(async (manager) => {
      const alert = await findLockedOrFail(manager, AreaAlert, { id }, Messages.alerts.notFound);
      const events = alert.confirm(this.clock.now());
      if (events.length) await manager.save(alert);
      return { result: { areaName: alert.areaName }, events };
    });
  }
}
