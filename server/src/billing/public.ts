/**
 * The billing context's public surface: the only file other contexts may import (docs/architecture.md,
 * Boundaries). PlansService gives a user's plan limits to the complaints context; InvoicesService and
 * InvoiceDocumentsWriter serve the documents and notifications workers (invoice PDF and email); the events are
 * billing's published contract.
 */
export { BillingModule } from './billing.module.js';
export { PlansService, type PlanLimits } from './application/plans.service.js';
export { InvoicesService, type InvoiceDocumentData, type InvoiceFile } from './application/invoices.service.js';
export { InvoiceDocumentsWriter } from './application/invoice-documents.writer.js';
export { SubscriptionExpiryRunner } from './infrastructure/subscription-expiry.runner.js';
export { amountInWords, rupees } from './domain/gst.js';
export { BillingEvent, type InvoiceEventPayload, type PaymentCapturedPayload } from './domain/events/billing.events.js';
