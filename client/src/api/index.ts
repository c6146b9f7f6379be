import { api as generatedApi } from './generated';

/*
 * The API the app uses: the endpoints generated from openapi.yaml (`generated.ts`, never edited) with
 * cache tags made precise here (Grafana's `public/app/api/clients/<name>/index.ts` layout). Codegen
 * tags every operation with its whole context, so saving an email template would refetch the
 * categories and logging in would re-run the email verification. Here lists provide a list tag plus
 * one tag per record id, single records provide their id, mutations invalidate only what they change,
 * and calls that change nothing (previews, validation, upload signatures) invalidate nothing.
 */

type Tag<T extends string> = { type: T; id: string };
const tag = <T extends string>(type: T, id: string): Tag<T> => ({ type, id });
const none = () => [];

const LIST = {
  me: tag('auth', 'ME'),
  categories: tag('content', 'CATEGORIES'),
  emailTemplates: tag('content', 'EMAIL_TEMPLATES'),
  pdfTemplates: tag('content', 'PDF_TEMPLATES'),
  myComplaints: tag('complaints', 'MINE'),
  adminComplaints: tag('complaints', 'ADMIN'),
  quota: tag('complaints', 'QUOTA'),
  stats: tag('complaints', 'STATS'),
  nearby: tag('complaints', 'NEARBY'),
  routingContacts: tag('routing', 'CONTACTS'),
  routingLogs: tag('routing', 'LOGS'),
  plans: tag('billing', 'PLANS'),
  myPurchases: tag('billing', 'MY_PURCHASES'),
  mySubscriptions: tag('billing', 'MY_SUBSCRIPTIONS'),
  adminPurchases: tag('billing', 'ADMIN_PURCHASES'),
  billingUsers: tag('billing', 'BILLING_USERS'),
  admins: tag('identity', 'ADMINS'),
  // Issue 12 (support-client).
  users: tag('identity', 'USERS'),
  myTickets: tag('support', 'MINE'),
  tickets: tag('support', 'TICKETS'),
  volunteers: tag('support', 'VOLUNTEERS'),
  testimonials: tag('content', 'TESTIMONIALS'),
  // Issue 17 (open311).
  integrationKeys: tag('integrations', 'KEYS'),
} as const;

