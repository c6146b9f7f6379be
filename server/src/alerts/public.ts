/**
 * The alerts context's public surface: the only file other contexts may import (docs/architecture.md, Boundaries): the
 * module, the alerts' reads and emailed links (the notifications worker writes the alert emails), the daily digest's
 * job, and the events.
 */
export { AlertsModule } from './alerts.module.js';
export { AreaAlertsService } from './application/area-alerts.service.js';
export { AlertLinkUrls } from './application/alert-links.js';
export { AlertDigestScheduler } from './infrastructure/alert-digest.scheduler.js';
export { type AreaAlert } from './domain/area-alert.entity.js';
export {
  AlertEventName,
  type AreaAlertConfirmedPayload,
  type AreaAlertDeletedPayload,
  type AreaAlertDigestPreparedPayload,
  type AreaAlertSubscribedPayload,
} from './domain/events/area-alert.events.js';
