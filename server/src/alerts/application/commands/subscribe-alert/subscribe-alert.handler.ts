import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ALERTS_PER_OWNER, formatMessage, isInsideGoa, Messages } from '@civic/contracts';
import { CategoriesService } from '../../../../content/public.js';
import { Clock } from '../../../../kernel/clock/clock.js';
import { ConflictError, ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { GeographyService } from '../../../../routing/public.js';
import { AreaAlert, type AlertArea } from '../../../domain/area-alert.entity.js';
import { SubscribeAlertCommand } from './subscribe-alert.command.js';

/**
 * Checks the area (a known taluka, ULB or village; a circle's centre in Goa) and the categories (known keys), then,
 * under a transaction-scoped advisory lock on the owner (the account, else the address), counts the owner's alerts
 * (at most ALERTS_PER_OWNER, pending ones included) and inserts the new one with AreaAlertSubscribed (the
 * notifications worker emails an address alone its confirmation link).
 */
@CommandHandler(SubscribeAlertCommand)
export class SubscribeAlertHandler implements ICommandHandler<SubscribeAlertCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly geography: GeographyService,
    private readonly categories: CategoriesService,
    private readonly clock: Clock,
  ) {}

  async execute(command: SubscribeAlertCommand): Promise<{ id: string; status: 'pending' | 'active' }> {
    const areaName = await this.areaName(command.area);
    if (command.categories.length) {
      const known = await this.categories.findByKeys(command.categories);
      if (command.categories.some((key) => !known.has(key))) throw ValidationError.field('categories', Messages.alerts.categoryUnknown);
    }
    const email = command.owner.email.trim().toLowerCase();
    return this.outbox.transaction(async (manager) => {
      const owner = command.owner.userId ? `user:${command.owner.userId}` : `email:${email}`;
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`area_alerts:${owner}`]);
      const count = await manager.count(AreaAlert, { where: command.owner.userId ? { userId: command.owner.userId } : { email } });
      if (count >= ALERTS_PER_OWNER) throw new ConflictError(formatMessage(Messages.alerts.tooMany, { n: ALERTS_PER_OWNER }));
      const { alert, events } = AreaAlert.subscribe(
        randomUUID(),
        { area: command.area, areaName, categories: command.categories, events: command.events, frequency: command.frequency, locale: command.owner.locale },
        { userId: command.owner.userId, email },
        command.actor,
        this.clock.now(),
      );
      await manager.insert(AreaAlert, alert);
      return { result: { id: alert.id, status: alert.status as 'pending' | 'active' }, events };
    });
  }

  /** The place's name as the geography has it, or the circle's centre and radius; an unknown place is refused. */
  private async areaName(area: AlertArea): Promise<string> {
    if (area.kind === 'circle') {
      if (!isInsideGoa(area)) throw ValidationError.field('lat', Messages.feeds.centreOutsideGoa);
      return `${area.lat.toFixed(3)}, ${area.lng.toFixed(3)} (${area.radiusMetres} m)`;
    }
    const catalog = await this.geography.catalog();
    const places = { taluka: catalog.subdistricts, ulb: catalog.ulbs, village: catalog.villages }[area.kind];
    const place = /^\d{1,9}$/.test(area.code) ? places.get(Number(area.code)) : undefined;
    if (!place) throw ValidationError.field(area.kind, Messages.feeds.placeUnknown);
    return place.name;
  }
}
