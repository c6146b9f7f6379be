import { Command } from '@nestjs/cqrs';
import type { EscalationLevel, Locale } from '@civic/contracts';
import type { RecipientInput } from '../../../domain/recipients.js';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { RoutingContactView } from '../../routing-contact.view.js';

/** Edited fields (admin spec section 7, PATCH /api/admin/geo-routing/contacts/{id}); a field left out is kept. */
export interface UpdateRoutingContactInput {
  authorityEmail?: string;
  authorityDesignation?: string;
  authorityName?: string;
  authorityDepartment?: string;
  phone?: string;
  active?: boolean;
  additionalRecipients?: RecipientInput[];
  /** Moves the contact to another escalation level; 409 when that level is taken. */
  escalationLevel?: EscalationLevel;
  /** The office's language (en, kok, mr, hi). */
  language?: Locale;
}

/** Edits a routing contact's authority, phone, active flag and additional recipients. Location and category stay. */
export class UpdateRoutingContactCommand extends Command<RoutingContactView> {
  constructor(
    readonly id: string,
    readonly input: UpdateRoutingContactInput,
    readonly actor: Actor,
  ) {
    super();
  }
}
