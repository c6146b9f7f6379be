import { domainEvent, type DomainEvent } from '../../../kernel/events/domain-event.js';

/** The admin who changed a template, as the audit log records it. */
export interface TemplateActor {
  id: string;
  email: string;
}

/** Event names of the email and PDF template admin (admin spec section 2); every event is audited. */
export const TemplateEvent = {
  EmailTemplateUpdated: 'EmailTemplateUpdated',
  EmailTemplateReset: 'EmailTemplateReset',
  PdfTemplateUpdated: 'PdfTemplateUpdated',
  PdfTemplateReset: 'PdfTemplateReset',
} as const;

/** Payload of the four events: the audit fields, the template key and whether it is enabled. */
export interface TemplateEventPayload extends Record<string, unknown> {
  context: 'content';
  actorId: string;
  actorEmail: string;
  entityType: 'email_template' | 'pdf_template';
  entityId: string;
  key: string;
  enabled: boolean;
  /** *Updated only: the fields that changed. */
  changes?: string[];
}

function payload(entityType: TemplateEventPayload['entityType'], key: string, enabled: boolean, actor: TemplateActor): TemplateEventPayload {
  return { context: 'content', actorId: actor.id, actorEmail: actor.email, entityType, entityId: key, key, enabled };
}

export function emailTemplateUpdated(key: string, enabled: boolean, changes: string[], actor: TemplateActor): DomainEvent<TemplateEventPayload> {
  return domainEvent(TemplateEvent.EmailTemplateUpdated, { ...payload('email_template', key, enabled, actor), changes });
}

export function emailTemplateReset(key: string, actor: TemplateActor): DomainEvent<TemplateEventPayload> {
  return domainEvent(TemplateEvent.EmailTemplateReset, payload('email_template', key, true, actor));
}

export function pdfTemplateUpdated(key: string, enabled: boolean, changes: string[], actor: TemplateActor): DomainEvent<TemplateEventPayload> {
  return domainEvent(TemplateEvent.PdfTemplateUpdated, { ...payload('pdf_template', key, enabled, actor), changes });
}

export function pdfTemplateReset(key: string, enabled: boolean, actor: TemplateActor): DomainEvent<TemplateEventPayload> {
  return domainEvent(TemplateEvent.PdfTemplateReset, payload('pdf_template', key, enabled, actor));
}
