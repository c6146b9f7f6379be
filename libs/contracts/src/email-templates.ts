/** Email template keys (admin spec section 9) with the placeholders each one offers. */
export const EMAIL_TEMPLATE_KEYS = [
  'support_ack',
  'support_status',
  'support_admin_message',
  'complaint_ack',
  'complaint_update',
  'complaint_resolved',
  'complaint_forward_authority',
  'complaint_escalation_authority',
  'complaint_escalation_citizen',
  'admin_overdue_digest',
  'invoice_email',
  'auth_verify_email',
  'auth_reset_password',
  'auth_email_change_notice',
  'auth_password_changed_notice',
  'open311_claim_invite',
  'open311_claim_confirm',
  'auth_account_deletion_code',
  'auth_account_deleted',
  'auth_signup_existing_account',
  'authority_reply_recorded',
  'complaint_follow_update',
  'alert_confirm',
  'area_alert',
  'complaint_follow_up',
] as const;
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

export const EMAIL_TEMPLATE_PLACEHOLDERS: Record<EmailTemplateKey, readonly string[]> = {
  support_ack: ['userName', 'ticketId', 'subject', 'category', 'message'],
  support_status: ['userName', 'ticketId', 'subject', 'status', 'message'],
  support_admin_message: ['userName', 'ticketId', 'subject', 'message'],
  complaint_ack: ['userName', 'complaintId', 'title', 'category', 'subcategory', 'location', 'urgency', 'status'],
  /**
   * `headline` says what happened ('Resolved by Mamlatdar of Tiswadi', 'In progress'), in the subject and the first line;
   * `complaintUrl` opens the complaint on the portal.
   */
  complaint_update: ['userName', 'complaintId', 'title', 'category', 'location', 'status', 'message', 'headline', 'complaintUrl'],
  /**
   * A complaint marked resolved (by its authority or at the desk): "Is it fixed?" with `fixedUrl` and `reopenUrl`,
   * links that only open the complaint's page with the confirmation or the reopening form; nothing changes until the
   * reporter sends that form.
   */
  complaint_resolved: ['userName', 'complaintId', 'title', 'category', 'location', 'status', 'message', 'headline', 'complaintUrl', 'fixedUrl', 'reopenUrl'],
  complaint_forward_authority: [
    'authorityName',
    'authorityDepartment',
    'authorityEmail',
    'complaintId',
    'title',
    'category',
    'subcategory',
    'location',
    'urgency',
    'description',
    'reporterName',
    'reporterEmail',
    'reporterPhone',
    'mapUrl',
    'message',
    /** The recipient's personal response link ({PUBLIC_URL}/respond/{token}). */
    'respondUrl',
    /** The words a reply by email begins with to record an action (REPLY_INTENT_WORDS): '"Resolved", "Work started" or "Not ours"'. */
    'replyWords',
    /** The date the authority is asked to answer by, in the office's language. */
    'dueDate',
  ],
  complaint_escalation_authority: [
    'authorityName',
    'complaintId',
    'title',
    'category',
    'location',
    'description',
    'mapUrl',
    'stepName',
    'forwardedDate',
    'dueDate',
    'daysOverdue',
    'reminderDate',
    'previousAuthorities',
    /** 'N citizens report this': the reporter and the citizens who said 'Me too'. */
    'citizensReporting',
    /** The recipient's personal response link ({PUBLIC_URL}/respond/{token}). */
    'respondUrl',
    /** The words a reply by email begins with to record an action (REPLY_INTENT_WORDS): '"Resolved", "Work started" or "Not ours"'. */
    'replyWords',
  ],
  complaint_escalation_citizen: ['userName', 'complaintId', 'title', 'stepName', 'recipients', 'daysOverdue'],
  admin_overdue_digest: ['userName', 'date', 'count', 'complaintList'],
  /**
   * `amount` is written with ₹ in the reader's language ('₹2,34,820.00'), so `currency` (the ISO code, INR) is offered
   * but not printed by the built-in texts; `orderId` is the Razorpay order (none for a subscription charge) and
   * `paymentId` the Razorpay payment the invoice is for.
   */
  invoice_email: ['userName', 'plan', 'amount', 'currency', 'orderId', 'paymentId', 'invoiceNumber'],
  auth_verify_email: ['userName', 'verifyUrl', 'expiryHours'],
  auth_reset_password: ['userName', 'resetUrl', 'expiryMinutes'],
  /** To the old address once the account's email changed: the new address, so that a stolen session is noticed. */
  auth_email_change_notice: ['userName', 'newEmail'],
  /** To the account when its password was changed, or created for an account that had none (a Google account). */
  auth_password_changed_notice: ['userName', 'portalUrl'],
  /** An Open311 complaint filed for an email with no account: the one acknowledgement, with a link to sign up and claim it. */
  open311_claim_invite: ['userName', 'complaintId', 'title', 'location', 'claimUrl', 'expiryDays'],
  /** An Open311 complaint filed for an existing account's email: 'Was this you? Add it to My Complaints'. */
  open311_claim_confirm: ['userName', 'complaintId', 'title', 'location', 'claimUrl', 'expiryDays'],
  auth_account_deletion_code: ['userName', 'code', 'expiryMinutes'],
  auth_account_deleted: ['userName'],
  /** To an account's address when someone signs up with it: sign-up answers as for a new address, so the owner is told here. */
  auth_signup_existing_account: ['userName', 'portalUrl'],
  /**
   * To an officer whose emailed reply was recorded (docs/adr/0138): what it recorded (`recorded`, in words), its
   * message, and the response page opened with each action chosen (a link only opens the page; nothing changes
   * until the officer submits it there).
   */
  authority_reply_recorded: [
    'authorityName',
    'complaintId',
    'title',
    'recorded',
    'message',
    'resolvedUrl',
    'inProgressUrl',
    'notOursUrl',
    'messageUrl',
    'replyWords',
  ],
  /**
   * To a citizen following a complaint they did not file (docs/adr/0149-following-a-complaint.md): what the public page
   * shows, never the reporter's name or contact. `title` is the reporter's title only when they chose to show it (else
   * the subcategory), `location` likewise; `complaintUrl` opens the public page /c/{id}; `unfollowUrl` opens a page
   * whose button stops the emails (the link itself changes nothing).
   */
  complaint_follow_update: ['userName', 'complaintId', 'title', 'category', 'location', 'status', 'message', 'headline', 'complaintUrl', 'unfollowUrl'],
  /** To an address that subscribed to an area's alerts without an account: the link opens the page that confirms (by POST). */
  alert_confirm: ['areaName', 'confirmUrl'],
  /**
   * An area alert, at once or as the daily digest: `headline` says which ('2 new complaints and updates', in the
   * reader's language), `complaintList` one line per complaint (id · category · status · place · its public page),
   * `unsubscribeUrl` the page that stops this alert (the page POSTs; the email also carries List-Unsubscribe),
   * `manageUrl` the page listing every alert of the address, each with its Stop button.
   */
  area_alert: ['areaName', 'headline', 'complaintList', 'unsubscribeUrl', 'manageUrl'],
  /**
   * Four weeks after a resolution, and once more a week later without an answer (docs/adr/0148): "Was it fixed?".
   * `headline` is the question or the reminder's words, `resolvedDate` the resolution's day in the reader's language;
   * `questionnaireUrl` only opens the questionnaire page, where the answer is sent (nothing changes by following it).
   */
  complaint_follow_up: ['userName', 'complaintId', 'title', 'location', 'headline', 'resolvedDate', 'questionnaireUrl', 'complaintUrl'],
};

