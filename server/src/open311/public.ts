/**
 * The open311 context's public surface (docs/architecture.md, Boundaries): the module, its events, and the per-email
 * cap of the emails about a key's unclaimed complaints (for the notifications worker).
 */
export { Open311Module } from './open311.module.js';
export { IntegrationKeyEvent } from './domain/events/integration-key.events.js';
export { ReporterMailAllowance } from './application/reporter-mail-allowance.writer.js';
