/**
 * The billing context's public surface: the only file other contexts may import (docs/architecture.md,
 * Boundaries). PlansService gives a user's plan limits to the complaints context.
 */
export { BillingModule } from './billing.module.js';
export { PlansService, type PlanLimits } from './application/plans.service.js';
