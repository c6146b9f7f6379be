import { Command } from '@nestjs/cqrs';

/** Whether the caller follows the complaint now, and whether they may follow it at all (not its reporter). */
export interface FollowState {
  id: string;
  following: boolean;
  canFollow: boolean;
}

/** PUT /api/complaints/{id}/follow: a signed-in person who did not file the complaint receives its public updates. */
export class FollowComplaintCommand extends Command<FollowState> {
  constructor(
    readonly complaintId: string,
    readonly userId: string,
  ) {
    super();
  }
}
