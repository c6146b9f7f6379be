import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { IssuedIntegrationKeyView } from '../../integration-key.view.js';

/** A superadmin replaces a key (the old one stops working at once). Result: the new key in clear, answered once. */
export class RotateIntegrationKeyCommand extends Command<IssuedIntegrationKeyView> {
  constructor(
    readonly keyId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
