import type { AlertFrequency, Locale } from '@civic/contracts';
import { eventFactory } from '../../../kernel/events/domain-event.js';

/**
 * Events of area alerts (docs/adr/0147-area-alerts.md). The notifications worker emails the confirmation link on
 * AreaAlertSubscribed (an address alone) and the day's digest on AreaAlertDigestPrepared; the audit worker records
 * every one.
 */
export const AlertEventName = {
  Subscribed: 'AreaAlertSubscribed',
  Confirmed: 'AreaAlertConfirmed',
  Deleted: 'AreaAlertDeleted',
  DigestPrepared: 'AreaAlertDigestPrepared',
} as const;

/** AreaAlertSubscribed: a new alert; `needsConfirmation` for an address alone (it waits for its link). */
export interface AreaAlertSubscribedPayload {
  email: string;
  locale: Locale;
  areaName: string;
  frequency: AlertFrequency;
  needsConfirmation: boolean;
}

/** AreaAlertConfirmed: the address's owner confirmed a pending alert. */
export interface AreaAlertConfirmedPayload {
  areaName: string;
}

/** AreaAlertDeleted: its owner deleted it, or a recipient unsubscribed (`how`). */
export interface AreaAlertDeletedPayload {
  areaName: string;
  how: 'owner' | 'unsubscribe';
}

/** AreaAlertDigestPrepared: a daily alert's digest covers the complaints changed in [from, to). */
export interface AreaAlertDigestPreparedPayload {
  alertId: string;
  from: string;
  to: string;
}

declare module '../../../kernel/events/domain-event.js' {
  interface DomainEventMap {
    AreaAlertSubscribed: AreaAlertSubscribedPayload;
    AreaAlertConfirmed: AreaAlertConfirmedPayload;
    AreaAlertDeleted: AreaAlertDeletedPayload;
    AreaAlertDigestPrepared: AreaAlertDigestPreparedPayload;
  }
}

/** Builds an alert event: context 'alerts', entity 'area_alert' (its uuid). */
export const alertEvent = eventFactory('alerts', 'area_alert');