/** PDF template keys and content fields (admin spec section 3). */
export const PDF_TEMPLATE_KEYS = ['authority_letter', 'escalation_letter'] as const;
export type PdfTemplateKey = (typeof PDF_TEMPLATE_KEYS)[number];
export const PDF_CONTENT_FIELDS = [
  'headerTitle',
  'introParagraph',
  'summaryHeading',
  'evidenceHeading',
  'evidenceDescription',
  'complainantHeading',
  'authorizationHeading',
  'authorizationStatement',
  'authorizationExtra',
  'requestHeading',
  'closingParagraph',
  'regardsText',
  'signatureTitle',
] as const;
export type PdfContentField = (typeof PDF_CONTENT_FIELDS)[number];
/** PDF placeholders (admin spec section 9). */
export const PDF_PLACEHOLDERS = [
  'complaintId',
  'title',
  'category',
  'subcategory',
  'location',
  'reporterName',
  'authorityName',
  'message',
  'authorName',
  /** 'N citizens report this': the reporter and the citizens who said 'Me too'. */
  'citizensReporting',
] as const;
export type PdfPlaceholder = (typeof PDF_PLACEHOLDERS)[number];

/**
 * Placeholders of the escalation letter: the level-1 or level-2 letter about an overdue complaint.
 * Dates print as '17 December 2026' in the letter's language, India time.
 */
