import { Command } from '@nestjs/cqrs';
import type { AlertEvent, AlertFrequency, Locale } from '@civic/contracts';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { AlertArea } from '../../../domain/area-alert.entity.js';

/**
 * Someone subscribes to an area's alerts (POST /api/alerts): a signed-in account (`userId`, its address and language),
 * active at once; or an address alone, pending until its confirmation link is opened and confirmed. Result: the
 * alert's id and status.
 */
export class SubscribeAlertCommand extends Command<{ id: string; status: 'pending' | 'active' }> {
  constructor(
    readonly area: AlertArea,
    readonly categories: readonly string[],
    readonly events: readonly AlertEvent[],
    readonly frequency: AlertFrequency,
    readonly owner: { userId: string | null; email: string; locale: Locale },
    readonly actor: Actor | null,
  ) {
    super();
  }
}
