import { Command } from '@nestjs/cqrs';
import type { AdminActor } from '../admin-actor.js';

/**
 * Publishes a held email reply (it becomes 'Reply from {authority}' in the history and the reporter is emailed) or
 * discards it (it never reaches the history). `actor` null: the portal publishing a reply from one of the complaint's
 * recipients as it arrives. Result: the reply's new status, and the complaint it is on.
 */
export class ReviewAuthorityReplyCommand extends Command<{ id: string; status: 'published' | 'discarded'; complaintId: string }> {
  constructor(
    /** The complaint's public id the reply must be on; null from the admin inbox, where a reply is found by its id alone. */
    readonly complaintId: string | null,
    readonly replyId: string,
    readonly decision: 'publish' | 'discard',
    readonly actor: AdminActor | null,
    readonly options: {
      /** Publish it on this complaint (public id) instead of the one it was matched to: the admin inbox's attach. */
      attachTo?: string;
      /** Why it is discarded (kept with the reply, and in the audit log). */
      reason?: string;
    } = {},
  ) {
    super();
  }
}
