import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** The issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'Goa Civic Portal';

/**
 * TOTP (RFC 6238) through otplib with the defaults every authenticator app reads: SHA-1, 6 digits, 30-second steps,
 * a 20-byte base32 secret. A code of the step before or after is accepted (a phone's clock a little off).
 */
export const totp = {
  newSecret(): string {
    return generateSecret();
  },

  /** The otpauth:// URI of an authenticator and its QR code as a PNG data URL. */
  async provisioning(secret: string, label: string): Promise<{ otpauthUrl: string; qrDataUrl: string }> {
    const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label, secret });
    const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
    return { otpauthUrl, qrDataUrl };
  },

  /**
   * The time step of a valid code at `now`, or null. `afterTimeStep`: the step of the last accepted code, so that the
   * same code (or an older one) is refused (replay). `now` is the Clock's, as for every other rule that depends on the
   * time, so that a test pins the step instead of racing the wall clock across a 30-second boundary.
   */
  async check(secret: string, code: string, afterTimeStep: number | null, now: Date): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    const epoch = Math.floor(now.getTime() / 1000);
    const result = await verify({ secret, token: code, epoch, epochTolerance: 30, ...(afterTimeStep !== null ? { afterTimeStep } : {}) });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  },
};
