import { Command } from '@nestjs/cqrs';
import type { AuthorityChannel, ComplaintStatus } from '@civic/contracts';

/** An authority's answer as it arrives (from the response page's JSON or a parsed email reply), before any check. */
export interface AuthorityResponseData {
  /** 'acknowledge' | 'in_progress' | 'resolved' | 'not_ours' | 'message'; anything else is refused. */
  action: string;
  message?: string | null;
  /** Expected completion of an acknowledgement: a date 'YYYY-MM-DD' (its end, India time) or an ISO 8601 instant. */
  expectedBy?: string | null;
  /** After-photo URLs (already uploaded: POST /api/respond/{token}/photos, or stored from an email's attachments). */
  photos?: readonly string[] | null;
  suggestedOffice?: string | null;
  suggestedEmail?: string | null;
}

/** The authority answering: its address and name, and the response link it answered through (when known). */
export interface RespondingAuthority {
  email: string;
  name: string;
  /** The response link (by id) whose after-photos may verify a fix; null when the answer came without one. */
  responseLinkId: string | null;
}

/** What the command answers: the complaint's public id and its status after the answer. */
export interface AuthorityResponseResult {
  complaintId: string;
  status: ComplaintStatus;
}

/**
 * Records an authority's answer on a complaint (POST /api/respond/{token}; a published email reply with channel
 * 'email' and action 'message' reads 'Reply from {authority}'). Goes through the outbox: raises
 * ComplaintAuthorityResponded (→ the reporter's email, the scorecards, the audit log).
 */
export class RecordAuthorityResponseCommand extends Command<AuthorityResponseResult> {
  constructor(
    /** The public id ('GOA-2026-000123'). */
    readonly complaintId: string,
    readonly response: AuthorityResponseData,
    readonly authority: RespondingAuthority,
    readonly channel: AuthorityChannel,
  ) {
    super();
  }
}
