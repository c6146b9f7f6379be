import type { Locale, RoutingLevel, RoutingScope } from '@civic/contracts';
import type { FailingAddress } from '../domain/failing-address.entity.js';
import type { Recipient } from '../domain/recipients.js';
import type { RoutingContact, RoutingContactDetails } from '../domain/routing-contact.entity.js';

/** A routing contact as the admin pages see it (admin spec section 3). Codes are strings (docs/adr/0036-geography-api-and-codes.md). */
export interface RoutingContactView extends Omit<RoutingContactDetails, 'language'> {
  /** The office's language (English when never chosen). */
  language: Locale;
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
  /** Recipient addresses of the contact that bounced (routing_failing_addresses). */
  failingAddresses: { email: string; failedAt: string; reason: string }[];
  createdAt: string;
  updatedAt: string;
}

const str = (code: number | null) => (code === null ? null : String(code));
const iso = (d: Date | string | undefined) => (d ? new Date(d).toISOString() : new Date(0).toISOString());

/**
 * The view of a contact; `failing` holds the failing addresses known (by lower-case address), of which those of the
 * contact's recipients are listed.
 */
export function toRoutingContactView(c: RoutingContact, failing: ReadonlyMap<string, FailingAddress> = new Map()): RoutingContactView {
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
    language: c.officeLanguage,
    forwardRecipients: c.forwardRecipients,
    failingAddresses: [...new Set(c.forwardRecipients.map((r) => r.authorityEmail.trim().toLowerCase()))]
      .map((email) => failing.get(email))
      .filter((f): f is FailingAddress => !!f)
      .map((f) => ({ email: f.email, failedAt: new Date(f.failedAt).toISOString(), reason: f.reason })),
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
  };
}
