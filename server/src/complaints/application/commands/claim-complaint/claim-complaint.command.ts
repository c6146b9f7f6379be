import { Command } from '@nestjs/cqrs';

/** A signed-in citizen follows a claim link: the complaint joins their My Complaints. Result: its public id. */
export class ClaimComplaintCommand extends Command<{ complaintId: string }> {
  constructor(
    readonly token: string,
    readonly account: { id: string; email: string },
  ) {
    super();
  }
}
