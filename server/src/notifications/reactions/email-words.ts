import type { ComplaintStatus, Locale } from '@civic/contracts';
import type { ComplaintEscalationStepTakenPayload } from '../../complaints/public.js';

/**
 * Words the notifications put into a reporter's email in their language: complaint statuses and
 * escalation steps. The templates are translated per language; these are the values filled into their
 * placeholders ({{status}}, {{stepName}}), with the same words as the client's catalogues (common.complaintStatus,
 * complaints.escalation). English keeps the words the emails have always used. Awaiting a native speaker's review
 * like the other translations (docs/adr/0057-translations.md).
 */
interface EmailWords {
  statuses: Record<ComplaintStatus, string>;
  reminder: string;
  /** `{level}` is the appellate level, 1 or 2. */
  escalation: string;
}

const WORDS: Record<Exclude<Locale, 'en'>, EmailWords> = {
  kok: {
    statuses: { pending: 'प्रलंबीत', in_progress: 'काम चालू', resolved: 'निवारण जालें', rejected: 'नाकारली', forwarded: 'फुडें धाडली' },
    reminder: 'प्राधिकरणाक उगडास',
    escalation: 'पांवडो {level} चेर वयर धाडली',
  },
  mr: {
    statuses: { pending: 'प्रलंबित', in_progress: 'कार्यवाही सुरू', resolved: 'निवारण झाले', rejected: 'नाकारली', forwarded: 'पुढे पाठवली' },
    reminder: 'प्राधिकरणाला स्मरणपत्र',
    escalation: 'स्तर {level} कडे पाठवली',
  },
  hi: {
    statuses: { pending: 'लंबित', in_progress: 'प्रगति पर', resolved: 'हल हो गई', rejected: 'अस्वीकृत', forwarded: 'अग्रेषित' },
    reminder: 'प्राधिकरण को अनुस्मारक',
    escalation: 'स्तर {level} तक बढ़ाई गई',
  },
};

/** A complaint status in the email's language: English 'in progress' (as before), Marathi 'कार्यवाही सुरू'. */
export function statusInWords(status: string, locale: Locale = 'en'): string {
  if (locale !== 'en') {
    const word = (WORDS[locale].statuses as Record<string, string>)[status];
    if (word) return word;
  }
  return status.replace(/_/g, ' ');
}

/** An escalation step in the email's language: English 'Reminder', 'Escalation to level 1'. */
export function stepInWords(p: Pick<ComplaintEscalationStepTakenPayload, 'kind' | 'level'>, locale: Locale = 'en'): string {
  if (locale === 'en') return p.kind === 'reminder' ? 'Reminder' : `Escalation to level ${p.level}`;
  const words = WORDS[locale];
  return p.kind === 'reminder' ? words.reminder : words.escalation.replace('{level}', String(p.level));
}
