import { Command } from '@nestjs/cqrs';
import type { FollowState } from '../follow-complaint/follow-complaint.command.js';

/**
 * DELETE /api/complaints/{id}/follow (signed in), or POST .../follow/unsubscribe with the emailed token: the account
 * stops receiving the complaint's updates. A 'Me too' stays counted.
 */
export class UnfollowComplaintCommand extends Command<FollowState> {
  constructor(
    readonly complaintId: string,
    readonly userId: string,
  ) {
    super();
  }
}
