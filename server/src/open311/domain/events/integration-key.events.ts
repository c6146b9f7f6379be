import { eventFactory } from '../../../kernel/events/domain-event.js';

/** Events of integration API keys (superadmins issue, rename, rotate and revoke Open311 keys); audited. */
export const IntegrationKeyEvent = {
  Issued: 'IntegrationKeyIssued',
  Renamed: 'IntegrationKeyRenamed',
  Rotated: 'IntegrationKeyRotated',
  Revoked: 'IntegrationKeyRevoked',
} as const;

/** The key's name and its shown prefix; never the key or its hash. */
export interface IntegrationKeyIssuedPayload {
  name: string;
  keyPrefix: string;
  accountId: string | null;
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
  }
}

/** Builds an integration key event: context 'open311', entity 'integration_api_key' (its uuid). */
export const integrationKeyEvent = eventFactory('open311', 'integration_api_key');
