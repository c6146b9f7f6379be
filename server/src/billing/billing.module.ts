import { Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { IdentityModule } from '../identity/public.js';
import { AppConfig } from '../kernel/config/app-config.js';
import { BillingWriter } from './application/billing.writer.js';
import { CheckoutRules } from './application/checkout-rules.js';
import { CheckoutStarter } from './application/checkout-starter.js';
import { CancelSubscriptionHandler } from './application/commands/cancel-subscription/cancel-subscription.handler.js';
import { CreateOrderHandler } from './application/commands/create-order/create-order.handler.js';
import { CreatePlanHandler } from './application/commands/create-plan/create-plan.handler.js';
import { CreateSubscriptionHandler } from './application/commands/create-subscription/create-subscription.handler.js';
import { DeletePlanHandler } from './application/commands/delete-plan/delete-plan.handler.js';
import { DowngradeUserHandler } from './application/commands/downgrade-user/downgrade-user.handler.js';
import { ExpireSubscriptionHandler } from './application/commands/expire-subscription/expire-subscription.handler.js';
import { GrantPremiumHandler } from './application/commands/grant-premium/grant-premium.handler.js';
import { HandleWebhookHandler } from './application/commands/handle-webhook/handle-webhook.handler.js';
import { ResendInvoiceHandler } from './application/commands/resend-invoice/resend-invoice.handler.js';
import { SandboxCheckoutHandler } from './application/commands/sandbox-checkout/sandbox-checkout.handler.js';
import { UpdatePlanHandler } from './application/commands/update-plan/update-plan.handler.js';
import { VerifyPaymentHandler } from './application/commands/verify-payment/verify-payment.handler.js';
import { VerifySubscriptionHandler } from './application/commands/verify-subscription/verify-subscription.handler.js';
import { InvoiceDocumentsWriter } from './application/invoice-documents.writer.js';
import { InvoicesService } from './application/invoices.service.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './application/payment-gateway.js';
import { PaymentSignatures } from './application/payment-signatures.service.js';
import { StorePaymentSecretsHandler } from './application/commands/store-payment-secrets/store-payment-secrets.handler.js';
import { PaymentSecretsAtStart } from './infrastructure/payment-secrets-at-start.js';
import { PlansService } from './application/plans.service.js';
import { ListAdminPurchasesHandler } from './application/queries/list-admin-purchases/list-admin-purchases.handler.js';
import { ListBillingUsersHandler } from './application/queries/list-billing-users/list-billing-users.handler.js';
import { ListMyPurchasesHandler } from './application/queries/list-my-purchases/list-my-purchases.handler.js';
import { ListMySubscriptionsHandler } from './application/queries/list-my-subscriptions/list-my-subscriptions.handler.js';
import { Invoice } from './domain/invoice.entity.js';
import { InvoiceCounter } from './domain/invoice-counter.entity.js';
import { Plan } from './domain/plan.entity.js';
import { ProcessedWebhook } from './domain/processed-webhook.entity.js';
import { Purchase } from './domain/purchase.entity.js';
import { Subscription } from './domain/subscription.entity.js';
import { AdminBillingController } from './http/admin-billing.controller.js';
import { AdminPlansController } from './http/admin-plans.controller.js';
import { PaymentsController } from './http/payments.controller.js';
import { PlansController } from './http/plans.controller.js';
import { SubscriptionsController } from './http/subscriptions.controller.js';
import { DefaultPlansSeeder } from './infrastructure/default-plans.seeder.js';
import { RazorpayGateway } from './infrastructure/razorpay.gateway.js';
import { SandboxGateway } from './infrastructure/sandbox.gateway.js';
import { SubscriptionExpiryRunner } from './infrastructure/subscription-expiry.runner.js';
import { BillingPersonalData } from './infrastructure/billing-personal-data.js';

const COMMAND_HANDLERS = [
  CreatePlanHandler,
  UpdatePlanHandler,
  DeletePlanHandler,
  CreateOrderHandler,
  CreateSubscriptionHandler,
  VerifyPaymentHandler,
  VerifySubscriptionHandler,
  SandboxCheckoutHandler,
  HandleWebhookHandler,
  CancelSubscriptionHandler,
  ExpireSubscriptionHandler,
  GrantPremiumHandler,
  DowngradeUserHandler,
  ResendInvoiceHandler,
];
const QUERY_HANDLERS = [ListMyPurchasesHandler, ListMySubscriptionsHandler, ListAdminPurchasesHandler, ListBillingUsersHandler];

/**
 * Billing: plans, orders, payments, subscriptions, purchases, GST invoices, refunds and grants. The payment
 * provider is Razorpay when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set, else the embedded sandbox. Exports the
 * plans' limits (complaints), the invoices' read service and writer (documents and notifications workers).
 */
@Module({
  imports: [IdentityModule, TypeOrmModule.forFeature([Plan, Purchase, Subscription, Invoice, InvoiceCounter, ProcessedWebhook])],
  controllers: [PlansController, AdminPlansController, PaymentsController, SubscriptionsController, AdminBillingController],
  providers: [
    DefaultPlansSeeder,
    PlansService,
    PaymentSignatures,
    StorePaymentSecretsHandler,
    PaymentSecretsAtStart,
    BillingWriter,
    CheckoutRules,
    CheckoutStarter,
    InvoicesService,
    InvoiceDocumentsWriter,
    SubscriptionExpiryRunner,
    BillingPersonalData,
    {
      provide: PAYMENT_GATEWAY,
      inject: [AppConfig, getDataSourceToken()],
      useFactory: (config: AppConfig, dataSource: DataSource): PaymentGateway =>
        config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET
          ? new RazorpayGateway(config.RAZORPAY_KEY_ID, config.RAZORPAY_KEY_SECRET, dataSource, config.RAZORPAY_API_URL)
          : new SandboxGateway(),
    },
    ...COMMAND_HANDLERS,
    ...QUERY_HANDLERS,
  ],
  exports: [PlansService, InvoicesService, InvoiceDocumentsWriter, SubscriptionExpiryRunner],
})
export class BillingModule {}
