import { Query } from '@nestjs/cqrs';
import type { AlertView } from '../../alert.view.js';

/** The signed-in caller's alerts (GET /api/alerts), newest first. */
export class ListMyAlertsQuery extends Query<AlertView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
