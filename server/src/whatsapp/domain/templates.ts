import type { Locale } from '@civic/contracts';

/**
 * The WhatsApp message templates of "hearing back" (docs/adr/0151-whatsapp-channel.md): a complaint's news reaches
 * its reporter outside WhatsApp's 24-hour customer-service window, where only templates approved by Meta may be sent.
 * This file is the one place their names, languages, bodies and buttons are defined; README.md lists what a real
 * WhatsApp Business number must have approved (the bodies here are the ones to submit, `{{n}}` as Meta writes them).
 */
export const TEMPLATE_NAMES = {
  statusUpdate: 'complaint_status_update',
  authorityAnswer: 'complaint_authority_answer',
  escalationStep: 'complaint_escalation_step',
  fixQuestion: 'complaint_fix_question',
} as const;

export type TemplateKey = keyof typeof TEMPLATE_NAMES;

/** The template languages the portal uses (Meta's codes). */
export type TemplateLanguage = 'en' | 'hi' | 'mr';

/**
 * The template language of each portal language. Meta offers no Konkani template language, so a Konkani reader gets
 * the Marathi template, and its parameters in Marathi too: Konkani is written in Devanagari and its readers read
 * Marathi, while a Marathi sentence with Konkani words put in it would read worse than Marathi throughout.
 */
export const TEMPLATE_LANGUAGE: Record<Locale, TemplateLanguage> = { en: 'en', hi: 'hi', mr: 'mr', kok: 'mr' };

/**
 * Each template's body per language (`{{n}}` is the n-th parameter) and its quick-reply button texts (static, part of
 * the approved template; the payload is set per message). The parameters:
 * - complaint_status_update: 1 complaint id, 2 category, 3 status, 4 the complaint's link.
 * - complaint_authority_answer: 1 complaint id, 2 category, 3 the authority, 4 status, 5 the complaint's link.
 * - complaint_escalation_step: 1 complaint id, 2 category, 3 what was done, 4 days overdue, 5 the complaint's link.
 * - complaint_fix_question: 1 complaint id, 2 category, 3 the resolution's day, 4 the complaint's link; buttons
 *   "fixed" and "not fixed".
 * Every body ends with words, not a parameter (Meta refuses a template ending in one).
 */
export const TEMPLATES: Record<TemplateKey, { body: Record<TemplateLanguage, string>; buttons?: Record<TemplateLanguage, [string, string]> }> = {
  statusUpdate: {
    body: {
      en: 'Complaint {{1}} ({{2}}) is now: {{3}}. Details: {{4}} Reply "status" to see all your complaints.',
      hi: 'शिकायत {{1}} ({{2}}) की स्थिति अब: {{3}}। विवरण: {{4}} अपनी सभी शिकायतें देखने के लिए "स्थिति" लिखें।',
      mr: 'तक्रार {{1}} ({{2}}) ची स्थिती आता: {{3}}. तपशील: {{4}} तुमच्या सर्व तक्रारी पाहण्यासाठी "स्थिती" लिहा.',
    },
  },
  authorityAnswer: {
    body: {
      en: 'Your complaint {{1}} ({{2}}) was answered by {{3}}. Status: {{4}}. Read the answer: {{5}} Reply "status" to see all your complaints.',
      hi: 'आपकी शिकायत {{1}} ({{2}}) का उत्तर {{3}} ने दिया। स्थिति: {{4}}। उत्तर पढ़ें: {{5}} अपनी सभी शिकायतें देखने के लिए "स्थिति" लिखें।',
      mr: 'तुमच्या तक्रार {{1}} ({{2}}) ला {{3}} यांनी उत्तर दिले. स्थिती: {{4}}. उत्तर वाचा: {{5}} तुमच्या सर्व तक्रारी पाहण्यासाठी "स्थिती" लिहा.',
    },
  },
  escalationStep: {
    body: {
      en: 'Complaint {{1}} ({{2}}) is overdue: {{3}}. Days overdue: {{4}}. Follow it: {{5}} Reply "status" to see all your complaints.',
      hi: 'शिकायत {{1}} ({{2}}) की समय-सीमा बीत गई: {{3}}। विलंब के दिन: {{4}}। देखें: {{5}} अपनी सभी शिकायतें देखने के लिए "स्थिति" लिखें।',
      mr: 'तक्रार {{1}} ({{2}}) ची मुदत उलटली: {{3}}. उशिराचे दिवस: {{4}}. पहा: {{5}} तुमच्या सर्व तक्रारी पाहण्यासाठी "स्थिती" लिहा.',
    },
  },
  fixQuestion: {
    body: {
      en: 'Your complaint {{1}} ({{2}}) was resolved on {{3}}. Was it fixed? See it at {{4}} and tap a button below.',
      hi: 'आपकी शिकायत {{1}} ({{2}}) {{3}} को हल हुई। क्या काम हुआ? इसे {{4}} पर देखें और नीचे एक बटन दबाएँ।',
      mr: 'तुमची तक्रार {{1}} ({{2}}) {{3}} रोजी सोडवली. काम झाले का? ती {{4}} येथे पहा आणि खालील बटण दाबा.',
    },
    buttons: {
      en: ['Yes, fixed', 'Not fixed'],
      hi: ['हाँ, ठीक हुआ', 'ठीक नहीं हुआ'],
      mr: ['हो, दुरुस्त झाले', 'दुरुस्त झाले नाही'],
    },
  },
};

