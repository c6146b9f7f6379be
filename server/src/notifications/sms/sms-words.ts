import type { Locale } from '@civic/contracts';
import type { SmsKind } from './sms-kinds.js';

/** What an SMS about a complaint carries: the words the email computed (in the reader's language), the id and the short link. */
export interface SmsValues {
  complaintId?: string;
  link?: string;
  /** What happened ('Work is in progress'), from the email's words. */
  headline?: string;
  /** The status in words. */
  status?: string;
  /** The escalation step in words. */
  step?: string;
  code?: string;
  minutes?: number;
}

/**
 * The SMS texts in each language, short (one or two SMS parts) and each the shape of one DLT template: the brand, what
 * happened, the complaint id and its short link. Hindi, Marathi and Konkani in Devanagari.
 */
const SMS_WORDS: Record<Locale, Record<SmsKind, string>> = {
  en: {
    phone_code: 'Goa Civic: {code} is your code to verify this phone. It expires in {minutes} minutes.',
    complaint_update: 'Goa Civic: {headline}. Complaint {complaintId}: {status}. {link}',
    complaint_resolved: 'Goa Civic: {headline}. Complaint {complaintId}. Is it fixed? Tell us: {link}',
    complaint_escalation_citizen: 'Goa Civic: complaint {complaintId} was escalated: {step}. {link}',
    complaint_follow_up: 'Goa Civic: complaint {complaintId} was resolved. Is it fixed? Tell us: {link}',
  },
  hi: {
    phone_code: 'Goa Civic: इस फ़ोन को सत्यापित करने का आपका कोड {code} है। यह {minutes} मिनट में समाप्त हो जाएगा।',
    complaint_update: 'Goa Civic: {headline}। शिकायत {complaintId}: {status}। {link}',
    complaint_resolved: 'Goa Civic: {headline}। शिकायत {complaintId}। क्या यह ठीक हो गया? बताएँ: {link}',
    complaint_escalation_citizen: 'Goa Civic: शिकायत {complaintId} आगे बढ़ाई गई: {step}। {link}',
    complaint_follow_up: 'Goa Civic: शिकायत {complaintId} का समाधान बताया गया था। क्या यह ठीक हो गया? बताएँ: {link}',
  },
  mr: {
    phone_code: 'Goa Civic: हा फोन पडताळण्यासाठी तुमचा कोड {code} आहे. तो {minutes} मिनिटांत संपेल.',
    complaint_update: 'Goa Civic: {headline}. तक्रार {complaintId}: {status}. {link}',
    complaint_resolved: 'Goa Civic: {headline}. तक्रार {complaintId}. ते दुरुस्त झाले का? सांगा: {link}',
    complaint_escalation_citizen: 'Goa Civic: तक्रार {complaintId} पुढे पाठवली: {step}. {link}',
    complaint_follow_up: 'Goa Civic: तक्रार {complaintId} सोडवल्याचे कळवले होते. ते दुरुस्त झाले का? सांगा: {link}',
  },
  kok: {
    phone_code: 'Goa Civic: हो फोन पडताळपाक तुमचो कोड {code}. तो {minutes} मिनटांनी सोंपता.',
    complaint_update: 'Goa Civic: {headline}. तक्रार {complaintId}: {status}. {link}',
    complaint_resolved: 'Goa Civic: {headline}. तक्रार {complaintId}. तें सारकें जालें? सांगात: {link}',
    complaint_escalation_citizen: 'Goa Civic: तक्रार {complaintId} मुखार धाडली: {step}. {link}',
    complaint_follow_up: 'Goa Civic: तक्रार {complaintId} सोडयल्या अशें कळयिल्लें. तें सारकें जालें? सांगात: {link}',
  },
};

/** The text of an SMS of `kind` in `locale` (English for an unknown language), its placeholders filled. */
export function smsText(kind: SmsKind, locale: Locale, values: SmsValues): string {
  const template = (SMS_WORDS[locale] ?? SMS_WORDS.en)[kind];
  return template
    .replace(/\{(\w+)\}/g, (_whole, name: string) => String(values[name as keyof SmsValues] ?? ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The complaint's short link: its public page, /c/{id}. */
export function complaintShortLink(publicUrl: string, complaintId: string): string {
  return `${publicUrl}/c/${encodeURIComponent(complaintId)}`;
}
