import { Query } from '@nestjs/cqrs';
import type { RespondPageView } from '../../respond-page.view.js';

/** GET /api/respond/{token}: the response page of a live link (404 unknown, 410 expired or revoked). */
export class GetResponsePageQuery extends Query<RespondPageView> {
  constructor(readonly token: string) {
    super();
  }
}
