import { Command } from '@nestjs/cqrs';

/** What one preparation did: the day's digest and how many complaints it lists, or null when the day's was already prepared. */
export interface OverdueDigestResult {
  /** 'YYYY-MM-DD', India time. */
  day: string;
  complaints: number;
}

/** Prepares the admins' digest of the India day of `now` unless it was prepared already (EscalationRunner, after the ladder). */
export class PrepareOverdueDigestCommand extends Command<OverdueDigestResult | null> {
  constructor(readonly now: Date) {
    super();
  }
}
