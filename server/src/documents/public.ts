/** The documents worker's public surface (docs/architecture.md, Boundaries). */
export { DocumentsModule } from './documents.module.js';
export { ComplaintDocumentsService, type ComplaintDocumentFile } from './application/complaint-documents.service.js';
export { DocumentEvent, type AuthorityLetterRenderedPayload, type EscalationLetterRenderedPayload } from './domain/events/complaint-document.events.js';
export { anonymousReporterNameIn, citizensReporting, citizensReportingIn } from './domain/authority-letter.js';
