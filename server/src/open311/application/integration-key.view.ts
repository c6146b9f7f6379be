import type { IntegrationKey } from '../domain/integration-key.entity.js';

/** An API key as the admin page lists it: never the key or its hash. */
export interface IntegrationKeyView {
  id: string;
  name: string;
  /** The key's first characters, e.g. 'o311_Ab3dE9'. */
  keyPrefix: string;
  /** The linked citizen account's email, or null (filings then use the reporter's email). */
  accountEmail: string | null;
  /** 'linked' (filings under the linked account) or 'by_email' (the reporter's contact kept with each complaint). */
  reporterPolicy: 'linked' | 'by_email';
  /** Filings per month with the key; null for no cap. */
  monthlyLimit: number | null;
  /** Filings and update emails per reporter email, key and month. */
  perEmailMonthlyLimit: number;
  /** ISO 8601. */
  createdAt: string;
  rotatedAt: string | null;
  revokedAt: string | null;
}

/** The key in clear, answered once by issue and rotate. */
export interface IssuedIntegrationKeyView extends IntegrationKeyView {
  key: string;
}

export function toIntegrationKeyView(k: IntegrationKey, accountEmail: string | null): IntegrationKeyView {
  return {
    id: k.id,
    name: k.name,
    keyPrefix: k.keyPrefix,
    accountEmail,
    reporterPolicy: k.reporterPolicy,
    monthlyLimit: k.monthlyLimit,
    perEmailMonthlyLimit: k.perEmailMonthlyLimit,
    createdAt: k.createdAt.toISOString(),
    rotatedAt: k.rotatedAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
  };
}
