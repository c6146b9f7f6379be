import type { RoutingLevel, RoutingScope } from '@civic/contracts';
import type { Recipient } from '../domain/recipients.js';
import type { RoutingContact, RoutingContactDetails } from '../domain/routing-contact.entity.js';

/** A routing contact as the admin pages see it (admin spec section 3). Codes are strings (docs/adr/0036-geography-api-and-codes.md). */
export interface RoutingContactView extends RoutingContactDetails {
  _id: string;
  level: RoutingLevel;
  scope: RoutingScope;
  location: string;
  /** The template Row ID of the location ('V-626635'). */
  rowId: string;
  categoryKey: string | null;
  districtCode: string;
  subdistrictCode: string | null;
  villageCode: string | null;
  ulbCode: string | null;
  forwardRecipients: Recipient[];
  createdAt: string;
  updatedAt: string;
}

const str = (code: number | null) => (code === null ? null : String(code));
const iso = (d: Date | string | undefined) => (d ? new Date(d).toISOString() : new Date(0).toISOString());

export function toRoutingContactView(c: RoutingContact): RoutingContactView {
  return {
    _id: c.id,
    level: c.level,
    scope: c.scope,
    location: c.location,
    rowId: c.locationKey,
    categoryKey: c.categoryKey,
    districtCode: String(c.districtCode),
    subdistrictCode: str(c.subdistrictCode),
    villageCode: str(c.villageCode),
    ulbCode: str(c.ulbCode),
    authorityEmail: c.authorityEmail,
    authorityDesignation: c.authorityDesignation,
    authorityName: c.authorityName,
    authorityDepartment: c.authorityDepartment,
    phone: c.phone,
    active: c.active,
    additionalRecipients: c.additionalRecipients ?? [],
    escalationLevel: c.escalationLevel,
    forwardRecipients: c.forwardRecipients,
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
  };
}
