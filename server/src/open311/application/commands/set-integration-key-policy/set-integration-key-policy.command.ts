import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { KeyPolicy } from '../../../domain/integration-key.entity.js';
import type { IntegrationKeyView } from '../../integration-key.view.js';

/**
 * A superadmin sets a key's reporter policy, its linked account (`accountEmail`: an active citizen's email; null
 * unlinks, undefined keeps the current one) and its monthly caps. Result: the key as listed.
 */
export class SetIntegrationKeyPolicyCommand extends Command<IntegrationKeyView> {
  constructor(
    readonly keyId: string,
    readonly policy: KeyPolicy,
    readonly accountEmail: string | null | undefined,
    readonly actor: Actor,
  ) {
    super();
  }
}
