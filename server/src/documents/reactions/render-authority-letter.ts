import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ComplaintEvent, ComplaintRecordsService } from '../../complaints/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { OutboxService } from '../../kernel/events/outbox.service.js';
import { QueueName } from '../../kernel/events/queues.js';
import { AuthorityLetterRenderer, type AuthorityLetterInput } from '../application/authority-letter.renderer.js';
import { complaintDocumentEvent, DocumentEvent } from '../domain/events/complaint-document.events.js';
import { readComplaintLetterSource } from '../infrastructure/complaint-letter-source.js';
import { type RenderedComplaintLetter, storeLetterDocument } from './letter-document.js';

/** Handler name: with the event id it forms the job id and the idempotency key. */
export const RENDER_AUTHORITY_LETTER = 'render-authority-letter';

/** Who signs the letter when the forwarding admin has no name on record. */
const DEFAULT_SIGNER = 'Goa Civic Complaint Portal';

/**
 * On ComplaintForwarded (documents queue), renders the authority letter (admin spec sections 3 and 9) with the
 * authority_letter PDF template in effect, addressed to the primary recipient, signed by the forwarding admin and
 * dated at the forward. For an anonymous complaint the letter gets no reporter (only the anonymity notice). In the
 * idempotency transaction of the event it stores the PDF in complaint_documents and appends AuthorityLetterRendered,
 * so a repeated event renders and stores nothing twice, and the email is sent only for a letter that was stored.
 * A disabled template gives AuthorityLetterRendered without a document. A complaint deleted meanwhile gets nothing.
 */
@Injectable()
export class RenderAuthorityLetter implements OnModuleInit {
  private readonly logger = new Logger('RenderAuthorityLetter');

  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly renderer: AuthorityLetterRenderer,
    private readonly records: ComplaintRecordsService,
    private readonly outbox: OutboxService,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: ComplaintEvent.Forwarded,
      queue: QueueName.Documents,
      handler: RENDER_AUTHORITY_LETTER,
      outside: (event) => this.render(event),
      inside: (event, manager, letter) => this.store(event, manager, letter),
    });
  }

  /**
   * Outside any transaction: reads the complaint and renders the letter (null when there is nothing to render: no
   * recipient, or the complaint was deleted meanwhile). `file` is null when the PDF template is disabled.
   */
  async render(event: DomainEvent<'ComplaintForwarded'>): Promise<RenderedComplaintLetter | null> {
    const p = event.payload;
    const source = await readComplaintLetterSource(this.records, this.logger, {
      kind: 'forward',
      letter: 'authority letter',
      eventId: event.id,
      complaintId: p.complaintId,
      recipients: p.recipients,
    });
    if (!source) return null;
    const { complaint, common } = source;
    const input: AuthorityLetterInput = {
      ...common,
      reporter: complaint.anonymous ? null : complaint.reporter,
      message: p.message,
      authorName: p.actorName?.trim() || DEFAULT_SIGNER,
    };
    const file = await this.renderer.renderForForward(input, { date: new Date(event.occurredAt) });
    return { complaint: { id: complaint.id, complaintId: complaint.complaintId }, file };
  }

  /** In the event's idempotency transaction: stores the letter and appends AuthorityLetterRendered. */
  async store(event: DomainEvent<'ComplaintForwarded'>, manager: EntityManager, letter: RenderedComplaintLetter | null): Promise<void> {
    if (!letter) return;
    const { complaint, file } = letter;
    const p = event.payload;
    const documentId = await storeLetterDocument(manager, letter, 'authority_letter', event.id);
    await this.outbox.append(manager, [
      complaintDocumentEvent(DocumentEvent.AuthorityLetterRendered, { id: event.audit.actorId, email: event.audit.actorEmail }, complaint.complaintId, {
        complaintId: complaint.complaintId,
        forwardEventId: event.id,
        documentId,
        filename: file?.filename ?? null,
        size: file?.content.length ?? null,
        recipients: p.recipients,
        message: p.message,
      }),
    ]);
  }
}
