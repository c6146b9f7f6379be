import { Command } from '@nestjs/cqrs';

/**
 * The periodic clean-up at `now`: conversations idle for 30 minutes are closed (their draft kept, with the step to
 * resume), drafts of conversations closed more than a day ago are dropped, simulator media older than a day, handled
 * delivery ids older than 8 days and the transcripts of numbers without a conversation (an account deleted) are deleted. Set-based and idempotent. Answers how many conversations were closed and drafts dropped.
 */
export class CloseIdleConversationsCommand extends Command<{ closed: number; dropped: number }> {
  constructor(readonly now: Date) {
    super();
  }
}
