import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { KeyPolicy } from '../../../domain/integration-key.entity.js';
import type { IssuedIntegrationKeyView } from '../../integration-key.view.js';

/** A superadmin issues an Open311 API key. Result: the key in clear, answered this once. */
export class IssueIntegrationKeyCommand extends Command<IssuedIntegrationKeyView> {
  constructor(
    readonly name: string,
    /** Optional citizen account whose quota the key's filings use. */
    readonly accountEmail: string | undefined,
    readonly actor: Actor,
    /** Reporter policy and caps; by_email, no monthly cap and 10 per email when absent. */
    readonly policy: Partial<KeyPolicy> = {},
  ) {
    super();
  }
}
