import { isUndeliverableEmail } from './locales.js';

/**
 * The ways a citizen hears about their complaints (My Profile, docs/adr/0152-hearing-back-by-sms.md): email, SMS to a
 * verified phone, WhatsApp to a linked number. An account holds a non-empty set; new and existing accounts start with
 * email alone.
 */
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * The channels an account can be reached on now, in NOTIFICATION_CHANNELS order: email with a deliverable address (a
 * WhatsApp-only account's `.invalid` one is not), SMS with a verified phone, WhatsApp with a number filing under it.
 * Only these can be chosen (docs/adr/0154-whatsapp-as-a-chosen-channel.md).
 */
export function reachableNotificationChannels(account: { email: string; verifiedPhone: string | null; whatsappNumber: string | null }): NotificationChannel[] {
  return NOTIFICATION_CHANNELS.filter(
    (c) =>
      (c === 'email' && !!account.email && !isUndeliverableEmail(account.email)) ||
      (c === 'sms' && !!account.verifiedPhone) ||
      (c === 'whatsapp' && !!account.whatsappNumber),
  );
}

/** The channels of an account that never chose (every account before the choice existed). */
export const DEFAULT_NOTIFICATION_CHANNELS: readonly NotificationChannel[] = ['email'];

/** Minutes a phone verification code stays valid. */
export const PHONE_CODE_TTL_MINUTES = 10;
/** Wrong codes before the pending code is void (a new one must be asked for). */
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** Digits of a phone verification code. */
export const PHONE_CODE_DIGITS = 6;
/** Codes one account may have texted per hour (each SMS costs money and reaches a phone). */
export const PHONE_CODES_PER_HOUR = 5;
