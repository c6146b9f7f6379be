import { Command } from '@nestjs/cqrs';

/** The owner deletes the signed-in account (DELETE /api/auth/me): the current password, or the emailed code without one. */
export class DeleteMyAccountCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly password: string | undefined,
    readonly code: string | undefined,
  ) {
    super();
  }
}
