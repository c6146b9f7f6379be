/**
 * The kinds of text message the portal sends: the phone verification code, and what a reporter hears about their
 * complaint (named after the email each goes beside). Each kind has its own DLT template id (SMS_DLT_TEMPLATE_IDS).
 */
export const SMS_KINDS = ['phone_code', 'complaint_update', 'complaint_resolved', 'complaint_escalation_citizen', 'complaint_follow_up'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

export function isSmsKind(value: string): value is SmsKind {
  return (SMS_KINDS as readonly string[]).includes(value);
}
