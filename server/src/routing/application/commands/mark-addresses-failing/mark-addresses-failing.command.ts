import { Command } from '@nestjs/cqrs';

/**
 * A delivery status notification reported authority addresses as failing (a bounce received by the inbound mail
 * adapter): each is marked on the routing contacts page with the bounce's time and reason, the latest bounce of an
 * address replacing an earlier one. Result: the addresses marked.
 */
export class MarkAddressesFailingCommand extends Command<{ marked: string[] }> {
  constructor(
    readonly failures: readonly { email: string; reason: string }[],
    readonly at: Date,
  ) {
    super();
  }
}
