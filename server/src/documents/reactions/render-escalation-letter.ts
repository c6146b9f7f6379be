import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ComplaintEvent, ComplaintRecordsService } from '../../complaints/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { OutboxService } from '../../kernel/events/outbox.service.js';
import { QueueName } from '../../kernel/events/queues.js';
import { AuthorityLetterRenderer, type EscalationLetterInput } from '../application/authority-letter.renderer.js';
import { complaintDocumentEvent, DocumentEvent } from '../domain/events/complaint-document.events.js';
import { readComplaintLetterSource } from '../infrastructure/complaint-letter-source.js';
import { letterAddressee, type RenderedComplaintLetter, storeLetterDocument } from './letter-document.js';

/** Handler name: with the event id it forms the job id and the idempotency key. */
export const RENDER_ESCALATION_LETTER = 'render-escalation-letter';

/** Who signs an escalation letter: the portal (the ladder's steps have no admin, and a reporter's is not named). */
const SIGNER = 'Goa Civic Complaint Portal';

/**
 * On ComplaintEscalationStepTaken of a level 1 or level 2 escalation (documents queue), renders the
 * escalation letter with the escalation_letter PDF template in effect: addressed to the step's primary contact, the
 * level-0 authority in copy, dated at the step, with the support count at rendering time. In the idempotency
 * transaction of the event it stores the PDF in complaint_documents (unique per event and kind) and appends
 * EscalationLetterRendered, which the notifications worker answers with the escalation email, the stored letter
 * attached: a retry renders and stores nothing twice and the email attaches the same bytes. A disabled template
 * gives EscalationLetterRendered without a document. Reminders (level 0) get no letter; their email is sent on the
 * step itself. A complaint deleted meanwhile gets nothing.
 */
@Injectable()
export class RenderEscalationLetter implements OnModuleInit {
  private readonly logger = new Logger('RenderEscalationLetter');

  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly renderer: AuthorityLetterRenderer,
    private readonly records: ComplaintRecordsService,
    private readonly outbox: OutboxService,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: ComplaintEvent.EscalationStepTaken,
      queue: QueueName.Documents,
      handler: RENDER_ESCALATION_LETTER,
      outside: (event) => this.render(event),
      inside: (event, manager, letter) => this.store(event, manager, letter),
    });
  }

  /** Outside any transaction: reads the complaint and renders the letter; null for a reminder, no recipient or a deleted complaint. */
  async render(event: DomainEvent<'ComplaintEscalationStepTaken'>): Promise<RenderedComplaintLetter | null> {
    const p = event.payload;
    if (p.kind !== 'escalation') return null;
    const source = await readComplaintLetterSource(this.records, this.logger, {
      kind: 'escalation',
      letter: 'escalation letter',
      eventId: event.id,
      complaintId: p.complaintId,
      recipients: p.recipients,
    });
    if (!source) return null;
    const { complaint, common } = source;
    const [level0] = complaint.authorityRecipients;
    const input: EscalationLetterInput = {
      ...common,
      level: p.level,
      forwardedTo: level0 ? letterAddressee(level0) : null,
      forwardedAt: complaint.forwardedAt,
      dueAt: p.dueAt,
      reminderAt: complaint.reminderAt,
      daysOverdue: p.daysOverdue,
      authorName: SIGNER,
    };
    const file = await this.renderer.renderForEscalation(input, { date: new Date(event.occurredAt) });
    return { complaint: { id: complaint.id, complaintId: complaint.complaintId }, file };
  }

  /** In the event's idempotency transaction: stores the letter and appends EscalationLetterRendered. */
  async store(event: DomainEvent<'ComplaintEscalationStepTaken'>, manager: EntityManager, letter: RenderedComplaintLetter | null): Promise<void> {
    if (!letter) return;
    const { complaint, file } = letter;
    const documentId = await storeLetterDocument(manager, letter, 'escalation_letter', event.id);
    await this.outbox.append(manager, [
      complaintDocumentEvent(DocumentEvent.EscalationLetterRendered, { id: event.audit.actorId, email: event.audit.actorEmail }, complaint.complaintId, {
        complaintId: complaint.complaintId,
        stepEventId: event.id,
        documentId,
        filename: file?.filename ?? null,
        size: file?.content.length ?? null,
        step: event.payload,
      }),
    ]);
  }
}
