import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { IntegrationKeyView } from '../../integration-key.view.js';

/** A superadmin renames a key. Result: the key as listed. */
export class RenameIntegrationKeyCommand extends Command<IntegrationKeyView> {
  constructor(
    readonly keyId: string,
    readonly name: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
