import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AlertLinkUrls } from '../../alert-links.js';
import { alertViewOf, type AlertView } from '../../alert.view.js';
import { AreaAlertsService } from '../../area-alerts.service.js';
import { ListAddressAlertsQuery } from './list-address-alerts.query.js';

/**
 * The alerts of the address a list token names (the link in every alert email), newest first, each with the
 * unsubscribe token its Stop button POSTs (POST /api/alerts/unsubscribe): reading the list changes nothing.
 */
@QueryHandler(ListAddressAlertsQuery)
export class ListAddressAlertsHandler implements IQueryHandler<ListAddressAlertsQuery> {
  constructor(
    private readonly alerts: AreaAlertsService,
    private readonly links: AlertLinkUrls,
  ) {}

  async execute({ token }: ListAddressAlertsQuery): Promise<{ email: string; items: (AlertView & { unsubscribeToken: string })[] } | null> {
    const email = await this.links.addressOf(token);
    if (!email) return null;
    const alerts = await this.alerts.ofAddress(email);
    const items = await Promise.all(
      alerts.map(async (alert) => ({ ...alertViewOf(alert), unsubscribeToken: await this.links.token('unsubscribe', alert.id) })),
    );
    return { email, items };
  }
}
