import { Injectable, type Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ComplaintRecordsService, ResponseLinkUrls } from '../../complaints/public.js';
import type { DomainEvent, DomainEventMap, DomainEventName } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { OutboxService } from '../../kernel/events/outbox.service.js';
import { QueueName } from '../../kernel/events/queues.js';
import { FileStorage } from '../../kernel/storage/file-storage.js';
import type { ComplaintDocumentKind } from '../domain/complaint-document.entity.js';
import { complaintDocumentEvent, DocumentEvent } from '../domain/events/complaint-document.events.js';
import { readComplaintLetterSource, type ComplaintLetterSource, type LetterEvent } from '../infrastructure/complaint-letter-source.js';
import type { LetterRespondLink } from '../domain/letter-layout.js';
import { responseQrPng } from '../infrastructure/response-qr.js';
import { letterStorageKey, type RenderedComplaintLetter, storeLetterDocument } from './letter-document.js';

/** The event a stored complaint letter is announced with. */
type LetterRenderedEvent = (typeof DocumentEvent)[keyof typeof DocumentEvent];

/** What every letter-rendered event says about the stored letter: the complaint, the document and its file. */
export interface StoredLetterFacts {
  complaintId: string;
  /** Null when the letter's PDF template is disabled (no document stored). */
  documentId: string | null;
  filename: string | null;
  /** Bytes; null without a document. */
  size: number | null;
}

/**
 * One complaint letter's reaction (the authority letter, the escalation letter): the event it answers on the
 * documents queue, the letter it renders from the complaint and the event it appends once the letter is stored.
 */
export interface ComplaintLetterReaction<N extends DomainEventName, R extends LetterRenderedEvent> {
  event: N;
  /** Handler name: with the event id it forms the job id and the idempotency key. */
  handler: string;
  /** The complaint_documents kind the letter is stored as. */
  kind: ComplaintDocumentKind;
  /** Where the reaction's warnings go (a complaint deleted meanwhile, no recipient). */
  logger: Logger;
  /** The letter the event calls for, as the log lines name it; null when it calls for none (a reminder step). */
  letterEvent(event: DomainEvent<N>): LetterEvent | null;
  /**
   * Renders the PDF from the complaint's common letter input, dated `date`, printing the addressee's response link
   * `respond` (none for an event raised before links travelled with it); null when the PDF template is disabled.
   */
  render(event: DomainEvent<N>, source: ComplaintLetterSource, date: Date, respond: LetterRespondLink | undefined): Promise<RenderedComplaintLetter['file']>;
  /** The event appended with the stored letter, and its payload from the stored letter's facts. */
  rendered: R;
  renderedPayload(event: DomainEvent<N>, stored: StoredLetterFacts): DomainEventMap[R];
}

/**
 * The flow both complaint letters share, so the two reactions differ only in their event and their letter. Outside
 * any transaction it reads the complaint (nothing when there is no recipient or the complaint was deleted meanwhile)
 * and renders the letter dated at the event, writing the PDF to the file storage; in the event's idempotency
 * transaction it records it in complaint_documents and appends the letter's rendered event, so a repeated event renders and stores nothing twice
 * and the email that answers the rendered event is sent only for a letter that was stored.
 */
@Injectable()
export class ComplaintLetterReactions {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly records: ComplaintRecordsService,
    private readonly outbox: OutboxService,
    private readonly storage: FileStorage,
    private readonly urls: ResponseLinkUrls,
  ) {}

  /** Subscribes one letter's reaction on the documents queue (call it from the reaction's `onModuleInit`). */
  subscribe<N extends DomainEventName, R extends LetterRenderedEvent>(reaction: ComplaintLetterReaction<N, R>): void {
    this.subscriptions.on({
      event: reaction.event,
      queue: QueueName.Documents,
      handler: reaction.handler,
      outside: (event) => this.render(reaction, event),
      inside: (event, manager, letter) => this.store(reaction, event, manager, letter),
    });
  }

  /** Outside any transaction: the rendered letter, or null when the event calls for none or there is nothing to address. */
  async render<N extends DomainEventName, R extends LetterRenderedEvent>(
    reaction: ComplaintLetterReaction<N, R>,
    event: DomainEvent<N>,
  ): Promise<RenderedComplaintLetter | null> {
    const letterEvent = reaction.letterEvent(event);
    if (!letterEvent) return null;
    const source = await readComplaintLetterSource(this.records, reaction.logger, letterEvent);
    if (!source) return null;
    const { complaint } = source;
    const respond = await this.respondLink(letterEvent, reaction.logger);
    const file = await reaction.render(event, source, new Date(event.occurredAt), respond);
    // Written before the transaction (no connection held over a network write), under a key fixed by the event: a
    // retried job overwrites the same file, and a file whose row never commits is only an orphan.
    const storageKey = file ? letterStorageKey(complaint.complaintId, event.id, reaction.kind) : null;
    if (file && storageKey) await this.storage.put(storageKey, file.content, file.contentType);
    return { complaint: { id: complaint.id, complaintId: complaint.complaintId }, file, storageKey };
  }

  /**
   * The addressee's response link with its QR code: the link the command that raised the event issued in its own
   * transaction, carried in the event (docs/adr/0134-forwarding-runs-one-way.md); the email that carries the letter
   * prints the same. An event raised before links travelled with it gets a letter without the block.
   */
  private async respondLink(letterEvent: LetterEvent, logger: Logger): Promise<LetterRespondLink | undefined> {
    if (!letterEvent.responseLink) {
      logger.warn(
        `Complaint ${letterEvent.complaintId}: ${letterEvent.kind} ${letterEvent.eventId} carries no response link; the ${letterEvent.letter} has none`,
      );
      return undefined;
    }
    const url = await this.urls.url(letterEvent.responseLink);
    return { url, qrPng: await responseQrPng(url) };
  }

  /** In the event's idempotency transaction: stores the letter and appends the letter's rendered event. */
  async store<N extends DomainEventName, R extends LetterRenderedEvent>(
    reaction: ComplaintLetterReaction<N, R>,
    event: DomainEvent<N>,
    manager: EntityManager,
    letter: RenderedComplaintLetter | null,
  ): Promise<void> {
    if (!letter) return;
    const { complaint, file } = letter;
    const documentId = await storeLetterDocument(manager, letter, reaction.kind, event.id);
    const stored: StoredLetterFacts = {
      complaintId: complaint.complaintId,
      documentId,
      filename: file?.filename ?? null,
      size: file?.content.length ?? null,
    };
    const actor = { id: event.audit.actorId, email: event.audit.actorEmail };
    await this.outbox.append(manager, [complaintDocumentEvent(reaction.rendered, actor, complaint.complaintId, reaction.renderedPayload(event, stored))]);
  }
}
