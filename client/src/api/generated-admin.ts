import { baseApi as api } from './base-api';
export const addTagTypes = [
  'operations',
  'identity',
  'routing',
  'complaints',
  'admin-escalations',
  'follow-ups',
  'content',
  'billing',
  'notifications',
  'documents',
  'support',
  'integrations',
  'whatsapp',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listQueues: build.query<ListQueuesApiResponse, ListQueuesApiArg>({
        query: () => ({ url: `/api/admin/queues` }),
        providesTags: ['operations'],
      }),
      retryFailedJobs: build.mutation<RetryFailedJobsApiResponse, RetryFailedJobsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/queues/${queryArg.queue}/failed/retry`, method: 'POST' }),
        invalidatesTags: ['operations'],
      }),
      removeFailedJobs: build.mutation<RemoveFailedJobsApiResponse, RemoveFailedJobsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/queues/${queryArg.queue}/failed`, method: 'DELETE' }),
        invalidatesTags: ['operations'],
      }),
      retryFailedJob: build.mutation<RetryFailedJobApiResponse, RetryFailedJobApiArg>({
        query: (queryArg) => ({ url: `/api/admin/queues/${queryArg.queue}/failed/${queryArg.jobId}/retry`, method: 'POST' }),
        invalidatesTags: ['operations'],
      }),
      removeFailedJob: build.mutation<RemoveFailedJobApiResponse, RemoveFailedJobApiArg>({
        query: (queryArg) => ({ url: `/api/admin/queues/${queryArg.queue}/failed/${queryArg.jobId}`, method: 'DELETE' }),
        invalidatesTags: ['operations'],
      }),
      listAdmins: build.query<ListAdminsApiResponse, ListAdminsApiArg>({
        query: () => ({ url: `/api/admin/admins` }),
        providesTags: ['identity'],
      }),
      createAdmin: build.mutation<CreateAdminApiResponse, CreateAdminApiArg>({
        query: (queryArg) => ({ url: `/api/admin/admins`, method: 'POST', body: queryArg.createAdminRequest }),
        invalidatesTags: ['identity'],
      }),
      updateAdminModules: build.mutation<UpdateAdminModulesApiResponse, UpdateAdminModulesApiArg>({
        query: (queryArg) => ({ url: `/api/admin/admins/${queryArg.id}`, method: 'PATCH', body: queryArg.updateAdminModulesRequest }),
        invalidatesTags: ['identity'],
      }),
      deleteAdmin: build.mutation<DeleteAdminApiResponse, DeleteAdminApiArg>({
        query: (queryArg) => ({ url: `/api/admin/admins/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['identity'],
      }),
      resetAdminPassword: build.mutation<ResetAdminPasswordApiResponse, ResetAdminPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/admin/admins/${queryArg.id}/reset-password`, method: 'POST', body: queryArg.resetAdminPasswordRequest }),
        invalidatesTags: ['identity'],
      }),
      resetAdminTwoFactor: build.mutation<ResetAdminTwoFactorApiResponse, ResetAdminTwoFactorApiArg>({
        query: (queryArg) => ({ url: `/api/admin/admins/${queryArg.id}/reset-2fa`, method: 'POST' }),
        invalidatesTags: ['identity'],
      }),
      listUsers: build.query<ListUsersApiResponse, ListUsersApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            q: queryArg.q,
          },
        }),
        providesTags: ['identity'],
      }),
      setUserEmailVerified: build.mutation<SetUserEmailVerifiedApiResponse, SetUserEmailVerifiedApiArg>({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}/verify`, method: 'PATCH', body: queryArg.setUserVerifiedRequest }),
        invalidatesTags: ['identity'],
      }),
      setUserBlocked: build.mutation<SetUserBlockedApiResponse, SetUserBlockedApiArg>({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}/block`, method: 'PATCH', body: queryArg.setUserBlockedRequest }),
        invalidatesTags: ['identity'],
      }),
      deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['identity'],
      }),
      listRoutingContacts: build.query<ListRoutingContactsApiResponse, ListRoutingContactsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/geo-routing/contacts`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            q: queryArg.q,
            scope: queryArg.scope,
            level: queryArg.level,
            escalationLevel: queryArg.escalationLevel,
            active: queryArg.active,
          },
        }),
        providesTags: ['routing'],
      }),
      createRoutingContact: build.mutation<CreateRoutingContactApiResponse, CreateRoutingContactApiArg>({
        query: (queryArg) => ({ url: `/api/admin/geo-routing/contacts`, method: 'POST', body: queryArg.createRoutingContactRequest }),
        invalidatesTags: ['routing'],
      }),
      updateRoutingContact: build.mutation<UpdateRoutingContactApiResponse, UpdateRoutingContactApiArg>({
        query: (queryArg) => ({ url: `/api/admin/geo-routing/contacts/${queryArg.id}`, method: 'PATCH', body: queryArg.updateRoutingContactRequest }),
        invalidatesTags: ['routing'],
      }),
      deleteRoutingContact: build.mutation<DeleteRoutingContactApiResponse, DeleteRoutingContactApiArg>({
        query: (queryArg) => ({ url: `/api/admin/geo-routing/contacts/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['routing'],
      }),
      listRoutingLogs: build.query<ListRoutingLogsApiResponse, ListRoutingLogsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/geo-routing/logs`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['routing'],
      }),
      testRouting: build.query<TestRoutingApiResponse, TestRoutingApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/geo-routing/test`,
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
      downloadRoutingTemplate: build.query<DownloadRoutingTemplateApiResponse, DownloadRoutingTemplateApiArg>({
        query: () => ({ url: `/api/admin/geo-routing/template.xlsx` }),
        providesTags: ['routing'],
      }),
      exportRoutingContacts: build.query<ExportRoutingContactsApiResponse, ExportRoutingContactsApiArg>({
        query: () => ({ url: `/api/admin/geo-routing/export.xlsx` }),
        providesTags: ['routing'],
      }),
      validateRoutingTemplate: build.mutation<ValidateRoutingTemplateApiResponse, ValidateRoutingTemplateApiArg>({
        query: (queryArg) => ({ url: `/api/admin/geo-routing/validate`, method: 'POST', body: queryArg.routingTemplateFileRequest }),
        invalidatesTags: ['routing'],
      }),
      importRoutingTemplate: build.mutation<ImportRoutingTemplateApiResponse, ImportRoutingTemplateApiArg>({
        query: (queryArg) => ({ url: `/api/admin/geo-routing/import`, method: 'POST', body: queryArg.routingTemplateFileRequest }),
        invalidatesTags: ['routing'],
      }),
      listComplaintDocuments: build.query<ListComplaintDocumentsApiResponse, ListComplaintDocumentsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/complaints/${queryArg.id}/documents` }),
        providesTags: ['complaints'],
      }),
      downloadComplaintDocument: build.query<DownloadComplaintDocumentApiResponse, DownloadComplaintDocumentApiArg>({
        query: (queryArg) => ({ url: `/api/admin/complaints/${queryArg.id}/documents/${queryArg.documentId}` }),
        providesTags: ['complaints'],
      }),
      listAdminComplaints: build.query<ListAdminComplaintsApiResponse, ListAdminComplaintsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/complaints`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            status: queryArg.status,
            archived: queryArg.archived,
            sort: queryArg.sort,
            overdue: queryArg.overdue,
            answered: queryArg.answered,
            returned: queryArg.returned,
            repliesToReview: queryArg.repliesToReview,
          },
        }),
        providesTags: ['complaints'],
      }),
      getAdminComplaint: build.query<GetAdminComplaintApiResponse, GetAdminComplaintApiArg>({
        query: (queryArg) => ({ url: `/api/admin/complaints/${queryArg.id}` }),
        providesTags: ['complaints'],
      }),
      deleteComplaint: build.mutation<DeleteComplaintApiResponse, DeleteComplaintApiArg>({
        query: (queryArg) => ({ url: `/api/admin/complaints/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['complaints'],
      }),
      checkComplaintRouting: build.query<CheckComplaintRoutingApiResponse, CheckComplaintRoutingApiArg>({
        query: (queryArg) => ({ url: `/api/admin/complaints/${queryArg.id}/routing-check` }),
        providesTags: ['complaints'],
      }),
      updateComplaintStatus: build.mutation<UpdateComplaintStatusApiResponse, UpdateComplaintStatusApiArg>({
        query: (queryArg) => ({ url: `/api/admin/complaints/${queryArg.id}/status`, method: 'PATCH', body: queryArg.updateComplaintStatusRequest }),
        invalidatesTags: ['complaints'],
      }),
      archiveComplaint: build.mutation<ArchiveComplaintApiResponse, ArchiveComplaintApiArg>({
        query: (queryArg) => ({ url: `/api/admin/complaints/${queryArg.id}/archive`, method: 'PATCH', body: queryArg.archiveComplaintRequest }),
        invalidatesTags: ['complaints'],
      }),
      pauseComplaintEscalation: build.mutation<PauseComplaintEscalationApiResponse, PauseComplaintEscalationApiArg>({
        query: (queryArg) => ({ url: `/api/admin/complaints/${queryArg.id}/escalation`, method: 'PATCH', body: queryArg.pauseEscalationRequest }),
        invalidatesTags: ['complaints'],
      }),
      hideAuthorityAnswer: build.mutation<HideAuthorityAnswerApiResponse, HideAuthorityAnswerApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/complaints/${queryArg.id}/authority-answers/${queryArg.answerId}/hide`,
          method: 'POST',
          body: queryArg.hideAuthorityAnswerRequest,
        }),
        invalidatesTags: ['complaints'],
      }),
      unhideAuthorityAnswer: build.mutation<UnhideAuthorityAnswerApiResponse, UnhideAuthorityAnswerApiArg>({
        query: (queryArg) => ({ url: `/api/admin/complaints/${queryArg.id}/authority-answers/${queryArg.answerId}/unhide`, method: 'POST' }),
        invalidatesTags: ['complaints'],
      }),
      revokeResponseLinks: build.mutation<RevokeResponseLinksApiResponse, RevokeResponseLinksApiArg>({
        query: (queryArg) => ({ url: `/api/admin/complaints/${queryArg.id}/response-links`, method: 'DELETE' }),
        invalidatesTags: ['complaints'],
      }),
      runEscalations: build.mutation<RunEscalationsApiResponse, RunEscalationsApiArg>({
        query: () => ({ url: `/api/admin/escalations/run`, method: 'POST' }),
        invalidatesTags: ['admin-escalations'],
      }),
      listHeldReplies: build.query<ListHeldRepliesApiResponse, ListHeldRepliesApiArg>({
        query: (queryArg) => ({ url: `/api/admin/complaints/${queryArg.id}/replies` }),
        providesTags: ['complaints'],
      }),
      publishHeldReply: build.mutation<PublishHeldReplyApiResponse, PublishHeldReplyApiArg>({
        query: (queryArg) => ({ url: `/api/admin/complaints/${queryArg.id}/replies/${queryArg.replyId}/publish`, method: 'POST' }),
        invalidatesTags: ['complaints'],
      }),
      discardHeldReply: build.mutation<DiscardHeldReplyApiResponse, DiscardHeldReplyApiArg>({
        query: (queryArg) => ({ url: `/api/admin/complaints/${queryArg.id}/replies/${queryArg.replyId}/discard`, method: 'POST' }),
        invalidatesTags: ['complaints'],
      }),
      listInboundReplies: build.query<ListInboundRepliesApiResponse, ListInboundRepliesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/inbound-replies`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            status: queryArg.status,
          },
        }),
        providesTags: ['complaints'],
      }),
      attachInboundReply: build.mutation<AttachInboundReplyApiResponse, AttachInboundReplyApiArg>({
        query: (queryArg) => ({ url: `/api/admin/inbound-replies/${queryArg.replyId}/attach`, method: 'POST', body: queryArg.attachInboundReplyRequest }),
        invalidatesTags: ['complaints'],
      }),
      discardInboundReply: build.mutation<DiscardInboundReplyApiResponse, DiscardInboundReplyApiArg>({
        query: (queryArg) => ({ url: `/api/admin/inbound-replies/${queryArg.replyId}/discard`, method: 'POST', body: queryArg.discardInboundReplyRequest }),
        invalidatesTags: ['complaints'],
      }),
      listStillBrokenReports: build.query<ListStillBrokenReportsApiResponse, ListStillBrokenReportsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/complaints/${queryArg.id}/still-broken` }),
        providesTags: ['follow-ups'],
      }),
      adminReopenComplaint: build.mutation<AdminReopenComplaintApiResponse, AdminReopenComplaintApiArg>({
        query: (queryArg) => ({ url: `/api/admin/complaints/${queryArg.id}/reopen`, method: 'POST', body: queryArg.adminReopenRequest }),
        invalidatesTags: ['follow-ups'],
      }),
      runFollowUps: build.mutation<RunFollowUpsApiResponse, RunFollowUpsApiArg>({
        query: () => ({ url: `/api/admin/follow-ups/run`, method: 'POST' }),
        invalidatesTags: ['follow-ups'],
      }),
      listAdminCategories: build.query<ListAdminCategoriesApiResponse, ListAdminCategoriesApiArg>({
        query: () => ({ url: `/api/admin/categories` }),
        providesTags: ['content'],
      }),
      createCategory: build.mutation<CreateCategoryApiResponse, CreateCategoryApiArg>({
        query: (queryArg) => ({ url: `/api/admin/categories`, method: 'POST', body: queryArg.createCategoryRequest }),
        invalidatesTags: ['content'],
      }),
      updateCategory: build.mutation<UpdateCategoryApiResponse, UpdateCategoryApiArg>({
        query: (queryArg) => ({ url: `/api/admin/categories/${queryArg.id}`, method: 'PATCH', body: queryArg.updateCategoryRequest }),
        invalidatesTags: ['content'],
      }),
      deleteCategory: build.mutation<DeleteCategoryApiResponse, DeleteCategoryApiArg>({
        query: (queryArg) => ({ url: `/api/admin/categories/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['content'],
      }),
      listEmailTemplates: build.query<ListEmailTemplatesApiResponse, ListEmailTemplatesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/email-templates`,
          params: {
            locale: queryArg.locale,
          },
        }),
        providesTags: ['content'],
      }),
      getEmailTemplate: build.query<GetEmailTemplateApiResponse, GetEmailTemplateApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/email-templates/${queryArg.key}`,
          params: {
            locale: queryArg.locale,
          },
        }),
        providesTags: ['content'],
      }),
      saveEmailTemplate: build.mutation<SaveEmailTemplateApiResponse, SaveEmailTemplateApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/email-templates/${queryArg.key}`,
          method: 'PUT',
          body: queryArg.saveEmailTemplateRequest,
          params: {
            locale: queryArg.locale,
          },
        }),
        invalidatesTags: ['content'],
      }),
      resetEmailTemplate: build.mutation<ResetEmailTemplateApiResponse, ResetEmailTemplateApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/email-templates/${queryArg.key}`,
          method: 'DELETE',
          params: {
            locale: queryArg.locale,
          },
        }),
        invalidatesTags: ['content'],
      }),
      previewEmailTemplate: build.mutation<PreviewEmailTemplateApiResponse, PreviewEmailTemplateApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/email-templates/${queryArg.key}/preview`,
          method: 'POST',
          body: queryArg.previewEmailTemplateRequest,
          params: {
            locale: queryArg.locale,
          },
        }),
        invalidatesTags: ['content'],
      }),
      listPdfTemplates: build.query<ListPdfTemplatesApiResponse, ListPdfTemplatesApiArg>({
        query: () => ({ url: `/api/admin/pdf-templates` }),
        providesTags: ['content'],
      }),
      getPdfTemplate: build.query<GetPdfTemplateApiResponse, GetPdfTemplateApiArg>({
        query: (queryArg) => ({ url: `/api/admin/pdf-templates/${queryArg.key}` }),
        providesTags: ['content'],
      }),
      savePdfTemplate: build.mutation<SavePdfTemplateApiResponse, SavePdfTemplateApiArg>({
        query: (queryArg) => ({ url: `/api/admin/pdf-templates/${queryArg.key}`, method: 'PUT', body: queryArg.savePdfTemplateRequest }),
        invalidatesTags: ['content'],
      }),
      resetPdfTemplate: build.mutation<ResetPdfTemplateApiResponse, ResetPdfTemplateApiArg>({
        query: (queryArg) => ({ url: `/api/admin/pdf-templates/${queryArg.key}`, method: 'DELETE' }),
        invalidatesTags: ['content'],
      }),
      listAdminTestimonials: build.query<ListAdminTestimonialsApiResponse, ListAdminTestimonialsApiArg>({
        query: () => ({ url: `/api/admin/testimonials` }),
        providesTags: ['content'],
      }),
      createTestimonial: build.mutation<CreateTestimonialApiResponse, CreateTestimonialApiArg>({
        query: (queryArg) => ({ url: `/api/admin/testimonials`, method: 'POST', body: queryArg.createTestimonialRequest }),
        invalidatesTags: ['content'],
      }),
      updateTestimonial: build.mutation<UpdateTestimonialApiResponse, UpdateTestimonialApiArg>({
        query: (queryArg) => ({ url: `/api/admin/testimonials/${queryArg.id}`, method: 'PATCH', body: queryArg.updateTestimonialRequest }),
        invalidatesTags: ['content'],
      }),
      deleteTestimonial: build.mutation<DeleteTestimonialApiResponse, DeleteTestimonialApiArg>({
        query: (queryArg) => ({ url: `/api/admin/testimonials/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['content'],
      }),
      listAdminPlans: build.query<ListAdminPlansApiResponse, ListAdminPlansApiArg>({
        query: () => ({ url: `/api/admin/plans` }),
        providesTags: ['billing'],
      }),
      createPlan: build.mutation<CreatePlanApiResponse, CreatePlanApiArg>({
        query: (queryArg) => ({ url: `/api/admin/plans`, method: 'POST', body: queryArg.createPlanRequest }),
        invalidatesTags: ['billing'],
      }),
      updatePlan: build.mutation<UpdatePlanApiResponse, UpdatePlanApiArg>({
        query: (queryArg) => ({ url: `/api/admin/plans/${queryArg.id}`, method: 'PATCH', body: queryArg.updatePlanRequest }),
        invalidatesTags: ['billing'],
      }),
      deletePlan: build.mutation<DeletePlanApiResponse, DeletePlanApiArg>({
        query: (queryArg) => ({ url: `/api/admin/plans/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['billing'],
      }),
      listAdminPurchases: build.query<ListAdminPurchasesApiResponse, ListAdminPurchasesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/billing/purchases`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            q: queryArg.q,
          },
        }),
        providesTags: ['billing'],
      }),
      listBillingUsers: build.query<ListBillingUsersApiResponse, ListBillingUsersApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/billing/users`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            q: queryArg.q,
          },
        }),
        providesTags: ['billing'],
      }),
      grantPremium: build.mutation<GrantPremiumApiResponse, GrantPremiumApiArg>({
        query: (queryArg) => ({ url: `/api/admin/billing/users/${queryArg.id}/upgrade`, method: 'POST', body: queryArg.grantPremiumRequest }),
        invalidatesTags: ['billing'],
      }),
      downgradeUser: build.mutation<DowngradeUserApiResponse, DowngradeUserApiArg>({
        query: (queryArg) => ({ url: `/api/admin/billing/users/${queryArg.id}/downgrade`, method: 'POST', body: queryArg.downgradeRequest }),
        invalidatesTags: ['billing'],
      }),
      resendInvoice: build.mutation<ResendInvoiceApiResponse, ResendInvoiceApiArg>({
        query: (queryArg) => ({ url: `/api/admin/billing/purchases/${queryArg.id}/resend-invoice`, method: 'POST' }),
        invalidatesTags: ['billing'],
      }),
      getMailDelivery: build.query<GetMailDeliveryApiResponse, GetMailDeliveryApiArg>({
        query: () => ({ url: `/api/admin/mail/delivery` }),
        providesTags: ['notifications'],
      }),
      listSentMail: build.query<ListSentMailApiResponse, ListSentMailApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/mail`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            q: queryArg.q,
          },
        }),
        providesTags: ['notifications'],
      }),
      listReceivedMail: build.query<ListReceivedMailApiResponse, ListReceivedMailApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/mail/received`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            q: queryArg.q,
          },
        }),
        providesTags: ['notifications'],
      }),
      listTextMessages: build.query<ListTextMessagesApiResponse, ListTextMessagesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/mail/texts`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            channel: queryArg.channel,
            q: queryArg.q,
          },
        }),
        providesTags: ['notifications'],
      }),
      getSmsDelivery: build.query<GetSmsDeliveryApiResponse, GetSmsDeliveryApiArg>({
        query: () => ({ url: `/api/admin/mail/sms-delivery` }),
        providesTags: ['notifications'],
      }),
      getSentMail: build.query<GetSentMailApiResponse, GetSentMailApiArg>({
        query: (queryArg) => ({ url: `/api/admin/mail/${queryArg.id}` }),
        providesTags: ['notifications'],
      }),
      downloadSentMailAttachment: build.query<DownloadSentMailAttachmentApiResponse, DownloadSentMailAttachmentApiArg>({
        query: (queryArg) => ({ url: `/api/admin/mail/${queryArg.id}/attachments/${queryArg.attachmentId}` }),
        providesTags: ['notifications'],
      }),
      previewPdfTemplate: build.mutation<PreviewPdfTemplateApiResponse, PreviewPdfTemplateApiArg>({
        query: (queryArg) => ({ url: `/api/admin/pdf-templates/${queryArg.key}/preview`, method: 'POST', body: queryArg.previewPdfTemplateRequest }),
        invalidatesTags: ['documents'],
      }),
      listSupportTickets: build.query<ListSupportTicketsApiResponse, ListSupportTicketsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/support`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            q: queryArg.q,
            category: queryArg.category,
            status: queryArg.status,
          },
        }),
        providesTags: ['support'],
      }),
      updateSupportTicket: build.mutation<UpdateSupportTicketApiResponse, UpdateSupportTicketApiArg>({
        query: (queryArg) => ({ url: `/api/admin/support/${queryArg.id}`, method: 'PATCH', body: queryArg.updateTicketRequest }),
        invalidatesTags: ['support'],
      }),
      updateSupportTicketStatus: build.mutation<UpdateSupportTicketStatusApiResponse, UpdateSupportTicketStatusApiArg>({
        query: (queryArg) => ({ url: `/api/admin/support/${queryArg.id}/status`, method: 'PATCH', body: queryArg.updateTicketStatusRequest }),
        invalidatesTags: ['support'],
      }),
      updateSupportTicketNotes: build.mutation<UpdateSupportTicketNotesApiResponse, UpdateSupportTicketNotesApiArg>({
        query: (queryArg) => ({ url: `/api/admin/support/${queryArg.id}/notes`, method: 'PATCH', body: queryArg.updateTicketNotesRequest }),
        invalidatesTags: ['support'],
      }),
      notifySupportTicket: build.mutation<NotifySupportTicketApiResponse, NotifySupportTicketApiArg>({
        query: (queryArg) => ({ url: `/api/admin/support/${queryArg.id}/notify`, method: 'POST', body: queryArg.notifyTicketRequest }),
        invalidatesTags: ['support'],
      }),
      listVolunteers: build.query<ListVolunteersApiResponse, ListVolunteersApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/volunteers`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            q: queryArg.q,
            status: queryArg.status,
            interest: queryArg.interest,
          },
        }),
        providesTags: ['support'],
      }),
      updateVolunteer: build.mutation<UpdateVolunteerApiResponse, UpdateVolunteerApiArg>({
        query: (queryArg) => ({ url: `/api/admin/volunteers/${queryArg.id}`, method: 'PATCH', body: queryArg.updateVolunteerStatusRequest }),
        invalidatesTags: ['support'],
      }),
      deleteVolunteer: build.mutation<DeleteVolunteerApiResponse, DeleteVolunteerApiArg>({
        query: (queryArg) => ({ url: `/api/admin/volunteers/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['support'],
      }),
      updateVolunteerStatus: build.mutation<UpdateVolunteerStatusApiResponse, UpdateVolunteerStatusApiArg>({
        query: (queryArg) => ({ url: `/api/admin/volunteers/${queryArg.id}/status`, method: 'PATCH', body: queryArg.updateVolunteerStatusRequest }),
        invalidatesTags: ['support'],
      }),
      listIntegrationKeys: build.query<ListIntegrationKeysApiResponse, ListIntegrationKeysApiArg>({
        query: () => ({ url: `/api/admin/integrations/keys` }),
        providesTags: ['integrations'],
      }),
      issueIntegrationKey: build.mutation<IssueIntegrationKeyApiResponse, IssueIntegrationKeyApiArg>({
        query: (queryArg) => ({ url: `/api/admin/integrations/keys`, method: 'POST', body: queryArg.issueIntegrationKeyRequest }),
        invalidatesTags: ['integrations'],
      }),
      setIntegrationKeyPolicy: build.mutation<SetIntegrationKeyPolicyApiResponse, SetIntegrationKeyPolicyApiArg>({
        query: (queryArg) => ({ url: `/api/admin/integrations/keys/${queryArg.id}/policy`, method: 'PUT', body: queryArg.setIntegrationKeyPolicyRequest }),
        invalidatesTags: ['integrations'],
      }),
      renameIntegrationKey: build.mutation<RenameIntegrationKeyApiResponse, RenameIntegrationKeyApiArg>({
        query: (queryArg) => ({ url: `/api/admin/integrations/keys/${queryArg.id}`, method: 'PATCH', body: queryArg.renameIntegrationKeyRequest }),
        invalidatesTags: ['integrations'],
      }),
      revokeIntegrationKey: build.mutation<RevokeIntegrationKeyApiResponse, RevokeIntegrationKeyApiArg>({
        query: (queryArg) => ({ url: `/api/admin/integrations/keys/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['integrations'],
      }),
      rotateIntegrationKey: build.mutation<RotateIntegrationKeyApiResponse, RotateIntegrationKeyApiArg>({
        query: (queryArg) => ({ url: `/api/admin/integrations/keys/${queryArg.id}/rotate`, method: 'POST' }),
        invalidatesTags: ['integrations'],
      }),
      simulatorConversation: build.query<SimulatorConversationApiResponse, SimulatorConversationApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/whatsapp/simulator`,
          params: {
            phone: queryArg.phone,
          },
        }),
        providesTags: ['whatsapp'],
      }),
      simulateMessage: build.mutation<SimulateMessageApiResponse, SimulateMessageApiArg>({
        query: (queryArg) => ({ url: `/api/admin/whatsapp/simulator/messages`, method: 'POST', body: queryArg.simulatorMessageRequest }),
        invalidatesTags: ['whatsapp'],
      }),
      sentWhatsAppMessages: build.query<SentWhatsAppMessagesApiResponse, SentWhatsAppMessagesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/whatsapp/messages`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            q: queryArg.q,
          },
        }),
        providesTags: ['whatsapp'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type ListQueuesApiResponse = /** status 200  */ QueueListResponse;
export type ListQueuesApiArg = void;
export type RetryFailedJobsApiResponse = /** status 200  */ QueueActionResponse;
export type RetryFailedJobsApiArg = {
  /** The queue: notifications, documents, audit or projections */
  queue: string;
};
export type RemoveFailedJobsApiResponse = /** status 200  */ QueueActionResponse;
export type RemoveFailedJobsApiArg = {
  /** The queue: notifications, documents, audit or projections */
  queue: string;
};
export type RetryFailedJobApiResponse = unknown;
export type RetryFailedJobApiArg = {
  /** The queue: notifications, documents, audit or projections */
  queue: string;
  /** The failed job's id */
  jobId: string;
};
export type RemoveFailedJobApiResponse = unknown;
export type RemoveFailedJobApiArg = {
  /** The queue: notifications, documents, audit or projections */
  queue: string;
  /** The failed job's id */
  jobId: string;
};
export type ListAdminsApiResponse = /** status 200  */ AdminAccountListResponse;
export type ListAdminsApiArg = void;
export type CreateAdminApiResponse = /** status 201  */ AdminAccountResponse;
export type CreateAdminApiArg = {
  createAdminRequest: CreateAdminRequest;
};
export type UpdateAdminModulesApiResponse = /** status 200  */ AdminAccountResponse;
export type UpdateAdminModulesApiArg = {
  /** Admin user id (UUID); a citizen or unknown id is 404 */
  id: string;
  updateAdminModulesRequest: UpdateAdminModulesRequest;
};
export type DeleteAdminApiResponse = /** status 200 { message: 'Admin deleted' } */ AdminActionResponse;
export type DeleteAdminApiArg = {
  /** Admin user id (UUID); a citizen or unknown id is 404 */
  id: string;
};
export type ResetAdminPasswordApiResponse = /** status 200 { message: 'Password reset' } */ AdminActionResponse;
export type ResetAdminPasswordApiArg = {
  /** Admin user id (UUID); a citizen or unknown id is 404 */
  id: string;
  resetAdminPasswordRequest: ResetAdminPasswordRequest;
};
export type ResetAdminTwoFactorApiResponse = /** status 200 { message: 'Two-factor sign-in reset' } */ AdminActionResponse;
export type ResetAdminTwoFactorApiArg = {
  /** Admin user id (UUID); a citizen or unknown id is 404 */
  id: string;
};
export type ListUsersApiResponse = /** status 200  */ AdminUserListResponse;
export type ListUsersApiArg = {
  /** 1-based page, at most 100000; default 1 */
  page?: number;
  /** Items per page, 1 to 50; default 10 */
  limit?: number;
  /** Case-insensitive substring of first name, last name, email or phone (at most 200 characters) */
  q?: string;
};
export type SetUserEmailVerifiedApiResponse = /** status 200  */ AuthUserResponse;
export type SetUserEmailVerifiedApiArg = {
  /** User id (uuid, the `_id` of the list); unknown is 404 */
  id: string;
  setUserVerifiedRequest: SetUserVerifiedRequest;
};
export type SetUserBlockedApiResponse = /** status 200  */ AuthUserResponse;
export type SetUserBlockedApiArg = {
  /** User id (uuid, the `_id` of the list); unknown is 404 */
  id: string;
  setUserBlockedRequest: SetUserBlockedRequest;
};
export type DeleteUserApiResponse = /** status 200 { message: 'User deleted' } */ AdminUserActionResponse;
export type DeleteUserApiArg = {
  /** User id (uuid, the `_id` of the list); unknown is 404 */
  id: string;
};
export type ListRoutingContactsApiResponse = /** status 200  */ RoutingContactListResponse;
export type ListRoutingContactsApiArg = {
  /** 1-based page, at most 100000; default 1 */
  page?: number;
  /** Items per page, 1 to 100; default 20 */
  limit?: number;
  /** Part of an email or of the location, any case */
  q?: string;
  scope?: 'Rural' | 'Urban';
  level?: 'district' | 'subdistrict' | 'village' | 'ulb';
  /** Only contacts of this escalation level */
  escalationLevel?: 0 | 1 | 2;
  /** true: active only; false: inactive only */
  active?: boolean;
};
export type CreateRoutingContactApiResponse = /** status 201  */ RoutingContactResponse;
export type CreateRoutingContactApiArg = {
  createRoutingContactRequest: CreateRoutingContactRequest;
};
export type UpdateRoutingContactApiResponse = /** status 200  */ RoutingContactResponse;
export type UpdateRoutingContactApiArg = {
  id: string;
  updateRoutingContactRequest: UpdateRoutingContactRequest;
};
export type DeleteRoutingContactApiResponse = /** status 200  */ DeleteRoutingContactResponse;
export type DeleteRoutingContactApiArg = {
  id: string;
};
export type ListRoutingLogsApiResponse = /** status 200  */ RoutingLogListResponse;
export type ListRoutingLogsApiArg = {
  /** 1-based page, at most 100000; default 1 */
  page?: number;
  /** Items per page, 1 to 100; default 20 */
  limit?: number;
};
export type TestRoutingApiResponse = /** status 200  */ RoutingTestResponse;
export type TestRoutingApiArg = {
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
export type DownloadRoutingTemplateApiResponse = unknown;
export type DownloadRoutingTemplateApiArg = void;
export type ExportRoutingContactsApiResponse = unknown;
export type ExportRoutingContactsApiArg = void;
export type ValidateRoutingTemplateApiResponse = /** status 200  */ RoutingTemplateValidationResponse;
export type ValidateRoutingTemplateApiArg = {
  routingTemplateFileRequest: RoutingTemplateFileRequest;
};
export type ImportRoutingTemplateApiResponse = /** status 200  */ RoutingTemplateImportResponse;
export type ImportRoutingTemplateApiArg = {
  routingTemplateFileRequest: RoutingTemplateFileRequest;
};
export type ListComplaintDocumentsApiResponse = /** status 200  */ AuthorityDocumentResponse[];
export type ListComplaintDocumentsApiArg = {
  /** The complaint's public id */
  id: string;
};
export type DownloadComplaintDocumentApiResponse = unknown;
export type DownloadComplaintDocumentApiArg = {
  /** The complaint's public id */
  id: string;
  /** The document's id (uuid) */
  documentId: string;
};
export type ListAdminComplaintsApiResponse = /** status 200  */ AdminComplaintListResponse;
export type ListAdminComplaintsApiArg = {
  /** 1-based page, at most 100000; default 1 */
  page?: number;
  /** Items per page, 1 to 50; default 10 */
  limit?: number;
  /** One status; omitted (or 'all') for every status */
  status?: 'pending' | 'in_progress' | 'resolved' | 'rejected' | 'forwarded';
  /** true: archived complaints only ('Show archived only'); false or omitted: complaints not archived */
  archived?: boolean;
  /** newest (default): filing time, newest first; due: due date, soonest (most overdue) first, complaints without one last */
  sort?: 'newest' | 'due';
  /** true: only open complaints past their due date */
  overdue?: boolean;
  /** true: only complaints the authority answered (any action on its response link or a published email reply): 'Answered by authority' */
  answered?: boolean;
  /** true: only complaints the authority returned as not its jurisdiction, until the next forward: 'Returned by authority' */
  returned?: boolean;
  /** true: only complaints with an email reply waiting for review ('Replies to review') */
  repliesToReview?: boolean;
};
export type GetAdminComplaintApiResponse = /** status 200  */ AdminComplaintResponse;
export type GetAdminComplaintApiArg = {
  /** The complaint's public id */
  id: string;
};
export type DeleteComplaintApiResponse = unknown;
export type DeleteComplaintApiArg = {
  /** The complaint's public id */
  id: string;
};
export type CheckComplaintRoutingApiResponse = /** status 200  */ ComplaintRoutingCheckResponse;
export type CheckComplaintRoutingApiArg = {
  /** The complaint's public id */
  id: string;
};
export type UpdateComplaintStatusApiResponse = /** status 200 The updated complaint */ AdminComplaintResponse;
export type UpdateComplaintStatusApiArg = {
  /** The complaint's public id */
  id: string;
  updateComplaintStatusRequest: UpdateComplaintStatusRequest;
};
export type ArchiveComplaintApiResponse = /** status 200 The updated complaint */ AdminComplaintResponse;
export type ArchiveComplaintApiArg = {
  /** The complaint's public id */
  id: string;
  archiveComplaintRequest: ArchiveComplaintRequest;
};
export type PauseComplaintEscalationApiResponse = /** status 200 The updated complaint */ AdminComplaintResponse;
export type PauseComplaintEscalationApiArg = {
  /** The complaint's public id */
  id: string;
  pauseEscalationRequest: PauseEscalationRequest;
};
export type HideAuthorityAnswerApiResponse = /** status 200 The updated complaint */ AdminComplaintResponse;
export type HideAuthorityAnswerApiArg = {
  /** The complaint's public id */
  id: string;
  /** The authority answer's position in the complaint's history (`updates`), from 0 (Open311's update ids count the same way) */
  answerId: string;
  hideAuthorityAnswerRequest: HideAuthorityAnswerRequest;
};
export type UnhideAuthorityAnswerApiResponse = /** status 200 The updated complaint */ AdminComplaintResponse;
export type UnhideAuthorityAnswerApiArg = {
  /** The complaint's public id */
  id: string;
  /** The authority answer's position in the complaint's history (`updates`), from 0 (Open311's update ids count the same way) */
  answerId: string;
};
export type RevokeResponseLinksApiResponse = /** status 200  */ RevokeResponseLinksResponse;
export type RevokeResponseLinksApiArg = {
  /** The complaint's public id */
  id: string;
};
export type RunEscalationsApiResponse = /** status 200  */ EscalationRunResponse;
export type RunEscalationsApiArg = void;
export type ListHeldRepliesApiResponse = /** status 200  */ HeldReplyResponse[];
export type ListHeldRepliesApiArg = {
  /** The complaint's public id */
  id: string;
};
export type PublishHeldReplyApiResponse = /** status 200  */ ReviewReplyResponse;
export type PublishHeldReplyApiArg = {
  /** The complaint's public id */
  id: string;
  /** The held reply's id (uuid) */
  replyId: string;
};
export type DiscardHeldReplyApiResponse = /** status 200  */ ReviewReplyResponse;
export type DiscardHeldReplyApiArg = {
  /** The complaint's public id */
  id: string;
  /** The held reply's id (uuid) */
  replyId: string;
};
export type ListInboundRepliesApiResponse = /** status 200  */ InboundReplyListResponse;
export type ListInboundRepliesApiArg = {
  /** 1-based page, at most 100000; default 1 */
  page?: number;
  /** Items per page, 1 to 100; default 20 */
  limit?: number;
  /** held (default): waiting for an admin, oldest first; published or discarded: decided, newest decision first */
  status?: 'held' | 'published' | 'discarded';
};
export type AttachInboundReplyApiResponse = /** status 200  */ InboundReplyDecisionResponse;
export type AttachInboundReplyApiArg = {
  /** The reply's id (uuid) */
  replyId: string;
  attachInboundReplyRequest: AttachInboundReplyRequest;
};
export type DiscardInboundReplyApiResponse = /** status 200  */ InboundReplyDecisionResponse;
export type DiscardInboundReplyApiArg = {
  /** The reply's id (uuid) */
  replyId: string;
  discardInboundReplyRequest: DiscardInboundReplyRequest;
};
export type ListStillBrokenReportsApiResponse = /** status 200  */ StillBrokenReportListResponse;
export type ListStillBrokenReportsApiArg = {
  /** The complaint's public id */
  id: string;
};
export type AdminReopenComplaintApiResponse = /** status 200  */ AdminComplaintResponse;
export type AdminReopenComplaintApiArg = {
  /** The complaint's public id */
  id: string;
  adminReopenRequest: AdminReopenRequest;
};
export type RunFollowUpsApiResponse = /** status 200  */ FollowUpRunResponse;
export type RunFollowUpsApiArg = void;
export type ListAdminCategoriesApiResponse = /** status 200  */ AdminCategoryListResponse;
export type ListAdminCategoriesApiArg = void;
export type CreateCategoryApiResponse = /** status 201  */ AdminCategoryResponse;
export type CreateCategoryApiArg = {
  createCategoryRequest: CreateCategoryRequest;
};
export type UpdateCategoryApiResponse = /** status 200  */ AdminCategoryResponse;
export type UpdateCategoryApiArg = {
  /** Category id (uuid, the `_id` of the list) */
  id: string;
  updateCategoryRequest: UpdateCategoryRequest;
};
export type DeleteCategoryApiResponse = unknown;
export type DeleteCategoryApiArg = {
  /** Category id (uuid, the `_id` of the list) */
  id: string;
};
export type ListEmailTemplatesApiResponse = /** status 200  */ EmailTemplateListResponse;
export type ListEmailTemplatesApiArg = {
  /** Language of the version; omitted: English. Anything else: VALIDATION_FAILED 'Choose English, Konkani, Marathi or Hindi' */
  locale?: 'en' | 'kok' | 'mr' | 'hi';
};
export type GetEmailTemplateApiResponse = /** status 200  */ EmailTemplateResponse;
export type GetEmailTemplateApiArg = {
  /** Template key (admin spec section 9) */
  key:
    | 'support_ack'
    | 'support_status'
    | 'support_admin_message'
    | 'complaint_ack'
    | 'complaint_update'
    | 'complaint_resolved'
    | 'complaint_forward_authority'
    | 'complaint_escalation_authority'
    | 'complaint_escalation_citizen'
    | 'admin_overdue_digest'
    | 'invoice_email'
    | 'auth_verify_email'
    | 'auth_reset_password'
    | 'auth_email_change_notice'
    | 'auth_password_changed_notice'
    | 'open311_claim_invite'
    | 'open311_claim_confirm'
    | 'auth_account_deletion_code'
    | 'auth_account_deleted'
    | 'auth_signup_existing_account'
    | 'authority_reply_recorded'
    | 'complaint_follow_update'
    | 'alert_confirm'
    | 'area_alert'
    | 'complaint_follow_up';
  /** Language of the version; omitted: English. Anything else: VALIDATION_FAILED 'Choose English, Konkani, Marathi or Hindi' */
  locale?: 'en' | 'kok' | 'mr' | 'hi';
};
export type SaveEmailTemplateApiResponse = /** status 200  */ EmailTemplateResponse;
export type SaveEmailTemplateApiArg = {
  /** Template key (admin spec section 9) */
  key:
    | 'support_ack'
    | 'support_status'
    | 'support_admin_message'
    | 'complaint_ack'
    | 'complaint_update'
    | 'complaint_resolved'
    | 'complaint_forward_authority'
    | 'complaint_escalation_authority'
    | 'complaint_escalation_citizen'
    | 'admin_overdue_digest'
    | 'invoice_email'
    | 'auth_verify_email'
    | 'auth_reset_password'
    | 'auth_email_change_notice'
    | 'auth_password_changed_notice'
    | 'open311_claim_invite'
    | 'open311_claim_confirm'
    | 'auth_account_deletion_code'
    | 'auth_account_deleted'
    | 'auth_signup_existing_account'
    | 'authority_reply_recorded'
    | 'complaint_follow_update'
    | 'alert_confirm'
    | 'area_alert'
    | 'complaint_follow_up';
  /** Language of the version; omitted: English. Anything else: VALIDATION_FAILED 'Choose English, Konkani, Marathi or Hindi' */
  locale?: 'en' | 'kok' | 'mr' | 'hi';
  saveEmailTemplateRequest: SaveEmailTemplateRequest;
};
export type ResetEmailTemplateApiResponse = /** status 200  */ EmailTemplateResponse;
export type ResetEmailTemplateApiArg = {
  /** Template key (admin spec section 9) */
  key:
    | 'support_ack'
    | 'support_status'
    | 'support_admin_message'
    | 'complaint_ack'
    | 'complaint_update'
    | 'complaint_resolved'
    | 'complaint_forward_authority'
    | 'complaint_escalation_authority'
    | 'complaint_escalation_citizen'
    | 'admin_overdue_digest'
    | 'invoice_email'
    | 'auth_verify_email'
    | 'auth_reset_password'
    | 'auth_email_change_notice'
    | 'auth_password_changed_notice'
    | 'open311_claim_invite'
    | 'open311_claim_confirm'
    | 'auth_account_deletion_code'
    | 'auth_account_deleted'
    | 'auth_signup_existing_account'
    | 'authority_reply_recorded'
    | 'complaint_follow_update'
    | 'alert_confirm'
    | 'area_alert'
    | 'complaint_follow_up';
  /** Language of the version; omitted: English. Anything else: VALIDATION_FAILED 'Choose English, Konkani, Marathi or Hindi' */
  locale?: 'en' | 'kok' | 'mr' | 'hi';
};
export type PreviewEmailTemplateApiResponse = /** status 200  */ EmailTemplatePreviewResponse;
export type PreviewEmailTemplateApiArg = {
  /** Template key (admin spec section 9) */
  key:
    | 'support_ack'
    | 'support_status'
    | 'support_admin_message'
    | 'complaint_ack'
    | 'complaint_update'
    | 'complaint_resolved'
    | 'complaint_forward_authority'
    | 'complaint_escalation_authority'
    | 'complaint_escalation_citizen'
    | 'admin_overdue_digest'
    | 'invoice_email'
    | 'auth_verify_email'
    | 'auth_reset_password'
    | 'auth_email_change_notice'
    | 'auth_password_changed_notice'
    | 'open311_claim_invite'
    | 'open311_claim_confirm'
    | 'auth_account_deletion_code'
    | 'auth_account_deleted'
    | 'auth_signup_existing_account'
    | 'authority_reply_recorded'
    | 'complaint_follow_update'
    | 'alert_confirm'
    | 'area_alert'
    | 'complaint_follow_up';
  /** Language of the version; omitted: English. Anything else: VALIDATION_FAILED 'Choose English, Konkani, Marathi or Hindi' */
  locale?: 'en' | 'kok' | 'mr' | 'hi';
  previewEmailTemplateRequest: PreviewEmailTemplateRequest;
};
export type ListPdfTemplatesApiResponse = /** status 200  */ PdfTemplateListResponse;
export type ListPdfTemplatesApiArg = void;
export type GetPdfTemplateApiResponse = /** status 200  */ PdfTemplateResponse;
export type GetPdfTemplateApiArg = {
  /** PDF template key */
  key: 'authority_letter' | 'escalation_letter';
};
export type SavePdfTemplateApiResponse = /** status 200  */ PdfTemplateResponse;
export type SavePdfTemplateApiArg = {
  /** PDF template key */
  key: 'authority_letter' | 'escalation_letter';
  savePdfTemplateRequest: SavePdfTemplateRequest;
};
export type ResetPdfTemplateApiResponse = /** status 200  */ PdfTemplateResponse;
export type ResetPdfTemplateApiArg = {
  /** PDF template key */
  key: 'authority_letter' | 'escalation_letter';
};
export type ListAdminTestimonialsApiResponse = /** status 200  */ TestimonialListResponse;
export type ListAdminTestimonialsApiArg = void;
export type CreateTestimonialApiResponse = /** status 201  */ TestimonialResponse;
export type CreateTestimonialApiArg = {
  createTestimonialRequest: CreateTestimonialRequest;
};
export type UpdateTestimonialApiResponse = /** status 200  */ TestimonialResponse;
export type UpdateTestimonialApiArg = {
  /** Testimonial id (uuid); unknown is 404 */
  id: string;
  updateTestimonialRequest: UpdateTestimonialRequest;
};
export type DeleteTestimonialApiResponse = unknown;
export type DeleteTestimonialApiArg = {
  /** Testimonial id (uuid); unknown is 404 */
  id: string;
};
export type ListAdminPlansApiResponse = /** status 200  */ PlanListResponse;
export type ListAdminPlansApiArg = void;
export type CreatePlanApiResponse = /** status 201  */ AdminPlanResponse;
export type CreatePlanApiArg = {
  createPlanRequest: CreatePlanRequest;
};
export type UpdatePlanApiResponse = /** status 200  */ AdminPlanResponse;
export type UpdatePlanApiArg = {
  /** Plan id (uuid, the `_id` of the list) */
  id: string;
  updatePlanRequest: UpdatePlanRequest;
};
export type DeletePlanApiResponse = unknown;
export type DeletePlanApiArg = {
  /** Plan id (uuid, the `_id` of the list) */
  id: string;
};
export type ListAdminPurchasesApiResponse = /** status 200  */ AdminPurchasePageResponse;
export type ListAdminPurchasesApiArg = {
  /** 1-based page, at most 100000; default 1 */
  page?: number;
  /** Items per page, 1 to 50; default 10 */
  limit?: number;
  /** Search: email, name, order id or payment id (purchases); email or name (users). Case-insensitive. */
  q?: string;
};
export type ListBillingUsersApiResponse = /** status 200  */ AdminBillingUserPageResponse;
export type ListBillingUsersApiArg = {
  /** 1-based page, at most 100000; default 1 */
  page?: number;
  /** Items per page, 1 to 50; default 10 */
  limit?: number;
  /** Search: email, name, order id or payment id (purchases); email or name (users). Case-insensitive. */
  q?: string;
};
export type GrantPremiumApiResponse = /** status 200  */ GrantPremiumResponse;
export type GrantPremiumApiArg = {
  /** User id (uuid) */
  id: string;
  grantPremiumRequest: GrantPremiumRequest;
};
export type DowngradeUserApiResponse = /** status 200  */ DowngradeResponse;
export type DowngradeUserApiArg = {
  /** User id (uuid) */
  id: string;
  downgradeRequest: DowngradeRequest;
};
export type ResendInvoiceApiResponse = /** status 200  */ ResendInvoiceResponse;
export type ResendInvoiceApiArg = {
  /** Purchase id (uuid) */
  id: string;
};
export type GetMailDeliveryApiResponse = /** status 200  */ MailDeliveryResponse;
export type GetMailDeliveryApiArg = void;
export type ListSentMailApiResponse = /** status 200  */ SentMailListResponse;
export type ListSentMailApiArg = {
  /** 1-based page, at most 100000; default 1 */
  page?: number;
  /** Items per page, 1 to 100; default 20 */
  limit?: number;
  /** Case-insensitive substring of the subject or of a recipient (to or cc); for received mail, of the subject, the sender or a recipient */
  q?: string;
};
export type ListReceivedMailApiResponse = /** status 200  */ ReceivedMailListResponse;
export type ListReceivedMailApiArg = {
  /** 1-based page, at most 100000; default 1 */
  page?: number;
  /** Items per page, 1 to 100; default 20 */
  limit?: number;
  /** Case-insensitive substring of the subject or of a recipient (to or cc); for received mail, of the subject, the sender or a recipient */
  q?: string;
};
export type ListTextMessagesApiResponse = /** status 200  */ TextMessageListResponse;
export type ListTextMessagesApiArg = {
  /** 1-based page, at most 100000; default 1 */
  page?: number;
  /** Items per page, 1 to 100; default 20 */
  limit?: number;
  /** Only this channel; every channel when omitted */
  channel?: 'sms' | 'whatsapp';
  /** Case-insensitive substring of the recipient (E.164), the complaint id or the words */
  q?: string;
};
export type GetSmsDeliveryApiResponse = /** status 200  */ SmsDeliveryResponse;
export type GetSmsDeliveryApiArg = void;
export type GetSentMailApiResponse = /** status 200  */ SentMailDetailResponse;
export type GetSentMailApiArg = {
  /** Message id (uuid, the `_id` of the list) */
  id: string;
};
export type DownloadSentMailAttachmentApiResponse = unknown;
export type DownloadSentMailAttachmentApiArg = {
  /** Message id (uuid, the `_id` of the list) */
  id: string;
  /** Attachment id (uuid) from the message’s attachments */
  attachmentId: string;
};
export type PreviewPdfTemplateApiResponse = unknown;
export type PreviewPdfTemplateApiArg = {
  /** PDF template key */
  key: 'authority_letter' | 'escalation_letter';
  previewPdfTemplateRequest: PreviewPdfTemplateRequest;
};
export type ListSupportTicketsApiResponse = /** status 200  */ AdminTicketListResponse;
export type ListSupportTicketsApiArg = {
  /** 1-based page, at most 100000; default 1 */
  page?: number;
  /** Items per page, 1 to 50; default 50 */
  limit?: number;
  /** Case-insensitive substring of the code, subject, email or name */
  q?: string;
  /** One category; omitted (or 'all') for every category */
  category?: 'Support' | 'Bug' | 'Feedback' | 'Request';
  /** One status; omitted (or 'all') for every status */
  status?: 'open' | 'in_progress' | 'closed';
};
export type UpdateSupportTicketApiResponse = /** status 200  */ AdminTicketResponse;
export type UpdateSupportTicketApiArg = {
  /** Ticket id (uuid, the `_id` of the list); unknown is 404 */
  id: string;
  updateTicketRequest: UpdateTicketRequest;
};
export type UpdateSupportTicketStatusApiResponse = /** status 200  */ AdminTicketResponse;
export type UpdateSupportTicketStatusApiArg = {
  /** Ticket id (uuid, the `_id` of the list); unknown is 404 */
  id: string;
  updateTicketStatusRequest: UpdateTicketStatusRequest;
};
export type UpdateSupportTicketNotesApiResponse = /** status 200  */ AdminTicketResponse;
export type UpdateSupportTicketNotesApiArg = {
  /** Ticket id (uuid, the `_id` of the list); unknown is 404 */
  id: string;
  updateTicketNotesRequest: UpdateTicketNotesRequest;
};
export type NotifySupportTicketApiResponse = /** status 200  */ AdminTicketResponse;
export type NotifySupportTicketApiArg = {
  /** Ticket id (uuid, the `_id` of the list); unknown is 404 */
  id: string;
  notifyTicketRequest: NotifyTicketRequest;
};
export type ListVolunteersApiResponse = /** status 200  */ VolunteerListResponse;
export type ListVolunteersApiArg = {
  /** 1-based page, at most 100000; default 1 */
  page?: number;
  /** Items per page, 1 to 50; default 50 */
  limit?: number;
  /** Case-insensitive substring of the name, email, phone or message */
  q?: string;
  /** new or reviewed; omitted (or 'all') for both */
  status?: 'new' | 'reviewed';
  /** One interest; omitted (or 'all') for every interest */
  interest?: 'Volunteer' | 'Donate' | 'Partner' | 'Other';
};
export type UpdateVolunteerApiResponse = /** status 200  */ VolunteerResponse;
export type UpdateVolunteerApiArg = {
  /** Submission id (uuid, the `_id` of the list); unknown is 404 */
  id: string;
  updateVolunteerStatusRequest: UpdateVolunteerStatusRequest;
};
export type DeleteVolunteerApiResponse = /** status 200  */ SupportActionResponse;
export type DeleteVolunteerApiArg = {
  /** Submission id (uuid, the `_id` of the list); unknown is 404 */
  id: string;
};
export type UpdateVolunteerStatusApiResponse = /** status 200  */ VolunteerResponse;
export type UpdateVolunteerStatusApiArg = {
  /** Submission id (uuid, the `_id` of the list); unknown is 404 */
  id: string;
  updateVolunteerStatusRequest: UpdateVolunteerStatusRequest;
};
export type ListIntegrationKeysApiResponse = /** status 200  */ IntegrationKeyListResponse;
export type ListIntegrationKeysApiArg = void;
export type IssueIntegrationKeyApiResponse = /** status 201  */ IssuedIntegrationKeyResponse;
export type IssueIntegrationKeyApiArg = {
  issueIntegrationKeyRequest: IssueIntegrationKeyRequest;
};
export type SetIntegrationKeyPolicyApiResponse = /** status 200  */ IntegrationKeyResponse;
export type SetIntegrationKeyPolicyApiArg = {
  /** Key id (uuid); unknown is 404 */
  id: string;
  setIntegrationKeyPolicyRequest: SetIntegrationKeyPolicyRequest;
};
export type RenameIntegrationKeyApiResponse = /** status 200  */ IntegrationKeyResponse;
export type RenameIntegrationKeyApiArg = {
  /** Key id (uuid); unknown is 404 */
  id: string;
  renameIntegrationKeyRequest: RenameIntegrationKeyRequest;
};
export type RevokeIntegrationKeyApiResponse = unknown;
export type RevokeIntegrationKeyApiArg = {
  /** Key id (uuid); unknown is 404 */
  id: string;
};
export type RotateIntegrationKeyApiResponse = /** status 201  */ IssuedIntegrationKeyResponse;
export type RotateIntegrationKeyApiArg = {
  /** Key id (uuid); unknown is 404 */
  id: string;
};
export type SimulatorConversationApiResponse = /** status 200  */ SimulatorConversationResponse;
export type SimulatorConversationApiArg = {
  /** The WhatsApp number (country code and digits, no +) */
  phone: string;
};
export type SimulateMessageApiResponse = /** status 200  */ SimulatorSentResponse;
export type SimulateMessageApiArg = {
  simulatorMessageRequest: SimulatorMessageRequest;
};
export type SentWhatsAppMessagesApiResponse = /** status 200  */ SentMessagesResponse;
export type SentWhatsAppMessagesApiArg = {
  /** 1-based page, at most 100000; default 1 */
  page?: number;
  /** Items per page, 1 to 200; default 200 */
  limit?: number;
  /** Case-insensitive substring of the number (country code and digits) or of the words sent */
  q?: string;
};
export type QueueCountsResponse = {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  /** Completed jobs still kept (OUTBOX_RETENTION_DAYS) */
  completed: number;
};
export type FailedJobResponse = {
  /** Bull's job id (the event id and the handler) */
  id: string;
  /** The reaction the job runs */
  name: string;
  /** The last attempt's error message */
  error: string;
  /** Attempts made */
  attemptsMade: number;
  /** Attempts allowed before the job is left failed */
  maxAttempts: number;
  /** When the last attempt failed (ISO 8601) */
  failedAt: string | null;
  /** When the job was queued (ISO 8601) */
  createdAt: string;
};
export type QueueResponse = {
  name: 'notifications' | 'documents' | 'audit' | 'projections';
  counts: QueueCountsResponse;
  /** The newest 50 failed jobs; counts.failed gives the total */
  failed: FailedJobResponse[];
};
export type QueueListResponse = {
  /** notifications, documents, audit and projections, in that order */
  items: QueueResponse[];
};
export type QueueActionResponse = {
  /** Jobs retried or removed */
  count: number;
};
export type AdminAccountResponse = {
  /** User id (UUID) */
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'admin' | 'superadmin';
  /** Modules held; a superadmin has every module whatever this lists */
  adminModules: ('complaints' | 'billing' | 'pricing' | 'support' | 'routing' | 'categories' | 'users' | 'email_templates' | 'documents')[];
  /** Two-factor sign-in is on; POST /api/admin/admins/{id}/reset-2fa clears it */
  twoFactorEnabled: boolean;
};
export type AdminAccountListResponse = {
  items: AdminAccountResponse[];
};
export type AdminModuleInput =
  | 'complaints'
  | 'billing'
  | 'pricing'
  | 'support'
  | 'routing'
  | 'categories'
  | 'users'
  | 'email_templates'
  | 'documents'
  | 'docs'
  | 'volunteers'
  | 'pdf_templates';
export type CreateAdminRequest = {
  /** First name ('All fields are required') */
  firstName: string;
  /** Last name ('All fields are required') */
  lastName: string;
  /** Email address; lowercased, must not belong to any account (409 CONFLICT) */
  email: string;
  /** Temporary password, at least 6 characters ('Password min 6 characters'), not only spaces nor easy to guess (zxcvbn score below 3, Goa's place names and the portal's words counted) ('This password is too easy to guess. Please choose a longer one, for example a few unrelated words.') */
  password: string;
  /** Module keys (admin spec section 2). Aliases docs and pdf_templates mean documents, volunteers means support; unknown names are ignored (docs/adr/0013-admin-modules.md). */
  modules?: AdminModuleInput[];
};
export type UpdateAdminModulesRequest = {
  /** Module keys (admin spec section 2). Aliases docs and pdf_templates mean documents, volunteers means support; unknown names are ignored (docs/adr/0013-admin-modules.md). */
  modules: AdminModuleInput[];
};
export type AdminActionResponse = {
  message: string;
};
export type ResetAdminPasswordRequest = {
  /** New password, at least 6 characters ('Password min 6 characters'), not only spaces nor easy to guess (zxcvbn score below 3, Goa's place names and the portal's words counted) ('This password is too easy to guess. Please choose a longer one, for example a few unrelated words.') */
  password: string;
};
export type AdminUserResponse = {
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
  /** When the account was created (ISO 8601, UTC) */
  createdAt: string;
};
export type AdminUserListResponse = {
  items: AdminUserResponse[];
  /** Accounts matching q */
  total: number;
  /** 1-based page */
  page: number;
  /** Number of pages (at least 1) */
  pages: number;
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
export type SetUserVerifiedRequest = {
  /** true marks the email verified, false unverified */
  emailVerified: boolean;
};
export type SetUserBlockedRequest = {
  /** true blocks the account (its sessions end on their next request; login says it is blocked), false unblocks it */
  blocked: boolean;
};
export type AdminUserActionResponse = {
  message: string;
};
export type RecipientResponse = {
  authorityEmail: string;
  authorityName: string;
  authorityDesignation: string;
  authorityDepartment: string;
  /** The office's language (the primary recipient of a routing contact) */
  language?: 'en' | 'kok' | 'mr' | 'hi';
};
export type FailingAddressResponse = {
  email: string;
  /** When the latest bounce was received (ISO 8601) */
  failedAt: string;
  /** The bounce's status and diagnostic */
  reason: string;
};
export type RoutingContactResponse = {
  _id: string;
  level: 'district' | 'subdistrict' | 'village' | 'ulb';
  scope: 'Rural' | 'Urban';
  location: string;
  /** Template Row ID of the location */
  rowId: string;
  /** null: the location's default contact */
  categoryKey: string | null;
  districtCode: string;
  subdistrictCode: string | null;
  villageCode: string | null;
  ulbCode: string | null;
  authorityEmail: string;
  authorityDesignation: string;
  authorityName: string;
  authorityDepartment: string;
  phone: string;
  active: boolean;
  /** 0: receives forwards; 1 and 2: escalation levels */
  escalationLevel: 0 | 1 | 2;
  /** The office's language: its emails, letter and response page */
  language: 'en' | 'kok' | 'mr' | 'hi';
  additionalRecipients: RecipientResponse[];
  /** Primary first, then the additional recipients */
  forwardRecipients: RecipientResponse[];
  /** The contact's recipient addresses that bounced (a delivery status notification received in reply to an authority email); empty when none */
  failingAddresses: FailingAddressResponse[];
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601 */
  updatedAt: string;
};
export type RoutingContactListResponse = {
  items: RoutingContactResponse[];
  total: number;
  page: number;
  /** Number of pages (at least 1) */
  pages: number;
};
export type RecipientRequest = {
  /** Email; a row without one is ignored */
  authorityEmail?: string;
  authorityName?: string;
  authorityDesignation?: string;
  authorityDepartment?: string;
};
export type CreateRoutingContactRequest = {
  /** Primary recipient's email; lowercased */
  authorityEmail: string;
  authorityDesignation: string;
  scope: 'Rural' | 'Urban';
  /** Default true */
  active?: boolean;
  authorityName?: string;
  /** Not in the spec’s form; kept for forwarded letters */
  authorityDepartment?: string;
  phone?: string;
  /** Category key; blank or null for the location’s default contact */
  categoryKey?: string | null;
  /** The office's language: its emails, letter (unless the PDF template's language is set) and response page. Default en */
  language?: 'en' | 'kok' | 'mr' | 'hi';
  /** Escalation level: 0 (default) the authority complaints are forwarded to, 1 the first appellate or supervising officer, 2 the second appellate authority or district collector. One contact per location, category and level. */
  escalationLevel?: 0 | 1 | 2;
  /** LGD district code (number or numeric string) */
  districtCode?: string;
  /** LGD taluka code */
  subdistrictCode?: string;
  /** Census 2011 village code */
  villageCode?: string;
  /** LGD urban local body code (Urban scope) */
  ulbCode?: string;
  /** Up to 3 additional recipients (copies) */
  additionalRecipients?: RecipientRequest[];
};
export type UpdateRoutingContactRequest = {
  authorityEmail?: string;
  authorityDesignation?: string;
  authorityName?: string;
  authorityDepartment?: string;
  phone?: string;
  active?: boolean;
  /** The office's language: its emails, letter (unless the PDF template's language is set) and response page. Default en */
  language?: 'en' | 'kok' | 'mr' | 'hi';
  /** Escalation level: 0 (default) the authority complaints are forwarded to, 1 the first appellate or supervising officer, 2 the second appellate authority or district collector. One contact per location, category and level. */
  escalationLevel?: 0 | 1 | 2;
  /** Replaces the additional recipients (up to 3) */
  additionalRecipients?: RecipientRequest[];
};
export type DeleteRoutingContactResponse = {
  _id: string;
  deleted: true;
};
export type RoutingLogResponse = {
  _id: string;
  /** Event name */
  action: string;
  userEmail: string | null;
  userId: string | null;
  /** summary (readable), location, categoryKey, changes {field: {from, to}}, entityType, entityId, counts for imports */
  meta: {
    [key: string]: any;
  };
  /** ISO 8601 */
  createdAt: string;
};
export type RoutingLogListResponse = {
  items: RoutingLogResponse[];
  total: number;
  page: number;
  pages: number;
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
export type ResolutionAttemptResponse = {
  level: 'district' | 'subdistrict' | 'village' | 'ulb';
  location: string;
  /** Category tried; null for the default contact */
  categoryKey: string | null;
  outcome: 'matched' | 'inactive' | 'no_email' | 'missing';
};
export type RoutingTestResponse = {
  /** False: the page shows "No contact found for the selected location." */
  found: boolean;
  result: ResolvedAuthorityResponse | null;
  /** 'No contact found for the selected location.' when nothing matched */
  message: string | null;
  /** Deepest level named by the query */
  expectedLevel: ('district' | 'subdistrict' | 'village' | 'ulb') | null;
  /** Steps tried, deepest first; at each level the category before the default */
  attempts: ResolutionAttemptResponse[];
};
export type RowIssuesResponse = {
  /** Spreadsheet row number (the header is row 1) */
  row: number;
  issues: string[];
};
export type RoutingTemplateValidationResponse = {
  /** True when no row has an issue */
  ok: boolean;
  /** Every issue, in row order (the page shows the first 200) */
  issues: RowIssuesResponse[];
};
export type RoutingTemplateFileRequest = {
  /** The .xlsx file encoded in base64 (a data: URL prefix is accepted). At most about 11 MB of file (the JSON body limit is 15 MB). Other files get 400 'Only .xlsx files are accepted'; an unreadable workbook 400 'The file could not be read as an .xlsx workbook'. */
  fileBase64: string;
};
export type RoutingTemplateImportResponse = {
  /** Contacts created or changed ('Imported {N} records') */
  updated: number;
  /** Of which new contacts */
  created: number;
  /** Of which existing contacts changed */
  changed: number;
  /** Rows identical to the stored contact */
  unchanged: number;
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
export type ComplaintReporterResponse = {
  /** The reporter's email (shown to admins also for anonymous complaints, never to the authority); null when the account was deleted */
  email: string | null;
  /** The reporter's name; 'Deleted user' once the account was deleted */
  name: string;
  /** The reporter deleted their account or an admin deleted it: personal data gone, complaint kept */
  deleted: boolean;
};
export type ReturnedByAuthorityResponse = {
  authorityName: string;
  authorityEmail: string;
  message: string;
  /** The office the authority suggested, or empty */
  suggestedOffice: string;
  /** That office's email, or empty */
  suggestedEmail: string;
  /** ISO 8601 */
  at: string;
};
export type ResponseLinkResponse = {
  email: string;
  authorityName: string;
  /** ISO 8601: RESPONSE_LINK_DAYS after the latest email that carried it */
  expiresAt: string;
  /** ISO 8601 when an admin revoked it */
  revokedAt: string | null;
  /** Usable now */
  live: boolean;
};
export type AdminComplaintResponse = {
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
  createdBy: ComplaintReporterResponse;
  /** The authority's return, until the next forward; null otherwise */
  returned: ReturnedByAuthorityResponse | null;
  /** The authorities' response links, oldest first */
  responseLinks: ResponseLinkResponse[];
  /** Email replies from senders other than the complaint's recipients, waiting for an admin to publish or discard them ('1 reply to review') */
  repliesToReview: number;
  /** How the complaint reached the portal: the web wizard, an Open311 client or a WhatsApp conversation */
  channel: 'web' | 'open311' | 'whatsapp';
};
export type AdminComplaintListResponse = {
  items: AdminComplaintResponse[];
  /** Complaints matching the filter */
  total: number;
  /** 1-based page */
  page: number;
  /** Number of pages (at least 1) */
  pages: number;
};
export type ComplaintRoutingCheckResponse = {
  /** A routing contact exists along the complaint's fallback chain (the deepest level that has one is reported) */
  found: boolean;
  /** That contact can receive the forward (active, with an email); false when it has no email or is inactive */
  hasEmail: boolean;
  /** That contact's level; null when none was found */
  level: ('district' | 'subdistrict' | 'village' | 'ulb') | null;
  /** The deepest level the complaint's location names; null when the complaint has no location codes */
  expectedLevel: ('district' | 'subdistrict' | 'village' | 'ulb') | null;
  /** The contact was found at the expected level. The dialog shows when !found, !hasEmail or !isDeepest. */
  isDeepest: boolean;
  /** That contact's location */
  location: string | null;
  /** The recipients a forward saved now would use, primary first: resolved now, else stored at filing. Empty: the forward is refused. */
  recipients: AuthorityRecipientResponse[];
  /** Where `recipients` come from */
  recipientsSource: 'routing' | 'filing' | 'none';
};
export type UpdateComplaintStatusRequest = {
  /** Any of the five statuses, from any state */
  status: 'pending' | 'in_progress' | 'resolved' | 'rejected' | 'forwarded';
  /** Note added to the update history and emailed to the reporter; required for 'rejected'. For 'forwarded' it is also the admin's note to the authority (email and letter). At most 2000 characters. */
  message?: string;
};
export type ArchiveComplaintRequest = {
  /** true archives the complaint; false restores it */
  archived: boolean;
  /** Optional reason, kept in the audit log; at most 2000 characters */
  message?: string;
};
export type PauseEscalationRequest = {
  /** true pauses the ladder for this complaint; false resumes it */
  paused: boolean;
  /** Why (required to pause: 'Please add a note explaining the pause.'); at most 2000 characters */
  note?: string;
};
export type HideAuthorityAnswerRequest = {
  /** Why the answer is hidden, shown on the public page in the answer's place as typed (the answer's words and photos are not shown); required ('Please give the reason for hiding this answer.'), at most 2000 characters */
  reason: string;
};
export type RevokeResponseLinksResponse = {
  /** How many links were revoked */
  revoked: number;
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
export type EscalationStepSkippedResponse = {
  complaintId: string;
  level: 0 | 1 | 2;
  /** no_contact: no active routing contact with an email at that escalation level */
  reason: 'no_contact';
};
export type OverdueDigestRunResponse = {
  /** The India calendar day, YYYY-MM-DD */
  day: string;
  /** Complaints newly overdue since the previous digest (0: no email was sent) */
  complaints: number;
};
export type EscalationRunResponse = {
  /** The time the run used, ISO 8601 */
  ranAt: string;
  /** Steps taken (each emailed to the authority and the reporter) */
  sent: EscalationStepSentResponse[];
  /** Steps due but not taken */
  skipped: EscalationStepSkippedResponse[];
  /** The admins' digest of new overdue complaints this run prepared; null when today's (India time) was already prepared */
  digest: OverdueDigestRunResponse | null;
};
export type HeldReplyResponse = {
  id: string;
  /** The sender's address (the From: header's) */
  fromAddress: string;
  /** The recipient whose reply address it was sent to; the reply becomes their answer once published */
  recipientEmail: string;
  /** The recipient's name as the history will show it ('Reply from {authority}') */
  authorityName: string;
  /** The reply without the quoted email and signature (at most 5,000 characters) */
  text: string;
  /** After-photos stored from its image attachments (checked like uploads) */
  photos: string[];
  /** Attachments not kept, each 'name (reason)' */
  dropped: string[];
  /** ISO 8601 */
  receivedAt: string;
  /** Why it waits (docs/adr/0129-authenticated-replies.md): link_revoked or link_expired (its reply address's response link), sender_not_recipient (From: is none of the complaint's recipients), not_authenticated (no DMARC pass, no aligned SPF or DKIM pass, no trusted Authentication-Results), not_accepted (the complaint refused it); null for a reply held before reasons were kept */
  heldReason: ('link_revoked' | 'link_expired' | 'sender_not_recipient' | 'not_authenticated' | 'not_accepted') | null;
  /** The sender checks' results when it arrived, in Authentication-Results words; '' when not recorded */
  authentication: string;
};
export type ReviewReplyResponse = {
  id: string;
  status: 'published' | 'discarded';
};
export type InboundReplyResponse = {
  id: string;
  /** The sender's address (the From: header's) */
  fromAddress: string;
  /** The recipient whose reply address it was sent to; the reply becomes their answer once published */
  recipientEmail: string;
  /** The recipient's name as the history will show it ('Reply from {authority}') */
  authorityName: string;
  /** The reply without the quoted email and signature (at most 5,000 characters) */
  text: string;
  /** After-photos stored from its image attachments (checked like uploads) */
  photos: string[];
  /** Attachments not kept, each 'name (reason)' */
  dropped: string[];
  /** ISO 8601 */
  receivedAt: string;
  /** Why it waits (docs/adr/0129-authenticated-replies.md): link_revoked or link_expired (its reply address's response link), sender_not_recipient (From: is none of the complaint's recipients), not_authenticated (no DMARC pass, no aligned SPF or DKIM pass, no trusted Authentication-Results), not_accepted (the complaint refused it); null for a reply held before reasons were kept */
  heldReason: ('link_revoked' | 'link_expired' | 'sender_not_recipient' | 'not_authenticated' | 'not_accepted') | null;
  /** The sender checks' results when it arrived, in Authentication-Results words; '' when not recorded */
  authentication: string;
  /** The complaint it was matched to (public id); attaching moves it to another */
  complaintId: string;
  /** That complaint's title */
  complaintTitle: string;
  /** held: waiting; published: in the complaint history; discarded: refused by an admin */
  status: 'held' | 'published' | 'discarded';
  /** Why an admin discarded it; null otherwise */
  discardReason: string | null;
  /** When it was published or discarded (ISO 8601); null while held */
  reviewedAt: string | null;
};
export type InboundReplyListResponse = {
  items: InboundReplyResponse[];
  /** Replies of that status */
  total: number;
  /** This page (1-based) */
  page: number;
  /** Number of pages (at least 1) */
  pages: number;
};
export type InboundReplyDecisionResponse = {
  id: string;
  status: 'published' | 'discarded';
  /** The complaint (public id) it is on now */
  complaintId: string;
};
export type AttachInboundReplyRequest = {
  /** The complaint (public id) the reply answers: its own, or another an admin recognises from the reply's words */
  complaintId: string;
};
export type DiscardInboundReplyRequest = {
  /** Why it is discarded (kept with the reply and in the audit log), at most 500 characters */
  reason: string;
};
export type StillBrokenReportResponse = {
  /** When it was reported (ISO 8601) */
  reportedAt: string;
  /** The resolution it was reported on (ISO 8601) */
  resolvedAt: string;
  /** Whether that resolution is the complaint's current one (false once it was reopened or resolved again) */
  current: boolean;
  /** The photo's URL */
  photo: string;
  /** Whole metres from the photo's EXIF position to the pin */
  distanceMetres: number;
  /** What the person added, as typed ('' without) */
  note: string;
};
export type StillBrokenReportListResponse = {
  /** Newest first */
  items: StillBrokenReportResponse[];
};
export type AdminReopenRequest = {
  /** What the office reads in the reopening email and the history shows, at most 2000 characters */
  message: string;
};
export type FollowUpRunResponse = {
  /** When the run ran (the Clock; ISO 8601) */
  ranAt: string;
  /** Complaints whose reporter was asked "Was it fixed?" by this run */
  sent: string[];
  /** Complaints whose reporter was reminded by this run */
  reminded: string[];
};
export type CategoryTranslationDto = {
  name?: string;
  description?: string;
  /** Labels of the English subcategories, position by position; blank = English. */
  subcategories?: string[];
};
export type CategoryTranslationsDto = {
  kok?: CategoryTranslationDto;
  mr?: CategoryTranslationDto;
  hi?: CategoryTranslationDto;
};
export type AdminCategoryResponse = {
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
  /** Texts in kok, mr and hi as stored; English is the record itself. */
  translations: CategoryTranslationsDto;
};
export type AdminCategoryListResponse = {
  items: AdminCategoryResponse[];
};
export type CategoryTranslationRequest = {
  /** Name in this language. */
  name?: string;
  /** Description in this language. */
  description?: string;
  /** Labels of the English subcategories, position by position (an array, or one comma separated string); a blank label is English. */
  subcategories?: string[] | string;
};
export type CategoryTranslationsRequest = {
  kok?: CategoryTranslationRequest;
  mr?: CategoryTranslationRequest;
  hi?: CategoryTranslationRequest;
};
export type CreateCategoryRequest = {
  /** Unique key; lowercased, runs of other characters become one underscore, cut to 50 characters. Derived from the name when absent. */
  key?: string;
  /** Display name (required: 'Name is required'). */
  name?: string;
  /** Short description shown on the home page category grid. */
  description?: string;
  /** An emoji shown with the name. */
  icon?: string;
  /** The specific issues of this category: an array of strings or one comma separated string; items are trimmed and empty ones dropped (admin spec section 5). "Other" is always offered to citizens separately. */
  subcategories?: string[] | string;
  /** Hidden from citizens when false. Default true. */
  enabled?: boolean;
  /** Sort position (ascending). Default: the last order plus 10. */
  order?: number;
  /** Days the authority has to act once a complaint is forwarded (whole days, 1 to 90; default 15). The due date is the end of the forwarding day plus these days, India time. */
  responseDays?: number;
  /** Name, description and subcategory labels in kok, mr and hi. Replaces the stored translations when given. */
  translations?: CategoryTranslationsRequest;
};
export type UpdateCategoryRequest = {
  /** Unique key; lowercased, runs of other characters become one underscore, cut to 50 characters. Derived from the name when absent. */
  key?: string;
  /** Display name (required: 'Name is required'). */
  name?: string;
  /** Short description shown on the home page category grid. */
  description?: string;
  /** An emoji shown with the name. */
  icon?: string;
  /** The specific issues of this category: an array of strings or one comma separated string; items are trimmed and empty ones dropped (admin spec section 5). "Other" is always offered to citizens separately. */
  subcategories?: string[] | string;
  /** Hidden from citizens when false. Default true. */
  enabled?: boolean;
  /** Sort position (ascending). Default: the last order plus 10. */
  order?: number;
  /** Days the authority has to act once a complaint is forwarded (whole days, 1 to 90; default 15). The due date is the end of the forwarding day plus these days, India time. */
  responseDays?: number;
  /** Name, description and subcategory labels in kok, mr and hi. Replaces the stored translations when given. */
  translations?: CategoryTranslationsRequest;
};
export type EmailTemplateResponse = {
  /** Template key (admin spec section 9) */
  key:
    | 'support_ack'
    | 'support_status'
    | 'support_admin_message'
    | 'complaint_ack'
    | 'complaint_update'
    | 'complaint_resolved'
    | 'complaint_forward_authority'
    | 'complaint_escalation_authority'
    | 'complaint_escalation_citizen'
    | 'admin_overdue_digest'
    | 'invoice_email'
    | 'auth_verify_email'
    | 'auth_reset_password'
    | 'auth_email_change_notice'
    | 'auth_password_changed_notice'
    | 'open311_claim_invite'
    | 'open311_claim_confirm'
    | 'auth_account_deletion_code'
    | 'auth_account_deleted'
    | 'auth_signup_existing_account'
    | 'authority_reply_recorded'
    | 'complaint_follow_update'
    | 'alert_confirm'
    | 'area_alert'
    | 'complaint_follow_up';
  /** Language of this version */
  locale: 'en' | 'kok' | 'mr' | 'hi';
  name: string;
  /** Subject with {{placeholders}} */
  subject: string;
  /** Sanitised HTML body with {{placeholders}} */
  html: string;
  /** Plain-text body with {{placeholders}} */
  text: string;
  /** A disabled template is not sent */
  enabled: boolean;
  /** When an admin last saved it (ISO 8601); null while the built-in default is in effect */
  updatedAt: string | null;
  /** True while the built-in default is in effect (no admin override of this language) */
  isDefault: boolean;
  /** True when this language has no translation (no override, no built-in one): recipients who chose it get the English template shown here */
  usesEnglish: boolean;
  /** The placeholders this template offers, without braces */
  placeholders: string[];
};
export type EmailTemplateListResponse = {
  /** The nine templates, in the order of admin spec section 9 */
  items: EmailTemplateResponse[];
};
export type SaveEmailTemplateRequest = {
  /** Display name of the template tab; blank keeps the current name. At most 120 characters. */
  name?: string;
  /** Subject line with {{placeholders}} (required: 'Subject is required'); line breaks become spaces. At most 300 characters. */
  subject?: string;
  /** HTML body with {{placeholders}}, sanitised on save: formatting tags, lists, tables and links (http, https, mailto or a {{placeholder}}) are kept; scripts, styles, iframes, images, event handlers and javascript: URLs are dropped (docs/adr/0028-email-template-html.md). Empty: built from the text part. At most 100000 characters. */
  html?: string;
  /** Plain-text body with {{placeholders}}. Empty: derived from the HTML (links keep their address). HTML and text both empty: 'Write the email body (HTML or text)'. At most 50000 characters. */
  text?: string;
  /** A disabled template is not sent, in any language. Omitted: unchanged (true for a default). Read from the English version; ignored when saving a translation. */
  enabled?: boolean;
};
export type EmailTemplatePreviewResponse = {
  /** Rendered subject (plain text, one line) */
  subject: string;
  /** Rendered, sanitised HTML; placeholder values are HTML-escaped */
  html: string;
  /** Rendered plain text */
  text: string;
};
export type PreviewEmailTemplateRequest = {
  /** Draft subject; omitted: the saved subject. */
  subject?: string;
  /** Draft HTML, sanitised as a save would; omitted: the saved HTML. */
  html?: string;
  /** Draft plain text; omitted: the saved text; empty: derived from the HTML part, as saving does. */
  text?: string;
};
export type PdfTemplateContentDto = {
  /** Title printed at the top of the letter. Plain text with {{placeholders}}; trimmed; at most 160 characters. */
  headerTitle: string;
  /** Opening paragraph after the address and subject. Plain text with {{placeholders}}; trimmed; at most 2000 characters. */
  introParagraph: string;
  /** Heading of the complaint summary table. Plain text with {{placeholders}}; trimmed; at most 120 characters. */
  summaryHeading: string;
  /** Heading of the photo evidence section. Plain text with {{placeholders}}; trimmed; at most 120 characters. */
  evidenceHeading: string;
  /** Text above the list of photo links. Plain text with {{placeholders}}; trimmed; at most 1000 characters. */
  evidenceDescription: string;
  /** Heading of the complainant's details (or the anonymity notice). Plain text with {{placeholders}}; trimmed; at most 120 characters. */
  complainantHeading: string;
  /** Heading of the authorisation section. Plain text with {{placeholders}}; trimmed; at most 120 characters. */
  authorizationHeading: string;
  /** The authorisation the complainant gave. Plain text with {{placeholders}}; trimmed; at most 2000 characters. */
  authorizationStatement: string;
  /** Optional extra paragraph after the authorisation statement. Plain text with {{placeholders}}; trimmed; at most 2000 characters. */
  authorizationExtra?: string;
  /** Heading of the request section (followed by the admin's note unless a field uses {{message}}). Plain text with {{placeholders}}; trimmed; at most 120 characters. */
  requestHeading: string;
  /** Closing paragraph. Plain text with {{placeholders}}; trimmed; at most 2000 characters. */
  closingParagraph: string;
  /** Complimentary close before the signature. Plain text with {{placeholders}}; trimmed; at most 120 characters. */
  regardsText: string;
  /** Line under the signer name ({{authorName}} is printed above it). Plain text with {{placeholders}}; trimmed; at most 200 characters. */
  signatureTitle: string;
};
export type PdfTemplateResponse = {
  key: 'authority_letter' | 'escalation_letter';
  name: string;
  description: string;
  /** A disabled template is not attached to forwards */
  enabled: boolean;
  /** The content in effect: the admin's text or the built-in default */
  content: PdfTemplateContentDto;
  /** True while the built-in default content is in effect */
  isDefault: boolean;
  /** The language the document is printed in; en unless an admin chose another */
  locale: 'en' | 'kok' | 'mr' | 'hi';
  /** The built-in content in each language (en, kok, mr, hi), for the editor: choosing a language shows its built-in text */
  defaultContents: {
    [key: string]: PdfTemplateContentDto;
  };
  /** When an admin last saved or restored it (ISO 8601); null if nobody has */
  updatedAt: string | null;
  /** Email of the admin who last saved or restored it */
  updatedByEmail: string | null;
  /** The placeholders the text fields may use, without braces (they differ per key) */
  placeholders: string[];
};
export type PdfTemplateListResponse = {
  items: PdfTemplateResponse[];
};
export type SavePdfTemplateRequest = {
  /** The complete content; omitted: the content is left as it is. Errors are reported per field under `content.<field>`. */
  content?: PdfTemplateContentDto;
  /** A disabled template is not attached to forwards. Omitted: unchanged. */
  enabled?: boolean;
  /** The language the document is printed in (the authority letter is English unless chosen here). Changing it without `content` puts that language's built-in content in effect. Omitted: unchanged. Anything else than en, kok, mr, hi: VALIDATION_FAILED 'Choose English, Konkani, Marathi or Hindi' */
  locale?: 'en' | 'kok' | 'mr' | 'hi';
};
export type TestimonialResponse = {
  /** Testimonial id (uuid) */
  _id: string;
  quote: string;
  /** The name as the person agreed to be named */
  name: string;
  /** Place; empty when not given */
  place: string;
  /** Consent to be quoted is recorded */
  consent: boolean;
  /** When consent was recorded (ISO 8601, UTC); null without consent */
  consentRecordedAt: string | null;
  enabled: boolean;
  /** Sort position, ascending */
  order: number;
};
export type TestimonialListResponse = {
  items: TestimonialResponse[];
};
export type CreateTestimonialRequest = {
  /** The person's words (required: 'Quote is required'), at most 600 characters */
  quote?: string;
  /** The name as the person agreed to be named (required: 'Name is required') */
  name?: string;
  /** Where they live (optional) */
  place?: string;
  /** true records that the person consented to be quoted (the date is kept); false withdraws it. Without consent it is never shown. Default false. */
  consent?: boolean;
  /** Shown on the home page when true (and consent is recorded). Default true. */
  enabled?: boolean;
  /** Sort position (ascending). Default: the last order plus 10. */
  order?: number;
};
export type UpdateTestimonialRequest = {
  /** The person's words (required: 'Quote is required'), at most 600 characters */
  quote?: string;
  /** The name as the person agreed to be named (required: 'Name is required') */
  name?: string;
  /** Where they live (optional) */
  place?: string;
  /** true records that the person consented to be quoted (the date is kept); false withdraws it. Without consent it is never shown. Default false. */
  consent?: boolean;
  /** Shown on the home page when true (and consent is recorded). Default true. */
  enabled?: boolean;
  /** Sort position (ascending). Default: the last order plus 10. */
  order?: number;
};
export type PlanTranslationDto = {
  name?: string;
  description?: string;
  features?: string[];
  limitations?: string[];
};
export type PlanTranslationsDto = {
  kok?: PlanTranslationDto;
  mr?: PlanTranslationDto;
  hi?: PlanTranslationDto;
};
export type AdminPlanResponse = {
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
  /** Texts in kok, mr and hi as stored; English is the record itself. */
  translations: PlanTranslationsDto;
};
export type PlanListResponse = {
  items: AdminPlanResponse[];
};
export type PlanTranslationRequest = {
  /** Name in this language (the English name stays the plan's identity). */
  name?: string;
  /** Description in this language. */
  description?: string;
  /** What the plan gives, in this language: an array of strings, or one string with one item per line; items are trimmed and empty lines dropped (admin spec section 5). */
  features?: string[] | string;
  /** What the plan does not give, in this language: an array of strings, or one string with one item per line; items are trimmed and empty lines dropped (admin spec section 5). */
  limitations?: string[] | string;
};
export type PlanTranslationsRequest = {
  kok?: PlanTranslationRequest;
  mr?: PlanTranslationRequest;
  hi?: PlanTranslationRequest;
};
export type CreatePlanRequest = {
  /** Short description on the plan card. */
  description?: string;
  /** Price before GST in paise (the form enters rupees and sends rupees × 100, rounded). Default 0. */
  amount?: number;
  /** Currency; only INR. Default INR. */
  currency?: 'INR';
  /** GST as a fraction (the form enters a percent and sends percent / 100). Default 0.18 (18 %). */
  gstRate?: number;
  /** Card and checkout colour. Default blue. */
  color?: 'blue' | 'green' | 'gray';
  /** Marked 'popular' on the pricing section. Default false. */
  popular?: boolean;
  /** Shown on the pricing section and purchasable. Default true. */
  enabled?: boolean;
  /** Sort order (ascending). Default: the last order plus 10. */
  order?: number;
  /** One-time payment allowed. Default true. */
  allowOneTime?: boolean;
  /** Monthly subscription allowed. Default true. */
  allowRecurring?: boolean;
  /** What the plan gives: an array of strings, or one string with one item per line; items are trimmed and empty lines dropped (admin spec section 5). */
  features?: string[] | string;
  /** What the plan does not give: an array of strings, or one string with one item per line; items are trimmed and empty lines dropped (admin spec section 5). */
  limitations?: string[] | string;
  /** Complaints per calendar month, a whole number from 0 to 1,000,000; null or blank means unlimited. Default unlimited. */
  complaintLimit?: number | null;
  /** Photos per complaint, 1 to 5 (each at most 10 MB). Default 1 for a free plan, 5 for a paid one. */
  photoLimit?: number;
  /** Name, description, features and limitations in kok, mr and hi. Replaces the stored translations when given. */
  translations?: PlanTranslationsRequest;
  /** Plan name, unique (required: 'Name is required'). */
  name: string;
};
export type UpdatePlanRequest = {
  /** Short description on the plan card. */
  description?: string;
  /** Price before GST in paise (the form enters rupees and sends rupees × 100, rounded). Default 0. */
  amount?: number;
  /** Currency; only INR. Default INR. */
  currency?: 'INR';
  /** GST as a fraction (the form enters a percent and sends percent / 100). Default 0.18 (18 %). */
  gstRate?: number;
  /** Card and checkout colour. Default blue. */
  color?: 'blue' | 'green' | 'gray';
  /** Marked 'popular' on the pricing section. Default false. */
  popular?: boolean;
  /** Shown on the pricing section and purchasable. Default true. */
  enabled?: boolean;
  /** Sort order (ascending). Default: the last order plus 10. */
  order?: number;
  /** One-time payment allowed. Default true. */
  allowOneTime?: boolean;
  /** Monthly subscription allowed. Default true. */
  allowRecurring?: boolean;
  /** What the plan gives: an array of strings, or one string with one item per line; items are trimmed and empty lines dropped (admin spec section 5). */
  features?: string[] | string;
  /** What the plan does not give: an array of strings, or one string with one item per line; items are trimmed and empty lines dropped (admin spec section 5). */
  limitations?: string[] | string;
  /** Complaints per calendar month, a whole number from 0 to 1,000,000; null or blank means unlimited. Default unlimited. */
  complaintLimit?: number | null;
  /** Photos per complaint, 1 to 5 (each at most 10 MB). Default 1 for a free plan, 5 for a paid one. */
  photoLimit?: number;
  /** Name, description, features and limitations in kok, mr and hi. Replaces the stored translations when given. */
  translations?: PlanTranslationsRequest;
  /** Plan name, unique. Users already on the plan keep the old name. */
  name?: string;
};
export type PurchaseUserResponse = {
  /** User id; null once the account is deleted (the purchase is kept) */
  _id?: string | null;
  email: string;
  name: string;
};
export type AdminPurchaseResponse = {
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
  user: PurchaseUserResponse;
};
export type AdminPurchasePageResponse = {
  items: AdminPurchaseResponse[];
  total: number;
  page: number;
  pages: number;
};
export type AdminBillingUserResponse = {
  _id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  /** The plan's identity: its English name */
  plan: string;
  /** The plan's name in the reader's language */
  planName: string;
  isPremium: boolean;
};
export type AdminBillingUserPageResponse = {
  items: AdminBillingUserResponse[];
  total: number;
  page: number;
  pages: number;
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
export type GrantPremiumResponse = {
  user: AdminBillingUserResponse;
  /** The Manual purchase of amount 0 */
  purchase: PurchaseResponse;
};
export type GrantPremiumRequest = {
  /** Premium Citizen or Advocate Plus (admin spec section 9) */
  plan: string;
};
export type DowngradeResponse = {
  user: AdminBillingUserResponse;
  /** Whether a payment was refunded */
  refunded: boolean;
  /** 'Refund not processed: {reason}' when the provider refused; null otherwise */
  refundError?: string | null;
};
export type DowngradeRequest = {
  /** Why (kept in the audit log), at most 500 characters */
  reason?: string;
  /** Refund this payment: it must be a paid, unrefunded purchase of the user with an amount above zero. Without it (and without noRefund) the user's latest such purchase, if any, is refunded automatically (admin spec: a refund is attempted whenever one exists). */
  paymentId?: string;
  /** true: downgrade without any refund (the admin's explicit choice). Not together with paymentId (400). */
  noRefund?: boolean;
};
export type ResendInvoiceResponse = {
  invoiceNumber: string;
  /** The email is queued */
  queued: boolean;
};
export type MailDeliveryResponse = {
  /** 'smtp' when SMTP_URL is set (emails are sent); 'database' when it is not. Either way the stored copy keeps no working link or code */
  transport: 'database' | 'smtp';
  /** False while emails are not being sent (no SMTP_URL): nobody receives them (the sent-mail log keeps them with their links redacted, and the server's console shows the links when it is a terminal), so a deployment must set SMTP_URL */
  sending: boolean;
};
export type MailAttachmentInfoResponse = {
  /** Attachment id (uuid), for the download route */
  id: string;
  filename: string;
  /** MIME type */
  contentType: string;
  /** Size in bytes */
  size: number;
};
export type SentMailSummaryResponse = {
  /** Message id (uuid) */
  _id: string;
  to: string[];
  cc: string[];
  from: string;
  subject: string;
  /** pending (being sent), stored (kept in the database: no SMTP configured), sent (accepted by the SMTP server), failed (see error) */
  status: 'pending' | 'stored' | 'sent' | 'failed';
  /** database or smtp */
  transport: 'database' | 'smtp';
  /** The last sending error */
  error: string | null;
  /** Sending attempts so far */
  attempts: number;
  attachments: MailAttachmentInfoResponse[];
  /** The email template it was rendered from */
  templateKey: string | null;
  /** The domain event that caused it */
  eventId: string | null;
  /** When it was recorded (ISO 8601) */
  createdAt: string;
  /** When the transport accepted it (ISO 8601); null until then */
  sentAt: string | null;
};
export type SentMailListResponse = {
  /** Newest first */
  items: SentMailSummaryResponse[];
  total: number;
  page: number;
  pages: number;
};
export type ReceivedMailResponse = {
  /** Record id (uuid) */
  _id: string;
  /** The email's Message-ID (one derived from its bytes when it had none) */
  messageId: string;
  /** smtp: the inbound listener; imap: the polled mailbox */
  transport: 'smtp' | 'imap';
  from: string;
  to: string[];
  subject: string;
  /** Size in bytes */
  sizeBytes: number;
  /** published: in the complaint's history at once (a recipient's reply); held: waiting for an admin (another sender); empty: no words or photos of its own; unknown_key: matched no complaint (no known reply address, no email of the portal answered, no complaint of the sender in the subject; refused 550 by the listener); auto_reply: an automatic answer; bounce: a delivery failure (the address is marked failing); oversize: over 25 MB, refused; failed: could not be recorded (see detail); received: being handled */
  outcome: 'published' | 'held' | 'empty' | 'unknown_key' | 'auto_reply' | 'bounce' | 'oversize' | 'failed' | 'received';
  /** The complaint it answered */
  complaintId: string | null;
  /** Attachments dropped, the failing addresses of a bounce, or the error */
  detail: string;
  /** The reply without the quoted email and signature */
  text: string;
  /** When it was received (ISO 8601) */
  receivedAt: string;
};
export type ReceivedMailListResponse = {
  /** Newest first */
  items: ReceivedMailResponse[];
  total: number;
  page: number;
  pages: number;
};
export type TextMessageResponse = {
  /** Message id (uuid) */
  _id: string;
  /** The channel it went by */
  channel: 'sms' | 'whatsapp';
  /** The number, E.164 */
  recipient: string;
  /** What it says: phone_code, complaint_update, complaint_resolved, complaint_escalation_citizen, complaint_follow_up */
  kind: string;
  /** The language it is written in: en, kok, mr or hi */
  locale: string;
  /** The words as sent; a verification code reads '[redacted]' when a provider delivered it (the sandbox keeps it) */
  body: string;
  /** 'twilio', or 'sandbox' (delivered nowhere: SMS_PROVIDER unset) */
  provider: string;
  /** The DLT template id of its kind (SMS_DLT_TEMPLATE_IDS) */
  templateId: string | null;
  /** The provider's message id */
  providerMessageId: string | null;
  /** sent (the provider took it), recorded (sandbox), pending, failed */
  status: 'pending' | 'sent' | 'recorded' | 'failed';
  /** Why it failed */
  error: string | null;
  /** The complaint it is about (public id) */
  complaintId: string | null;
  /** When it was written (ISO 8601) */
  createdAt: string;
  /** When the provider took it (ISO 8601) */
  sentAt: string | null;
};
export type TextMessageListResponse = {
  /** Newest first */
  items: TextMessageResponse[];
  total: number;
  page: number;
  pages: number;
};
export type SmsDeliveryResponse = {
  /** 'twilio' (SMS_PROVIDER=twilio) or 'sandbox' (unset: messages are only recorded in the log) */
  provider: string;
  /** Whether messages reach phones (false for the sandbox) */
  sending: boolean;
};
export type SentMailDetailResponse = {
  /** Message id (uuid) */
  _id: string;
  to: string[];
  cc: string[];
  from: string;
  subject: string;
  /** pending (being sent), stored (kept in the database: no SMTP configured), sent (accepted by the SMTP server), failed (see error) */
  status: 'pending' | 'stored' | 'sent' | 'failed';
  /** database or smtp */
  transport: 'database' | 'smtp';
  /** The last sending error */
  error: string | null;
  /** Sending attempts so far */
  attempts: number;
  attachments: MailAttachmentInfoResponse[];
  /** The email template it was rendered from */
  templateKey: string | null;
  /** The domain event that caused it */
  eventId: string | null;
  /** When it was recorded (ISO 8601) */
  createdAt: string;
  /** When the transport accepted it (ISO 8601); null until then */
  sentAt: string | null;
  /** The HTML body as sent */
  html: string;
  /** The plain-text body as sent */
  text: string;
  /** The SMTP server's message id */
  messageId: string | null;
  /** The Reply-To address (an authority's reply address reply+{replyKey}@{INBOUND_EMAIL_DOMAIN}); null when none */
  replyTo: string | null;
};
export type PreviewPdfTemplateRequest = {
  /** Unsaved content to preview, checked like a save; omitted: the content in effect. */
  content?: PdfTemplateContentDto;
  /** The language to print the preview in; omitted: the saved language. Anything else: VALIDATION_FAILED 'Choose English, Konkani, Marathi or Hindi' */
  locale?: 'en' | 'kok' | 'mr' | 'hi';
};
export type AdminTicketUpdateResponse = {
  /** created, status (a status change) or message (staff wrote to you) */
  type: 'created' | 'status' | 'message' | 'note';
  /** The status after a status change; null for a message */
  status: ('open' | 'in_progress' | 'closed') | null;
  /** The staff's message; empty for a status change */
  message: string;
  /** ISO 8601 date-time (UTC) */
  createdAt: string;
  /** Shown to the sender; false for internal notes */
  public: boolean;
  /** The acting admin; null for the sender */
  actorEmail: string | null;
};
export type AdminTicketResponse = {
  /** Id (uuid) */
  _id: string;
  /** Short ticket code: 'SUP-' + 5 characters */
  code: string;
  subject: string;
  message: string;
  /** Sender's name; empty when not given */
  name: string;
  /** Reply address (lowercased) */
  email: string;
  category: 'Support' | 'Bug' | 'Feedback' | 'Request';
  status: 'open' | 'in_progress' | 'closed';
  /** The signed-in sender's user id; null for a visitor or a deleted account */
  user: string | null;
  /** Internal resolution notes (never shown to the sender) */
  resolution: string;
  /** ISO 8601 date-time (UTC) */
  createdAt: string;
  /** ISO 8601 date-time (UTC) */
  updatedAt: string;
  /** The whole history, oldest first */
  updates: AdminTicketUpdateResponse[];
};
export type AdminTicketListResponse = {
  items: AdminTicketResponse[];
  /** Tickets matching the filters */
  total: number;
  /** 1-based page */
  page: number;
  /** Number of pages (at least 1) */
  pages: number;
};
export type UpdateTicketRequest = {
  /** The new status; a change emails the sender (support_status) */
  status?: 'open' | 'in_progress' | 'closed';
  /** Internal resolution notes, trimmed; at most 5000 characters */
  resolution?: string;
};
export type UpdateTicketStatusRequest = {
  /** The new status; a change emails the sender (support_status) */
  status: 'open' | 'in_progress' | 'closed';
};
export type UpdateTicketNotesRequest = {
  /** Internal resolution notes, trimmed; empty clears them. At most 5000 characters. */
  resolution: string;
};
export type NotifyTicketRequest = {
  /** The message; 'Write a message first' when empty after trimming. At most 5000 characters. */
  message: string;
};
export type VolunteerResponse = {
  /** Id (uuid) */
  _id: string;
  fullName: string;
  email: string;
  /** Null when none was given */
  phone: string | null;
  interest: 'Volunteer' | 'Donate' | 'Partner' | 'Other';
  message: string;
  status: 'new' | 'reviewed';
  /** ISO 8601 date-time (UTC) */
  createdAt: string;
  /** When the status was last flipped; null if never */
  reviewedAt: string | null;
  /** Who last flipped the status */
  reviewedByEmail: string | null;
};
export type VolunteerListResponse = {
  items: VolunteerResponse[];
  /** Submissions matching the filters */
  total: number;
  /** 1-based page */
  page: number;
  /** Number of pages (at least 1) */
  pages: number;
};
export type UpdateVolunteerStatusRequest = {
  /** reviewed or new; records reviewedAt and reviewedByEmail */
  status: 'new' | 'reviewed';
};
export type SupportActionResponse = {
  message: string;
};
export type IntegrationKeyResponse = {
  /** Key id (uuid) */
  id: string;
  /** Name */
  name: string;
  /** The key's first 11 characters, to tell keys apart */
  keyPrefix: string;
  /** Email of the linked citizen account, or null */
  accountEmail: string | null;
  /** 'linked' or 'by_email' */
  reporterPolicy: 'linked' | 'by_email';
  /** Filings per month with this key; null for no cap */
  monthlyLimit: number | null;
  /** Filings and update emails per reporter email, key and month */
  perEmailMonthlyLimit: number;
  /** Issued at, ISO 8601 */
  createdAt: string;
  /** Last rotated at, ISO 8601, or null */
  rotatedAt: string | null;
  /** Revoked at, ISO 8601, or null while the key works */
  revokedAt: string | null;
};
export type IntegrationKeyListResponse = {
  /** Every key, newest first (unpaged: keys are issued by hand) */
  items: IntegrationKeyResponse[];
};
export type IssuedIntegrationKeyResponse = {
  /** Key id (uuid) */
  id: string;
  /** Name */
  name: string;
  /** The key's first 11 characters, to tell keys apart */
  keyPrefix: string;
  /** Email of the linked citizen account, or null */
  accountEmail: string | null;
  /** 'linked' or 'by_email' */
  reporterPolicy: 'linked' | 'by_email';
  /** Filings per month with this key; null for no cap */
  monthlyLimit: number | null;
  /** Filings and update emails per reporter email, key and month */
  perEmailMonthlyLimit: number;
  /** Issued at, ISO 8601 */
  createdAt: string;
  /** Last rotated at, ISO 8601, or null */
  rotatedAt: string | null;
  /** Revoked at, ISO 8601, or null while the key works */
  revokedAt: string | null;
  /** The API key: 'o311_' and 43 base64url characters. Shown once; store it now. */
  key: string;
};
export type IssueIntegrationKeyRequest = {
  /** Who the key is for, 1 to 100 characters */
  name: string;
  /** Optional: the email of an active citizen account whose monthly quota counts every complaint filed with the key. Without it, each request's email must be a verified citizen account's. */
  accountEmail?: string;
  /** 'by_email' (default): each request's email, first_name, last_name and phone are kept with the complaint, which never spends a citizen's quota and is attached to an account only when its owner claims it. 'linked': every filing under the account of accountEmail (required then), counted against its plan. */
  reporterPolicy?: 'linked' | 'by_email';
  /** Filings per calendar month (India time) with this key, 1 to 100000; null or absent for no cap. Past it: 403. */
  monthlyLimit?: number | null;
  /** Filings, and update emails, per reporter email, key and month, 1 to 100000 (default 10). */
  perEmailMonthlyLimit?: number;
};
export type SetIntegrationKeyPolicyRequest = {
  /** 'linked' (needs a linked account) or 'by_email' */
  reporterPolicy: 'linked' | 'by_email';
  /** The linked citizen account's email; null or '' unlinks; absent keeps the current link. Required (here or already linked) for 'linked'. */
  accountEmail?: string | null;
  /** Filings per month with this key, 1 to 100000; null for no cap */
  monthlyLimit: number | null;
  /** Filings and update emails per reporter email, key and month, 1 to 100000 */
  perEmailMonthlyLimit: number;
};
export type RenameIntegrationKeyRequest = {
  /** New name, 1 to 100 characters */
  name: string;
};
export type TranscriptChoiceResponse = {
  id: string;
  title: string;
  description?: string;
};
export type TranscriptSectionResponse = {
  title: string;
  rows: TranscriptChoiceResponse[];
};
export type TranscriptLineResponse = {
  id: string;
  /** The number (in the list of sent messages) */
  phone?: string;
  direction: 'in' | 'out';
  /** out: text, list, buttons or template (a complaint update sent outside the 24-hour window); in: text, choice, image, location or unsupported */
  kind: string;
  /** The text of the message (out), or the text, choice title or place (in) */
  text: string;
  /** The list button label (list) */
  button?: string;
  /** A list message’s sections */
  sections: TranscriptSectionResponse[];
  /** Reply buttons (a template’s quick replies: id is the payload) */
  buttons: TranscriptChoiceResponse[];
  status: 'received' | 'pending' | 'sent' | 'simulated' | 'failed';
  error: string | null;
  /** ISO 8601 */
  at: string;
};
export type SimulatorConversationResponse = {
  /** Whether the simulator is on (the four WHATSAPP_* variables unset) */
  simulator: boolean;
  /** The conversation's step, null before the first message */
  step: string | null;
  locale: string | null;
  consented: boolean;
  messages: TranscriptLineResponse[];
};
export type SimulatorSentResponse = {
  /** The simulated message's id (wamid.sim.…) */
  messageId: string;
};
export type SimulatorMessageRequest = {
  phone: string;
  type: 'text' | 'choice' | 'location' | 'image';
  text?: string;
  choiceId?: string;
  title?: string;
  /** The choice is a list row (else a reply button) */
  list?: boolean;
  /** Degrees */
  lat?: number;
  /** Degrees */
  lng?: number;
  name?: string;
  /** The photo, base64 (at most 10 MB decoded) */
  imageBase64?: string;
  mimeType?: 'image/jpeg' | 'image/png' | 'image/webp';
};
export type SentMessagesResponse = {
  items: TranscriptLineResponse[];
  /** Messages matching, in all pages */
  total: number;
  /** 1-based page */
  page: number;
  /** Number of pages */
  pages: number;
};
export const {
  useListQueuesQuery,
  useRetryFailedJobsMutation,
  useRemoveFailedJobsMutation,
  useRetryFailedJobMutation,
  useRemoveFailedJobMutation,
  useListAdminsQuery,
  useCreateAdminMutation,
  useUpdateAdminModulesMutation,
  useDeleteAdminMutation,
  useResetAdminPasswordMutation,
  useResetAdminTwoFactorMutation,
  useListUsersQuery,
  useSetUserEmailVerifiedMutation,
  useSetUserBlockedMutation,
  useDeleteUserMutation,
  useListRoutingContactsQuery,
  useCreateRoutingContactMutation,
  useUpdateRoutingContactMutation,
  useDeleteRoutingContactMutation,
  useListRoutingLogsQuery,
  useTestRoutingQuery,
  useDownloadRoutingTemplateQuery,
  useExportRoutingContactsQuery,
  useValidateRoutingTemplateMutation,
  useImportRoutingTemplateMutation,
  useListComplaintDocumentsQuery,
  useDownloadComplaintDocumentQuery,
  useListAdminComplaintsQuery,
  useGetAdminComplaintQuery,
  useDeleteComplaintMutation,
  useCheckComplaintRoutingQuery,
  useUpdateComplaintStatusMutation,
  useArchiveComplaintMutation,
  usePauseComplaintEscalationMutation,
  useHideAuthorityAnswerMutation,
  useUnhideAuthorityAnswerMutation,
  useRevokeResponseLinksMutation,
  useRunEscalationsMutation,
  useListHeldRepliesQuery,
  usePublishHeldReplyMutation,
  useDiscardHeldReplyMutation,
  useListInboundRepliesQuery,
  useAttachInboundReplyMutation,
  useDiscardInboundReplyMutation,
  useListStillBrokenReportsQuery,
  useAdminReopenComplaintMutation,
  useRunFollowUpsMutation,
  useListAdminCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useListEmailTemplatesQuery,
  useGetEmailTemplateQuery,
  useSaveEmailTemplateMutation,
  useResetEmailTemplateMutation,
  usePreviewEmailTemplateMutation,
  useListPdfTemplatesQuery,
  useGetPdfTemplateQuery,
  useSavePdfTemplateMutation,
  useResetPdfTemplateMutation,
  useListAdminTestimonialsQuery,
  useCreateTestimonialMutation,
  useUpdateTestimonialMutation,
  useDeleteTestimonialMutation,
  useListAdminPlansQuery,
  useCreatePlanMutation,
  useUpdatePlanMutation,
  useDeletePlanMutation,
  useListAdminPurchasesQuery,
  useListBillingUsersQuery,
  useGrantPremiumMutation,
  useDowngradeUserMutation,
  useResendInvoiceMutation,
  useGetMailDeliveryQuery,
  useListSentMailQuery,
  useListReceivedMailQuery,
  useListTextMessagesQuery,
  useGetSmsDeliveryQuery,
  useGetSentMailQuery,
  useDownloadSentMailAttachmentQuery,
  usePreviewPdfTemplateMutation,
  useListSupportTicketsQuery,
  useUpdateSupportTicketMutation,
  useUpdateSupportTicketStatusMutation,
  useUpdateSupportTicketNotesMutation,
  useNotifySupportTicketMutation,
  useListVolunteersQuery,
  useUpdateVolunteerMutation,
  useDeleteVolunteerMutation,
  useUpdateVolunteerStatusMutation,
  useListIntegrationKeysQuery,
  useIssueIntegrationKeyMutation,
  useSetIntegrationKeyPolicyMutation,
  useRenameIntegrationKeyMutation,
  useRevokeIntegrationKeyMutation,
  useRotateIntegrationKeyMutation,
  useSimulatorConversationQuery,
  useSimulateMessageMutation,
  useSentWhatsAppMessagesQuery,
} = injectedRtkApi;
