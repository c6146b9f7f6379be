import { Command } from '@nestjs/cqrs';
import type { EscalationLevel, Locale, RoutingScope } from '@civic/contracts';
import type { RecipientInput } from '../../../domain/recipients.js';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { RoutingContactView } from '../../routing-contact.view.js';

/** The fields of a new routing contact (admin spec section 7, POST /api/admin/geo-routing/contacts). */
export interface CreateRoutingContactInput {
  scope: RoutingScope;
  authorityEmail: string;
  authorityDesignation: string;
  active?: boolean;
  authorityName?: string;
  authorityDepartment?: string;
  phone?: string;
  categoryKey?: string | null;
  districtCode?: string | number | null;
  subdistrictCode?: string | number | null;
  villageCode?: string | number | null;
  ulbCode?: string | number | null;
  additionalRecipients?: RecipientInput[];
  /** 0 (default): receives forwards; 1, 2: escalation levels. */
  escalationLevel?: EscalationLevel;
  /** The office's language; English when omitted. */
  language?: Locale;
}

/** Adds a routing contact at the deepest selected location (admin spec section 5, Routing contact add). */
export class CreateRoutingContactCommand extends Command<RoutingContactView> {
  constructor(
    readonly input: CreateRoutingContactInput,
    readonly actor: Actor,
  ) {
    super();
  }
}
