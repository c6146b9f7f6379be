import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findLocked } from '../../../../kernel/database/lock-or-404.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { DIGEST_DUE_AFTER_MS } from '../../area-alerts.service.js';
import { AreaAlert } from '../../../domain/area-alert.entity.js';
import { PrepareAlertDigestCommand } from './prepare-alert-digest.command.js';

/**
 * Moves a due daily alert's last digest to `now` and raises AreaAlertDigestPrepared with the window [last digest, now),
 * which the notifications worker emails when it lists anything. The row is locked and the due time checked again, so
 * that two runs at once prepare one digest.
 */
@CommandHandler(PrepareAlertDigestCommand)
export class PrepareAlertDigestHandler implements ICommandHandler<PrepareAlertDigestCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ alertId, now }: PrepareAlertDigestCommand): Promise<{ prepared: boolean }> {
    return this.outbox.transaction(async (manager) => {
      const alert = await findLocked(manager, AreaAlert, { id: alertId });
      const events = alert ? alert.prepareDigest(now, DIGEST_DUE_AFTER_MS) : [];
      if (events.length) await manager.save(alert!);
      return { result: { prepared: events.length > 0 }, events };
    });
  }
}
