import { Command } from '@nestjs/cqrs';

/**
 * End every session of the signed-in account, the caller's included (POST /api/auth/logout-all): a lost phone, a shared
 * computer left signed in.
 */
export class LogOutEverywhereCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}
