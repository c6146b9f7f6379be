import { Command } from '@nestjs/cqrs';

/** The set-up of an authenticator: the secret (shown this once), its otpauth:// URI and QR code. */
export interface TwoFactorSetUp {
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
}

/** Starts (or restarts) the two-factor set-up of the signed-in account (POST /api/auth/2fa/setup). */
export class SetUpTwoFactorCommand extends Command<TwoFactorSetUp> {
  constructor(readonly userId: string) {
    super();
  }
}
