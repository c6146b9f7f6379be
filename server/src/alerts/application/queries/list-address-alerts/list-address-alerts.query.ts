import { Query } from '@nestjs/cqrs';
import type { AlertView } from '../../alert.view.js';

/** An address's alerts with the token that stops each (GET /api/alerts/manage); null: the list token is not one. */
export class ListAddressAlertsQuery extends Query<{ email: string; items: (AlertView & { unsubscribeToken: string })[] } | null> {
  constructor(readonly token: string) {
    super();
  }
}
