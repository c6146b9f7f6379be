import { Command } from '@nestjs/cqrs';

/** What one follow-up run did: the public ids asked "Was it fixed?" and those reminded. */
export interface FollowUpRunResult {
  ranAt: string;
  sent: string[];
  reminded: string[];
}

/** The daily follow-up run at `now` (FollowUpScheduler, POST /api/admin/follow-ups/run). */
export class RunFollowUpsCommand extends Command<FollowUpRunResult> {
  constructor(readonly now: Date) {
    super();
  }
}
