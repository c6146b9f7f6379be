import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PAYMENT_PROVIDERS,
  PURCHASE_KINDS,
  PURCHASE_STATUSES,
  SUBSCRIPTION_STATUSES,
  type PaymentProvider,
  type PurchaseKind,
  type PurchaseStatus,
  type SubscriptionStatus,
} from '@civic/contracts';

const SANDBOX_DOC = "True for a sandbox (test) payment: shown as 'Sandbox payment: not a tax invoice', never a real one.";

/** GET /api/payments/config. */
export class PaymentsConfigResponse {
  @ApiProperty({
    description: 'The active provider: razorpay when RAZORPAY_KEY_ID is set, else the embedded sandbox',
    enum: PAYMENT_PROVIDERS,
    example: 'sandbox',
  })
  provider: PaymentProvider;
  @ApiProperty({ description: "The public key id for Checkout (Razorpay's key id, or rzp_sandbox)", example: 'rzp_sandbox' })
  keyId: string;
}

/** POST /api/payments/create-order (citizen spec section 3, "Payment order response"). */
export class OrderResponse {
  @ApiProperty({ description: 'Public key id for Checkout', example: 'rzp_sandbox' }) keyId: string;
  @ApiProperty({ description: 'Total to pay in paise (base + GST), computed by the server', example: 23482 }) amount: number;
  @ApiProperty({ description: 'Price before GST in paise', example: 19900 }) baseAmount: number;
  @ApiProperty({ description: 'GST in paise', example: 3582 }) gstAmount: number;
  @ApiProperty({ example: 'INR' }) currency: string;
  @ApiProperty({ description: 'Provider order id', example: 'order_9A33XWu170gUtm' }) orderId: string;
  @ApiProperty({ description: 'Plan name', example: 'Premium Citizen' }) plan: string;
  @ApiProperty({ description: 'Plan colour, for the Checkout theme', example: 'blue' }) color: string;
  @ApiProperty({ enum: PAYMENT_PROVIDERS, example: 'sandbox' }) provider: PaymentProvider;
  @ApiProperty({ description: SANDBOX_DOC, example: true }) sandbox: boolean;
}

/** POST /api/payments/create-subscription (citizen spec section 3, "Subscription response"). */
export class SubscriptionCheckoutResponse {
  @ApiProperty({ description: 'Public key id for Checkout', example: 'rzp_sandbox' }) keyId: string;
  @ApiProperty({ description: 'Provider subscription id', example: 'sub_00000000000001' }) subscriptionId: string;
  @ApiProperty({ description: 'Charged each month in paise (base + GST)', example: 23482 }) amount: number;
  @ApiProperty({ example: 'INR' }) currency: string;
  @ApiProperty({ example: 'Premium Citizen' }) plan: string;
  @ApiProperty({ example: 'blue' }) color: string;
  @ApiProperty({ enum: PAYMENT_PROVIDERS, example: 'sandbox' }) provider: PaymentProvider;
  @ApiProperty({ description: SANDBOX_DOC, example: true }) sandbox: boolean;
}

