import { Command } from '@nestjs/cqrs';

/** Change, or create, the signed-in user's password (citizen spec section 7, POST /api/auth/change-password). */
export class ChangePasswordCommand extends Command<{ createdPassword: boolean }> {
  constructor(
    readonly userId: string,
    readonly newPassword: string,
    readonly currentPassword: string | undefined,
  ) {
    super();
  }
}
