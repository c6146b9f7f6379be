import { Body, Get, Headers, HttpCode, Inject, Param, Post, Req, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CitizenOnly, CurrentUser, Public, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { RateLimitedPerAccount } from '../../kernel/http/rate-limit.decorator.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { CreateOrderCommand } from '../application/commands/create-order/create-order.command.js';
import { CreateSubscriptionCommand } from '../application/commands/create-subscription/create-subscription.command.js';
import { HandleWebhookCommand } from '../application/commands/handle-webhook/handle-webhook.command.js';
import { SandboxCheckoutCommand } from '../application/commands/sandbox-checkout/sandbox-checkout.command.js';
import { VerifyPaymentCommand } from '../application/commands/verify-payment/verify-payment.command.js';
import { VerifySubscriptionCommand } from '../application/commands/verify-subscription/verify-subscription.command.js';
import { InvoicesService } from '../application/invoices.service.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../application/payment-gateway.js';
import { ListMyPurchasesQuery } from '../application/queries/list-my-purchases/list-my-purchases.query.js';
import { UserAccountsService } from '../../identity/public.js';
import { CheckoutRequest, SandboxCheckoutRequest, VerifyPaymentRequest, VerifySubscriptionRequest } from './dto/payments.request.dto.js';
import {
  OrderResponse,
  PaymentsConfigResponse,
  PurchaseListResponse,
  SandboxCheckoutResponse,
  SubscriptionCheckoutResponse,
  VerifyPaymentResponse,
  WebhookResponse,
} from './dto/payments.response.dto.js';
import type { VerifiedPayment } from '../application/commands/verify-payment/verify-payment.command.js';
import { BODY_LIMITS, BodyLimit } from '../../kernel/http/body-limits.js';
import { AnswersInRequestLanguage, ReaderLocale } from '../../kernel/http/request-locale.decorator.js';
import type { Locale } from '@civic/contracts';
import { PlansService } from '../application/plans.service.js';

const REFUSALS =
  "400 BAD_REQUEST 'This plan is free: no payment is needed.', 'Monthly billing not available for this plan.' or 'One-time payment not available for this plan.'; " +
  "400 VALIDATION_FAILED 'Choose a plan.' / 'Only INR payments are supported.'";

/**
 * Payments (citizen spec sections 4 and 7): the provider in use, orders and subscriptions priced by the
 * server, Checkout's result verified, the sandbox's checkout, Razorpay webhooks, my purchases and invoice downloads.
 */
@ApiController('billing', 'payments')
export class PaymentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly invoices: InvoicesService,
    private readonly accounts: UserAccountsService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly plans: PlansService,
  ) {}

  /** Which provider is active and its public key id: Razorpay when RAZORPAY_KEY_ID is set, else the sandbox. */
  @Get('config')
  @Public()
  @ApiOperation({
    summary: 'The active payment provider',
    description: "{ provider: 'razorpay' | 'sandbox', keyId }. The client loads Razorpay's Checkout script only for razorpay.",
  })
  @Answers({ ok: PaymentsConfigResponse })
  getPaymentsConfig(): PaymentsConfigResponse {
    return { provider: this.gateway.kind, keyId: this.gateway.keyId };
  }

  /** Creates a one-time order for a plan; the amount is the plan's base + GST in paise (never the client's). */
  @Post('create-order')
  @HttpCode(200)
  @CitizenOnly()
  @RateLimitedPerAccount()
  @ApiOperation({
    summary: 'Create a one-time payment order',
    description:
      'Body { plan, currency }; any other field (amount...) is ignored: the amount is the plan base + GST, in paise. ' +
      `Refusals: 404 'Plan not found'; ${REFUSALS}; 409 'You already have a premium plan.'; 503 'Unable to initiate payment'.`,
  })
  @Answers({ ok: OrderResponse })
  @ApiBadRequestResponse({ description: REFUSALS })
  @Answers({ conflict: "CONFLICT: 'You already have a premium plan.'" })
  @ApiServiceUnavailableResponse({ description: "SERVICE_UNAVAILABLE: 'Unable to initiate payment' (the provider failed)" })
  createOrder(@Body() body: CheckoutRequest, @CurrentUser() user: AuthenticatedUser): Promise<OrderResponse> {
    return this.commands.execute(new CreateOrderCommand(body.plan, body.currency, { id: user.id, email: user.email }));
  }

  /** Creates a monthly subscription for a plan; the amount is the plan's base + GST in paise. */
  @Post('create-subscription')
  @HttpCode(200)
  @CitizenOnly()
  @RateLimitedPerAccount()
  @ApiOperation({
    summary: 'Create a monthly subscription',
    description: `Body { plan, currency }; the amount is the plan base + GST, in paise. Refusals as create-order: 404 'Plan not found'; ${REFUSALS}; 409 'You already have a premium plan.'.`,
  })
  @Answers({ ok: SubscriptionCheckoutResponse })
  @ApiBadRequestResponse({ description: REFUSALS })
  @Answers({ conflict: "CONFLICT: 'You already have a premium plan.'" })
  createSubscription(@Body() body: CheckoutRequest, @CurrentUser() user: AuthenticatedUser): Promise<SubscriptionCheckoutResponse> {
    return this.commands.execute(new CreateSubscriptionCommand(body.plan, body.currency, { id: user.id, email: user.email }));
  }

  private async verified(result: VerifiedPayment, userId: string): Promise<VerifyPaymentResponse> {
    const profile = await this.accounts.getProfile(userId);
    return {
      verified: true,
      plan: profile?.plan ?? result.purchase.plan,
      isPremium: profile?.isPremium ?? true,
      purchase: result.purchase,
      subscription: result.subscription,
    };
  }

  /** Verifies Checkout's result for an order and upgrades the account. */
  @Post('verify')
  @HttpCode(200)
  @CitizenOnly()
  @RateLimitedPerAccount()
  @ApiOperation({
    summary: "Verify a one-time payment (Checkout's handler response as it is)",
    description:
      'Checks the HMAC-SHA256 of order_id|payment_id in constant time, marks the purchase paid, numbers its GST invoice and sets the plan. ' +
      "Repeating it, or receiving the webhook first, has one effect. 400 'Payment signature is invalid.'; 404 'Order not found'.",
  })
  @Answers({ ok: VerifyPaymentResponse, badRequest: "BAD_REQUEST: 'Payment signature is invalid.'", notFound: "NOT_FOUND: 'Order not found'" })
  async verifyPayment(@Body() body: VerifyPaymentRequest, @CurrentUser() user: AuthenticatedUser): Promise<VerifyPaymentResponse> {
    const result = await this.commands.execute(
      new VerifyPaymentCommand(body.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature, { id: user.id, email: user.email }),
    );
    return this.verified(result, user.id);
  }

  /** Verifies Checkout's result for a subscription and upgrades the account. */
  @Post('verify-subscription')
  @HttpCode(200)
  @CitizenOnly()
  @RateLimitedPerAccount()
  @ApiOperation({
    summary: "Verify a subscription's first payment (Checkout's handler response as it is)",
    description:
      'Checks the HMAC-SHA256 of payment_id|subscription_id in constant time, activates the subscription for a month, records the charge with its invoice and sets the plan. ' +
      "400 'Payment signature is invalid.'; 404 'Subscription not found'.",
  })
  @Answers({ ok: VerifyPaymentResponse, badRequest: "BAD_REQUEST: 'Payment signature is invalid.'", notFound: "NOT_FOUND: 'Subscription not found'" })
  async verifySubscription(@Body() body: VerifySubscriptionRequest, @CurrentUser() user: AuthenticatedUser): Promise<VerifyPaymentResponse> {
    const result = await this.commands.execute(
      new VerifySubscriptionCommand(body.razorpay_subscription_id, body.razorpay_payment_id, body.razorpay_signature, { id: user.id, email: user.email }),
    );
    return this.verified(result, user.id);
  }

  /** The embedded sandbox's Checkout: pay or fail the caller's order or subscription. */
  @Post('sandbox/checkout')
  @HttpCode(200)
  @CitizenOnly()
  @RateLimitedPerAccount()
  @ApiOperation({
    summary: 'Sandbox checkout (only when Razorpay is not configured)',
    description:
      "Body { orderId | subscriptionId, outcome: 'success' | 'failure' }. Success answers what Razorpay Checkout hands the page " +
      "({ razorpay_payment_id, razorpay_order_id | razorpay_subscription_id, razorpay_signature }); failure answers Razorpay's { error: { code, description, source, step, reason, metadata } } " +
      "and marks the order failed. 404 when Razorpay is configured or the order is not the caller's; 409 when it is not awaiting payment.",
  })
  @Answers({
    ok: SandboxCheckoutResponse,
    notFound: "NOT_FOUND: 'The sandbox checkout is not available: payments go through Razorpay.' / 'Order not found'",
    conflict: "CONFLICT: 'This order is not awaiting payment.'",
  })
  sandboxCheckout(@Body() body: SandboxCheckoutRequest, @CurrentUser() user: AuthenticatedUser): Promise<SandboxCheckoutResponse> {
    return this.commands.execute(
      new SandboxCheckoutCommand({ orderId: body.orderId, subscriptionId: body.subscriptionId }, body.outcome, { id: user.id, email: user.email }),
    );
  }

  /** Razorpay webhooks, verified over the raw body and handled once per event id. */
  @Post('webhook')
  @BodyLimit(BODY_LIMITS.razorpayWebhook)
  @HttpCode(200)
  @Public()
  @ApiHeader({ name: 'X-Razorpay-Signature', description: 'HMAC-SHA256 hex of the raw body with RAZORPAY_WEBHOOK_SECRET', required: true })
  @ApiHeader({ name: 'X-Razorpay-Event-Id', description: 'Event id: a redelivery with the same id has no second effect', required: false })
  @ApiOperation({
    summary: 'Razorpay webhook',
    description:
      'Handles payment.captured, payment.failed, subscription.activated, subscription.charged, subscription.cancelled (and halted, completed) and refund.processed, ' +
      "idempotently by event id. 400 'Webhook signature is invalid.'.",
  })
  @Answers({ ok: WebhookResponse, badRequest: "BAD_REQUEST: 'Webhook signature is invalid.'" })
  async paymentsWebhook(
    @Req() req: FastifyRequest & { rawBody?: Buffer },
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ): Promise<WebhookResponse> {
    const raw = req.rawBody ?? Buffer.from(JSON.stringify(req.body ?? {}));
    return { status: await this.commands.execute(new HandleWebhookCommand(raw, signature, eventId)) };
  }

  /** The caller's purchases, newest first. */
  @Get('my-purchases')
  @CitizenOnly()
  @AnswersInRequestLanguage()
  @ApiOperation({
    summary: 'My purchases',
    description:
      "Newest first; amounts in paise (0 is a Manual grant); sandbox purchases carry sandbox: true; planName in the reader's language (the account's, else Accept-Language).",
  })
  @Answers({ ok: PurchaseListResponse })
  async listMyPurchases(@CurrentUser() user: AuthenticatedUser, @ReaderLocale() locale: Locale): Promise<PurchaseListResponse> {
    const [items, nameOf] = await Promise.all([this.queries.execute(new ListMyPurchasesQuery(user.id)), this.plans.namesIn(locale)]);
    return { items: items.map((p) => ({ ...p, planName: nameOf(p.plan) })) };
  }

  /** The GST invoice PDF of one of the caller's purchases. */
  @Get('invoices/:id.pdf')
  @CitizenOnly()
  @ApiParam({ name: 'id', description: "The purchase's _id (uuid)" })
  @ApiOperation({
    summary: 'Download an invoice PDF',
    description:
      "Owner only: 404 'Invoice not found' to anyone else; 409 'The invoice is being prepared. Please try again in a minute.' while it is rendered. Saved as INV-{orderId}.pdf.",
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @Answers({ notFound: "NOT_FOUND: 'Invoice not found'", conflict: "CONFLICT: 'The invoice is being prepared. Please try again in a minute.'" })
  async downloadInvoice(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<StreamableFile> {
    const file = await this.invoices.fileForOwner(id, user.id);
    return new StreamableFile(file.content, { type: file.contentType, disposition: `attachment; filename="${file.filename}"`, length: file.content.length });
  }
}