export const api = generatedApi.enhanceEndpoints({
  endpoints: {
    // Identity: the signed-in user's profile.
    getMe: { providesTags: [LIST.me] },
    login: { invalidatesTags: [LIST.me] },
    googleSignIn: { invalidatesTags: [LIST.me] },
    signUp: { invalidatesTags: none },
    updateProfile: { invalidatesTags: [LIST.me] },
    // A password change ends every session, this one included: the client signs out, so nothing is refetched.
    changePassword: { invalidatesTags: none },
    requestVerification: { invalidatesTags: none },
    forgotPassword: { invalidatesTags: none },
    resetPassword: { invalidatesTags: none },
    // Email verification runs once only (citizen spec section 4): nothing may refetch it.
    verifyEmail: { providesTags: none },

    // Geography is static reference data; authority resolution depends on the routing contacts.
    listDistricts: { providesTags: none },
    listSubdistricts: { providesTags: none },
    listVillages: { providesTags: none },
    listUlbs: { providesTags: none },
    searchPlaces: { providesTags: none },
    resolveAuthority: { providesTags: [LIST.routingContacts] },
    testRouting: { providesTags: [LIST.routingContacts] },
    listRoutingContacts: {
      providesTags: (result) => [LIST.routingContacts, ...(result?.items ?? []).map((c) => tag('routing', `contact:${c._id}`))],
    },
    createRoutingContact: { invalidatesTags: [LIST.routingContacts, LIST.routingLogs] },
    updateRoutingContact: { invalidatesTags: (_r, _e, arg) => [tag('routing', `contact:${arg.id}`), LIST.routingLogs] },
    deleteRoutingContact: { invalidatesTags: [LIST.routingContacts, LIST.routingLogs] },
    listRoutingLogs: { providesTags: [LIST.routingLogs] },
    downloadRoutingTemplate: { providesTags: none },
    exportRoutingContacts: { providesTags: none },
    validateRoutingTemplate: { invalidatesTags: none },
    importRoutingTemplate: { invalidatesTags: [LIST.routingContacts, LIST.routingLogs] },

    // Complaints and uploads.
    listMyComplaints: {
      providesTags: (result) => [LIST.myComplaints, ...(result?.items ?? []).map((c) => tag('complaints', `complaint:${c.id}`))],
    },
    getComplaintsQuota: { providesTags: [LIST.quota] },
    // The admin complaints desk: a status or archive change can move a complaint out of the filtered page.
    listAdminComplaints: {
      providesTags: (result) => [LIST.adminComplaints, ...(result?.items ?? []).map((c) => tag('complaints', `complaint:${c.id}`))],
    },
    getAdminComplaint: { providesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`)] },
    // Asked afresh before every forward (the page forces the refetch); nothing else refetches it.
    checkComplaintRouting: { providesTags: none },
    updateComplaintStatus: {
      invalidatesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`), LIST.adminComplaints, LIST.myComplaints, LIST.stats],
    },
    archiveComplaint: { invalidatesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`), LIST.adminComplaints] },
    deleteComplaint: { invalidatesTags: [LIST.adminComplaints, LIST.myComplaints, LIST.stats] },
    fileComplaint: { invalidatesTags: [LIST.myComplaints, LIST.quota, LIST.stats] },
    // Deadlines and escalation (issue 15): a step adds a history entry and a ladder step to the complaint.
    escalateComplaint: { invalidatesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`), LIST.myComplaints, LIST.adminComplaints] },
    pauseComplaintEscalation: { invalidatesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`), LIST.adminComplaints, LIST.myComplaints] },
    runEscalations: { invalidatesTags: [LIST.adminComplaints, LIST.myComplaints] },
    downloadRtiApplication: { providesTags: none },
    confirmFix: { invalidatesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`), LIST.myComplaints, LIST.adminComplaints] },
    reopenComplaint: { invalidatesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`), LIST.myComplaints, LIST.adminComplaints] },
    getPublicStats: { providesTags: [LIST.stats, LIST.categories] },
    // Issue 16: nearby duplicates, 'Me too' (changes the nearby list's supportCount and supportedByMe), scorecards.
    listNearbyComplaints: { providesTags: [LIST.nearby] },
    meTooComplaint: { invalidatesTags: (_r, _e, arg) => [LIST.nearby, tag('complaints', `complaint:${arg.id}`), LIST.adminComplaints] },
    getScorecards: { providesTags: none },
    getUploadsConfig: { providesTags: none },
    uploadLocalPhoto: { invalidatesTags: none },
    signUpload: { invalidatesTags: none },
    getImageKitAuth: { invalidatesTags: none },
    presignS3Upload: { invalidatesTags: none },

    // Categories.
    listCategories: {
      providesTags: (result) => [LIST.categories, ...(result?.items ?? []).map((c) => tag('content', `category:${c._id}`))],
    },
    listAdminCategories: {
      providesTags: (result) => [LIST.categories, ...(result?.items ?? []).map((c) => tag('content', `category:${c._id}`))],
    },
    createCategory: { invalidatesTags: [LIST.categories] },
    // Order, name and enabled change the lists themselves, not just one row.
    updateCategory: { invalidatesTags: [LIST.categories] },
    deleteCategory: { invalidatesTags: [LIST.categories] },

    // Email and PDF templates, by key.
    listEmailTemplates: {
      providesTags: (result) => [LIST.emailTemplates, ...(result?.items ?? []).map((t) => tag('content', `email-template:${t.key}`))],
    },
    getEmailTemplate: { providesTags: (_r, _e, arg) => [tag('content', `email-template:${arg.key}`)] },
    saveEmailTemplate: { invalidatesTags: (_r, _e, arg) => [tag('content', `email-template:${arg.key}`)] },
    resetEmailTemplate: { invalidatesTags: (_r, _e, arg) => [tag('content', `email-template:${arg.key}`)] },
    previewEmailTemplate: { invalidatesTags: none },
    listPdfTemplates: {
      providesTags: (result) => [LIST.pdfTemplates, ...(result?.items ?? []).map((t) => tag('content', `pdf-template:${t.key}`))],
    },
    getPdfTemplate: { providesTags: (_r, _e, arg) => [tag('content', `pdf-template:${arg.key}`)] },
    savePdfTemplate: { invalidatesTags: (_r, _e, arg) => [tag('content', `pdf-template:${arg.key}`)] },
    resetPdfTemplate: { invalidatesTags: (_r, _e, arg) => [tag('content', `pdf-template:${arg.key}`)] },
    previewPdfTemplate: { invalidatesTags: none },

    // Plans.
    listPlans: {
      providesTags: (result) => [LIST.plans, ...(result?.items ?? []).map((p) => tag('billing', `plan:${p._id}`))],
    },
    listAdminPlans: {
      providesTags: (result) => [LIST.plans, ...(result?.items ?? []).map((p) => tag('billing', `plan:${p._id}`))],
    },
    // A plan's order, price or enabled flag changes the lists themselves.
    createPlan: { invalidatesTags: [LIST.plans] },
    updatePlan: { invalidatesTags: [LIST.plans] },
    deletePlan: { invalidatesTags: [LIST.plans] },

    // Payments: the provider never changes while the app runs; a verified payment changes the buyer's plan,
    // purchases, subscriptions and quota; the checkout steps before it change nothing shown.
    getPaymentsConfig: { providesTags: none },
    createOrder: { invalidatesTags: none },
    createSubscription: { invalidatesTags: none },
    sandboxCheckout: { invalidatesTags: none },
    paymentsWebhook: { invalidatesTags: none },
    verifyPayment: { invalidatesTags: [LIST.me, LIST.myPurchases, LIST.mySubscriptions, LIST.quota] },
    verifySubscription: { invalidatesTags: [LIST.me, LIST.myPurchases, LIST.mySubscriptions, LIST.quota] },
    listMyPurchases: { providesTags: [LIST.myPurchases] },
    downloadInvoice: { providesTags: none },
    listMySubscriptions: { providesTags: [LIST.mySubscriptions] },
    cancelSubscription: { invalidatesTags: [LIST.me, LIST.mySubscriptions, LIST.quota] },

    // Admin billing: a grant or a downgrade adds a purchase (or refunds one) and changes the user's plan.
    listAdminPurchases: { providesTags: [LIST.adminPurchases] },
    listBillingUsers: { providesTags: [LIST.billingUsers] },
    grantPremium: { invalidatesTags: [LIST.adminPurchases, LIST.billingUsers] },
    downgradeUser: { invalidatesTags: [LIST.adminPurchases, LIST.billingUsers] },
    resendInvoice: { invalidatesTags: none },

    // Admin accounts (superadmin).
    listAdmins: {
      providesTags: (result) => [LIST.admins, ...(result?.items ?? []).map((a) => tag('identity', `admin:${a._id}`))],
    },
    createAdmin: { invalidatesTags: [LIST.admins] },
    updateAdminModules: { invalidatesTags: (_r, _e, arg) => [tag('identity', `admin:${arg.id}`)] },
    deleteAdmin: { invalidatesTags: [LIST.admins] },
    resetAdminPassword: { invalidatesTags: none },

    // Issue 12 (support-client): support tickets, volunteer submissions, the Users admin and testimonials.
    sendContactMessage: { invalidatesTags: [LIST.myTickets, LIST.tickets] },
    submitVolunteer: { invalidatesTags: [LIST.volunteers] },
    listMySupportTickets: { providesTags: [LIST.myTickets] },
    listSupportTickets: { providesTags: [LIST.tickets] },
    // A status change or a message also changes the sender's My Support.
    updateSupportTicketStatus: { invalidatesTags: [LIST.tickets, LIST.myTickets] },
    updateSupportTicketNotes: { invalidatesTags: [LIST.tickets] },
    // The spec's path (PATCH /api/admin/support/{id} with status or resolution).
    updateSupportTicket: { invalidatesTags: [LIST.tickets, LIST.myTickets] },
    notifySupportTicket: { invalidatesTags: [LIST.tickets, LIST.myTickets] },
    listVolunteers: { providesTags: [LIST.volunteers] },
    // A status flip can move the entry out of a filtered page.
    updateVolunteerStatus: { invalidatesTags: [LIST.volunteers] },
    updateVolunteer: { invalidatesTags: [LIST.volunteers] },
    deleteVolunteer: { invalidatesTags: [LIST.volunteers] },
    listUsers: { providesTags: [LIST.users] },
    setUserEmailVerified: { invalidatesTags: [LIST.users] },
    setUserBlocked: { invalidatesTags: [LIST.users] },
    deleteUser: { invalidatesTags: [LIST.users, LIST.adminComplaints] },
    listTestimonials: { providesTags: [LIST.testimonials] },
    listAdminTestimonials: { providesTags: [LIST.testimonials] },
    createTestimonial: { invalidatesTags: [LIST.testimonials] },
    updateTestimonial: { invalidatesTags: [LIST.testimonials] },
    deleteTestimonial: { invalidatesTags: [LIST.testimonials] },

    // Issue 17 (open311): API keys of the Open311 integration (superadmin).
    listIntegrationKeys: { providesTags: [LIST.integrationKeys] },
    issueIntegrationKey: { invalidatesTags: [LIST.integrationKeys] },
    renameIntegrationKey: { invalidatesTags: [LIST.integrationKeys] },
    rotateIntegrationKey: { invalidatesTags: [LIST.integrationKeys] },
    revokeIntegrationKey: { invalidatesTags: [LIST.integrationKeys] },
  },
});

export * from './generated';
export * from './spec-endpoints';
export { type ApiError, allFieldMessages, fieldErrors, isApiError, messageFor, ApiRequestError } from './api-error';
export { apiFetch, downloadFile } from './api-fetch';
