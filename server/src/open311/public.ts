/**
 * The open311 context's public surface (docs/architecture.md, Boundaries): the module and its events. Nothing else
 * needs its internals.
 */
export { Open311Module } from './open311.module.js';
export { IntegrationKeyEvent } from './domain/events/integration-key.events.js';
