import { LIST, none, tag } from './cache-tags';
import { answersFile } from './file-answers';
import { api as generatedAdminApi } from './generated-admin';

/*
 * The admin endpoints (paths under /api/admin, generated into generated-admin.ts, never edited) with their cache
 * tags, the counterpart of ./index.ts for the admin pages. Only the admin pages import this module, so the admin
 * endpoints load with them and not with the first screen (docs/adr/0073-client-first-screen-budget.md).
 * Import the admin hooks from here, everything else from ./index.
 */

export const adminApi = generatedAdminApi.enhanceEndpoints({
  endpoints: {
    // Routing contacts, their template import and the routing test.
    testRouting: { providesTags: [LIST.routingContacts] },
    listRoutingContacts: {
      providesTags: (result) => [LIST.routingContacts, ...(result?.items ?? []).map((c) => tag('routing', `contact:${c._id}`))],
    },
    createRoutingContact: { invalidatesTags: [LIST.routingContacts, LIST.routingLogs] },
    updateRoutingContact: { invalidatesTags: (_r, _e, arg) => [tag('routing', `contact:${arg.id}`), LIST.routingLogs] },
    deleteRoutingContact: { invalidatesTags: [LIST.routingContacts, LIST.routingLogs] },
    listRoutingLogs: { providesTags: [LIST.routingLogs] },
    downloadRoutingTemplate: (definition) => {
      definition.providesTags = none;
      answersFile(definition);
    },
    exportRoutingContacts: (definition) => {
      definition.providesTags = none;
      answersFile(definition);
    },
    validateRoutingTemplate: { invalidatesTags: none },
    importRoutingTemplate: { invalidatesTags: [LIST.routingContacts, LIST.routingLogs] },

    // The admin complaints desk: a status or archive change can move a complaint out of the filtered page.
    listAdminComplaints: {
      providesTags: (result) => [LIST.adminComplaints, LIST.readerWords, ...(result?.items ?? []).map((c) => tag('complaints', `complaint:${c.id}`))],
    },
    getAdminComplaint: { providesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`), LIST.readerWords] },
    // Asked afresh before every forward (the page forces the refetch); nothing else refetches it.
    checkComplaintRouting: { providesTags: none },
    updateComplaintStatus: {
      invalidatesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`), LIST.adminComplaints, LIST.myComplaints, LIST.stats],
    },
    archiveComplaint: { invalidatesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`), LIST.adminComplaints] },
    deleteComplaint: { invalidatesTags: [LIST.adminComplaints, LIST.myComplaints, LIST.stats] },
    // Deadlines and escalation: a pause changes the complaint and the desk's lists.
    // Revoking the response links changes the panel's list of links.
    revokeResponseLinks: { invalidatesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`), LIST.adminComplaints] },
    pauseComplaintEscalation: { invalidatesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`), LIST.adminComplaints, LIST.myComplaints] },
    runEscalations: { invalidatesTags: [LIST.adminComplaints, LIST.myComplaints] },
    // "Still broken" reports on the desk; an admin's reopening changes the complaint and the lists.
    listStillBrokenReports: { providesTags: (_r, _e, arg) => [tag('complaints', `still-broken:${arg.id}`), tag('complaints', `complaint:${arg.id}`)] },
    adminReopenComplaint: {
      invalidatesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`), LIST.adminComplaints, LIST.myComplaints, LIST.stats],
    },
    runFollowUps: { invalidatesTags: [LIST.myFollowUps] },
    // Hiding an authority's answer from the public page, or showing it again, changes the complaint's history.
    hideAuthorityAnswer: { invalidatesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`)] },
    unhideAuthorityAnswer: { invalidatesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`)] },
    // Authorities' email replies held for review: a decision changes the complaint's history and the desk's count.
    listHeldReplies: { providesTags: (_r, _e, arg) => [tag('complaints', `replies:${arg.id}`)] },
    publishHeldReply: {
      invalidatesTags: (_r, _e, arg) => [
        tag('complaints', `replies:${arg.id}`),
        tag('complaints', `complaint:${arg.id}`),
        LIST.adminComplaints,
        LIST.myComplaints,
        LIST.inboundReplies,
      ],
    },
    discardHeldReply: {
      invalidatesTags: (_r, _e, arg) => [
        tag('complaints', `replies:${arg.id}`),
        tag('complaints', `complaint:${arg.id}`),
        LIST.adminComplaints,
        LIST.inboundReplies,
      ],
    },
    // The admin inbox of emailed replies across complaints: a decision also changes the complaint it lands on.
    listInboundReplies: { providesTags: [LIST.inboundReplies] },
    attachInboundReply: {
      invalidatesTags: (result) => [
        LIST.inboundReplies,
        LIST.adminComplaints,
        LIST.myComplaints,
        ...(result ? [tag('complaints', `replies:${result.complaintId}`), tag('complaints', `complaint:${result.complaintId}`)] : []),
      ],
    },
    discardInboundReply: {
      invalidatesTags: (result) => [
        LIST.inboundReplies,
        LIST.adminComplaints,
        ...(result ? [tag('complaints', `replies:${result.complaintId}`), tag('complaints', `complaint:${result.complaintId}`)] : []),
      ],
    },

    // Categories.
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
    previewPdfTemplate: (definition) => {
      definition.invalidatesTags = none;
      answersFile(definition);
    },
    // A sent mail's attachment is a file (the sent mail log).
    listComplaintDocuments: { providesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`)] },
    downloadComplaintDocument: (definition) => {
      definition.providesTags = none;
      answersFile(definition);
    },
    downloadSentMailAttachment: (definition) => {
      definition.providesTags = none;
      answersFile(definition);
    },

    // Plans.
    listAdminPlans: {
      providesTags: (result) => [LIST.plans, ...(result?.items ?? []).map((p) => tag('billing', `plan:${p._id}`))],
    },
    // A plan's order, price or enabled flag changes the lists themselves.
    createPlan: { invalidatesTags: [LIST.plans] },
    updatePlan: { invalidatesTags: [LIST.plans] },
    deletePlan: { invalidatesTags: [LIST.plans] },

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
    resetAdminTwoFactor: { invalidatesTags: (_r, _e, arg) => [tag('identity', `admin:${arg.id}`)] },

    // Support tickets, volunteer submissions, the Users admin and testimonials.
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
    listAdminTestimonials: { providesTags: [LIST.testimonials] },
    createTestimonial: { invalidatesTags: [LIST.testimonials] },
    updateTestimonial: { invalidatesTags: [LIST.testimonials] },
    deleteTestimonial: { invalidatesTags: [LIST.testimonials] },

    // API keys of the Open311 integration (superadmin).
    listIntegrationKeys: { providesTags: [LIST.integrationKeys] },
    issueIntegrationKey: { invalidatesTags: [LIST.integrationKeys] },
    renameIntegrationKey: { invalidatesTags: [LIST.integrationKeys] },
    rotateIntegrationKey: { invalidatesTags: [LIST.integrationKeys] },
    revokeIntegrationKey: { invalidatesTags: [LIST.integrationKeys] },

    // Background job queues (superadmin): every retry or removal changes the counts and the failed lists.
    listQueues: { providesTags: [LIST.queues] },
    retryFailedJob: { invalidatesTags: [LIST.queues] },
    removeFailedJob: { invalidatesTags: [LIST.queues] },
    retryFailedJobs: { invalidatesTags: [LIST.queues] },
    removeFailedJobs: { invalidatesTags: [LIST.queues] },
  },
});

export * from './generated-admin';
