import type { Logger } from '@nestjs/common';
import type { CarriedResponseLink, ComplaintForAuthority, ComplaintRecordsService } from '../../complaints/public.js';
import { complaintFacts } from '../complaints/complaint-facts.js';
import { letterAddressee } from '../reactions/letter-document.js';
import type { ComplaintFacts } from '../domain/authority-letter.js';
import type { LetterAuthority, LetterPlace } from '../domain/letter-layout.js';

/** What both complaint letters print about the complaint and its addressee, read for one event. */
export interface ComplaintLetterSource {
  complaint: ComplaintForAuthority;
  /** The letter input's common part: the facts, the place, the photos, the support count and the addressee. */
  common: ComplaintFacts & LetterPlace & { photos: string[]; supportCount: number; authority: LetterAuthority };
}

/** The event a letter answers, as the letter's reaction names it in its log lines ('forward', 'escalation'). */
export interface LetterEvent {
  /** 'forward' or 'escalation': what the event is, in the log lines. */
  kind: string;
  /** 'authority letter' or 'escalation letter', in the log lines. */
  letter: string;
  eventId: string;
  complaintId: string;
  recipients: readonly Parameters<typeof letterAddressee>[0][];
  /** The addressee's response link, issued by the command that raised the event; absent in events raised before. */
  responseLink?: CarriedResponseLink;
}

/**
 * Outside any transaction: reads the complaint of a letter's event and the letter input's common part, addressed
 * to the event's primary recipient. Null, with a warning, when there is nothing to address (no recipient) or the
 * complaint was deleted meanwhile: the reaction then renders and stores nothing.
 */
export async function readComplaintLetterSource(records: ComplaintRecordsService, logger: Logger, event: LetterEvent): Promise<ComplaintLetterSource | null> {
  const [primary] = event.recipients;
  if (!primary) {
    logger.warn(`Complaint ${event.complaintId}: ${event.kind} ${event.eventId} has no recipient; no letter rendered`);
    return null;
  }
  const complaint = await records.forAuthority(event.complaintId);
  if (!complaint) {
    logger.warn(`Complaint ${event.complaintId} no longer exists; no ${event.letter} rendered for ${event.kind} ${event.eventId}`);
    return null;
  }
  return {
    complaint,
    common: {
      ...complaintFacts(complaint),
      landmark: complaint.landmark,
      urgency: complaint.urgency,
      coordinates: complaint.coordinates,
      mapUrl: complaint.mapUrl,
      photos: complaint.photos,
      supportCount: complaint.supportCount,
      authority: letterAddressee(primary),
    },
  };
}