/** A purchase (citizen spec section 3). Amounts in paise; 0 is a Manual grant. */
export class PurchaseResponse {
  @ApiProperty({
    description:
      "The plan's name in the reader's language (the account's language, else Accept-Language), from the plan's translations; `plan` is its identity",
    example: 'प्रीमियम नागरीक',
  })
  planName: string;
  @ApiProperty({ description: 'Purchase id (uuid): use it for the invoice download', example: '0d6f8c1e-7b1a-4a4e-9f57-3c1d2e4b5a69' }) _id: string;
  @ApiPropertyOptional({
    description: 'Provider order id (null for subscription charges and grants)',
    type: String,
    nullable: true,
    example: 'order_9A33XWu170gUtm',
  })
  orderId: string | null;
  @ApiPropertyOptional({ description: 'Provider payment id', type: String, nullable: true, example: 'pay_29QQoUBi66xm2f' }) paymentId: string | null;
  @ApiPropertyOptional({ description: 'Provider subscription id for a subscription charge', type: String, nullable: true, example: 'sub_00000000000001' })
  subscriptionId: string | null;
  @ApiProperty({ example: 'Premium Citizen' }) plan: string;
  @ApiProperty({ description: 'Total in paise (shown divided by 100 with 2 decimals; 0 is labelled Manual)', example: 23482 }) amount: number;
  @ApiProperty({ description: 'Price before GST in paise', example: 19900 }) baseAmount: number;
  @ApiProperty({ description: 'GST in paise', example: 3582 }) gstAmount: number;
  @ApiProperty({ example: 'INR' }) currency: string;
  @ApiProperty({ enum: PURCHASE_STATUSES, example: 'paid' }) status: PurchaseStatus;
  @ApiProperty({ example: false }) refunded: boolean;
  @ApiProperty({ description: 'order (one-time), subscription (a monthly charge) or manual (an admin grant)', enum: PURCHASE_KINDS, example: 'order' })
  kind: PurchaseKind;
  @ApiProperty({ description: SANDBOX_DOC, example: false }) sandbox: boolean;
  @ApiPropertyOptional({ description: 'Invoice number once the payment is captured', type: String, nullable: true, example: 'INV/2026-27/000001' })
  invoiceNumber: string | null;
  @ApiProperty({ description: 'Whether the invoice PDF can be downloaded now (GET /api/payments/invoices/{_id}.pdf)', example: true }) invoiceReady: boolean;
  @ApiProperty({ description: 'ISO instant', example: '2026-11-23T10:00:00.000Z' }) createdAt: string;
  @ApiPropertyOptional({ description: 'ISO instant of the payment', type: String, nullable: true, example: '2026-11-23T10:01:00.000Z' }) paidAt: string | null;
}

export class PurchaseListResponse {
  @ApiProperty({ type: [PurchaseResponse] }) items: PurchaseResponse[];
}

/** The buyer of a purchase, for the admin list. */
export class PurchaseUserResponse {
  @ApiPropertyOptional({ description: 'User id; null once the account is deleted (the purchase is kept)', type: String, nullable: true, example: '5b3c...' })
  _id: string | null;
  @ApiProperty({ example: 'asha@example.in' }) email: string;
  @ApiProperty({ example: 'Asha Naik' }) name: string;
}

/** A purchase in the admin list (admin spec section 2, Billing management). */
export class AdminPurchaseResponse extends PurchaseResponse {
  @ApiProperty({ type: PurchaseUserResponse }) user: PurchaseUserResponse;
}

export class AdminPurchasePageResponse {
  @ApiProperty({ type: [AdminPurchaseResponse] }) items: AdminPurchaseResponse[];
  @ApiProperty({ example: 42 }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 5 }) pages: number;
}

/** A subscription (citizen spec section 3). */
export class SubscriptionResponse {
  @ApiProperty({ description: 'Subscription id (uuid)', example: '9a0c…' }) _id: string;
  @ApiProperty({ description: 'Provider subscription id (use it, or _id, to cancel)', example: 'sub_00000000000001' }) subscriptionId: string;
  @ApiProperty({ description: "The plan's identity: its English name", example: 'Premium Citizen' }) plan: string;
  @ApiProperty({ description: "The plan's name in the reader's language", example: 'प्रीमियम नागरीक' }) planName: string;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, example: 'active' }) status: SubscriptionStatus;
  @ApiPropertyOptional({ description: 'ISO instant', type: String, nullable: true }) currentStart: string | null;
  @ApiPropertyOptional({ description: 'ISO instant: the plan is kept until then', type: String, nullable: true }) currentEnd: string | null;
  @ApiPropertyOptional({ description: 'ISO instant of the next charge (null once cancelled)', type: String, nullable: true }) chargeAt: string | null;
  @ApiProperty({ example: false }) cancelAtCycleEnd: boolean;
  @ApiProperty({ description: 'Charged each month in paise', example: 23482 }) amount: number;
  @ApiProperty({ example: 'INR' }) currency: string;
  @ApiProperty({ description: SANDBOX_DOC, example: true }) sandbox: boolean;
  @ApiProperty({ description: 'ISO instant', example: '2026-11-23T10:00:00.000Z' }) createdAt: string;
}

export class SubscriptionListResponse {
  @ApiProperty({ type: [SubscriptionResponse] }) items: SubscriptionResponse[];
}

