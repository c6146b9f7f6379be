import { eventFactory } from '../../../kernel/events/domain-event.js';

/** Events of integration API keys (superadmins issue, rename, rotate and revoke Open311 keys); audited. */
export const IntegrationKeyEvent = {
  Issued: 'IntegrationKeyIssued',
  Renamed: 'IntegrationKeyRenamed',
  Rotated: 'IntegrationKeyRotated',
  Revoked: 'IntegrationKeyRevoked',
  PolicyChanged: 'IntegrationKeyPolicyChanged',
} as const;

/** A key's reporter policy, linked account and monthly caps. */
export interface IntegrationKeyPolicyValues {
  reporterPolicy: 'linked' | 'by_email';
  monthlyLimit: number | null;
  perEmailMonthlyLimit: number;
  accountId: string | null;
}

export interface IntegrationKeyPolicyChangedPayload {
  name: string;
  from: IntegrationKeyPolicyValues;
  to: IntegrationKeyPolicyValues;
}

/** The key's name and its shown prefix; never the key or its hash. */
export interface IntegrationKeyIssuedPayload {
  name: string;
  keyPrefix: string;
  accountId: string | null;
  reporterPolicy: 'linked' | 'by_email';
  monthlyLimit: number | null;
  perEmailMonthlyLimit: number;
}

export interface IntegrationKeyRenamedPayload {
  from: string;
  to: string;
}

export interface IntegrationKeyRotatedPayload {
  name: string;
  /** The prefix of the key that stopped working. */
  previousPrefix: string;
  keyPrefix: string;
}

export interface IntegrationKeyRevokedPayload {
  name: string;
  keyPrefix: string;
}

declare module '../../../kernel/events/domain-event.js' {
  interface DomainEventMap {
    IntegrationKeyIssued: IntegrationKeyIssuedPayload;
    IntegrationKeyRenamed: IntegrationKeyRenamedPayload;
    IntegrationKeyRotated: IntegrationKeyRotatedPayload;
    IntegrationKeyRevoked: IntegrationKeyRevokedPayload;
    IntegrationKeyPolicyChanged: IntegrationKeyPolicyChangedPayload;
  }
}

/** Builds an integration key event: context 'open311', entity 'integration_api_key' (its uuid). */
export const integrationKeyEvent = eventFactory('open311', 'integration_api_key');