/** What an escalation step did, in the template's language (parameter 3 of complaint_escalation_step). */
export const ESCALATION_STEP_WORDS: Record<'reminder' | 'escalation', Record<TemplateLanguage, string>> = {
  reminder: { en: 'a reminder was sent to the office', hi: 'कार्यालय को अनुस्मारक भेजा गया', mr: 'कार्यालयाला स्मरणपत्र पाठवले' },
  escalation: { en: 'it was escalated to a higher authority', hi: 'इसे उच्च अधिकारी के पास भेजा गया', mr: 'ती वरिष्ठ अधिकाऱ्यांकडे पाठवली' },
};

/** A complaint's public page, the link every template carries (the conversation's replies link to it too). */
export function complaintPageUrl(publicUrl: string, complaintId: string): string {
  return `${publicUrl}/c/${encodeURIComponent(complaintId)}`;
}

/** The prefix of a "Was it fixed?" button's payload: `followup:<complaint id>:fixed|not_fixed`. */
const FOLLOW_UP_PREFIX = 'followup:';

/** The payload of a "Was it fixed?" button (at most 256 characters as WhatsApp allows; a complaint id is short). */
export function followUpPayload(complaintId: string, fixed: boolean): string {
  return `${FOLLOW_UP_PREFIX}${complaintId}:${fixed ? 'fixed' : 'not_fixed'}`;
}

/** The id of a rating row after a button press: `followup:<complaint id>:fixed|not_fixed:<1-5>`. */
export function followUpRatingId(complaintId: string, fixed: boolean, rating: number): string {
  return `${followUpPayload(complaintId, fixed)}:${rating}`;
}

/** A "Was it fixed?" button press (rating null) or its rating choice, read from a choice id; null for anything else. */
export function followUpChoiceOf(choiceId: string): { complaintId: string; fixed: boolean; rating: number | null } | null {
  const m = /^followup:([A-Za-z0-9-]{1,40}):(fixed|not_fixed)(?::([1-5]))?$/.exec(choiceId);
  return m ? { complaintId: m[1], fixed: m[2] === 'fixed', rating: m[3] ? Number(m[3]) : null } : null;
}

/**
 * A template parameter as WhatsApp takes it: no line breaks or tabs, no run of more than four spaces, not empty, at
 * most `max` characters.
 */
export function templateParameter(text: string, max = 200): string {
  const flat = text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {4,}/g, '   ')
    .trim();
  const cut = flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
  return cut || '—';
}

/** The text a template renders with `parameters` (the transcript and the simulator show it). */
export function renderTemplate(key: TemplateKey, language: TemplateLanguage, parameters: readonly string[]): string {
  return TEMPLATES[key].body[language].replace(/\{\{(\d+)\}\}/g, (whole, n: string) => parameters[Number(n) - 1] ?? whole);
}
