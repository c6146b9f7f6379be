import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../kernel/config/app-config.js';
import { deletionCodeFor } from '../domain/account-deletion-code.entity.js';
import { phoneCodeFor } from '../domain/phone-verification-code.entity.js';
import { deriveAuthToken } from '../domain/auth-token.rules.js';
import { AUTH_LINK_KEY } from '../infrastructure/auth-link-key.js';

/**
 * The URLs of emailed links (citizen spec section 7: /verify-email?token=, /reset-password?token=), rebuilt from a
 * stored link's id: events carry only that id, so no raw token rests in the outbox, a queue job or a log line.
 * Exported for the notifications worker.
 */
@Injectable()
export class AuthLinkUrls {
  constructor(
    @Inject(AUTH_LINK_KEY) private readonly linkKey: Buffer,
    private readonly config: AppConfig,
  ) {}

  /** The raw token and hash of the link `tokenId`. */
  token(tokenId: string): { token: string; hash: string } {
    return deriveAuthToken(this.linkKey, tokenId);
  }

  /** `${PUBLIC_URL}/verify-email?token=...` */
  verificationUrl(tokenId: string): string {
    return `${this.config.publicUrl}/verify-email?token=${this.token(tokenId).token}`;
  }

  /** `${PUBLIC_URL}/reset-password?token=...` */
  resetUrl(tokenId: string): string {
    return `${this.config.publicUrl}/reset-password?token=${this.token(tokenId).token}`;
  }

  /** The 8-digit code of a pending account deletion (auth_account_deletion_code). */
  deletionCode(codeId: string): string {
    return deletionCodeFor(this.linkKey, codeId);
  }

  /** The 6-digit code of a pending phone verification (the SMS of PhoneVerificationRequested). */
  phoneCode(codeId: string): string {
    return phoneCodeFor(this.linkKey, codeId);
  }
}
