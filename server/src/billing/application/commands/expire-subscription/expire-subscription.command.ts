import { Command } from '@nestjs/cqrs';

/** The expiry job ends one subscription past its period, in its own short transaction. True when it ended it. */
export class ExpireSubscriptionCommand extends Command<boolean> {
  constructor(
    readonly subscriptionId: string,
    readonly now: Date,
  ) {
    super();
  }
}
