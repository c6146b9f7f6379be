import type { EmailTemplateKey } from '@civic/contracts';

/** A built-in email template; admins may override it (admin spec section 2, Email Templates). */
export interface EmailTemplateDefault {
  key: EmailTemplateKey;
  name: string;
  subject: string;
  html: string;
  text: string;
}

const signature = '<p>— Goa Civic Portal</p>';

/** Built-in defaults for the nine keys of admin spec section 9. Restore Default brings these back. */
export const DEFAULT_EMAIL_TEMPLATES: Record<EmailTemplateKey, EmailTemplateDefault> = {
  support_ack: {
    key: 'support_ack',
    name: 'Support request received',
    subject: 'We received your request {{ticketId}}: {{subject}}',
    html: `<p>Hello {{userName}},</p><p>Thank you for contacting us. Your ticket <strong>{{ticketId}}</strong> ({{category}}) has been created.</p><p><em>{{subject}}</em></p><p>{{message}}</p><p>We will get back to you soon.</p>${signature}`,
    text: 'Hello {{userName}},\n\nThank you for contacting us. Your ticket {{ticketId}} ({{category}}) has been created.\n\n{{subject}}\n{{message}}\n\nWe will get back to you soon.\n— Goa Civic Portal',
  },
  support_status: {
    key: 'support_status',
    name: 'Support ticket status changed',
    subject: 'Ticket {{ticketId}} is now {{status}}',
    html: `<p>Hello {{userName}},</p><p>Your ticket <strong>{{ticketId}}</strong> ({{subject}}) is now <strong>{{status}}</strong>.</p><p>{{message}}</p>${signature}`,
    text: 'Hello {{userName}},\n\nYour ticket {{ticketId}} ({{subject}}) is now {{status}}.\n\n{{message}}\n— Goa Civic Portal',
  },
  support_admin_message: {
    key: 'support_admin_message',
    name: 'Message from support staff',
    subject: 'About your ticket {{ticketId}}: {{subject}}',
    html: `<p>Hello {{userName}},</p><p>Our team wrote about your ticket <strong>{{ticketId}}</strong>:</p><blockquote>{{message}}</blockquote>${signature}`,
    text: 'Hello {{userName}},\n\nOur team wrote about your ticket {{ticketId}}:\n\n{{message}}\n— Goa Civic Portal',
  },
  complaint_ack: {
    key: 'complaint_ack',
    name: 'Complaint received',
    subject: 'Complaint {{complaintId}} received: {{title}}',
    html: `<p>Hello {{userName}},</p><p>Your complaint <strong>{{complaintId}}</strong> has been received and is <strong>{{status}}</strong>.</p><ul><li>Title: {{title}}</li><li>Category: {{category}} — {{subcategory}}</li><li>Location: {{location}}</li><li>Urgency: {{urgency}}</li></ul><p>You can follow it in My Complaints.</p>${signature}`,
    text: 'Hello {{userName}},\n\nYour complaint {{complaintId}} has been received and is {{status}}.\nTitle: {{title}}\nCategory: {{category}} — {{subcategory}}\nLocation: {{location}}\nUrgency: {{urgency}}\n\nYou can follow it in My Complaints.\n— Goa Civic Portal',
  },
  complaint_update: {
    key: 'complaint_update',
    name: 'Complaint status update',
    subject: 'Complaint {{complaintId}}: {{headline}}',
    html: `<p><strong>{{headline}}</strong></p><p>Hello {{userName}},</p><p>Your complaint <strong>{{complaintId}}</strong> ({{title}}, {{location}}) is now <strong>{{status}}</strong>.</p><p>{{message}}</p><p><a href="{{complaintUrl}}">Open your complaint</a></p>${signature}`,
    text: '{{headline}}\n\nHello {{userName}},\n\nYour complaint {{complaintId}} ({{title}}, {{location}}) is now {{status}}.\n\n{{message}}\n\nOpen your complaint: {{complaintUrl}}\n— Goa Civic Portal',
  },
  complaint_resolved: {
    key: 'complaint_resolved',
    name: 'Complaint resolved: is it fixed?',
    subject: 'Complaint {{complaintId}}: {{headline}}. Is it fixed?',
    html: `<p><strong>{{headline}}</strong></p><p>Hello {{userName}},</p><p>Your complaint <strong>{{complaintId}}</strong> ({{title}}, {{location}}) is marked <strong>{{status}}</strong>.</p><p>{{message}}</p><p><strong>Is it fixed?</strong></p><p><a href="{{fixedUrl}}">Yes, fixed</a> <a href="{{reopenUrl}}">No, reopen it with a photo</a></p><p>Each button opens your complaint on the portal, where you confirm or reopen it; nothing changes until you do. <a href="{{complaintUrl}}">Open your complaint</a></p>${signature}`,
    text: '{{headline}}\n\nHello {{userName}},\n\nYour complaint {{complaintId}} ({{title}}, {{location}}) is marked {{status}}.\n\n{{message}}\n\nIs it fixed?\nYes, fixed: {{fixedUrl}}\nNo, reopen it with a photo: {{reopenUrl}}\n\nEach link opens your complaint on the portal, where you confirm or reopen it; nothing changes until you do.\nOpen your complaint: {{complaintUrl}}\n— Goa Civic Portal',
  },
  complaint_forward_authority: {
    key: 'complaint_forward_authority',
    name: 'Complaint forwarded to the authority',
    subject: 'Civic complaint {{complaintId}}: {{title}} ({{location}})',
    html: `<p>Dear {{authorityName}},</p><p>A citizen has reported the following issue for the attention of {{authorityDepartment}}. The authority letter is attached.</p><ul><li>Complaint: {{complaintId}}</li><li>Title: {{title}}</li><li>Category: {{category}} — {{subcategory}}</li><li>Location: {{location}}</li><li>Urgency: {{urgency}}</li><li>Map: <a href="{{mapUrl}}">{{mapUrl}}</a></li></ul><p>{{description}}</p><p>Reported by: {{reporterName}} {{reporterEmail}} {{reporterPhone}}</p><p>{{message}}</p><p>Please answer by {{dueDate}}: reply to this email (your words, photos and documents reach the complaint), or open the link below.</p><p>Answer this complaint, no account needed: <a href="{{respondUrl}}">{{respondUrl}}</a></p><p>To answer by email, reply to this email beginning with {{replyWords}}; any other reply is recorded as a message. Attach photos of the work, or a PDF such as an Action Taken Report.</p>${signature}`,
    text: 'Dear {{authorityName}},\n\nA citizen has reported the following issue for the attention of {{authorityDepartment}}. The authority letter is attached.\nComplaint: {{complaintId}}\nTitle: {{title}}\nCategory: {{category}} — {{subcategory}}\nLocation: {{location}}\nUrgency: {{urgency}}\nMap: {{mapUrl}}\n\n{{description}}\n\nReported by: {{reporterName}} {{reporterEmail}} {{reporterPhone}}\n\n{{message}}\n\nPlease answer by {{dueDate}}: reply to this email (your words, photos and documents reach the complaint), or open the link below.\n\nAnswer this complaint (no account needed): {{respondUrl}}\n\nTo answer by email, reply to this email beginning with {{replyWords}}; any other reply is recorded as a message. Attach photos of the work, or a PDF such as an Action Taken Report.\n— Goa Civic Portal',
  },
  complaint_escalation_authority: {
    key: 'complaint_escalation_authority',
    name: 'Overdue complaint: reminder or escalation to the authority',
    subject: '{{stepName}}: civic complaint {{complaintId}} is {{daysOverdue}} day(s) overdue',
    html: `<p>Dear {{authorityName}},</p><p>{{stepName}}. The following complaint was forwarded on {{forwardedDate}} and was due by {{dueDate}}; it is now {{daysOverdue}} day(s) overdue with no resolution recorded.</p><ul><li>Complaint: {{complaintId}}</li><li>Title: {{title}}</li><li>Category: {{category}}</li><li>Location: {{location}}</li><li>Reported by: {{citizensReporting}}</li><li>Map: <a href="{{mapUrl}}">{{mapUrl}}</a></li><li>Reminder sent: {{reminderDate}}</li><li>Authority responsible so far: {{previousAuthorities}}</li></ul><p>{{description}}</p><p>Please see that it is attended to.</p><p>Answer this complaint, no account needed: <a href="{{respondUrl}}">{{respondUrl}}</a></p><p>To answer by email, reply to this email beginning with {{replyWords}}; any other reply is recorded as a message. Attach photos of the work, or a PDF such as an Action Taken Report.</p>${signature}`,
    text: 'Dear {{authorityName}},\n\n{{stepName}}. The following complaint was forwarded on {{forwardedDate}} and was due by {{dueDate}}; it is now {{daysOverdue}} day(s) overdue with no resolution recorded.\nComplaint: {{complaintId}}\nTitle: {{title}}\nCategory: {{category}}\nLocation: {{location}}\nReported by: {{citizensReporting}}\nMap: {{mapUrl}}\nReminder sent: {{reminderDate}}\nAuthority responsible so far: {{previousAuthorities}}\n\n{{description}}\n\nPlease see that it is attended to.\n\nAnswer this complaint (no account needed): {{respondUrl}}\n\nTo answer by email, reply to this email beginning with {{replyWords}}; any other reply is recorded as a message. Attach photos of the work, or a PDF such as an Action Taken Report.\n— Goa Civic Portal',
  },
  complaint_escalation_citizen: {
    key: 'complaint_escalation_citizen',
    name: 'Overdue complaint: the reporter is told of a reminder or escalation',
    subject: 'Complaint {{complaintId}}: {{stepName}}',
    html: `<p>Hello {{userName}},</p><p>Your complaint <strong>{{complaintId}}</strong> ({{title}}) is {{daysOverdue}} day(s) past its due date. {{stepName}}: we wrote to {{recipients}}.</p>${signature}`,
    text: 'Hello {{userName}},\n\nYour complaint {{complaintId}} ({{title}}) is {{daysOverdue}} day(s) past its due date. {{stepName}}: we wrote to {{recipients}}.\n— Goa Civic Portal',
  },
  admin_overdue_digest: {
    key: 'admin_overdue_digest',
    name: 'Daily digest to admins: complaints newly overdue',
    subject: 'Overdue complaints, {{date}}: {{count}} new',
    html: `<p>Hello {{userName}},</p><p>{{count}} forwarded complaint(s) passed their due date since the last digest without being resolved:</p><pre>{{complaintList}}</pre><p>The reminders and escalations follow automatically; you can pause a complaint's escalation from the complaints desk.</p>${signature}`,
    text: "Hello {{userName}},\n\n{{count}} forwarded complaint(s) passed their due date since the last digest without being resolved:\n\n{{complaintList}}\n\nThe reminders and escalations follow automatically; you can pause a complaint's escalation from the complaints desk.\n— Goa Civic Portal",
  },
  invoice_email: {
    key: 'invoice_email',
    name: 'Invoice',
    subject: 'Your invoice {{invoiceNumber}} for {{plan}}',
    html: `<p>Hello {{userName}},</p><p>Thank you for your purchase of <strong>{{plan}}</strong>: {{amount}} (payment {{paymentId}}). Your GST invoice {{invoiceNumber}} is attached.</p>${signature}`,
    text: 'Hello {{userName}},\n\nThank you for your purchase of {{plan}}: {{amount}} (payment {{paymentId}}). Your GST invoice {{invoiceNumber}} is attached.\n— Goa Civic Portal',
  },
  auth_verify_email: {
    key: 'auth_verify_email',
    name: 'Verify your email',
    subject: 'Verify your email for Goa Civic Portal',
    html: `<p>Hello {{userName}},</p><p>Please confirm your email address to start filing complaints:</p><p><a href="{{verifyUrl}}">Verify my email</a></p><p>This link expires in {{expiryHours}} hours. If you did not sign up, ignore this email.</p>${signature}`,
    text: 'Hello {{userName}},\n\nPlease confirm your email address to start filing complaints:\n{{verifyUrl}}\n\nThis link expires in {{expiryHours}} hours. If you did not sign up, ignore this email.\n— Goa Civic Portal',
  },
  auth_reset_password: {
    key: 'auth_reset_password',
    name: 'Reset your password',
    subject: 'Reset your Goa Civic Portal password',
    html: `<p>Hello {{userName}},</p><p>We received a request to reset your password:</p><p><a href="{{resetUrl}}">Choose a new password</a></p><p>This link expires in {{expiryMinutes}} minutes. If you did not ask for it, ignore this email.</p>${signature}`,
    text: 'Hello {{userName}},\n\nWe received a request to reset your password:\n{{resetUrl}}\n\nThis link expires in {{expiryMinutes}} minutes. If you did not ask for it, ignore this email.\n— Goa Civic Portal',
  },
  auth_email_change_notice: {
    key: 'auth_email_change_notice',
    name: 'Your email address was changed',
    subject: 'Your Goa Civic Portal email was changed',
    html: `<p>Hello {{userName}},</p><p>The email address of your Goa Civic Portal account is now <strong>{{newEmail}}</strong>. Emails will go there from now on.</p><p>If you did not make this change, reset your password at once and contact support.</p>${signature}`,
    text: 'Hello {{userName}},\n\nThe email address of your Goa Civic Portal account is now {{newEmail}}. Emails will go there from now on.\n\nIf you did not make this change, reset your password at once and contact support.\n— Goa Civic Portal',
  },
  auth_password_changed_notice: {
    key: 'auth_password_changed_notice',
    name: 'Your password was changed',
    subject: 'Your Goa Civic Portal password was changed',
    html: `<p>Hello {{userName}},</p><p>A new password was just set for your Goa Civic Portal account. Your other signed-in devices were signed out.</p><p>If you did not make this change, use "Forgot password" on {{portalUrl}} at once to set one only you know, and contact support.</p>${signature}`,
    text: 'Hello {{userName}},\n\nA new password was just set for your Goa Civic Portal account. Your other signed-in devices were signed out.\n\nIf you did not make this change, use "Forgot password" on {{portalUrl}} at once to set one only you know, and contact support.\n— Goa Civic Portal',
  },
  open311_claim_invite: {
    key: 'open311_claim_invite',
    name: 'Complaint filed for you through a partner app (no account yet)',
    subject: 'Complaint {{complaintId}} received: {{title}}',
    html: `<p>Hello {{userName}},</p><p>Your complaint <strong>{{complaintId}}</strong> ({{title}}, {{location}}) reached the Goa Civic Portal through a partner app. We will email you its updates at this address.</p><p>To follow it in My Complaints, create an account with this email address and claim it:</p><p><a href="{{claimUrl}}">Create an account and claim the complaint</a></p><p>The link works once and for {{expiryDays}} days.</p>${signature}`,
    text: 'Hello {{userName}},\n\nYour complaint {{complaintId}} ({{title}}, {{location}}) reached the Goa Civic Portal through a partner app. We will email you its updates at this address.\n\nTo follow it in My Complaints, create an account with this email address and claim it:\n{{claimUrl}}\n\nThe link works once and for {{expiryDays}} days.\n— Goa Civic Portal',
  },
  open311_claim_confirm: {
    key: 'open311_claim_confirm',
    name: 'Complaint filed with your email through a partner app: was this you?',
    subject: 'Was this you? Complaint {{complaintId}}',
    html: `<p>Hello {{userName}},</p><p>A partner app filed complaint <strong>{{complaintId}}</strong> ({{title}}, {{location}}) with your email address. Was this you?</p><p><a href="{{claimUrl}}">Add it to My Complaints</a></p><p>The link works once and for {{expiryDays}} days. If it was not you, ignore this email: nothing is added to your account.</p>${signature}`,
    text: 'Hello {{userName}},\n\nA partner app filed complaint {{complaintId}} ({{title}}, {{location}}) with your email address. Was this you?\n\nAdd it to My Complaints: {{claimUrl}}\n\nThe link works once and for {{expiryDays}} days. If it was not you, ignore this email: nothing is added to your account.\n— Goa Civic Portal',
  },
  auth_account_deletion_code: {
    key: 'auth_account_deletion_code',
    name: 'Account deletion code',
    subject: 'Your code to delete your Goa Civic Portal account',
    html: `<p>Hello {{userName}},</p><p>You asked to delete your account. Enter this code on your profile to confirm:</p><p><strong>{{code}}</strong></p><p>The code expires in {{expiryMinutes}} minutes. If you did not ask for it, ignore this email: your account stays as it is.</p>${signature}`,
    text: 'Hello {{userName}},\n\nYou asked to delete your account. Enter this code on your profile to confirm:\n\n{{code}}\n\nThe code expires in {{expiryMinutes}} minutes. If you did not ask for it, ignore this email: your account stays as it is.\n— Goa Civic Portal',
  },
  auth_account_deleted: {
    key: 'auth_account_deleted',
    name: 'Account deleted',
    subject: 'Your Goa Civic Portal account has been deleted',
    html: `<p>Hello {{userName}},</p><p>Your account and its personal data have been deleted, as you asked. Your complaints stay on the portal as public records without your name or contact details; invoices are kept as GST law requires. Our privacy page says what is kept and why.</p>${signature}`,
    text: 'Hello {{userName}},\n\nYour account and its personal data have been deleted, as you asked. Your complaints stay on the portal as public records without your name or contact details; invoices are kept as GST law requires. Our privacy page says what is kept and why.\n— Goa Civic Portal',
  },
  auth_signup_existing_account: {
    key: 'auth_signup_existing_account',
    name: 'Sign-up tried with an address that has an account',
    subject: 'Someone tried to sign up with your email address',
    html: `<p>Hello {{userName}},</p><p>Someone tried to create a new Goa Civic Portal account with this email address. It already has an account: yours. Nothing was changed, and no new account was made.</p><p>If it was you, sign in on the portal; if you no longer know your password, choose 'Forgot password?' in the sign-in window.</p><p><a href="{{portalUrl}}">Open the Goa Civic Portal</a></p><p>If it was not you, you need not do anything: your account stays as it is.</p>${signature}`,
    text: "Hello {{userName}},\n\nSomeone tried to create a new Goa Civic Portal account with this email address. It already has an account: yours. Nothing was changed, and no new account was made.\n\nIf it was you, sign in on the portal; if you no longer know your password, choose 'Forgot password?' in the sign-in window.\n{{portalUrl}}\n\nIf it was not you, you need not do anything: your account stays as it is.\n— Goa Civic Portal",
  },
  authority_reply_recorded: {
    key: 'authority_reply_recorded',
    name: 'Emailed reply recorded: acknowledgement to the officer',
    subject: 'Recorded on complaint {{complaintId}}: {{recorded}}',
    html: `<p>Dear {{authorityName}},</p><p>Thank you. Your reply on complaint <strong>{{complaintId}}</strong> ({{title}}) was recorded as: <strong>{{recorded}}</strong>.</p><p>{{message}}</p><p>If that is not what you meant, open the response page with another answer chosen (nothing changes until you submit it there):</p><p><a href="{{resolvedUrl}}">Resolved</a> · <a href="{{inProgressUrl}}">Work in progress</a> · <a href="{{notOursUrl}}">Not ours</a> · <a href="{{messageUrl}}">Send a message</a></p><p>Next time, begin your reply with {{replyWords}} to record that answer.</p>${signature}`,
    text: 'Dear {{authorityName}},\n\nThank you. Your reply on complaint {{complaintId}} ({{title}}) was recorded as: {{recorded}}.\n\n{{message}}\n\nIf that is not what you meant, open the response page with another answer chosen (nothing changes until you submit it there):\nResolved: {{resolvedUrl}}\nWork in progress: {{inProgressUrl}}\nNot ours: {{notOursUrl}}\nSend a message: {{messageUrl}}\n\nNext time, begin your reply with {{replyWords}} to record that answer.\n— Goa Civic Portal',
  },
  complaint_follow_update: {
    key: 'complaint_follow_update',
    name: 'Complaint update to a follower',
    subject: 'Complaint {{complaintId}} you follow: {{headline}}',
    html: `<p><strong>{{headline}}</strong></p><p>Hello {{userName}},</p><p>The complaint <strong>{{complaintId}}</strong> you follow ({{title}}, {{location}}) is now <strong>{{status}}</strong>.</p><p>{{message}}</p><p><a href="{{complaintUrl}}">Open the complaint</a></p><p>You receive this because you follow this complaint. <a href="{{unfollowUrl}}">Stop following it</a></p>${signature}`,
    text: '{{headline}}\n\nHello {{userName}},\n\nThe complaint {{complaintId}} you follow ({{title}}, {{location}}) is now {{status}}.\n\n{{message}}\n\nOpen the complaint: {{complaintUrl}}\n\nYou receive this because you follow this complaint. Stop following it: {{unfollowUrl}}\n— Goa Civic Portal',
  },
  alert_confirm: {
    key: 'alert_confirm',
    name: 'Area alerts: confirm the subscription',
    subject: 'Confirm your alerts for {{areaName}}',
    html: `<p>Hello,</p><p>Someone asked for email alerts of the complaints of <strong>{{areaName}}</strong> at this address. Open this page and confirm to start them:</p><p><a href="{{confirmUrl}}">Confirm my alerts</a></p><p>If it was not you, ignore this email: nothing is sent until the alerts are confirmed.</p>${signature}`,
    text: 'Hello,\n\nSomeone asked for email alerts of the complaints of {{areaName}} at this address. Open this page and confirm to start them:\n{{confirmUrl}}\n\nIf it was not you, ignore this email: nothing is sent until the alerts are confirmed.\n— Goa Civic Portal',
  },
  area_alert: {
    key: 'area_alert',
    name: 'Area alert (at once or daily digest)',
    subject: '{{areaName}}: {{headline}}',
    html: `<p>Hello,</p><p>{{headline}} in <strong>{{areaName}}</strong>:</p><pre>{{complaintList}}</pre><p>To stop this alert, open <a href="{{unsubscribeUrl}}">Unsubscribe</a>. <a href="{{manageUrl}}">All your alerts</a></p>${signature}`,
    text: 'Hello,\n\n{{headline}} in {{areaName}}:\n\n{{complaintList}}\n\nTo stop this alert, open:\n{{unsubscribeUrl}}\n\nAll your alerts:\n{{manageUrl}}\n— Goa Civic Portal',
  },
  complaint_follow_up: {
    key: 'complaint_follow_up',
    name: 'Was it fixed? (four weeks after the resolution)',
    subject: 'Complaint {{complaintId}}: {{headline}}',
    html: `<p><strong>{{headline}}</strong></p><p>Hello {{userName}},</p><p>Your complaint <strong>{{complaintId}}</strong> ({{title}}, {{location}}) was marked resolved on {{resolvedDate}}. Is the problem still fixed? Tell us in one minute: fixed or not, how it was handled (1 to 5) and, if you like, a photo. If it is not fixed, the complaint is reopened and the office is told.</p><p><a href="{{questionnaireUrl}}">Answer the question</a></p><p>The link opens the question on the portal; nothing changes until you send your answer there. <a href="{{complaintUrl}}">Open your complaint</a></p>${signature}`,
    text: '{{headline}}\n\nHello {{userName}},\n\nYour complaint {{complaintId}} ({{title}}, {{location}}) was marked resolved on {{resolvedDate}}. Is the problem still fixed? Tell us in one minute: fixed or not, how it was handled (1 to 5) and, if you like, a photo. If it is not fixed, the complaint is reopened and the office is told.\n\nAnswer the question: {{questionnaireUrl}}\n\nThe link opens the question on the portal; nothing changes until you send your answer there.\nOpen your complaint: {{complaintUrl}}\n— Goa Civic Portal',
  },
};
