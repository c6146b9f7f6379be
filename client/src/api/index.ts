import { LIST, none, tag } from './cache-tags';
import { answersFile, sendsMultipart } from './file-answers';
import { api as generatedApi } from './generated';

/*
 * The API the app uses: the endpoints generated from openapi.yaml (`generated.ts`, never edited) with
 * cache tags made precise here (Grafana's `public/app/api/clients/<name>/index.ts` layout). Codegen
 * tags every operation with its whole context, so saving an email template would refetch the
 * categories and logging in would re-run the email verification. Here lists provide a list tag plus
 * one tag per record id, single records provide their id, mutations invalidate only what they change,
 * and calls that change nothing (previews, validation, upload signatures) invalidate nothing. The admin endpoints
 * (paths under /api/admin) are generated into generated-admin.ts and enhanced in ./admin.ts, which only the admin
 * pages import: they stay out of the first screen's bundle.
 */

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
    // Logout ends this session on the server; the client then clears it, so nothing is refetched.
    logOut: { invalidatesTags: none },
    logOutEverywhere: { invalidatesTags: none },
    requestVerification: { invalidatesTags: none },
    forgotPassword: { invalidatesTags: none },
    resetPassword: { invalidatesTags: none },
    // Email verification runs once only (citizen spec section 4): nothing may refetch it.
    verifyEmail: { providesTags: none },
    // Two-factor sign-in: turning it on or off ends every earlier session, this one's token included, and answers a
    // fresh session: the caller stores it and puts its user in the profile's cache. A refetch here would still carry
    // the old token and sign the page out. The set-up and the second sign-in step change nothing shown (the step's
    // session is stored by the caller).
    setUpTwoFactor: { invalidatesTags: none },
    enableTwoFactor: { invalidatesTags: none },
    disableTwoFactor: { invalidatesTags: none },
    logInWithTwoFactor: { invalidatesTags: [LIST.me] },
    // Data rights: the export is a file; a deletion ends the session (the client signs out).
    exportMyData: (definition) => {
      definition.providesTags = none;
      answersFile(definition);
    },
    requestAccountDeletionCode: { invalidatesTags: none },
    deleteMyAccount: { invalidatesTags: none },

    // Geography is static reference data; authority resolution depends on the routing contacts.
    listDistricts: { providesTags: none },
    listSubdistricts: { providesTags: none },
    listVillages: { providesTags: none },
    listUlbs: { providesTags: none },
    searchPlaces: { providesTags: none },
    resolveAuthority: { providesTags: [LIST.routingContacts] },

    // Complaints and uploads.
    listMyComplaints: {
      providesTags: (result) => [LIST.myComplaints, LIST.readerWords, ...(result?.items ?? []).map((c) => tag('complaints', `complaint:${c.id}`))],
    },
    getComplaintsQuota: { providesTags: [LIST.quota] },
    // Claim links (Open311 complaints filed for an email): reading one changes nothing; a claim adds to My Complaints.
    lookupComplaintClaim: { invalidatesTags: none },
    claimComplaint: { invalidatesTags: [LIST.myComplaints] },
    fileComplaint: { invalidatesTags: [LIST.myComplaints, LIST.quota, LIST.stats] },
    // Deadlines and escalation: a step adds a history entry and a ladder step to the complaint.
    escalateComplaint: { invalidatesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`), LIST.myComplaints, LIST.adminComplaints] },
    downloadRtiApplication: (definition) => {
      definition.providesTags = none;
      answersFile(definition);
    },
    // Documents authorities' emailed replies carried: listed with the complaint, downloaded as files.
    listMyComplaintDocuments: { providesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`)] },
    downloadMyComplaintDocument: (definition) => {
      definition.providesTags = none;
      answersFile(definition);
    },
    listPublicComplaintDocuments: { providesTags: none },
    getPublicComplaint: { providesTags: ['public', LIST.readerWords] },
    confirmFix: { invalidatesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`), LIST.myComplaints, LIST.adminComplaints] },
    reopenComplaint: { invalidatesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`), LIST.myComplaints, LIST.adminComplaints] },
    getPublicStats: { providesTags: [LIST.stats, LIST.categories] },
    // Nearby duplicates, 'Me too' (changes the nearby list's supportCount and supportedByMe), scorecards.
    listNearbyComplaints: { providesTags: [LIST.nearby] },
    // 'Me too' follows the complaint too (docs/adr/0149-following-a-complaint.md).
    meTooComplaint: {
      invalidatesTags: (_r, _e, arg) => [
        LIST.nearby,
        LIST.followed,
        tag('complaints', `complaint:${arg.id}`),
        tag('complaints', `follow:${arg.id}`),
        LIST.adminComplaints,
      ],
    },
    getScorecards: { providesTags: none },
    // An authority's response page (no account): the page refetches after an answer itself.
    getResponsePage: { providesTags: [LIST.readerWords] },
    respondToComplaint: { invalidatesTags: none },
    uploadResponsePhoto: (definition) => {
      definition.invalidatesTags = none;
      sendsMultipart(definition);
    },
    getUploadsConfig: { providesTags: none },
    uploadLocalPhoto: (definition) => {
      definition.invalidatesTags = none;
      sendsMultipart(definition);
    },
    signUpload: { invalidatesTags: none },
    getImageKitAuth: { invalidatesTags: none },
    presignS3Upload: { invalidatesTags: none },

    // Categories.
    listCategories: {
      providesTags: (result) => [LIST.categories, ...(result?.items ?? []).map((c) => tag('content', `category:${c._id}`))],
    },

    // Plans.
    listPlans: {
      providesTags: (result) => [LIST.plans, ...(result?.items ?? []).map((p) => tag('billing', `plan:${p._id}`))],
    },

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
    downloadInvoice: (definition) => {
      definition.providesTags = none;
      answersFile(definition);
    },
    listMySubscriptions: { providesTags: [LIST.mySubscriptions] },
    cancelSubscription: { invalidatesTags: [LIST.me, LIST.mySubscriptions, LIST.quota] },

    // The contact form, volunteering, My Support and the home page's testimonials.
    sendContactMessage: { invalidatesTags: [LIST.myTickets, LIST.tickets] },
    submitVolunteer: { invalidatesTags: [LIST.volunteers] },
    listMySupportTickets: { providesTags: [LIST.myTickets] },
    listTestimonials: { providesTags: [LIST.testimonials] },
  },
});

export * from './generated';
export { type ApiError, allFieldMessages, fieldErrors, isApiError, messageFor, ApiRequestError } from './api-error';
export { saveFile } from './file-answers';
export { useAnswerInTransition } from './use-answer-in-transition';
