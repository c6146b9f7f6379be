import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { findLocked } from '../../../../kernel/database/lock-or-404.js';
import { ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { AlertLinkUrls } from '../../alert-links.js';
import { AreaAlert } from '../../../domain/area-alert.entity.js';
import { UnsubscribeAlertCommand } from './unsubscribe-alert.command.js';

/**
 * Deletes the alert an unsubscribe token names (AreaAlertDeleted, how 'unsubscribe'). An alert already gone answers
 * `deleted: false` rather than an error: a mail client may POST twice, and the person's wish is met either way. A token
 * that is not one is 400.
 */
@CommandHandler(UnsubscribeAlertCommand)
export class UnsubscribeAlertHandler implements ICommandHandler<UnsubscribeAlertCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly links: AlertLinkUrls,
  ) {}

  async execute({ token }: UnsubscribeAlertCommand): Promise<{ deleted: boolean }> {
    const id = await this.links.alertIdOf('unsubscribe', token);
    if (!id) throw ValidationError.field('token', Messages.alerts.linkInvalid);
    return this.outbox.transaction<{ deleted: boolean }>(async (manager) => {
      const alert = await findLocked(manager, AreaAlert, { id });
      if (!alert) return { result: { deleted: false }, events: [] };
      await manager.delete(AreaAlert, { id });
      return { result: { deleted: true }, events: alert.deleted('unsubscribe', null) };
    });
  }
}
