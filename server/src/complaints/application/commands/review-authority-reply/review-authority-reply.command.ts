import { Command } from '@nestjs/cqrs';
import type { AdminActor } from '../admin-actor.js';

/**
 * Publishes a held email reply (it becomes 'Reply from {authority}' in the history and the reporter is emailed) or
 * discards it (it never reaches the history). `actor` null: the portal publishing a reply from one of the complaint's
 * recipients as it arrives. Result: the reply's new status.
 */
export class ReviewAuthorityReplyCommand extends Command<{ id: string; status: 'published' | 'discarded' }> {
  constructor(
    /** The complaint's public id. */
    readonly complaintId: string,
    readonly replyId: string,
    readonly decision: 'publish' | 'discard',
    readonly actor: AdminActor | null,
  ) {
    super();
  }
}