/** POST /api/payments/verify and /verify-subscription. */
export class VerifyPaymentResponse {
  @ApiProperty({ example: true }) verified: boolean;
  @ApiProperty({ description: "The user's plan now", example: 'Premium Citizen' }) plan: string;
  @ApiProperty({ example: true }) isPremium: boolean;
  @ApiProperty({ type: PurchaseResponse }) purchase: PurchaseResponse;
  @ApiPropertyOptional({ type: SubscriptionResponse, nullable: true }) subscription: SubscriptionResponse | null;
}

/** Razorpay's error object's inner part (what Checkout's payment.failed hands the page). */
export class CheckoutErrorMetadata {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'order_9A33XWu170gUtm' }) order_id?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'sub_00000000000001' }) subscription_id?: string | null;
  @ApiProperty({ example: 'pay_29QQoUBi66xm2f' }) payment_id: string;
}

export class CheckoutError {
  @ApiProperty({ example: 'BAD_REQUEST_ERROR' }) code: string;
  @ApiProperty({ example: 'Your payment has been declined. Try again with a different card.' }) description: string;
  @ApiProperty({ example: 'customer' }) source: string;
  @ApiProperty({ example: 'payment_authorization' }) step: string;
  @ApiProperty({ example: 'payment_failed' }) reason: string;
  @ApiProperty({ type: CheckoutErrorMetadata }) metadata: CheckoutErrorMetadata;
}

/**
 * POST /api/payments/sandbox/checkout: exactly what Razorpay Checkout hands the page: on success the three
 * `razorpay_*` fields (pass them to verify), on failure Razorpay's `error` object.
 */
export class SandboxCheckoutResponse {
  @ApiPropertyOptional({ example: 'pay_29QQoUBi66xm2f' }) razorpay_payment_id?: string;
  @ApiPropertyOptional({ example: 'order_9A33XWu170gUtm' }) razorpay_order_id?: string;
  @ApiPropertyOptional({ example: 'sub_00000000000001' }) razorpay_subscription_id?: string;
  @ApiPropertyOptional({ description: 'HMAC-SHA256 hex, as Razorpay signs it' }) razorpay_signature?: string;
  @ApiPropertyOptional({ type: CheckoutError }) error?: CheckoutError;
}

/** POST /api/payments/webhook. */
export class WebhookResponse {
  @ApiProperty({ description: "'processed', or 'duplicate' for an event id already handled, or 'ignored' for an event not handled", example: 'processed' })
  status: 'processed' | 'duplicate' | 'ignored';
}

/** A citizen in the admin billing users list. */
export class AdminBillingUserResponse {
  @ApiProperty({ example: '5b3c…' }) _id: string;
  @ApiProperty({ example: 'Asha' }) firstName: string;
  @ApiProperty({ example: 'Naik' }) lastName: string;
  @ApiProperty({ example: 'Asha Naik' }) name: string;
  @ApiProperty({ example: 'asha@example.in' }) email: string;
  @ApiProperty({ description: "The plan's identity: its English name", example: 'Free Citizen' }) plan: string;
  @ApiProperty({ description: "The plan's name in the reader's language", example: 'मोफत नागरीक' }) planName: string;
  @ApiProperty({ example: false }) isPremium: boolean;
}

export class AdminBillingUserPageResponse {
  @ApiProperty({ type: [AdminBillingUserResponse] }) items: AdminBillingUserResponse[];
  @ApiProperty({ example: 42 }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 5 }) pages: number;
}

/** POST /api/admin/billing/users/{id}/upgrade. */
export class GrantPremiumResponse {
  @ApiProperty({ type: AdminBillingUserResponse }) user: AdminBillingUserResponse;
  @ApiProperty({ type: PurchaseResponse, description: 'The Manual purchase of amount 0' }) purchase: PurchaseResponse;
}

/** POST /api/admin/billing/users/{id}/downgrade (admin spec section 7). */
export class DowngradeResponse {
  @ApiProperty({ type: AdminBillingUserResponse }) user: AdminBillingUserResponse;
  @ApiProperty({ description: 'Whether a payment was refunded', example: false }) refunded: boolean;
  @ApiPropertyOptional({ description: "'Refund not processed: {reason}' when the provider refused; null otherwise", type: String, nullable: true })
  refundError: string | null;
}

/** POST /api/admin/billing/purchases/{id}/resend-invoice. */
export class ResendInvoiceResponse {
  @ApiProperty({ example: 'INV/2026-27/000001' }) invoiceNumber: string;
  @ApiProperty({ description: 'The email is queued', example: true }) queued: boolean;
}
