import { Inject, Injectable, Logger } from '@nestjs/common';
import { OAuth2Client, type TokenPayload } from 'google-auth-library';
import { ErrorCode, Messages } from '@civic/contracts';
import { AppConfig } from '../../kernel/config/app-config.js';
import { DomainError, UnauthorizedError } from '../../kernel/errors/domain-error.js';
import type { GoogleIdentity } from '../domain/user.entity.js';

/** Where Google's public signing keys come from: key id (`kid`) to PEM certificate or public key. */
export interface GoogleCertsSource {
  getCerts(): Promise<Record<string, string>>;
}

/** DI token of the certs source (tests provide certs of a key pair they generate, without the network). */
export const GOOGLE_CERTS_SOURCE = Symbol('GOOGLE_CERTS_SOURCE');

/** Google's federated sign-on certificates, fetched by google-auth-library and cached per their max-age. */
@Injectable()
export class GoogleFederatedCerts implements GoogleCertsSource {
  private readonly client = new OAuth2Client();

  async getCerts(): Promise<Record<string, string>> {
    const { certs } = await this.client.getFederatedSignonCertsAsync();
    return certs as Record<string, string>;
  }
}

/** 400 'Google sign-in is not available' when GOOGLE_CLIENT_ID is unset (docs/adr/0011-google-sign-in.md). */
export function googleNotConfiguredError(): DomainError {
  return new DomainError(ErrorCode.BadRequest, Messages.auth.googleNotConfigured);
}

/**
 * Verifies a Google ID token (the `credential` of Google Identity Services, citizen spec section 7 POST
 * /api/auth/google) with google-auth-library: RS256 signature against Google's keys, issuer
 * accounts.google.com, audience GOOGLE_CLIENT_ID, issue and expiry times (5 minutes of clock skew), and an
 * email Google has verified. Any failure is 401 'Unable to sign in with Google'.
 */
@Injectable()
export class GoogleIdTokenVerifier {
  static readonly ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
  private readonly logger = new Logger('GoogleSignIn');

  constructor(
    private readonly config: AppConfig,
    @Inject(GOOGLE_CERTS_SOURCE) private readonly certs: GoogleCertsSource,
  ) {}

  /** The OAuth client id the browser button uses, or null when Google sign-in is off. */
  get clientId(): string | null {
    return this.config.GOOGLE_CLIENT_ID ?? null;
  }

  /** The Google account of a valid credential; 400 when Google sign-in is off, 401 when the token is refused. */
  async verify(credential: string): Promise<GoogleIdentity> {
    const clientId = this.clientId;
    if (!clientId) throw googleNotConfiguredError();
    let payload: TokenPayload | undefined;
    try {
      const certs = await this.certs.getCerts();
      const ticket = await new OAuth2Client({ clientId }).verifySignedJwtWithCertsAsync(credential, certs, clientId, GoogleIdTokenVerifier.ISSUERS);
      payload = ticket.getPayload();
    } catch (error) {
      this.logger.warn(`Google ID token refused: ${(error as Error).message.split(':')[0]}`);
      throw new UnauthorizedError(Messages.auth.googleUnable);
    }
    if (!payload?.sub || !payload.email || payload.email_verified !== true) {
      this.logger.warn('Google ID token refused: no verified email');
      throw new UnauthorizedError(Messages.auth.googleUnable);
    }
    return { sub: payload.sub, email: payload.email.toLowerCase(), ...GoogleIdTokenVerifier.names(payload) };
  }

  /** First and last name from the token: given/family name, else the full name split, else the email's local part. */
  static names(payload: Pick<TokenPayload, 'given_name' | 'family_name' | 'name' | 'email'>): { firstName: string; lastName: string } {
    const given = payload.given_name?.trim();
    const family = payload.family_name?.trim();
    if (given) return { firstName: given, lastName: family ?? '' };
    const full = payload.name?.trim();
    if (full) {
      const [first, ...rest] = full.split(/\s+/);
      return { firstName: first, lastName: rest.join(' ') };
    }
    return { firstName: (payload.email ?? '').split('@')[0] || 'Google', lastName: '' };
  }
}
