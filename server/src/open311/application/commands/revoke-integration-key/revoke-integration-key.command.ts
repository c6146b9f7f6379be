import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';

/** A superadmin revokes a key: every later call with it is refused (403). */
export class RevokeIntegrationKeyCommand extends Command<void> {
  constructor(
    readonly keyId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
