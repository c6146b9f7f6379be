import { Query } from '@nestjs/cqrs';
import type { IntegrationKeyView } from '../../integration-key.view.js';

/** Every integration key, newest first (a superadmin issues them by hand: a short list, unpaged). */
export class ListIntegrationKeysQuery extends Query<{ items: IntegrationKeyView[] }> {}
