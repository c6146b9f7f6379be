import { eventFactory } from '../../../kernel/events/domain-event.js';

/** Event names of the email and PDF template admin (admin spec section 2); every event is audited. */
export const TemplateEvent = {
  EmailTemplateUpdated: 'EmailTemplateUpdated',
  EmailTemplateReset: 'EmailTemplateReset',
  PdfTemplateUpdated: 'PdfTemplateUpdated',
  PdfTemplateReset: 'PdfTemplateReset',
} as const;

/** Payload of the four events: the template key and whether it is enabled. */
export interface TemplateEventPayload {
  key: string;
  enabled: boolean;
  /** *Updated only: the fields that changed. */
  changes?: string[];
  /** Email templates: the language of the version saved or reset; PDF templates: the language printed. */
  locale?: string;
}

declare module '../../../kernel/events/domain-event.js' {
  interface DomainEventMap {
    EmailTemplateUpdated: TemplateEventPayload;
    EmailTemplateReset: TemplateEventPayload;
    PdfTemplateUpdated: TemplateEventPayload;
    PdfTemplateReset: TemplateEventPayload;
  }
}

/** Builds an email template event: context 'content', entity 'email_template' (its key). */
export const emailTemplateEvent = eventFactory('content', 'email_template');
/** Builds a PDF template event: context 'content', entity 'pdf_template' (its key). */
export const pdfTemplateEvent = eventFactory('content', 'pdf_template');
