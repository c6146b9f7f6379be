import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ComplaintEvent } from '../../complaints/public.js';
import { AuthorityLetterRenderer } from '../application/authority-letter.renderer.js';
import { DocumentEvent } from '../domain/events/complaint-document.events.js';
import { ComplaintLetterReactions } from './complaint-letter-reactions.js';

/** Handler name: with the event id it forms the job id and the idempotency key. */
export const RENDER_AUTHORITY_LETTER = 'render-authority-letter';

/** Who signs the letter when the forwarding admin has no name on record. */
const DEFAULT_SIGNER = 'Goa Civic Complaint Portal';

/**
 * On ComplaintForwarded (documents queue), renders the authority letter (admin spec sections 3 and 9) with the
 * authority_letter PDF template in effect, addressed to the primary recipient, signed by the forwarding admin and
 * dated at the forward, printing the response link the forward issued (carried in the event). For an anonymous complaint the letter gets no reporter (only the anonymity notice). In the
 * idempotency transaction of the event it stores the PDF in complaint_documents and appends AuthorityLetterRendered,
 * so a repeated event renders and stores nothing twice, and the email is sent only for a letter that was stored.
 * A disabled template gives AuthorityLetterRendered without a document. A complaint deleted meanwhile gets nothing.
 * The flow is the one both complaint letters share (ComplaintLetterReactions); this class says what is particular
 * to the authority letter.
 */
@Injectable()
export class RenderAuthorityLetter implements OnModuleInit {
  private readonly logger = new Logger('RenderAuthorityLetter');

  constructor(
    private readonly letters: ComplaintLetterReactions,
    private readonly renderer: AuthorityLetterRenderer,
  ) {}

  onModuleInit(): void {
    this.letters.subscribe({
      event: ComplaintEvent.Forwarded,
      handler: RENDER_AUTHORITY_LETTER,
      kind: 'authority_letter',
      logger: this.logger,
      letterEvent: (event) => ({
        kind: 'forward',
        letter: 'authority letter',
        eventId: event.id,
        complaintId: event.payload.complaintId,
        recipients: event.payload.recipients,
        responseLink: event.payload.responseLink,
      }),
      render: (event, { complaint, common }, date, respond) =>
        this.renderer.renderForForward(
          {
            ...common,
            reporter: complaint.anonymous ? null : complaint.reporter,
            message: event.payload.message,
            authorName: event.payload.actorName?.trim() || DEFAULT_SIGNER,
          },
          // The due date and how to answer above the link; the letter in the office's language unless the template's is set.
          { date, respond: respond && { ...respond, dueAt: complaint.dueAt } },
          event.payload.recipients[0]?.language,
        ),
      rendered: DocumentEvent.AuthorityLetterRendered,
      renderedPayload: (event, { complaintId, documentId, filename, size }) => ({
        complaintId,
        forwardEventId: event.id,
        documentId,
        filename,
        size,
        recipients: event.payload.recipients,
        message: event.payload.message,
        ...(event.payload.responseLink ? { responseLink: event.payload.responseLink } : {}),
      }),
    });
  }
}
