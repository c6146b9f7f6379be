import { Command } from '@nestjs/cqrs';
import type { UserView } from '../../user.view.js';

/** Confirms the SMS code of the signed-in account's pending phone verification (POST /api/auth/me/phone/verify). */
export class ConfirmPhoneCommand extends Command<UserView> {
  constructor(
    readonly userId: string,
    readonly code: string,
  ) {
    super();
  }
}
