import { baseApi } from './base-api';
import type { PlanResponse } from './generated';

/*
 * TEMPORARY: the billing routes as the client expects them until billing-server's openapi.yaml and generated.ts
 * are merged; then this file is deleted and the generated hooks are used.
 */

export interface PaymentConfigResponse {
  provider: 'razorpay' | 'sandbox';
  keyId: string;
}
export interface CheckoutStartResponse {
  keyId: string;
  amount: number;
  currency: string;
  orderId: string;
}
export interface SubscriptionStartResponse {
  keyId: string;
  amount: number;
  currency: string;
  subscriptionId: string;
}
export interface PurchaseResponse {
  _id: string;
  orderId: string | null;
  paymentId: string | null;
  subscriptionId: string | null;
  plan: string;
  amount: number;
  baseAmount: number;
  gstAmount: number;
  currency: string;
  status: 'created' | 'paid' | 'failed';
  refunded: boolean;
  kind: 'order' | 'subscription' | 'manual';
  sandbox: boolean;
  invoiceNumber: string | null;
  invoiceReady: boolean;
  createdAt: string;
  paidAt: string | null;
}
export interface SubscriptionResponse {
  _id: string;
  subscriptionId: string;
  plan: string;
  status: string;
  currentStart: string | null;
  currentEnd: string | null;
  chargeAt: string | null;
  cancelAtCycleEnd: boolean;
  amount: number;
  currency: string;
  sandbox: boolean;
  createdAt: string;
}
export type AdminPlanResponse = PlanResponse & { enabled: boolean };
export type AdminPurchaseResponse = PurchaseResponse & { user: { _id: string; name: string; email: string } };
export interface AdminBillingUserResponse {
  _id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  plan: string;
  isPremium: boolean;
}
type Paged<T> = { items: T[]; pages: number; total: number };
type PlanBody = Record<string, unknown>;

const shim = baseApi.enhanceEndpoints({ addTagTypes: ['billing', 'auth'] }).injectEndpoints({
  endpoints: (build) => ({
    getPaymentsConfig: build.query<PaymentConfigResponse, void>({ query: () => ({ url: '/api/payments/config' }) }),
    createOrder: build.mutation<CheckoutStartResponse, { createOrderRequest: { plan: string; currency: string } }>({
      query: (a) => ({ url: '/api/payments/create-order', method: 'POST', body: a.createOrderRequest }),
    }),
    createSubscription: build.mutation<SubscriptionStartResponse, { createSubscriptionRequest: { plan: string; currency: string } }>({
      query: (a) => ({ url: '/api/payments/create-subscription', method: 'POST', body: a.createSubscriptionRequest }),
    }),
    sandboxCheckout: build.mutation<unknown, { sandboxCheckoutRequest: { orderId?: string; subscriptionId?: string; outcome: 'success' | 'failure' } }>({
      query: (a) => ({ url: '/api/payments/sandbox/checkout', method: 'POST', body: a.sandboxCheckoutRequest }),
    }),
    verifyPayment: build.mutation<unknown, { verifyPaymentRequest: object }>({
      query: (a) => ({ url: '/api/payments/verify', method: 'POST', body: a.verifyPaymentRequest }),
    }),
    verifySubscription: build.mutation<unknown, { verifySubscriptionRequest: object }>({
      query: (a) => ({ url: '/api/payments/verify-subscription', method: 'POST', body: a.verifySubscriptionRequest }),
    }),
    listMyPurchases: build.query<{ items: PurchaseResponse[] }, void>({ query: () => ({ url: '/api/payments/my-purchases' }), providesTags: ['billing'] }),
    listMySubscriptions: build.query<{ items: SubscriptionResponse[] }, void>({ query: () => ({ url: '/api/subscriptions/my' }), providesTags: ['billing'] }),
    cancelSubscription: build.mutation<unknown, { id: string; cancelSubscriptionRequest: { cancelAtCycleEnd: boolean } }>({
      query: (a) => ({ url: `/api/subscriptions/${a.id}/cancel`, method: 'POST', body: a.cancelSubscriptionRequest }),
      invalidatesTags: ['billing'],
    }),
    listAdminPlans: build.query<{ items: AdminPlanResponse[] }, void>({ query: () => ({ url: '/api/admin/plans' }), providesTags: ['billing'] }),
    createPlan: build.mutation<unknown, { createPlanRequest: PlanBody }>({
      query: (a) => ({ url: '/api/admin/plans', method: 'POST', body: a.createPlanRequest }),
      invalidatesTags: ['billing'],
    }),
    updatePlan: build.mutation<unknown, { id: string; updatePlanRequest: PlanBody }>({
      query: (a) => ({ url: `/api/admin/plans/${a.id}`, method: 'PATCH', body: a.updatePlanRequest }),
      invalidatesTags: ['billing'],
    }),
    deletePlan: build.mutation<unknown, { id: string }>({
      query: (a) => ({ url: `/api/admin/plans/${a.id}`, method: 'DELETE' }),
      invalidatesTags: ['billing'],
    }),
    listAdminPurchases: build.query<Paged<AdminPurchaseResponse>, { page: number; limit: number; q?: string }>({
      query: (params) => ({ url: '/api/admin/billing/purchases', params }),
      providesTags: ['billing'],
    }),
    listBillingUsers: build.query<Paged<AdminBillingUserResponse>, { page: number; limit: number; q?: string }>({
      query: (params) => ({ url: '/api/admin/billing/users', params }),
      providesTags: ['billing'],
    }),
    grantPremium: build.mutation<unknown, { id: string; grantPremiumRequest: { plan: string } }>({
      query: (a) => ({ url: `/api/admin/billing/users/${a.id}/upgrade`, method: 'POST', body: a.grantPremiumRequest }),
      invalidatesTags: ['billing'],
    }),
    downgradeUser: build.mutation<{ refunded: boolean; refundError: string | null }, { id: string; downgradeRequest: { reason?: string; paymentId?: string } }>(
      {
        query: (a) => ({ url: `/api/admin/billing/users/${a.id}/downgrade`, method: 'POST', body: a.downgradeRequest }),
        invalidatesTags: ['billing'],
      },
    ),
    resendInvoice: build.mutation<unknown, { id: string }>({
      query: (a) => ({ url: `/api/admin/billing/purchases/${a.id}/resend-invoice`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});

export const {
  useGetPaymentsConfigQuery,
  useCreateOrderMutation,
  useCreateSubscriptionMutation,
  useSandboxCheckoutMutation,
  useVerifyPaymentMutation,
  useVerifySubscriptionMutation,
  useListMyPurchasesQuery,
  useListMySubscriptionsQuery,
  useCancelSubscriptionMutation,
  useListAdminPlansQuery,
  useCreatePlanMutation,
  useUpdatePlanMutation,
  useDeletePlanMutation,
  useListAdminPurchasesQuery,
  useListBillingUsersQuery,
  useGrantPremiumMutation,
  useDowngradeUserMutation,
  useResendInvoiceMutation,
} = shim;
