import { Command } from '@nestjs/cqrs';

/** Emails the code that confirms the deletion of the signed-in account when it has no password (POST /api/auth/me/deletion-code). */
export class RequestAccountDeletionCodeCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}
