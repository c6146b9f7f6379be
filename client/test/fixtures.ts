/** Records that several client tests share (imported only by *.test.ts(x)). */
import type { AuthUserResponse, PublicPlanResponse, PurchaseResponse } from '../src/api';
import type { RoutingContactResponse } from '../src/api/admin';

/** A verified citizen with a password (free plan). */
export const ASHA: AuthUserResponse = {
  _id: 'u1',
  firstName: 'Asha',
  lastName: 'Naik',
  name: 'Asha Naik',
  email: 'asha@example.in',
  phone: '+91 98220 12345',
  plan: 'Free Citizen',
  isPremium: false,
  authProvider: 'local',
  hasPassword: true,
  emailVerified: true,
  blocked: false,
  role: 'user',
  adminModules: [],
  locale: 'en',
  twoFactorEnabled: false,
  notificationChannels: ['email'],
  verifiedPhone: null,
  whatsappNumber: null,
};

/** The default routing contact of Bardez taluka, without copies; tests add what they need. */
export const BARDEZ_CONTACT: RoutingContactResponse = {
  _id: 'c1',
  level: 'subdistrict',
  scope: 'Rural',
  location: 'Bardez, North Goa',
  rowId: 'S-5610',
  categoryKey: null,
  districtCode: '551',
  subdistrictCode: '5610',
  villageCode: null,
  ulbCode: null,
  authorityEmail: 'bdo.bardez@goa.gov.in',
  authorityDesignation: 'Block Development Officer',
  authorityName: '',
  authorityDepartment: '',
  phone: '',
  active: true,
  escalationLevel: 0,
  language: 'en',
  additionalRecipients: [],
  forwardRecipients: [],
  failingAddresses: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** A paid sandbox order of Premium Citizen (₹234.82 with GST) whose invoice is ready. */
export const PAID_PURCHASE: PurchaseResponse = {
  _id: 'inv1',
  orderId: 'order_AbC123',
  paymentId: 'pay_1',
  subscriptionId: null,
  plan: 'Premium Citizen',
  planName: 'Premium Citizen',
  amount: 23482,
  baseAmount: 19900,
  gstAmount: 3582,
  currency: 'INR',
  status: 'paid',
  refunded: false,
  kind: 'order',
  sandbox: true,
  invoiceNumber: 'INV/2026-27/000001',
  invoiceReady: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
};

/** An admin's grant of a plan without payment: a Manual purchase of ₹0 with no invoice. */
export const MANUAL_PURCHASE: PurchaseResponse = {
  ...PAID_PURCHASE,
  _id: 'pu2',
  orderId: 'manual_9',
  paymentId: null,
  amount: 0,
  baseAmount: 0,
  gstAmount: 0,
  kind: 'manual',
  sandbox: false,
  invoiceNumber: null,
  invoiceReady: false,
};

/** The Free Citizen plan as it was seeded before the card fix: one claim both ticked (a feature) and crossed. */
export const FREE_PLAN: PublicPlanResponse = {
  _id: 'p-free',
  name: 'Free Citizen',
  plan: 'Free Citizen',
  language: 'en',
  description: 'File civic complaints with photo evidence at no cost.',
  amount: 0,
  currency: 'INR',
  gstRate: 0.18,
  color: 'gray',
  popular: false,
  enabled: true,
  oneTime: false,
  allowOneTime: false,
  allowRecurring: false,
  features: ['3 complaints per month', '1 photo per complaint (10MB, JPG/PNG/WEBP)'],
  limitations: ['1 photo per complaint', 'No GST invoice'],
  complaintLimit: 3,
  photoLimit: 1,
  order: 10,
};
