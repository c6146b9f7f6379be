import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { alertViewOf, type AlertView } from '../../alert.view.js';
import { AreaAlertsService } from '../../area-alerts.service.js';
import { ListMyAlertsQuery } from './list-my-alerts.query.js';

@QueryHandler(ListMyAlertsQuery)
export class ListMyAlertsHandler implements IQueryHandler<ListMyAlertsQuery> {
  constructor(private readonly alerts: AreaAlertsService) {}

  async execute({ userId }: ListMyAlertsQuery): Promise<AlertView[]> {
    return (await this.alerts.mine(userId)).map(alertViewOf);
  }
}
