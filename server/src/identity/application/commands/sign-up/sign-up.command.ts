import { Command } from '@nestjs/cqrs';

/** Create a local citizen account (citizen spec section 7, POST /api/auth/signup). Fields are validated and trimmed. */
export class SignUpCommand extends Command<void> {
  constructor(
    readonly firstName: string,
    readonly lastName: string,
    readonly email: string,
    readonly phone: string,
    readonly password: string,
  ) {
    super();
  }
}
