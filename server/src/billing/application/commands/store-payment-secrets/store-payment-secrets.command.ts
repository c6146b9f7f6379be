import { Command } from '@nestjs/cqrs';

/**
 * Stores the Razorpay secrets that are not configured (RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET): each generated
 * once and kept in app_settings, sealed. Sent at every process's start (PaymentSecretsAtStart); answers the settings
 * it made sure of.
 */
export class StorePaymentSecretsCommand extends Command<string[]> {}
