import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ComplaintEvent } from '../../complaints/public.js';
import { AuthorityLetterRenderer } from '../application/authority-letter.renderer.js';
import { DocumentEvent } from '../domain/events/complaint-document.events.js';
import { ComplaintLetterReactions } from './complaint-letter-reactions.js';
import { letterAddressee } from './letter-document.js';

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
 * step itself. A complaint deleted meanwhile gets nothing. The flow is the one both complaint letters share
 * (ComplaintLetterReactions); this class says what is particular to the escalation letter.
 */
@Injectable()
export class RenderEscalationLetter implements OnModuleInit {
  private readonly logger = new Logger('RenderEscalationLetter');

  constructor(
    private readonly letters: ComplaintLetterReactions,
    private readonly renderer: AuthorityLetterRenderer,
  ) {}

  onModuleInit(): void {
    this.letters.subscribe({
      event: ComplaintEvent.EscalationStepTaken,
      handler: RENDER_ESCALATION_LETTER,
      kind: 'escalation_letter',
      logger: this.logger,
      // Reminders (level 0) get no letter.
      letterEvent: (event) =>
        event.payload.kind === 'escalation'
          ? {
              kind: 'escalation',
              letter: 'escalation letter',
              eventId: event.id,
              complaintId: event.payload.complaintId,
              recipients: event.payload.recipients,
              responseLink: event.payload.responseLink,
            }
          : null,
      render: (event, { complaint, common }, date, respond) => {
        const p = event.payload;
        const [level0] = complaint.authorityRecipients;
        return this.renderer.renderForEscalation(
          {
            ...common,
            level: p.level,
            forwardedTo: level0 ? letterAddressee(level0) : null,
            forwardedAt: complaint.forwardedAt,
            dueAt: p.dueAt,
            reminderAt: complaint.reminderAt,
            daysOverdue: p.daysOverdue,
            authorName: SIGNER,
          },
          { date, respond },
        );
      },
      rendered: DocumentEvent.EscalationLetterRendered,
      renderedPayload: (event, { complaintId, documentId, filename, size }) => ({
        complaintId,
        stepEventId: event.id,
        documentId,
        filename,
        size,
        step: event.payload,
      }),
    });
  }
}
