/** Email template keys (admin spec section 9) with the placeholders each one offers. */
export const EMAIL_TEMPLATE_KEYS = [
  'support_ack',
  'support_status',
  'support_admin_message',
  'complaint_ack',
  'complaint_update',
  'complaint_forward_authority',
  'invoice_email',
  'auth_verify_email',
  'auth_reset_password',
] as const;
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

export const EMAIL_TEMPLATE_PLACEHOLDERS: Record<EmailTemplateKey, readonly string[]> = {
  support_ack: ['userName', 'ticketId', 'subject', 'category', 'message'],
  support_status: ['userName', 'ticketId', 'subject', 'status', 'message'],
  support_admin_message: ['userName', 'ticketId', 'subject', 'message'],
  complaint_ack: ['userName', 'complaintId', 'title', 'category', 'subcategory', 'location', 'urgency', 'status'],
  complaint_update: ['userName', 'complaintId', 'title', 'category', 'location', 'status', 'message'],
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
  ],
  invoice_email: ['userName', 'plan', 'amount', 'currency', 'orderId', 'invoiceNumber'],
  auth_verify_email: ['userName', 'verifyUrl', 'expiryHours'],
  auth_reset_password: ['userName', 'resetUrl', 'expiryMinutes'],
};

/** PDF template keys and content fields (admin spec section 3). */
export const PDF_TEMPLATE_KEYS = ['authority_letter'] as const;
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
] as const;
