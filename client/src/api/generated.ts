import { baseApi as api } from './base-api';
export const addTagTypes = ['health', 'config', 'auth', 'routing', 'complaints', 'public', 'scorecards', 'content', 'billing', 'documents', 'support'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      getClientConfig: build.query<GetClientConfigApiResponse, GetClientConfigApiArg>({
        query: () => ({ url: `/api/config` }),
        providesTags: ['config'],
      }),
      signUp: build.mutation<SignUpApiResponse, SignUpApiArg>({
        query: (queryArg) => ({ url: `/api/auth/signup`, method: 'POST', body: queryArg.signUpRequest }),
        invalidatesTags: ['auth'],
      }),
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({ url: `/api/auth/login`, method: 'POST', body: queryArg.logInRequest }),
        invalidatesTags: ['auth'],
      }),
      googleSignIn: build.mutation<GoogleSignInApiResponse, GoogleSignInApiArg>({
        query: (queryArg) => ({ url: `/api/auth/google`, method: 'POST', body: queryArg.googleSignInRequest }),
        invalidatesTags: ['auth'],
      }),
      getAuthConfig: build.query<GetAuthConfigApiResponse, GetAuthConfigApiArg>({
        query: () => ({ url: `/api/auth/config` }),
        providesTags: ['auth'],
      }),
      requestVerification: build.mutation<RequestVerificationApiResponse, RequestVerificationApiArg>({
        query: (queryArg) => ({ url: `/api/auth/request-verification`, method: 'POST', body: queryArg.emailOnlyRequest }),
        invalidatesTags: ['auth'],
      }),
      verifyEmail: build.query<VerifyEmailApiResponse, VerifyEmailApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/verify-email`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ['auth'],
      }),
      forgotPassword: build.mutation<ForgotPasswordApiResponse, ForgotPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/auth/forgot-password`, method: 'POST', body: queryArg.emailOnlyRequest }),
        invalidatesTags: ['auth'],
      }),
      resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/auth/reset-password`, method: 'POST', body: queryArg.resetPasswordRequest }),
        invalidatesTags: ['auth'],
      }),
      getMe: build.query<GetMeApiResponse, GetMeApiArg>({
        query: () => ({ url: `/api/auth/me` }),
        providesTags: ['auth'],
      }),
      deleteMyAccount: build.mutation<DeleteMyAccountApiResponse, DeleteMyAccountApiArg>({
        query: (queryArg) => ({ url: `/api/auth/me`, method: 'DELETE', body: queryArg.deleteMyAccountRequest }),
        invalidatesTags: ['auth'],
      }),
      logOut: build.mutation<LogOutApiResponse, LogOutApiArg>({
        query: () => ({ url: `/api/auth/logout`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      logOutEverywhere: build.mutation<LogOutEverywhereApiResponse, LogOutEverywhereApiArg>({
        query: () => ({ url: `/api/auth/logout-all`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      updateProfile: build.mutation<UpdateProfileApiResponse, UpdateProfileApiArg>({
        query: (queryArg) => ({ url: `/api/auth/profile`, method: 'PATCH', body: queryArg.updateProfileRequest }),
        invalidatesTags: ['auth'],
      }),
      changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
        query: (queryArg) => ({ url: `/api/auth/change-password`, method: 'POST', body: queryArg.changePasswordRequest }),
        invalidatesTags: ['auth'],
      }),
      setUpTwoFactor: build.mutation<SetUpTwoFactorApiResponse, SetUpTwoFactorApiArg>({
        query: () => ({ url: `/api/auth/2fa/setup`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      enableTwoFactor: build.mutation<EnableTwoFactorApiResponse, EnableTwoFactorApiArg>({
        query: (queryArg) => ({ url: `/api/auth/2fa/enable`, method: 'POST', body: queryArg.twoFactorWithPasswordRequest }),
        invalidatesTags: ['auth'],
      }),
      disableTwoFactor: build.mutation<DisableTwoFactorApiResponse, DisableTwoFactorApiArg>({
        query: (queryArg) => ({ url: `/api/auth/2fa/disable`, method: 'POST', body: queryArg.twoFactorWithPasswordRequest }),
        invalidatesTags: ['auth'],
      }),
      logInWithTwoFactor: build.mutation<LogInWithTwoFactorApiResponse, LogInWithTwoFactorApiArg>({
        query: (queryArg) => ({ url: `/api/auth/login/2fa`, method: 'POST', body: queryArg.twoFactorLogInRequest }),
        invalidatesTags: ['auth'],
      }),
      exportMyData: build.query<ExportMyDataApiResponse, ExportMyDataApiArg>({
        query: () => ({ url: `/api/auth/me/export` }),
        providesTags: ['auth'],
      }),
      requestAccountDeletionCode: build.mutation<RequestAccountDeletionCodeApiResponse, RequestAccountDeletionCodeApiArg>({
        query: () => ({ url: `/api/auth/me/deletion-code`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      listDistricts: build.query<ListDistrictsApiResponse, ListDistrictsApiArg>({
        query: (queryArg) => ({
          url: `/api/geo/districts`,
          params: {
            state: queryArg.state,
          },
        }),
        providesTags: ['routing'],
      }),
      listSubdistricts: build.query<ListSubdistrictsApiResponse, ListSubdistrictsApiArg>({
        query: (queryArg) => ({
          url: `/api/geo/subdistricts`,
          params: {
            district: queryArg.district,
          },
        }),
        providesTags: ['routing'],
      }),
      listVillages: build.query<ListVillagesApiResponse, ListVillagesApiArg>({
        query: (queryArg) => ({
          url: `/api/geo/villages`,
          params: {
            district: queryArg.district,
            subdistrict: queryArg.subdistrict,
          },
        }),
        providesTags: ['routing'],
      }),
      listUlbs: build.query<ListUlbsApiResponse, ListUlbsApiArg>({
        query: (queryArg) => ({
          url: `/api/geo/ulbs`,
          params: {
            district: queryArg.district,
          },
        }),
        providesTags: ['routing'],
      }),
      resolveAuthority: build.query<ResolveAuthorityApiResponse, ResolveAuthorityApiArg>({
        query: (queryArg) => ({
          url: `/api/geo/resolve-authority`,
          params: {
            district: queryArg.district,
            subdistrict: queryArg.subdistrict,
            village: queryArg.village,
            ulb: queryArg.ulb,
            category: queryArg.category,
          },
        }),
        providesTags: ['routing'],
      }),
      searchPlaces: build.query<SearchPlacesApiResponse, SearchPlacesApiArg>({
        query: (queryArg) => ({
          url: `/api/geo/search`,
          params: {
            q: queryArg.q,
          },
        }),
        providesTags: ['routing'],
      }),
      suggestNearestPlace: build.query<SuggestNearestPlaceApiResponse, SuggestNearestPlaceApiArg>({
        query: (queryArg) => ({
          url: `/api/geo/nearest-place`,
          params: {
            lat: queryArg.lat,
            lng: queryArg.lng,
            subdistrict: queryArg.subdistrict,
          },
        }),
        providesTags: ['routing'],
      }),
      listMyComplaintDocuments: build.query<ListMyComplaintDocumentsApiResponse, ListMyComplaintDocumentsApiArg>({
        query: (queryArg) => ({ url: `/api/complaints/${queryArg.id}/documents` }),
        providesTags: ['complaints'],
      }),
      downloadMyComplaintDocument: build.query<DownloadMyComplaintDocumentApiResponse, DownloadMyComplaintDocumentApiArg>({
        query: (queryArg) => ({ url: `/api/complaints/${queryArg.id}/documents/${queryArg.documentId}` }),
        providesTags: ['complaints'],
      }),
      listPublicComplaintDocuments: build.query<ListPublicComplaintDocumentsApiResponse, ListPublicComplaintDocumentsApiArg>({
        query: (queryArg) => ({ url: `/api/public/complaints/${queryArg.id}/documents` }),
        providesTags: ['public'],
      }),
      listNearbyComplaints: build.query<ListNearbyComplaintsApiResponse, ListNearbyComplaintsApiArg>({
        query: (queryArg) => ({
          url: `/api/complaints/nearby`,
          params: {
            lat: queryArg.lat,
            lng: queryArg.lng,
            category: queryArg.category,
          },
        }),
        providesTags: ['complaints'],
      }),
      meTooComplaint: build.mutation<MeTooComplaintApiResponse, MeTooComplaintApiArg>({
        query: (queryArg) => ({ url: `/api/complaints/${queryArg.id}/me-too`, method: 'POST' }),
        invalidatesTags: ['complaints'],
      }),
      fileComplaint: build.mutation<FileComplaintApiResponse, FileComplaintApiArg>({
        query: (queryArg) => ({
          url: `/api/complaints`,
          method: 'POST',
          body: queryArg.fileComplaintRequest,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['complaints'],
      }),
      listMyComplaints: build.query<ListMyComplaintsApiResponse, ListMyComplaintsApiArg>({
        query: () => ({ url: `/api/complaints` }),
        providesTags: ['complaints'],
      }),
      escalateComplaint: build.mutation<EscalateComplaintApiResponse, EscalateComplaintApiArg>({
        query: (queryArg) => ({ url: `/api/complaints/${queryArg.id}/escalate`, method: 'POST' }),
        invalidatesTags: ['complaints'],
      }),
      confirmFix: build.mutation<ConfirmFixApiResponse, ConfirmFixApiArg>({
        query: (queryArg) => ({ url: `/api/complaints/${queryArg.id}/confirm-fix`, method: 'POST', body: queryArg.confirmFixRequest }),
        invalidatesTags: ['complaints'],
      }),
      reopenComplaint: build.mutation<ReopenComplaintApiResponse, ReopenComplaintApiArg>({
        query: (queryArg) => ({ url: `/api/complaints/${queryArg.id}/reopen`, method: 'POST', body: queryArg.reopenComplaintRequest }),
        invalidatesTags: ['complaints'],
      }),
      getComplaintsQuota: build.query<GetComplaintsQuotaApiResponse, GetComplaintsQuotaApiArg>({
        query: () => ({ url: `/api/usage/complaints-quota` }),
        providesTags: ['complaints'],
      }),
      getPublicStats: build.query<GetPublicStatsApiResponse, GetPublicStatsApiArg>({
        query: () => ({ url: `/api/stats` }),
        providesTags: ['complaints'],
      }),
      getUploadsConfig: build.query<GetUploadsConfigApiResponse, GetUploadsConfigApiArg>({
        query: () => ({ url: `/api/uploads/config` }),
        providesTags: ['complaints'],
      }),
      uploadLocalPhoto: build.mutation<UploadLocalPhotoApiResponse, UploadLocalPhotoApiArg>({
        query: (queryArg) => ({ url: `/api/uploads/local`, method: 'POST', body: queryArg.localUploadRequest }),
        invalidatesTags: ['complaints'],
      }),
      signUpload: build.mutation<SignUploadApiResponse, SignUploadApiArg>({
        query: () => ({ url: `/api/uploads/sign`, method: 'POST' }),
        invalidatesTags: ['complaints'],
      }),
      getImageKitAuth: build.mutation<GetImageKitAuthApiResponse, GetImageKitAuthApiArg>({
        query: () => ({ url: `/api/uploads/ik-auth`, method: 'POST' }),
        invalidatesTags: ['complaints'],
      }),
      presignS3Upload: build.mutation<PresignS3UploadApiResponse, PresignS3UploadApiArg>({
        query: (queryArg) => ({ url: `/api/uploads/s3-presign`, method: 'POST', body: queryArg.s3PresignRequest }),
        invalidatesTags: ['complaints'],
      }),
      getPublicMap: build.query<GetPublicMapApiResponse, GetPublicMapApiArg>({
        query: (queryArg) => ({
          url: `/api/public/complaints`,
          params: {
            category: queryArg.category,
            status: queryArg.status,
            taluka: queryArg.taluka,
            ulb: queryArg.ulb,
            from: queryArg['from'],
            to: queryArg.to,
            bbox: queryArg.bbox,
            zoom: queryArg.zoom,
          },
        }),
        providesTags: ['public'],
      }),
      getPublicComplaintsCsv: build.query<GetPublicComplaintsCsvApiResponse, GetPublicComplaintsCsvApiArg>({
        query: (queryArg) => ({
          url: `/api/public/complaints.csv`,
          params: {
            category: queryArg.category,
            status: queryArg.status,
            taluka: queryArg.taluka,
            ulb: queryArg.ulb,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['public'],
      }),
      getPublicComplaintsGeoJson: build.query<GetPublicComplaintsGeoJsonApiResponse, GetPublicComplaintsGeoJsonApiArg>({
        query: (queryArg) => ({
          url: `/api/public/complaints.geojson`,
          params: {
            category: queryArg.category,
            status: queryArg.status,
            taluka: queryArg.taluka,
            ulb: queryArg.ulb,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['public'],
      }),
      getPublicComplaint: build.query<GetPublicComplaintApiResponse, GetPublicComplaintApiArg>({
        query: (queryArg) => ({ url: `/api/public/complaints/${queryArg.id}` }),
        providesTags: ['public'],
      }),
      getScorecards: build.query<GetScorecardsApiResponse, GetScorecardsApiArg>({
        query: (queryArg) => ({
          url: `/api/public/scorecards`,
          params: {
            by: queryArg.by,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['scorecards'],
      }),
      getScorecardsCsv: build.query<GetScorecardsCsvApiResponse, GetScorecardsCsvApiArg>({
        query: (queryArg) => ({
          url: `/api/public/scorecards.csv`,
          params: {
            by: queryArg.by,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['scorecards'],
      }),
      lookupComplaintClaim: build.mutation<LookupComplaintClaimApiResponse, LookupComplaintClaimApiArg>({
        query: (queryArg) => ({ url: `/api/complaint-claims/lookup`, method: 'POST', body: queryArg.complaintClaimTokenRequest }),
        invalidatesTags: ['complaints'],
      }),
      claimComplaint: build.mutation<ClaimComplaintApiResponse, ClaimComplaintApiArg>({
        query: (queryArg) => ({ url: `/api/complaint-claims`, method: 'POST', body: queryArg.complaintClaimTokenRequest }),
        invalidatesTags: ['complaints'],
      }),
      getResponsePage: build.query<GetResponsePageApiResponse, GetResponsePageApiArg>({
        query: (queryArg) => ({ url: `/api/respond/${queryArg.token}` }),
        providesTags: ['complaints'],
      }),
      respondToComplaint: build.mutation<RespondToComplaintApiResponse, RespondToComplaintApiArg>({
        query: (queryArg) => ({ url: `/api/respond/${queryArg.token}`, method: 'POST', body: queryArg.respondRequest }),
        invalidatesTags: ['complaints'],
      }),
      uploadResponsePhoto: build.mutation<UploadResponsePhotoApiResponse, UploadResponsePhotoApiArg>({
        query: (queryArg) => ({ url: `/api/respond/${queryArg.token}/photos`, method: 'POST', body: queryArg.localUploadRequest }),
        invalidatesTags: ['complaints'],
      }),
      listCategories: build.query<ListCategoriesApiResponse, ListCategoriesApiArg>({
        query: () => ({ url: `/api/categories` }),
        providesTags: ['content'],
      }),
      listTestimonials: build.query<ListTestimonialsApiResponse, ListTestimonialsApiArg>({
        query: () => ({ url: `/api/testimonials` }),
        providesTags: ['content'],
      }),
      listPlans: build.query<ListPlansApiResponse, ListPlansApiArg>({
        query: () => ({ url: `/api/plans` }),
        providesTags: ['billing'],
      }),
      getPaymentsConfig: build.query<GetPaymentsConfigApiResponse, GetPaymentsConfigApiArg>({
        query: () => ({ url: `/api/payments/config` }),
        providesTags: ['billing'],
      }),
      createOrder: build.mutation<CreateOrderApiResponse, CreateOrderApiArg>({
        query: (queryArg) => ({ url: `/api/payments/create-order`, method: 'POST', body: queryArg.checkoutRequest }),
        invalidatesTags: ['billing'],
      }),
      createSubscription: build.mutation<CreateSubscriptionApiResponse, CreateSubscriptionApiArg>({
        query: (queryArg) => ({ url: `/api/payments/create-subscription`, method: 'POST', body: queryArg.checkoutRequest }),
        invalidatesTags: ['billing'],
      }),
      verifyPayment: build.mutation<VerifyPaymentApiResponse, VerifyPaymentApiArg>({
        query: (queryArg) => ({ url: `/api/payments/verify`, method: 'POST', body: queryArg.verifyPaymentRequest }),
        invalidatesTags: ['billing'],
      }),
      verifySubscription: build.mutation<VerifySubscriptionApiResponse, VerifySubscriptionApiArg>({
        query: (queryArg) => ({ url: `/api/payments/verify-subscription`, method: 'POST', body: queryArg.verifySubscriptionRequest }),
        invalidatesTags: ['billing'],
      }),
      sandboxCheckout: build.mutation<SandboxCheckoutApiResponse, SandboxCheckoutApiArg>({
        query: (queryArg) => ({ url: `/api/payments/sandbox/checkout`, method: 'POST', body: queryArg.sandboxCheckoutRequest }),
        invalidatesTags: ['billing'],
      }),
      paymentsWebhook: build.mutation<PaymentsWebhookApiResponse, PaymentsWebhookApiArg>({
        query: (queryArg) => ({
          url: `/api/payments/webhook`,
          method: 'POST',
          headers: {
            'X-Razorpay-Event-Id': queryArg['X-Razorpay-Event-Id'],
            'X-Razorpay-Signature': queryArg['X-Razorpay-Signature'],
          },
        }),
        invalidatesTags: ['billing'],
      }),
      listMyPurchases: build.query<ListMyPurchasesApiResponse, ListMyPurchasesApiArg>({
        query: () => ({ url: `/api/payments/my-purchases` }),
        providesTags: ['billing'],
      }),
      downloadInvoice: build.query<DownloadInvoiceApiResponse, DownloadInvoiceApiArg>({
        query: (queryArg) => ({ url: `/api/payments/invoices/${queryArg.id}.pdf` }),
        providesTags: ['billing'],
      }),
      listMySubscriptions: build.query<ListMySubscriptionsApiResponse, ListMySubscriptionsApiArg>({
        query: () => ({ url: `/api/subscriptions/my` }),
        providesTags: ['billing'],
      }),
      cancelSubscription: build.mutation<CancelSubscriptionApiResponse, CancelSubscriptionApiArg>({
        query: (queryArg) => ({ url: `/api/subscriptions/${queryArg.id}/cancel`, method: 'POST', body: queryArg.cancelSubscriptionRequest }),
        invalidatesTags: ['billing'],
      }),
      downloadRtiApplication: build.query<DownloadRtiApplicationApiResponse, DownloadRtiApplicationApiArg>({
        query: (queryArg) => ({ url: `/api/complaints/${queryArg.id}/rti-application.pdf` }),
        providesTags: ['documents'],
      }),
      sendContactMessage: build.mutation<SendContactMessageApiResponse, SendContactMessageApiArg>({
        query: (queryArg) => ({ url: `/api/support/contact`, method: 'POST', body: queryArg.contactRequest }),
        invalidatesTags: ['support'],
      }),
      submitVolunteer: build.mutation<SubmitVolunteerApiResponse, SubmitVolunteerApiArg>({
        query: (queryArg) => ({ url: `/api/support/volunteer`, method: 'POST', body: queryArg.volunteerRequest }),
        invalidatesTags: ['support'],
      }),
      listMySupportTickets: build.query<ListMySupportTicketsApiResponse, ListMySupportTicketsApiArg>({
        query: () => ({ url: `/api/support/my` }),
        providesTags: ['support'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type GetHealthApiResponse = /** status 200  */ HealthResponse;
export type GetHealthApiArg = void;
export type GetClientConfigApiResponse = /** status 200  */ ClientConfigResponse;
export type GetClientConfigApiArg = void;
export type SignUpApiResponse = /** status 201  */ SignUpResponse;
export type SignUpApiArg = {
  signUpRequest: SignUpRequest;
};
export type LoginApiResponse = /** status 200  */ AuthSessionResponse;
export type LoginApiArg = {
  logInRequest: LogInRequest;
};
export type GoogleSignInApiResponse = /** status 200  */ AuthSessionResponse;
export type GoogleSignInApiArg = {
  googleSignInRequest: GoogleSignInRequest;
};
export type GetAuthConfigApiResponse = /** status 200  */ AuthConfigResponse;
export type GetAuthConfigApiArg = void;
export type RequestVerificationApiResponse = /** status 200 { message: 'Verification email sent' } */ AuthMessageResponse;
export type RequestVerificationApiArg = {
  emailOnlyRequest: EmailOnlyRequest;
};
export type VerifyEmailApiResponse = /** status 200 { message: 'Email verified. You can now sign in.' } */ AuthMessageResponse;
export type VerifyEmailApiArg = {
  /** The token of the emailed link (43 base64url characters). Missing: 'Missing token' */
  token: string;
};
export type ForgotPasswordApiResponse = /** status 200 { message: 'If the email exists, a reset link has been sent.' } */ AuthMessageResponse;
export type ForgotPasswordApiArg = {
  emailOnlyRequest: EmailOnlyRequest;
};
export type ResetPasswordApiResponse = /** status 200 { message: 'Password updated. Please sign in.' } */ AuthMessageResponse;
export type ResetPasswordApiArg = {
  resetPasswordRequest: ResetPasswordRequest;
};
export type GetMeApiResponse = /** status 200  */ AuthUserResponse;
export type GetMeApiArg = void;
export type DeleteMyAccountApiResponse = /** status 200 { message: 'Your account has been deleted.' } */ AuthMessageResponse;
export type DeleteMyAccountApiArg = {
  deleteMyAccountRequest: DeleteMyAccountRequest;
};
export type LogOutApiResponse = /** status 200  */ AuthMessageResponse;
export type LogOutApiArg = void;
export type LogOutEverywhereApiResponse = /** status 200  */ AuthMessageResponse;
export type LogOutEverywhereApiArg = void;
export type UpdateProfileApiResponse = /** status 200  */ UpdateProfileResponse;
export type UpdateProfileApiArg = {
  updateProfileRequest: UpdateProfileRequest;
};
export type ChangePasswordApiResponse = /** status 200  */ ChangePasswordResponse;
export type ChangePasswordApiArg = {
  changePasswordRequest: ChangePasswordRequest;
};
export type SetUpTwoFactorApiResponse = /** status 200  */ TwoFactorSetUpResponse;
export type SetUpTwoFactorApiArg = void;
export type EnableTwoFactorApiResponse = /** status 200  */ TwoFactorRecoveryCodesResponse;
export type EnableTwoFactorApiArg = {
  twoFactorWithPasswordRequest: TwoFactorWithPasswordRequest;
};
export type DisableTwoFactorApiResponse = /** status 200  */ TwoFactorDisabledResponse;
export type DisableTwoFactorApiArg = {
  twoFactorWithPasswordRequest: TwoFactorWithPasswordRequest;
};
export type LogInWithTwoFactorApiResponse = /** status 200  */ AuthSessionResponse;
export type LogInWithTwoFactorApiArg = {
  twoFactorLogInRequest: TwoFactorLogInRequest;
};
export type ExportMyDataApiResponse = unknown;
export type ExportMyDataApiArg = void;
export type RequestAccountDeletionCodeApiResponse =
  /** status 200 { message: 'We emailed you a code. Enter it to delete your account.' } */ AuthMessageResponse;
export type RequestAccountDeletionCodeApiArg = void;
export type ListDistrictsApiResponse = /** status 200  */ GeoListResponse;
export type ListDistrictsApiArg = {
  /** State code (Census 2011 / LGD); default 30 (Goa) */
  state?: string;
};
export type ListSubdistrictsApiResponse = /** status 200  */ GeoListResponse;
export type ListSubdistrictsApiArg = {
  /** LGD district code */
  district: string;
};
export type ListVillagesApiResponse = /** status 200  */ GeoListResponse;
export type ListVillagesApiArg = {
  /** LGD district code */
  district?: string;
  /** LGD sub-district (taluka) code; required unless district is given */
  subdistrict?: string;
};
export type ListUlbsApiResponse = /** status 200  */ GeoUlbListResponse;
export type ListUlbsApiArg = {
  /** LGD district code */
  district?: string;
};
export type ResolveAuthorityApiResponse = /** status 200  */ ResolvedAuthorityResponse;
export type ResolveAuthorityApiArg = {
  /** LGD district code */
  district?: string;
  /** LGD sub-district (taluka) code */
  subdistrict?: string;
  /** Census 2011 village code */
  village?: string;
  /** LGD urban local body code; makes the location Urban */
  ulb?: string;
  /** Category key; without it only default contacts are considered */
  category?: string;
};
export type SearchPlacesApiResponse = /** status 200  */ PlaceSearchResponse;
export type SearchPlacesApiArg = {
  /** Place name, at least 3 characters */
  q: string;
};
export type SuggestNearestPlaceApiResponse = /** status 200  */ NearestPlaceResponse;
export type SuggestNearestPlaceApiArg = {
  /** Latitude of the pin in degrees (WGS84) */
  lat: number;
  /** Longitude of the pin in degrees (WGS84) */
  lng: number;
  /** LGD taluka code: suggest only places of this taluka (the citizen chose it) */
  subdistrict?: string;
};
export type ListMyComplaintDocumentsApiResponse = /** status 200  */ AuthorityDocumentResponse[];
export type ListMyComplaintDocumentsApiArg = {
  /** The complaint's public id */
  id: string;
};
export type DownloadMyComplaintDocumentApiResponse = unknown;
export type DownloadMyComplaintDocumentApiArg = {
  /** The complaint's public id */
  id: string;
  /** The document's id (uuid) */
  documentId: string;
};
export type ListPublicComplaintDocumentsApiResponse = /** status 200  */ PublicAuthorityDocumentResponse[];
export type ListPublicComplaintDocumentsApiArg = {
  /** The complaint's public id */
  id: string;
};
export type ListNearbyComplaintsApiResponse = /** status 200  */ NearbyComplaintListResponse;
export type ListNearbyComplaintsApiArg = {
  /** Latitude in degrees (WGS 84) */
  lat: number;
  /** Longitude in degrees (WGS 84) */
  lng: number;
  /** Category key */
  category: string;
};
export type MeTooComplaintApiResponse = /** status 200  */ MeTooResponse;
export type MeTooComplaintApiArg = {
  /** The complaint's public id */
  id: string;
};
export type FileComplaintApiResponse = /** status 201  */ FileComplaintResponse;
export type FileComplaintApiArg = {
  /** Optional. A key the client chooses once per complaint (a UUID is recommended), 1 to 128 visible ASCII characters, scoped to the signed-in user and honoured for 24 hours. The same key with a different body answers 422 IDEMPOTENCY_KEY_REUSED. */
  'Idempotency-Key'?: string;
  fileComplaintRequest: FileComplaintRequest;
};
export type ListMyComplaintsApiResponse = /** status 200  */ ComplaintListResponse;
export type ListMyComplaintsApiArg = void;
export type EscalateComplaintApiResponse = /** status 200 The step taken */ EscalationStepSentResponse;
export type EscalateComplaintApiArg = {
  /** The complaint's public id */
  id: string;
};
export type ConfirmFixApiResponse = /** status 200  */ ComplaintResponse;
export type ConfirmFixApiArg = {
  /** The complaint's public id */
  id: string;
  confirmFixRequest: ConfirmFixRequest;
};
export type ReopenComplaintApiResponse = /** status 200  */ ComplaintResponse;
export type ReopenComplaintApiArg = {
  /** The complaint's public id */
  id: string;
  reopenComplaintRequest: ReopenComplaintRequest;
};
export type GetComplaintsQuotaApiResponse = /** status 200  */ ComplaintsQuotaResponse;
export type GetComplaintsQuotaApiArg = void;
export type GetPublicStatsApiResponse = /** status 200  */ PublicStatsResponse;
export type GetPublicStatsApiArg = void;
export type GetUploadsConfigApiResponse = /** status 200  */ UploadsConfigResponse;
export type GetUploadsConfigApiArg = void;
export type UploadLocalPhotoApiResponse = /** status 201  */ LocalUploadResponse;
export type UploadLocalPhotoApiArg = {
  localUploadRequest: LocalUploadRequest;
};
export type SignUploadApiResponse = /** status 200  */ ImageKitAuthResponse | CloudinarySignResponse;
export type SignUploadApiArg = void;
export type GetImageKitAuthApiResponse = /** status 200  */ ImageKitAuthResponse;
export type GetImageKitAuthApiArg = void;
export type PresignS3UploadApiResponse = /** status 200  */ S3PresignResponse;
export type PresignS3UploadApiArg = {
  s3PresignRequest: S3PresignRequest;
};
export type GetPublicMapApiResponse = /** status 200  */ PublicMapResponse;
export type GetPublicMapApiArg = {
  /** Category key (GET /api/categories) */
  category?: string;
  /** One status */
  status?: 'pending' | 'in_progress' | 'resolved' | 'rejected' | 'forwarded';
  /** LGD taluka (sub-district) code of the complaint’s location */
  taluka?: string;
  /** LGD urban local body code of the complaint’s location */
  ulb?: string;
  /** Filed on or after this day (YYYY-MM-DD, India time) */
  from?: string;
  /** Filed on or before this day (YYYY-MM-DD, India time, the whole day included) */
  to?: string;
  /** Map area as west,south,east,north in degrees (WGS84); default the whole of Goa */
  bbox?: string;
  /** Map zoom level, 0 to 20 (default 10). Below 14 the answer is grid clusters; from 14, single complaints. */
  zoom?: number;
};
export type GetPublicComplaintsCsvApiResponse = unknown;
export type GetPublicComplaintsCsvApiArg = {
  /** Category key (GET /api/categories) */
  category?: string;
  /** One status */
  status?: 'pending' | 'in_progress' | 'resolved' | 'rejected' | 'forwarded';
  /** LGD taluka (sub-district) code of the complaint’s location */
  taluka?: string;
  /** LGD urban local body code of the complaint’s location */
  ulb?: string;
  /** Filed on or after this day (YYYY-MM-DD, India time) */
  from?: string;
  /** Filed on or before this day (YYYY-MM-DD, India time, the whole day included) */
  to?: string;
};
export type GetPublicComplaintsGeoJsonApiResponse = /** status 200 application/geo+json */ object;
export type GetPublicComplaintsGeoJsonApiArg = {
  /** Category key (GET /api/categories) */
  category?: string;
  /** One status */
  status?: 'pending' | 'in_progress' | 'resolved' | 'rejected' | 'forwarded';
  /** LGD taluka (sub-district) code of the complaint’s location */
  taluka?: string;
  /** LGD urban local body code of the complaint’s location */
  ulb?: string;
  /** Filed on or after this day (YYYY-MM-DD, India time) */
  from?: string;
  /** Filed on or before this day (YYYY-MM-DD, India time, the whole day included) */
  to?: string;
};
export type GetPublicComplaintApiResponse = /** status 200  */ PublicComplaintResponse;
export type GetPublicComplaintApiArg = {
  /** Public complaint id */
  id: string;
};
export type GetScorecardsApiResponse = /** status 200  */ ScorecardListResponse;
export type GetScorecardsApiArg = {
  /** Group by office (one routing contact: its name and email), taluka or ULB */
  by: 'authority' | 'taluka' | 'ulb';
  /** First filing day counted, YYYY-MM-DD (India time); omitted: from the start */
  from?: string;
  /** Last filing day counted, YYYY-MM-DD (India time); omitted: up to now */
  to?: string;
};
export type GetScorecardsCsvApiResponse = unknown;
export type GetScorecardsCsvApiArg = {
  /** Group by office (one routing contact: its name and email), taluka or ULB */
  by: 'authority' | 'taluka' | 'ulb';
  /** First filing day counted, YYYY-MM-DD (India time); omitted: from the start */
  from?: string;
  /** Last filing day counted, YYYY-MM-DD (India time); omitted: up to now */
  to?: string;
};
export type LookupComplaintClaimApiResponse = /** status 200  */ ComplaintClaimLinkResponse;
export type LookupComplaintClaimApiArg = {
  complaintClaimTokenRequest: ComplaintClaimTokenRequest;
};
export type ClaimComplaintApiResponse = /** status 200  */ ComplaintClaimedResponse;
export type ClaimComplaintApiArg = {
  complaintClaimTokenRequest: ComplaintClaimTokenRequest;
};
export type GetResponsePageApiResponse = /** status 200  */ RespondPageResponse;
export type GetResponsePageApiArg = {
  /** The token of the response link (43 base64url characters), from {PUBLIC_URL}/respond/{token} */
  token: string;
};
export type RespondToComplaintApiResponse = /** status 200  */ RespondPageResponse;
export type RespondToComplaintApiArg = {
  /** The token of the response link (43 base64url characters), from {PUBLIC_URL}/respond/{token} */
  token: string;
  respondRequest: RespondRequest;
};
export type UploadResponsePhotoApiResponse = /** status 201  */ LocalUploadResponse;
export type UploadResponsePhotoApiArg = {
  /** The token of the response link (43 base64url characters), from {PUBLIC_URL}/respond/{token} */
  token: string;
  localUploadRequest: LocalUploadRequest;
};
export type ListCategoriesApiResponse = /** status 200  */ CategoryListResponse;
export type ListCategoriesApiArg = void;
export type ListTestimonialsApiResponse = /** status 200  */ PublicTestimonialListResponse;
export type ListTestimonialsApiArg = void;
export type ListPlansApiResponse = /** status 200  */ PublicPlanListResponse;
export type ListPlansApiArg = void;
export type GetPaymentsConfigApiResponse = /** status 200  */ PaymentsConfigResponse;
export type GetPaymentsConfigApiArg = void;
export type CreateOrderApiResponse = /** status 200  */ OrderResponse;
export type CreateOrderApiArg = {
  checkoutRequest: CheckoutRequest;
};
export type CreateSubscriptionApiResponse = /** status 200  */ SubscriptionCheckoutResponse;
export type CreateSubscriptionApiArg = {
  checkoutRequest: CheckoutRequest;
};
export type VerifyPaymentApiResponse = /** status 200  */ VerifyPaymentResponse;
export type VerifyPaymentApiArg = {
  verifyPaymentRequest: VerifyPaymentRequest;
};
export type VerifySubscriptionApiResponse = /** status 200  */ VerifyPaymentResponse;
export type VerifySubscriptionApiArg = {
  verifySubscriptionRequest: VerifySubscriptionRequest;
};
export type SandboxCheckoutApiResponse = /** status 200  */ SandboxCheckoutResponse;
export type SandboxCheckoutApiArg = {
  sandboxCheckoutRequest: SandboxCheckoutRequest;
};
export type PaymentsWebhookApiResponse = /** status 200  */ WebhookResponse;
export type PaymentsWebhookApiArg = {
  /** Event id: a redelivery with the same id has no second effect */
  'X-Razorpay-Event-Id'?: string;
  /** HMAC-SHA256 hex of the raw body with RAZORPAY_WEBHOOK_SECRET */
  'X-Razorpay-Signature': string;
};
export type ListMyPurchasesApiResponse = /** status 200  */ PurchaseListResponse;
export type ListMyPurchasesApiArg = void;
export type DownloadInvoiceApiResponse = unknown;
export type DownloadInvoiceApiArg = {
  /** The purchase's _id (uuid) */
  id: string;
};
export type ListMySubscriptionsApiResponse = /** status 200  */ SubscriptionListResponse;
export type ListMySubscriptionsApiArg = void;
export type CancelSubscriptionApiResponse = /** status 200  */ SubscriptionResponse;
export type CancelSubscriptionApiArg = {
  /** The subscriptionId (sub_...) or _id */
  id: string;
  cancelSubscriptionRequest: CancelSubscriptionRequest;
};
export type DownloadRtiApplicationApiResponse = unknown;
export type DownloadRtiApplicationApiArg = {
  /** The complaint's public id */
  id: string;
};
export type SendContactMessageApiResponse = /** status 201  */ ContactResponse;
export type SendContactMessageApiArg = {
  contactRequest: ContactRequest;
};
export type SubmitVolunteerApiResponse = /** status 201  */ VolunteerSubmittedResponse;
export type SubmitVolunteerApiArg = {
  volunteerRequest: VolunteerRequest;
};
export type ListMySupportTicketsApiResponse = /** status 200  */ MyTicketListResponse;
export type ListMySupportTicketsApiArg = void;
export type QueueDepth = {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
};
export type HealthResponse = {
  status: 'ok' | 'degraded';
  /** PostgreSQL answers a query */
  database: boolean;
  /** Redis answers PING */
  redis: boolean;
  /** Jobs per queue (notifications, documents, audit, projections) */
  queues: {
    [key: string]: QueueDepth;
  };
  /** Outbox rows whose reactions have not all recorded their effect yet */
  outboxUnsent: number;
  /** Age in seconds of the oldest outbox row not yet handled; null when none */
  outboxOldestUnsentAgeSeconds: number | null;
};
export type ClientConfigResponse = {
  /** Map tile URL template with {z}, {x}, {y} (MAP_TILE_URL) */
  mapTileUrl: string;
  /** REQUIRE_STAFF_2FA: staff accounts without two-factor sign-in are kept on /profile until they enrol */
  requireStaffTwoFactor: boolean;
};
export type SignUpResponse = {
  message: string;
};
export type SignUpRequest = {
  /** First name (trimmed, required) */
  firstName: string;
  /** Last name (trimmed, required) */
  lastName: string;
  /** Email address; trimmed and lowercased, unique case-insensitively. Empty: 'Enter your email' */
  email: string;
  /** Phone number (trimmed, required: 'Phone number is required') */
  phone: string;
  /** Password, at least 6 characters ('Password must be at least 6 characters'), not only spaces ('Password cannot be only spaces.') nor easy to guess (zxcvbn score below 3, Goa's place names and the portal's words counted) ('This password is too easy to guess. Please choose a longer one, for example a few unrelated words.') */
  password: string;
};
export type AuthUserResponse = {
  /** User id (UUID) */
  _id: string;
  firstName: string;
  lastName: string;
  /** First and last name */
  name: string;
  /** Email address, lowercased */
  email: string;
  /** Phone number; empty for a Google account until the profile is completed */
  phone: string;
  /** Plan name */
  plan: string;
  /** Holds a paid plan */
  isPremium: boolean;
  /** How the account was created (whatsapp: by a first WhatsApp message) */
  authProvider: 'local' | 'google' | 'whatsapp';
  /** The account has a password (false for a Google account until one is created) */
  hasPassword: boolean;
  /** The email address has been verified */
  emailVerified: boolean;
  /** Blocked by an admin: cannot sign in */
  blocked: boolean;
  /** Role */
  role: 'user' | 'admin' | 'superadmin';
  /** Admin modules held (admins only; a superadmin has every module) */
  adminModules: ('complaints' | 'billing' | 'pricing' | 'support' | 'routing' | 'categories' | 'users' | 'email_templates' | 'documents')[];
  /** Chosen language: the client shows it and emails are written in it */
  locale: 'en' | 'kok' | 'mr' | 'hi';
  /** Two-factor sign-in is on: login asks for a code after the password */
  twoFactorEnabled: boolean;
  /** How the account hears about its complaints (status changes, answers, escalation steps, "Is it fixed?"): never empty; email alone by default, WhatsApp alone for a WhatsApp-only account; linking a WhatsApp number adds whatsapp */
  notificationChannels: ('email' | 'sms' | 'whatsapp')[];
  /** The phone number verified by an SMS code, in E.164; null until one is verified (SMS goes only to it) */
  verifiedPhone: string | null;
  /** The WhatsApp number that files under the account (country code and digits, no +), linked from My Profile by a code sent on WhatsApp or the number of a WhatsApp-only account; null when none. WhatsApp can be chosen as a channel only with one. */
  whatsappNumber: string | null;
};
export type AuthSessionResponse = {
  /** Bearer token for the Authorization header */
  token: string;
  user: AuthUserResponse;
};
export type LogInRequest = {
  /** Email address; trimmed and lowercased, unique case-insensitively */
  email: string;
  /** Password */
  password: string;
};
export type GoogleSignInRequest = {
  /** The Google ID token (JWT) returned by Google Identity Services as `credential` */
  credential: string;
};
export type AuthConfigResponse = {
  /** OAuth client id for the Google sign-in button; null when Google sign-in is off (hide the button) */
  googleClientId: string | null;
};
export type AuthMessageResponse = {
  message: string;
};
export type EmailOnlyRequest = {
  /** Email address of the account. Empty: 'Enter your email' */
  email: string;
};
export type ResetPasswordRequest = {
  /** The token of the emailed reset link. Missing: 'Missing token' */
  token: string;
  /** New password, at least 6 characters ('Password must be at least 6 characters'), not only spaces ('Password cannot be only spaces.') nor easy to guess (zxcvbn score below 3, Goa's place names and the portal's words counted) ('This password is too easy to guess. Please choose a longer one, for example a few unrelated words.') */
  newPassword: string;
};
export type DeleteMyAccountRequest = {
  /** The current password (accounts with a password) */
  password?: string;
  /** The 8-digit code POST /api/auth/me/deletion-code emailed (accounts without a password) */
  code?: string;
};
export type UpdateProfileResponse = {
  /** Bearer token for the Authorization header */
  token: string;
  user: AuthUserResponse;
  /** The new address asked for, not in use until the link emailed to it is opened; null when the email did not change */
  pendingEmail: string | null;
};
export type UpdateProfileRequest = {
  /** First name (trimmed). Required with the other profile fields; may be left out with them when only `locale` is sent */
  firstName?: string;
  /** Last name (trimmed); see firstName */
  lastName?: string;
  /** Email address; trimmed and lowercased, unique case-insensitively. A new address replaces the current one only once the link emailed to it is opened (the old address is then told); see firstName */
  email?: string;
  /** Phone number (trimmed); see firstName */
  phone?: string;
  /** Current password: required to change the email of an account that has one ('Enter your current password'); wrong: 'Current password is incorrect'. Ignored otherwise */
  currentPassword?: string;
  /** The language of the portal and of the account's emails. Anything else: VALIDATION_FAILED 'Choose English, Konkani, Marathi or Hindi' */
  locale?: 'en' | 'kok' | 'mr' | 'hi';
};
export type ChangePasswordResponse = {
  /** True when the account had no password (Google) and one was created */
  createdPassword: boolean;
};
export type ChangePasswordRequest = {
  /** New password: required ('Please enter a new password'), at least 6 characters ('New password must be at least 6 characters'), not only spaces nor easy to guess (zxcvbn score below 3, Goa's place names and the portal's words counted) ('This password is too easy to guess. Please choose a longer one, for example a few unrelated words.') */
  newPassword: string;
  /** Current password; required when the account has one ('Enter your current password'), wrong: 'Current password is incorrect' */
  currentPassword?: string;
};
export type TwoFactorSetUpResponse = {
  /** Base32 TOTP secret (RFC 6238: SHA-1, 6 digits, 30 s), for typing into an app by hand */
  secret: string;
  /** otpauth:// URI of the authenticator */
  otpauthUrl: string;
  /** The URI as a QR code: a PNG data URL */
  qrDataUrl: string;
};
export type TwoFactorRecoveryCodesResponse = {
  /** Bearer token for the Authorization header */
  token: string;
  user: AuthUserResponse;
  /** Recovery codes, xxxxx-xxxxx */
  recoveryCodes: string[];
};
export type TwoFactorWithPasswordRequest = {
  /** A 6-digit code from the authenticator app, or (where accepted) a recovery code xxxxx-xxxxx */
  code: string;
  /** The account's password: required when the account has one ('Enter your current password'), wrong: 'Current password is incorrect'. A Google account without a password gives the code alone. */
  password?: string;
};
export type TwoFactorDisabledResponse = {
  /** Bearer token for the Authorization header */
  token: string;
  user: AuthUserResponse;
  message: string;
};
export type TwoFactorLogInRequest = {
  /** details.challenge of the 401 TWO_FACTOR_REQUIRED answer (valid 5 minutes) */
  challenge: string;
  /** A 6-digit code from the authenticator app, or (where accepted) a recovery code xxxxx-xxxxx */
  code: string;
};
export type GeoItemResponse = {
  /** LGD or Census 2011 code, as a string */
  code: string;
  name: string;
};
export type GeoListResponse = {
  /** Sorted by name */
  items: GeoItemResponse[];
};
export type GeoUlbItemResponse = {
  /** LGD or Census 2011 code, as a string */
  code: string;
  name: string;
  /** LGD code of the ULB’s district */
  districtCode: string;
};
export type GeoUlbListResponse = {
  /** Sorted by name */
  items: GeoUlbItemResponse[];
};
export type RecipientResponse = {
  authorityEmail: string;
  authorityName: string;
  authorityDesignation: string;
  authorityDepartment: string;
  /** The office's language (the primary recipient of a routing contact) */
  language?: 'en' | 'kok' | 'mr' | 'hi';
};
export type ResolvedAuthorityResponse = {
  /** Id of the routing contact */
  contactId: string;
  /** Level the contact was found at */
  level: 'district' | 'subdistrict' | 'village' | 'ulb';
  /** Deepest level named by the query */
  expectedLevel: 'district' | 'subdistrict' | 'village' | 'ulb';
  /** False when resolution fell back to a shallower level than expectedLevel */
  isDeepest: boolean;
  location: string;
  /** Category of the contact; null for the default contact */
  categoryKey: string | null;
  authorityEmail: string;
  authorityName: string;
  authorityDesignation: string;
  authorityDepartment: string;
  phone: string;
  districtCode: string;
  subdistrictCode: string | null;
  villageCode: string | null;
  ulbCode: string | null;
  /** Primary recipient first, then the additional ones */
  forwardRecipients: RecipientResponse[];
};
export type PlaceItemResponse = {
  name: string;
  label: string;
  /** Latitude in degrees (WGS84) */
  lat: number;
  /** Longitude in degrees (WGS84) */
  lng: number;
  /** village, ulb, subdistrict or district (gazetteer); the geocoder’s type otherwise */
  type: string;
  /** Gazetteer code, or osm:<type>/<id> from the geocoder */
  code: string | null;
};
export type PlaceSearchResponse = {
  /** At most 5 places inside Goa */
  items: PlaceItemResponse[];
  /** Where the results came from */
  source: 'gazetteer' | 'geocoder';
};
export type NearestPlaceResponse = {
  /** village: Rural (villageCode set); ulb: Urban (ulbCode set) */
  kind: 'village' | 'ulb';
  /** LGD district code */
  districtCode: string;
  /** LGD taluka code */
  subdistrictCode: string | null;
  /** Census 2011 village code (kind village) */
  villageCode: string | null;
  /** LGD ULB code (kind ulb) */
  ulbCode: string | null;
  /** Name of the village or ULB */
  name: string;
  /** Name, taluka, district */
  label: string;
};
export type AuthorityDocumentResponse = {
  /** The document's id (uuid) */
  id: string;
  /** Its name, as the officer attached it */
  filename: string;
  /** Its type, as its content shows it */
  contentType: string;
  /** Size in bytes */
  size: number;
  /** The authority whose reply carried it */
  authorityName: string;
  /** When it was received (ISO 8601) */
  createdAt: string;
};
export type PublicAuthorityDocumentResponse = {
  /** Its name, as the officer attached it */
  filename: string;
  /** The authority whose reply carried it */
  authorityName: string;
};
export type NearbyComplaintResponse = {
  /** Public complaint id */
  id: string;
  categoryKey: string;
  /** The issue: one of the category's subcategories, or 'Other' */
  subcategory: string;
  /** The issue in the reader's language; 'Other' in words */
  subcategoryLabel: string;
  status: 'pending' | 'in_progress' | 'resolved' | 'rejected' | 'forwarded';
  /** The status in the reader's language */
  statusLabel: string;
  /** Filing time, ISO 8601 */
  requestedAt: string;
  /** Latitude in degrees, rounded to 3 decimals (about 100 m) */
  lat: number;
  /** Longitude in degrees, rounded to 3 decimals (about 100 m) */
  lng: number;
  /** 'Near <lat>, <lng>' at the rounded point; never the reporter's location text */
  location: string;
  /** Distance from the asked point in metres, rounded up to 25 m (at most 150 m) */
  distanceMetres: number;
  /** Citizens who said 'Me too' (the reporter not counted) */
  supportCount: number;
  /** True when the caller filed this complaint */
  mine: boolean;
  /** True when the caller already said 'Me too' on it */
  supportedByMe: boolean;
};
export type NearbyComplaintListResponse = {
  /** Nearest first, at most 10 */
  items: NearbyComplaintResponse[];
};
export type MeTooResponse = {
  /** Public complaint id */
  id: string;
  /** Citizens who said 'Me too', this one included (the reporter not counted) */
  supportCount: number;
};
export type FileComplaintResponse = {
  /** The public complaint id */
  id: string;
};
export type ComplaintGeoRequest = {
  /** District code (LGD / Census 2011), a digit string or a number */
  districtCode?: string;
  /** Subdistrict (taluka) code */
  subdistrictCode?: string;
  /** Village code (Rural); not together with ulbCode */
  villageCode?: string;
  /** Urban local body code (Urban); not together with villageCode */
  ulbCode?: string;
};
export type ComplaintCoordinatesRequest = {
  /** Latitude in degrees; inside Goa (14.932 to 15.916), or within 0.05 degrees outside (snapped to the border). Stored to 6 decimals. */
  lat: number;
  /** Longitude in degrees; inside Goa (73.657 to 74.344), or within 0.05 degrees outside. Stored to 6 decimals. */
  lng: number;
  /** Where the point came from: photo EXIF, device geolocation, a dropped pin or place search */
  source: 'exif' | 'geolocation' | 'manual' | 'search';
  /** Device accuracy in metres (geolocation only) */
  accuracy?: number;
};
export type FileComplaintRequest = {
  /** Key of an enabled category (GET /api/categories) */
  category: string;
  /** One of the category's subcategories, or 'Other' with otherText */
  subcategory: string;
  /** The issue in the citizen's words; required when subcategory is 'Other' */
  otherText?: string;
  /** Short title (required, trimmed) */
  title: string;
  /** Details (optional) */
  description?: string;
  /** Address or area name (required, trimmed) */
  location: string;
  /** Nearby landmark */
  landmark?: string;
  /** Urgency (default medium) */
  urgency?: 'low' | 'medium' | 'high' | 'critical';
  /** Hide the reporter's name from the authority */
  anonymous?: boolean;
  /** 'Show my title, description and photos publicly': the public map and page then show the title, description, photos, location text and landmark. Off by default; ignored (stored false) when anonymous is true. */
  showPublicly?: boolean;
  /** Photo URLs from the configured upload provider (local: '/uploads/<name>' returned by POST /api/uploads/local). At least one; at most the plan's photo limit (Free 1, Premium and Advocate Plus 5). */
  photos: string[];
  /** The authorisation checkbox; must be true */
  authorizeRepresentative: boolean;
  /** The citizen confirms a chosen location that the pin contradicts. Without it, a filing whose chosen taluka (district, when no taluka is chosen) differs from the taluka of the village or ULB nearest to the pin is refused: 400 VALIDATION_FAILED on `geoMismatchConfirmed` with 'The pin is nearest to {place}, which is not in {chosen}. Move the pin, change the location, or confirm that both are right.'. Recorded on the complaint when a contradiction existed. Default false. */
  geoMismatchConfirmed?: boolean;
  /** Location codes from the picker (optional); used to resolve the authority */
  geo?: ComplaintGeoRequest;
  /** The exact point (required) */
  coordinates: ComplaintCoordinatesRequest;
};
export type ComplaintUpdateResponse = {
  status: 'pending' | 'in_progress' | 'resolved' | 'rejected' | 'forwarded';
  /** The status in the reader's words (the account's language, else Accept-Language) */
  statusLabel: string;
  /** ISO 8601 instant */
  date: string;
  /** The entry's words: a line the portal wrote ('Complaint submitted', a reminder, a confirmed fix...) in the reader's language; what a person typed (an admin, an authority, the reporter reopening) as typed */
  message: string;
  /** Photos added with this entry (the reporter's reopen or confirmed fix, an authority's after-photos); absent otherwise */
  photos?: string[];
  /** Who wrote the entry: admin (the desk), authority (the authority's response link or email reply), reporter, system (the escalation ladder) or integrator (Open311) */
  source?: 'admin' | 'authority' | 'reporter' | 'system' | 'integrator';
  /** The authority's name, on an entry whose source is authority */
  authorityName?: string;
  /** What the authority answered ('reply': an email reply), on an entry whose source is authority */
  authorityAction?: 'acknowledge' | 'in_progress' | 'resolved' | 'not_ours' | 'message' | 'reply';
  /** An acknowledgement's expected completion (ISO 8601), when the authority gave one */
  expectedBy?: string;
  /** On an authority's entry the portal's moderators hid from the public page: their reason, as typed; absent otherwise */
  hiddenReason?: string;
  /** When the entry was hidden from the public page (ISO 8601), with hiddenReason */
  hiddenAt?: string;
};
export type ComplaintCoordinatesResponse = {
  /** Latitude in degrees, 6 decimals */
  lat: number;
  /** Longitude in degrees, 6 decimals */
  lng: number;
  source: 'exif' | 'geolocation' | 'manual' | 'search';
  /** Device accuracy in metres */
  accuracy?: number | null;
  /** True when the point was just outside Goa and was snapped to the border */
  outsideBounds: boolean;
};
export type ComplaintGeoResponse = {
  /** District code (digits) */
  districtCode?: string | null;
  /** Subdistrict (taluka) code */
  subdistrictCode?: string | null;
  /** Village code (Rural) */
  villageCode?: string | null;
  /** ULB code (Urban) */
  ulbCode?: string | null;
};
export type ComplaintPlaceResponse = {
  /** village (Rural) or ulb (Urban) */
  kind: 'village' | 'ulb';
  /** Village or ULB name */
  name: string;
  /** Name, taluka, district */
  label: string;
  /** True when the server chose the nearest village or ULB because the citizen picked no location */
  inferred: boolean;
};
export type AuthorityRecipientResponse = {
  authorityEmail: string;
  authorityName: string;
  authorityDesignation: string;
  authorityDepartment: string;
};
export type EscalationStepResponse = {
  /** 0: the authority forwarded to; 1, 2: the appellate levels */
  level: 0 | 1 | 2;
  /** reminder (level 0) or escalation (levels 1 and 2) */
  kind: 'reminder' | 'escalation';
  /** When the step was taken, ISO 8601 */
  at: string;
  /** Emails written to, primary first */
  recipients: string[];
  /** Emails in copy (the level-0 authority for an escalation) */
  cc: string[];
  /** True when the reporter asked for it (Escalate now); false when the daily ladder took it */
  byReporter: boolean;
};
export type EscalationResponse = {
  /** Highest escalation level reached (0: none yet, or only the reminder) */
  level: 0 | 1 | 2;
  /** An admin paused the ladder for this complaint */
  paused: boolean;
  /** The admin's note when paused, else empty */
  pauseNote: string;
  /** ISO 8601: the authority acknowledged with this expected completion; the ladder waits until then. Null when none */
  heldUntil: string | null;
  /** The authority returned the complaint as not its jurisdiction; the ladder waits for the next forward */
  returned: boolean;
  /** Steps taken, oldest first */
  steps: EscalationStepResponse[];
};
export type FixResponse = {
  /** ISO 8601: when the reporter confirmed the fix of the latest resolution; null when not */
  confirmedAt: string | null;
  /** The after-photo's URL, if one was sent */
  photo: string | null;
  /** True when the after-photo's EXIF GPS (read by the server at upload) lay within 200 m of the pin */
  verified: boolean;
  /** ISO 8601: until when Confirm fix and Reopen are open (30 days after 'resolved', before a confirmation); null when they are not */
  actionsUntil: string | null;
};
export type ComplaintResponse = {
  /** Public complaint id */
  id: string;
  /** Category key */
  category: string;
  /** Category name in the reader's language (the account's language, else Accept-Language; English where the category has none); the key when the category was deleted */
  categoryName: string;
  /** The issue as stored: one of the category's English subcategories, or 'Other' (an identity, never translated) */
  subcategory: string;
  /** The issue in the reader's language: the category's label at the subcategory's position; 'Other' in words */
  subcategoryLabel: string;
  /** The citizen's text when subcategory is 'Other' */
  otherText?: string | null;
  title: string;
  description: string;
  location: string;
  landmark: string;
  urgency: 'low' | 'medium' | 'high' | 'critical';
  anonymous: boolean;
  /** The reporter opted in to show the title, description and photos publicly; always false when anonymous */
  showPublicly: boolean;
  photos: string[];
  status: 'pending' | 'in_progress' | 'resolved' | 'rejected' | 'forwarded';
  /** The status in the reader's words */
  statusLabel: string;
  /** Archived by an admin */
  archived: boolean;
  /** Filing time, ISO 8601 */
  createdAt: string;
  /** Same as createdAt (the spec names both) */
  submittedDate: string;
  /** Date of the latest update, ISO 8601 */
  lastUpdate: string;
  /** Status history, oldest first */
  updates: ComplaintUpdateResponse[];
  coordinates: ComplaintCoordinatesResponse;
  /** OpenStreetMap link at zoom 18 */
  mapUrl: string;
  geo?: ComplaintGeoResponse | null;
  /** The village or ULB of geo in words; null when geo names neither */
  place: ComplaintPlaceResponse | null;
  /** True when the pin's nearest village or ULB lies in another taluka (district, for a place chosen without a taluka) than the chosen location and the citizen confirmed both at filing (geoMismatchConfirmed: true) */
  geoMismatchConfirmed: boolean;
  /** Resolved at filing; the first is primary, the rest receive copies */
  authorityRecipients: AuthorityRecipientResponse[];
  /** ISO 8601: when the authority must have acted: the end of the forwarding day plus the category's response days, India time; null before forwarding */
  dueAt: string | null;
  /** Whole days past dueAt (India calendar days); 0 when not overdue, not forwarded, resolved, rejected or archived */
  overdueDays: number;
  escalation: EscalationResponse;
  /** How many other citizens said 'Me too' on this complaint; the reporter is not counted */
  supportCount: number;
  /** Confirm fix and reopen */
  fix: FixResponse;
  /** ISO 8601: the authority's first answer (response link or published email reply); null until then */
  answeredAt: string | null;
};
export type ComplaintListResponse = {
  items: ComplaintResponse[];
};
export type EscalationStepSentResponse = {
  /** Public complaint id */
  complaintId: string;
  /** 0: reminder to the authority forwarded to; 1, 2: appellate levels */
  level: 0 | 1 | 2;
  kind: 'reminder' | 'escalation';
  /** Emails written to, primary first */
  recipients: string[];
  /** Emails in copy */
  cc: string[];
  /** Whole days past the due date when the step was taken */
  daysOverdue: number;
};
export type ConfirmFixRequest = {
  /** An after-photo's URL from the configured upload provider (local: '/uploads/<name>' returned by POST /api/uploads/local after the resolution). When the server read EXIF GPS within 200 m of the complaint's pin from it at upload, the fix is marked verified. */
  photo?: string;
};
export type ReopenComplaintRequest = {
  /** Why the problem is not fixed (required, at most 2000 characters) */
  message: string;
  /** Photo URLs from the configured upload provider showing the problem; at most the plan's photo limit (Free 1, Premium and Advocate Plus 5). */
  photos?: string[];
};
export type ComplaintsQuotaResponse = {
  /** Complaints filed this calendar month (Asia/Kolkata) */
  used: number;
  /** Complaints allowed per month; null = unlimited */
  limit?: number | null;
  /** Start of next month in Asia/Kolkata, ISO 8601 instant */
  resetAt: string;
};
export type CategoryStatResponse = {
  key: string;
  name: string;
  icon: string;
  description: string;
  /** Complaints filed under this category */
  count: number;
};
export type PublicStatsResponse = {
  /** All complaints filed */
  complaintsTotal: number;
  /** Complaints with status resolved */
  resolvedTotal: number;
  /** resolvedTotal / complaintsTotal in percent, rounded; 0 with no complaints */
  successRate: number;
  /** Distinct citizens who filed a complaint */
  activeCitizens: number;
  /** Enabled categories in their order */
  items: CategoryStatResponse[];
};
export type UploadsConfigResponse = {
  /** The configured provider (UPLOAD_PROVIDER, default local) */
  provider: 'local' | 'imagekit' | 'cloudinary' | 's3';
  /** Largest photo in bytes (10 MB) */
  maxBytes: number;
  /** Accepted MIME types, checked by content on the server */
  types: string[];
};
export type LocalUploadResponse = {
  /** Where the server serves the cleaned photo; put it in the complaint photos */
  url: string;
};
export type LocalUploadRequest = {
  /** One JPEG, PNG or WEBP photo of at most 10 MB (10485760 bytes) */
  file: Blob;
};
export type ImageKitAuthResponse = {
  /** ImageKit public key */
  publicKey: string;
  /** HMAC-SHA1 of token + expire keyed with the private key, hex */
  signature: string;
  /** One-time token (uuid) */
  token: string;
  /** Expiry, Unix time in seconds (30 minutes ahead) */
  expire: number;
  folder: string;
  urlEndpoint: string;
};
export type CloudinarySignResponse = {
  apiKey: string;
  /** Unix time in seconds */
  timestamp: number;
  folder: string;
  /** SHA-1 hex of "folder=...&timestamp=..." followed by the API secret */
  signature: string;
  cloudName: string;
};
export type S3PresignResponse = {
  /** Presigned PUT URL, valid 5 minutes; send the file with the same Content-Type */
  url: string;
  /** The URL the photo is read from afterwards; put it in the complaint photos */
  publicUrl: string;
};
export type S3PresignRequest = {
  /** Original file name (informative; the object key is random) */
  fileName: string;
  /** MIME type; the PUT must send exactly this Content-Type ('Unsupported type' otherwise) */
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
};
export type PointGeometry = {
  type: 'Point';
  /** [lng, lat] in degrees, 3 decimals */
  coordinates: number[];
};
export type MapFeatureProperties = {
  /** True for a grid cluster of several complaints */
  cluster: boolean;
  /** Complaints in the cluster (clusters only) */
  count?: number;
  /** Public complaint id (single complaints only); its page is /c/{id} */
  id?: string;
  /** Category key (single complaints only) */
  categoryKey?: string;
  /** Status (single complaints only) */
  status?: 'pending' | 'in_progress' | 'resolved' | 'rejected' | 'forwarded';
  /** Filing time, ISO 8601 (single complaints only) */
  createdAt?: string;
  /** What the complaint is, for a list of the map's complaints (from zoom 14 only): the reporter's title when they opted in to show it publicly (showPublicly, never for an anonymous complaint), else '' */
  title?: string;
  /** The village or ULB the complaint's location codes name, in words (from zoom 14 only); null when they name neither */
  place?: string | null;
};
export type MapFeature = {
  type: 'Feature';
  geometry: PointGeometry;
  properties: MapFeatureProperties;
};
export type PublicMapResponse = {
  type: 'FeatureCollection';
  /** True below zoom 14: features are grid clusters (a cell of one complaint is that complaint) */
  clustered: boolean;
  /** Grid cell size in degrees when clustered (360 / 2^zoom / 4) */
  cellDegrees: number | null;
  features: MapFeature[];
};
export type PublicHistoryEntry = {
  status: 'pending' | 'in_progress' | 'resolved' | 'rejected' | 'forwarded';
  /** The status in the reader's words */
  statusLabel: string;
  /** ISO 8601 */
  date: string;
  /** Who wrote the entry */
  source: 'admin' | 'authority' | 'reporter' | 'system' | 'integrator';
  /** On an authority's entry: the office that answered */
  authorityName?: string;
  /** On an authority's entry: what it answered */
  authorityAction?: 'acknowledge' | 'in_progress' | 'resolved' | 'not_ours' | 'message' | 'reply';
  /** On an authority's entry: its words, a public record ('' when the portal's moderators hid the answer) */
  authorityMessage?: string;
  /** On an authority's entry: its after-photos' URLs, a public record (none when the portal's moderators hid the answer) */
  authorityPhotos?: string[];
  /** On an authority's entry the portal's moderators hid: their reason, as typed (the page shows 'Hidden by the portal's moderators: <reason>'); absent otherwise */
  hiddenReason?: string;
};
export type PublicComplaintResponse = {
  id: string;
  categoryKey: string;
  /** Category name in the reader's language (English where the category has none); the key when the category was deleted */
  categoryName: string;
  /** The issue as stored: one of the category's English subcategories, or 'Other' */
  subcategory: string;
  /** The issue in the reader's language */
  subcategoryLabel: string;
  status: 'pending' | 'in_progress' | 'resolved' | 'rejected' | 'forwarded';
  /** The status in the reader's words */
  statusLabel: string;
  /** Filing time, ISO 8601 */
  createdAt: string;
  /** Last change, ISO 8601 */
  updatedAt: string;
  /** Village or ULB in words; null when unknown */
  place: ComplaintPlaceResponse | null;
  /** Latitude in degrees, rounded to 3 decimals (about 100 m) */
  lat: number;
  /** Longitude in degrees, rounded to 3 decimals */
  lng: number;
  /** Status history, oldest first: statuses, dates and who wrote each entry; an authority's entries with its words and after-photos */
  history: PublicHistoryEntry[];
  /** How many other citizens said 'Me too'; the reporter is not counted */
  supportCount: number;
  /** The reporter chose to show their title, description, photos, location text and landmark */
  reporterShared: boolean;
  /** The reporter's title when shared, else '' */
  title: string;
  /** The reporter's description when shared, else '' */
  description: string;
  /** The reporter's location text when shared, else '' */
  location: string;
  /** The reporter's landmark when shared, else '' */
  landmark: string;
  /** The reporter's photos when shared, else empty */
  photos: string[];
  /** Licence of this record as open data */
  license: string;
};
export type ScorecardRowResponse = {
  /** The office's email (lower case) for an authority; the taluka or ULB code otherwise */
  key: string;
  /** The office's name (its routing contact's), or the taluka's or ULB's name */
  name: string;
  /** The office's email (lower case); '' for talukas and ULBs */
  email: string;
  /** The office's department; '' for talukas and ULBs */
  department: string;
  /** The office's email domain (lower case); '' for talukas and ULBs */
  domain: string;
  /** Complaints filed in the period */
  received: number;
  /** Of those, resolved now */
  resolved: number;
  /** Median days from filing to resolution, 1 decimal; null when none resolved */
  medianDaysToResolve: number | null;
  /** Share 0–1 of the forwarded complaints whose due date is past or met that were resolved by it; null when none */
  resolvedWithinDueShare: number | null;
  /** Share 0–1 of the resolved complaints whose fix the reporter confirmed with a verified after-photo (its GPS within 200 m of the pin, taken after the resolution); null when none is resolved */
  verifiedFixShare: number | null;
  /** Open complaints past their due date now */
  overdueNow: number;
  /** Of the complaints received, those forwarded to an authority */
  forwarded: number;
  /** Of those, the ones the authority answered (any action on its response link or a published email reply: a history entry with source 'authority'), a 'not ours' return excepted */
  answered: number;
  /** Of the forwarded complaints, those an office returned as not its own ('not ours') */
  returned: number;
  /** Median hours from the forward to the authority's first answer, 1 decimal; null when none answered */
  medianHoursToFirstAnswer: number | null;
  /** Resolved now by the authority's own answer */
  resolvedByAuthority: number;
  /** Share (0–1) of the forwarded complaints whose due date is past or met that the authority answered by it; null when none */
  answeredBeforeDueShare: number | null;
  /** Complaints whose reporter answered "Was it fixed?", asked 28 days after the resolution (the latest answer of each): the number of answers behind the three figures that follow */
  followUpAnswers: number;
  /** Share 0–1 of those answers saying the problem is fixed; null under 5 answers (too few to judge an office by) */
  confirmedFixedShare: number | null;
  /** Share 0–1 of those complaints reopened at or after the answer (a "not fixed" answer, or an admin after a "still broken" report); null under 5 answers */
  reopenedShare: number | null;
  /** Median handling rating of those answers, 1 (badly) to 5 (well), 1 decimal; null under 5 answers */
  medianRating: number | null;
};
export type ScorecardListResponse = {
  by: 'authority' | 'taluka' | 'ulb';
  /** The first day asked for, or null */
  from: string | null;
  /** The last day asked for, or null */
  to: string | null;
  /** Most complaints received first */
  items: ScorecardRowResponse[];
};
export type ComplaintClaimLinkResponse = {
  /** Public id of the complaint */
  complaintId: string;
  /** pending, in_progress, forwarded, resolved or rejected */
  status: string;
  /** The complaint's title */
  title: string;
  /** The email the complaint was filed for, mostly hidden */
  emailHint: string;
  /** An account with that email existed when the complaint was filed (else: sign up first) */
  accountExisted: boolean;
  /** False once the link was used or expired, or the complaint is already in an account */
  usable: boolean;
};
export type ComplaintClaimTokenRequest = {
  /** The token of the emailed claim link (/claim?token=...) */
  token: string;
};
export type ComplaintClaimedResponse = {
  /** Public id of the complaint, now in My Complaints */
  complaintId: string;
};
export type RespondComplaintResponse = {
  id: string;
  title: string;
  /** The category's name in the reader's language (Accept-Language; English where it has none) */
  category: string;
  /** The category's key */
  categoryKey: string;
  /** The issue as stored: one of the category's English subcategories, or 'Other' */
  subcategory: string;
  /** The issue in the reader's language */
  subcategoryLabel: string;
  description: string;
  location: string;
  landmark: string;
  photos: string[];
  coordinates: ComplaintCoordinatesResponse;
  status: 'pending' | 'in_progress' | 'resolved' | 'rejected' | 'forwarded';
  /** The status in the reader's words */
  statusLabel: string;
  /** ISO 8601: when the authority must have acted */
  dueAt: string | null;
  /** Whole days past dueAt (India calendar days); 0 when not overdue */
  overdueDays: number;
  escalation: EscalationResponse;
  /** History, oldest first */
  updates: ComplaintUpdateResponse[];
  /** An after-photo taken within 200 m of the pin verified the fix */
  fixVerified: boolean;
};
export type RespondAuthorityResponse = {
  email: string;
  name: string;
  designation: string;
};
export type RespondInboxItemResponse = {
  id: string;
  title: string;
  /** The category's key */
  categoryKey: string;
  /** The category's name in the reader's language */
  categoryName: string;
  status: 'pending' | 'in_progress' | 'resolved' | 'rejected' | 'forwarded';
  /** The status in the reader's words */
  statusLabel: string;
  dueAt: string | null;
  overdueDays: number;
  /** That complaint's own response page */
  respondUrl: string;
};
export type RespondPageResponse = {
  complaint: RespondComplaintResponse;
  authority: RespondAuthorityResponse;
  /** Other open complaints sent to the same address, most urgent first (at most 100) */
  inbox: RespondInboxItemResponse[];
  /** The language of the latest email that carried the link */
  language: 'en' | 'kok' | 'mr' | 'hi';
  /** ISO 8601: until when the link works; each new email extends it */
  expiresAt: string;
};
export type RespondRequest = {
  /** acknowledge (optional expectedBy holds the escalation ladder until then), in_progress (message required), resolved (message required; after-photos optional), not_ours (message required; optional suggestedOffice and suggestedEmail; the status stays), message (message required) */
  action: 'acknowledge' | 'in_progress' | 'resolved' | 'not_ours' | 'message';
  /** The authority's words, at most 5000 characters; required except for acknowledge */
  message?: string;
  /** acknowledge only: expected completion, a date 'YYYY-MM-DD' (the end of that day, India time) after today and at most 90 days ahead */
  expectedBy?: string;
  /** After-photo URLs from POST /api/respond/{token}/photos, at most 5 */
  photos?: string[];
  /** not_ours only: the office that should handle it */
  suggestedOffice?: string;
  /** not_ours only: that office's email address */
  suggestedEmail?: string;
};
export type CategoryResponse = {
  /** Category id (uuid) */
  _id: string;
  /** Lowercase letters, digits and underscores; at most 50 characters */
  key: string;
  name: string;
  /** Specific issues; "Other" is offered separately */
  subcategories: string[];
  /** An emoji */
  icon: string;
  description: string;
  /** Disabled categories are hidden from citizens */
  enabled: boolean;
  /** Sort position, ascending */
  order: number;
  /** Days the authority has to act once a complaint of this category is forwarded; the due date is the end of that day in India time. */
  responseDays: number;
  /** The subcategories as the reader reads them, in the language of Accept-Language, position by position with `subcategories` (English where a label is missing). Show these; send the entry of `subcategories` at the same position when filing. */
  subcategoryLabels: string[];
  /** The language `name` is written in: the language of Accept-Language when the category has a name in it, else 'en' (for the page's lang attribute). */
  language: 'en' | 'kok' | 'mr' | 'hi';
};
export type CategoryListResponse = {
  items: CategoryResponse[];
};
export type PublicTestimonialResponse = {
  /** Testimonial id (uuid) */
  _id: string;
  quote: string;
  /** The name as the person agreed to be named */
  name: string;
  /** Place; empty when not given */
  place: string;
};
export type PublicTestimonialListResponse = {
  items: PublicTestimonialResponse[];
};
export type PublicPlanResponse = {
  _id: string;
  name: string;
  description: string;
  /** Price before GST in paise (1 rupee = 100 paise) */
  amount: number;
  currency: string;
  /** GST as a fraction (0.18 = 18 %) */
  gstRate: number;
  color: string;
  popular: boolean;
  /** Shown on the pricing section and purchasable */
  enabled: boolean;
  /** One-time purchase allowed */
  oneTime: boolean;
  allowOneTime: boolean;
  /** Monthly subscription allowed */
  allowRecurring: boolean;
  features: string[];
  limitations: string[];
  /** Complaints per calendar month; null means unlimited */
  complaintLimit?: number | null;
  /** Photos per complaint */
  photoLimit: number;
  order: number;
  /** The plan's identity: its English name, as checkout requests (`plan`) and accounts (`plan`) name it. `name` is the same plan's name in the language of Accept-Language. */
  plan: string;
  /** The language `name` is written in: the language of Accept-Language when the plan has a name in it, else 'en'. */
  language: 'en' | 'kok' | 'mr' | 'hi';
};
export type PublicPlanListResponse = {
  items: PublicPlanResponse[];
};
export type PaymentsConfigResponse = {
  /** The active provider: razorpay when RAZORPAY_KEY_ID is set, else the embedded sandbox */
  provider: 'razorpay' | 'sandbox';
  /** The public key id for Checkout (Razorpay's key id, or rzp_sandbox) */
  keyId: string;
};
export type OrderResponse = {
  /** Public key id for Checkout */
  keyId: string;
  /** Total to pay in paise (base + GST), computed by the server */
  amount: number;
  /** Price before GST in paise */
  baseAmount: number;
  /** GST in paise */
  gstAmount: number;
  currency: string;
  /** Provider order id */
  orderId: string;
  /** Plan name */
  plan: string;
  /** Plan colour, for the Checkout theme */
  color: string;
  provider: 'razorpay' | 'sandbox';
  /** True for a sandbox (test) payment: shown as 'Sandbox payment: not a tax invoice', never a real one. */
  sandbox: boolean;
};
export type CheckoutRequest = {
  /** The plan: its name (as GET /api/plans lists it) or its `_id`. */
  plan: string;
  /** Currency; only INR (default INR). */
  currency?: 'INR';
};
export type SubscriptionCheckoutResponse = {
  /** Public key id for Checkout */
  keyId: string;
  /** Provider subscription id */
  subscriptionId: string;
  /** Charged each month in paise (base + GST) */
  amount: number;
  currency: string;
  plan: string;
  color: string;
  provider: 'razorpay' | 'sandbox';
  /** True for a sandbox (test) payment: shown as 'Sandbox payment: not a tax invoice', never a real one. */
  sandbox: boolean;
};
export type PurchaseResponse = {
  /** The plan's name in the reader's language (the account's language, else Accept-Language), from the plan's translations; `plan` is its identity */
  planName: string;
  /** Purchase id (uuid): use it for the invoice download */
  _id: string;
  /** Provider order id (null for subscription charges and grants) */
  orderId?: string | null;
  /** Provider payment id */
  paymentId?: string | null;
  /** Provider subscription id for a subscription charge */
  subscriptionId?: string | null;
  plan: string;
  /** Total in paise (shown divided by 100 with 2 decimals; 0 is labelled Manual) */
  amount: number;
  /** Price before GST in paise */
  baseAmount: number;
  /** GST in paise */
  gstAmount: number;
  currency: string;
  status: 'created' | 'paid' | 'failed';
  refunded: boolean;
  /** order (one-time), subscription (a monthly charge) or manual (an admin grant) */
  kind: 'order' | 'subscription' | 'manual';
  /** True for a sandbox (test) payment: shown as 'Sandbox payment: not a tax invoice', never a real one. */
  sandbox: boolean;
  /** Invoice number once the payment is captured */
  invoiceNumber?: string | null;
  /** Whether the invoice PDF can be downloaded now (GET /api/payments/invoices/{_id}.pdf) */
  invoiceReady: boolean;
  /** ISO instant */
  createdAt: string;
  /** ISO instant of the payment */
  paidAt?: string | null;
};
export type SubscriptionResponse = {
  /** Subscription id (uuid) */
  _id: string;
  /** Provider subscription id (use it, or _id, to cancel) */
  subscriptionId: string;
  /** The plan's identity: its English name */
  plan: string;
  /** The plan's name in the reader's language */
  planName: string;
  status: 'created' | 'authenticated' | 'active' | 'pending' | 'halted' | 'cancelled' | 'completed' | 'expired';
  /** ISO instant */
  currentStart?: string | null;
  /** ISO instant: the plan is kept until then */
  currentEnd?: string | null;
  /** ISO instant of the next charge (null once cancelled) */
  chargeAt?: string | null;
  cancelAtCycleEnd: boolean;
  /** Charged each month in paise */
  amount: number;
  currency: string;
  /** True for a sandbox (test) payment: shown as 'Sandbox payment: not a tax invoice', never a real one. */
  sandbox: boolean;
  /** ISO instant */
  createdAt: string;
};
export type VerifyPaymentResponse = {
  verified: boolean;
  /** The user's plan now */
  plan: string;
  isPremium: boolean;
  purchase: PurchaseResponse;
  subscription?: SubscriptionResponse | null;
};
export type VerifyPaymentRequest = {
  /** Payment id from Checkout */
  razorpay_payment_id: string;
  /** Order id from POST /api/payments/create-order */
  razorpay_order_id: string;
  /** HMAC-SHA256 hex of `order_id|payment_id` with the key secret */
  razorpay_signature: string;
};
export type VerifySubscriptionRequest = {
  /** Payment id of the first charge */
  razorpay_payment_id: string;
  /** Subscription id from POST /api/payments/create-subscription */
  razorpay_subscription_id: string;
  /** HMAC-SHA256 hex of `payment_id|subscription_id` with the key secret */
  razorpay_signature: string;
};
export type CheckoutErrorMetadata = {
  order_id?: string | null;
  subscription_id?: string | null;
  payment_id: string;
};
export type CheckoutError = {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: CheckoutErrorMetadata;
};
export type SandboxCheckoutResponse = {
  razorpay_payment_id?: string;
  razorpay_order_id?: string;
  razorpay_subscription_id?: string;
  /** HMAC-SHA256 hex, as Razorpay signs it */
  razorpay_signature?: string;
  error?: CheckoutError;
};
export type SandboxCheckoutRequest = {
  /** Order id to pay (one of orderId and subscriptionId) */
  orderId?: string;
  /** Subscription id to pay (one of orderId and subscriptionId) */
  subscriptionId?: string;
  /** What the simulated customer does: pay, or have the payment fail */
  outcome: 'success' | 'failure';
};
export type WebhookResponse = {
  /** 'processed', or 'duplicate' for an event id already handled, or 'ignored' for an event not handled */
  status: string;
};
export type PurchaseListResponse = {
  items: PurchaseResponse[];
};
export type SubscriptionListResponse = {
  items: SubscriptionResponse[];
};
export type CancelSubscriptionRequest = {
  /** true (default): keep the plan until the period ends; false: end it now */
  cancelAtCycleEnd?: boolean;
};
export type ContactResponse = {
  /** Id (uuid) */
  _id: string;
  /** Short ticket code: 'SUP-' + 5 characters */
  code: string;
  status: 'open' | 'in_progress' | 'closed';
};
export type ContactRequest = {
  /** Sender's name (optional), at most 120 characters */
  name?: string;
  /** Reply address (required); at most 254 characters */
  email: string;
  /** Support (default), Bug, Feedback or Request */
  category?: 'Support' | 'Bug' | 'Feedback' | 'Request';
  /** At least 3 characters after trimming, at most 200 */
  subject: string;
  /** At least 5 characters after trimming, at most 5000 */
  message: string;
};
export type VolunteerSubmittedResponse = {
  /** Id (uuid) */
  _id: string;
  status: 'new' | 'reviewed';
};
export type VolunteerRequest = {
  /** Full name: at least 2 characters after trimming ('Please enter your full name.', 'Name must be at least 2 characters.') */
  fullName: string;
  /** Email ('Please enter your email address.', 'That email address looks incorrect.') */
  email: string;
  /** Optional phone: digits, spaces, plus, minus and parentheses with at least 7 digits ('Please enter a valid phone number (include country/area code).'). Empty means none. */
  phone?: string | null;
  /** Volunteer, Donate, Partner or Other */
  interest: 'Volunteer' | 'Donate' | 'Partner' | 'Other';
  /** How they would like to help: at least 10 characters after trimming ('Please tell us how you would like to help.', 'Add a few more details so we can support you better.') */
  message: string;
};
export type TicketUpdateResponse = {
  /** created, status (a status change) or message (staff wrote to you) */
  type: 'created' | 'status' | 'message' | 'note';
  /** The status after a status change; null for a message */
  status: ('open' | 'in_progress' | 'closed') | null;
  /** The staff's message; empty for a status change */
  message: string;
  /** ISO 8601 date-time (UTC) */
  createdAt: string;
};
export type MyTicketResponse = {
  /** Id (uuid) */
  _id: string;
  /** Short ticket code: 'SUP-' + 5 characters */
  code: string;
  subject: string;
  message: string;
  category: 'Support' | 'Bug' | 'Feedback' | 'Request';
  status: 'open' | 'in_progress' | 'closed';
  /** ISO 8601 date-time (UTC) */
  createdAt: string;
  /** Public updates, oldest first */
  updates: TicketUpdateResponse[];
};
export type MyTicketListResponse = {
  items: MyTicketResponse[];
};
export const {
  useGetHealthQuery,
  useGetClientConfigQuery,
  useSignUpMutation,
  useLoginMutation,
  useGoogleSignInMutation,
  useGetAuthConfigQuery,
  useRequestVerificationMutation,
  useVerifyEmailQuery,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useGetMeQuery,
  useDeleteMyAccountMutation,
  useLogOutMutation,
  useLogOutEverywhereMutation,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useSetUpTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useLogInWithTwoFactorMutation,
  useExportMyDataQuery,
  useRequestAccountDeletionCodeMutation,
  useListDistrictsQuery,
  useListSubdistrictsQuery,
  useListVillagesQuery,
  useListUlbsQuery,
  useResolveAuthorityQuery,
  useSearchPlacesQuery,
  useSuggestNearestPlaceQuery,
  useListMyComplaintDocumentsQuery,
  useDownloadMyComplaintDocumentQuery,
  useListPublicComplaintDocumentsQuery,
  useListNearbyComplaintsQuery,
  useMeTooComplaintMutation,
  useFileComplaintMutation,
  useListMyComplaintsQuery,
  useEscalateComplaintMutation,
  useConfirmFixMutation,
  useReopenComplaintMutation,
  useGetComplaintsQuotaQuery,
  useGetPublicStatsQuery,
  useGetUploadsConfigQuery,
  useUploadLocalPhotoMutation,
  useSignUploadMutation,
  useGetImageKitAuthMutation,
  usePresignS3UploadMutation,
  useGetPublicMapQuery,
  useGetPublicComplaintsCsvQuery,
  useGetPublicComplaintsGeoJsonQuery,
  useGetPublicComplaintQuery,
  useGetScorecardsQuery,
  useGetScorecardsCsvQuery,
  useLookupComplaintClaimMutation,
  useClaimComplaintMutation,
  useGetResponsePageQuery,
  useRespondToComplaintMutation,
  useUploadResponsePhotoMutation,
  useListCategoriesQuery,
  useListTestimonialsQuery,
  useListPlansQuery,
  useGetPaymentsConfigQuery,
  useCreateOrderMutation,
  useCreateSubscriptionMutation,
  useVerifyPaymentMutation,
  useVerifySubscriptionMutation,
  useSandboxCheckoutMutation,
  usePaymentsWebhookMutation,
  useListMyPurchasesQuery,
  useDownloadInvoiceQuery,
  useListMySubscriptionsQuery,
  useCancelSubscriptionMutation,
  useDownloadRtiApplicationQuery,
  useSendContactMessageMutation,
  useSubmitVolunteerMutation,
  useListMySupportTicketsQuery,
} = injectedRtkApi;
