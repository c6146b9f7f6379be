import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';

/** What a "still broken" report stored: when, and how far from the pin its photo was taken. */
export interface StillBrokenReceipt {
  reportedAt: string;
  distanceMetres: number;
}

/** POST /api/complaints/{id}/still-broken: a signed-in person reports a resolved public complaint as still broken. */
export class ReportStillBrokenCommand extends Command<StillBrokenReceipt> {
  constructor(
    readonly complaintId: string,
    readonly person: Actor & { id: string },
    readonly photo: string,
    readonly note: string,
  ) {
    super();
  }
}
