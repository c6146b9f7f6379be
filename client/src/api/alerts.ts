/*
 * The area alerts' endpoints (paths under /api/alerts, generated into generated-alerts.ts, never edited), with the
 * generated cache tags ('alerts': a new or deleted alert refreshes My alerts). Only the alerts' dialog and pages
 * import this module, so the endpoints load with them and not with the first screen
 * (docs/adr/0073-client-first-screen-budget.md). Import the alerts' hooks from here, everything else from ./index.
 */
export * from './generated-alerts';
