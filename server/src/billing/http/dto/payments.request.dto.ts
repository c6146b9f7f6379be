import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { DOWNGRADE_REASON_MAX, formatMessage, Messages, SANDBOX_OUTCOMES, type SandboxOutcome } from '@civic/contracts';
import { PagedQuery } from '../../../kernel/http/paged-query.js';
import { Trim, TrimToUndefined } from '../../../kernel/http/field-rules.js';

const M = Messages.billing;
/** Trimmed; blank or null means not given. */
const ID = /^[A-Za-z0-9_]{1,64}$/;

/**
 * Body of POST /api/payments/create-order and /create-subscription (citizen spec section 7): only the plan and the
 * currency. Any other field (an `amount`...) is dropped: the amount always comes from the server's plan.
 */
export class CheckoutRequest {
  @ApiProperty({ description: 'The plan: its name (as GET /api/plans lists it) or its `_id`.', example: 'Premium Citizen' })
  @Trim()
  @IsString({ message: M.planRequired })
  @IsNotEmpty({ message: M.planRequired })
  @MaxLength(100, { message: M.planNotFound })
  plan: string;

  @ApiPropertyOptional({ description: 'Currency; only INR (default INR).', example: 'INR', enum: ['INR'] })
  @IsOptional()
  @IsIn(['INR'], { message: M.currencyUnsupported })
  currency?: string;
}

/** Body of POST /api/payments/verify: Razorpay Checkout's handler response, as it is. */
export class VerifyPaymentRequest {
  @ApiProperty({ description: 'Payment id from Checkout', example: 'pay_29QQoUBi66xm2f' })
  @IsString({ message: M.signatureInvalid })
  @Matches(ID, { message: M.signatureInvalid })
  razorpay_payment_id: string;

  @ApiProperty({ description: 'Order id from POST /api/payments/create-order', example: 'order_9A33XWu170gUtm' })
  @IsString({ message: M.signatureInvalid })
  @Matches(ID, { message: M.signatureInvalid })
  razorpay_order_id: string;

  @ApiProperty({
    description: 'HMAC-SHA256 hex of `order_id|payment_id` with the key secret',
    example: '9ef4dffbfd84f1318f6739a3ce19f9d85851857ae648f114332d8401e0949a3d',
  })
  @IsString({ message: M.signatureInvalid })
  @MaxLength(256, { message: M.signatureInvalid })
  razorpay_signature: string;
}

/** Body of POST /api/payments/verify-subscription: Razorpay Checkout's handler response for a subscription. */
export class VerifySubscriptionRequest {
  @ApiProperty({ description: 'Payment id of the first charge', example: 'pay_29QQoUBi66xm2f' })
  @IsString({ message: M.signatureInvalid })
  @Matches(ID, { message: M.signatureInvalid })
  razorpay_payment_id: string;

  @ApiProperty({ description: 'Subscription id from POST /api/payments/create-subscription', example: 'sub_00000000000001' })
  @IsString({ message: M.signatureInvalid })
  @Matches(ID, { message: M.signatureInvalid })
  razorpay_subscription_id: string;

  @ApiProperty({
    description: 'HMAC-SHA256 hex of `payment_id|subscription_id` with the key secret',
    example: '9ef4dffbfd84f1318f6739a3ce19f9d85851857ae648f114332d8401e0949a3d',
  })
  @IsString({ message: M.signatureInvalid })
  @MaxLength(256, { message: M.signatureInvalid })
  razorpay_signature: string;
}

/** Body of POST /api/payments/sandbox/checkout: pay or fail one order or subscription (sandbox only). */
export class SandboxCheckoutRequest {
  @ApiPropertyOptional({ description: 'Order id to pay (one of orderId and subscriptionId)', example: 'order_9A33XWu170gUtm' })
  @IsOptional()
  @IsString()
  @Matches(ID, { message: M.orderNotFound })
  orderId?: string;

  @ApiPropertyOptional({ description: 'Subscription id to pay (one of orderId and subscriptionId)', example: 'sub_00000000000001' })
  @IsOptional()
  @IsString()
  @Matches(ID, { message: M.subscriptionNotFound })
  subscriptionId?: string;

  @ApiProperty({ description: 'What the simulated customer does: pay, or have the payment fail', enum: SANDBOX_OUTCOMES, example: 'success' })
  @IsIn(SANDBOX_OUTCOMES, { message: M.outcomeInvalid })
  outcome: SandboxOutcome;
}

/** Body of POST /api/subscriptions/{id}/cancel (citizen spec section 7). */
export class CancelSubscriptionRequest {
  @ApiPropertyOptional({ description: 'true (default): keep the plan until the period ends; false: end it now', example: true, default: true })
  @IsOptional()
  @IsBoolean({ message: M.cancelAtCycleEndInvalid })
  cancelAtCycleEnd?: boolean;
}

/** Query of GET /api/admin/billing/purchases and /users: page, limit (default 10, admin spec section 9), q. */
export class AdminBillingListQuery extends PagedQuery({ defaultLimit: 10, maxLimit: 50 }) {
  @ApiPropertyOptional({ description: 'Search: email, name, order id or payment id (purchases); email or name (users). Case-insensitive.', example: 'asha@' })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: formatMessage(M.reasonTooLong, { n: 200 }) })
  q?: string;
}

/** Body of POST /api/admin/billing/users/{id}/upgrade (admin spec section 7). */
export class GrantPremiumRequest {
  @ApiProperty({ description: 'Premium Citizen or Advocate Plus (admin spec section 9)', example: 'Premium Citizen' })
  @Trim()
  @IsString({ message: M.grantPlanInvalid })
  plan: string;
}

/** Body of POST /api/admin/billing/users/{id}/downgrade (admin spec section 7): both optional. */
export class DowngradeRequest {
  @ApiPropertyOptional({ description: `Why (kept in the audit log), at most ${DOWNGRADE_REASON_MAX} characters`, example: 'Requested by the user' })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(DOWNGRADE_REASON_MAX, { message: formatMessage(M.reasonTooLong, { n: DOWNGRADE_REASON_MAX }) })
  reason?: string;

  @ApiPropertyOptional({
    description:
      'Refund this payment: it must be a paid, unrefunded purchase of the user with an amount above zero. Without it (and without ' +
      "noRefund) the user's latest such purchase, if any, is refunded automatically (admin spec: a refund is attempted whenever one exists).",
    example: 'pay_29QQoUBi66xm2f',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @Matches(ID, { message: M.refundPaymentInvalid })
  paymentId?: string;

  @ApiPropertyOptional({
    description: "true: downgrade without any refund (the admin's explicit choice). Not together with paymentId (400).",
    example: false,
  })
  @IsOptional()
  @IsBoolean({ message: M.noRefundInvalid })
  noRefund?: boolean;
}
