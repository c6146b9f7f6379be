import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A phone number as typed on the web ('98220 12345', '+91 98220 12345', '098220-12345') in E.164 (+919822012345), or
 * null when it is not a valid Indian mobile number: SMS goes only to mobiles (libphonenumber's metadata for India).
 */
export function indianMobileE164(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text.trim(), 'IN');
  if (!parsed || parsed.country !== 'IN' || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return parsed.number;
}
