import type { EmailTemplateKey } from '@civic/contracts';

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string[];
  cc?: string[];
  subject: string;
  html: string;
  text: string;
  attachments?: OutgoingAttachment[];
  /**
   * The Reply-To address: `reply+{replyKey}@{INBOUND_EMAIL_DOMAIN}` on every email to an authority, so that an
   * answer by email reaches the complaint (replyAddress; docs/adr/0095-inbound-replies-by-email.md).
   */
  replyTo?: string;
  /**
   * Makes the send idempotent: a second call with the same key returns the first message unsent. The key also
   * fixes the Message-ID (messageIdFor), so a resend after a crash is recognised as the same message.
   */
  idempotencyKey?: string;
  eventId?: string;
  /**
   * Extra header fields of the message that leaves: List-Unsubscribe and List-Unsubscribe-Post on an area alert or a
   * follower's email (RFC 2369, RFC 8058). Not kept in the sent-mail log: they may carry a secret (an unsubscribe or
   * unfollow token), which is listed in `secrets` too.
   */
  headers?: Record<string, string>;
  templateKey?: EmailTemplateKey;
  /**
   * The secret parts of the links and codes the message carries (a token, a one-time code): whoever holds one acts as
   * the recipient. The stored copy (the sent-mail log) has each replaced by REDACTED, whatever the transport and
   * however the send ends; only the message that leaves carries them (docs/adr/0132-mail-log-secrets-export-and-erasure.md).
   */
  secrets?: string[];
  /**
   * Links that are no secret but that the recipient acts on (the "Is it fixed?" buttons): with the embedded transport,
   * a person trying the portal at a terminal reads them on the console, like the secrets' lines. Kept in the log as they are.
   */
  consoleLinks?: string[];
}

/** What a secret part of a link or code becomes in the stored copy of a message: `.../reset-password?token=[redacted]`. */
export const REDACTED = '[redacted]';

/**
 * Replaces every occurrence of each secret in a body with REDACTED. The secrets are tokens and codes (base64url or
 * digits), which HTML escaping leaves as they are, so one replacement serves the HTML and the text.
 */
export function redactSecrets(body: string, secrets: readonly string[]): string {
  let out = body;
  for (const secret of secrets.filter(Boolean)) out = out.split(secret).join(REDACTED);
  return out;
}
