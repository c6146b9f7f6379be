import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { In } from 'typeorm';
import { findAllLocked } from '../../../../kernel/database/lock-or-404.js';
import { ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { AlertLinkUrls } from '../../alert-links.js';
import { AreaAlert } from '../../../domain/area-alert.entity.js';
import { UnsubscribeAlertCommand } from './unsubscribe-alert.command.js';

/**
 * Deletes the alerts an unsubscribe token names (AreaAlertDeleted, how 'unsubscribe', for each): one alert, or every
 * alert of one address that sent the email the token came in. Alerts already gone answer `deleted: false` rather than
 * an error: a mail client may POST twice, and the person's wish is met either way. A token that is not one is 400.
 */
@CommandHandler(UnsubscribeAlertCommand)
export class UnsubscribeAlertHandler implements ICommandHandler<UnsubscribeAlertCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly links: AlertLinkUrls,
  ) {}

  async execute({ token }: UnsubscribeAlertCommand): Promise<{ deleted: boolean }> {
    const ids = await this.links.alertIdsOf('unsubscribe', token);
    if (!ids) throw ValidationError.field('token', Messages.alerts.linkInvalid);
    return this.outbox.transaction<{ deleted: boolean }>(async (manager) => {
      const alerts = await findAllLocked(manager, AreaAlert, { id: In(ids) }, { id: 'ASC' });
      if (alerts.length === 0) return { result: { deleted: false }, events: [] };
      await manager.delete(AreaAlert, { id: In(alerts.map((alert) => alert.id)) });
      return { result: { deleted: true }, events: alerts.flatMap((alert) => alert.deleted('unsubscribe', null)) };
    });
  }
}
