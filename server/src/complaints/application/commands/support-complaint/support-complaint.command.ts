import { Command } from '@nestjs/cqrs';

/** What 'Me too' answers: the complaint's public id and its support count after this one. */
export interface SupportComplaintResult {
  id: string;
  supportCount: number;
}

/** POST /api/complaints/{id}/me-too: a citizen reports the same problem instead of filing it again. */
export class SupportComplaintCommand extends Command<SupportComplaintResult> {
  constructor(
    readonly complaintId: string,
    readonly citizen: { id: string; email: string | null },
  ) {
    super();
  }
}