export const ESCALATION_LETTER_PLACEHOLDERS = [
  'complaintId',
  'title',
  'category',
  'subcategory',
  'location',
  /** The level-1 or level-2 contact the letter is addressed to. */
  'authorityName',
  /** The level-0 authority the complaint was forwarded to (in copy). */
  'forwardedTo',
  'forwardedDate',
  'dueDate',
  /** Whole days past the due date, India calendar days. */
  'daysOverdue',
  /** When the level-0 authority was reminded; '—' when the reporter escalated before any reminder. */
  'reminderDate',
  /** 1 or 2. */
  'escalationLevel',
  'citizensReporting',
  'authorName',
] as const;
export type EscalationLetterPlaceholder = (typeof ESCALATION_LETTER_PLACEHOLDERS)[number];

/** The placeholders each PDF template offers (admin spec section 9, and the escalation letter's). */
export const PDF_TEMPLATE_PLACEHOLDERS: Record<PdfTemplateKey, readonly string[]> = {
  authority_letter: PDF_PLACEHOLDERS,
  escalation_letter: ESCALATION_LETTER_PLACEHOLDERS,
};

/** PDF content fields an admin may leave empty; every other field is required. */
export const PDF_OPTIONAL_CONTENT_FIELDS: readonly PdfContentField[] = ['authorizationExtra'];

/** The text of a PDF template (admin spec section 3): plain text with `{{placeholder}}` tokens, no markup. */
export type PdfTemplateContent = { [K in Exclude<PdfContentField, 'authorizationExtra'>]: string } & { authorizationExtra?: string };

/** Form labels of the PDF content fields (admin spec section 2, PDF Templates: "a form of text fields"). */
export const PDF_CONTENT_FIELD_LABELS: Record<PdfContentField, string> = {
  headerTitle: 'Header title',
  introParagraph: 'Introduction',
  summaryHeading: 'Summary heading',
  evidenceHeading: 'Evidence heading',
  evidenceDescription: 'Evidence description',
  complainantHeading: 'Complainant heading',
  authorizationHeading: 'Authorisation heading',
  authorizationStatement: 'Authorisation statement',
  authorizationExtra: 'Additional authorisation text',
  requestHeading: 'Request heading',
  closingParagraph: 'Closing paragraph',
  regardsText: 'Regards text',
  signatureTitle: 'Signature title',
};

/** Maximum length in characters of each PDF content field, after trimming (docs/adr/0029-email-and-pdf-template-rules.md). */
export const PDF_CONTENT_MAX_LENGTH: Record<PdfContentField, number> = {
  headerTitle: 160,
  introParagraph: 2000,
  summaryHeading: 120,
  evidenceHeading: 120,
  evidenceDescription: 1000,
  complainantHeading: 120,
  authorizationHeading: 120,
  authorizationStatement: 2000,
  authorizationExtra: 2000,
  requestHeading: 120,
  closingParagraph: 2000,
  regardsText: 120,
  signatureTitle: 200,
};

/** Maximum lengths in characters of an email template's fields (docs/adr/0029-email-and-pdf-template-rules.md). */
export const EMAIL_TEMPLATE_MAX_LENGTH = { name: 120, subject: 300, html: 100_000, text: 50_000 } as const;
