/**
 * The complaints context's public surface: the only file other contexts may import (docs/architecture.md,
 * Boundaries). ComplaintRecordsService is the workers' read access to complaints; the events are its contract.
 */
export { ComplaintsModule } from './complaints.module.js';
export {
  ComplaintRecordsService,
  type ComplaintForAuthority,
  type ComplaintForReporter,
  type ComplaintForRti,
} from './application/complaint-records.service.js';
export {
  ComplaintEvent,
  type ComplaintFiledPayload,
  type ComplaintForwardedPayload,
  type ComplaintStatusChangedPayload,
  type ForwardRecipient,
} from './domain/events/complaint.events.js';
export { EscalationScheduler } from './infrastructure/escalation/escalation-scheduler.js';
export type { ComplaintEscalationStepTakenPayload } from './domain/events/complaint.events.js';
