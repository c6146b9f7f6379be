import { OTHER_SUBCATEGORY } from './categories.js';
import type { ComplaintStatus } from './complaint-status.js';
import { DEFAULT_LOCALE, type Locale } from './locales.js';
import { PublicMessages as Messages } from './messages.js';
import { localisedCategoryTexts, type CategoryTranslation, type Translations } from './translations.js';

/*
 * The words a complaint's answers carry in the reader's language: its category and subcategory (from the category's
 * own translations, as GET /api/categories gives them), its status, and the history lines the server writes itself
 * ('Complaint submitted', a reminder, a confirmed fix...). Shared by every answer that carries a complaint (My
 * Complaints, the public page, the admin desk, the response page) and meant for emails too, so that a reader meets one
 * word for one thing everywhere. The words are the client catalogues' (common.complaintStatus, messages.complaint and
 * messages.escalation): a client test checks they stay the same. Text a person typed (an admin's note, a reopening
 * reason, an authority's answer) is never translated: it stays as typed.
 */

/** A complaint status as a reader reads it, per language (the client's common.complaintStatus). */
export const COMPLAINT_STATUS_WORDS: Record<Locale, Record<ComplaintStatus, string>> = {
  en: { pending: 'Pending', in_progress: 'In Progress', resolved: 'Resolved', rejected: 'Rejected', forwarded: 'Forwarded' },
  kok: { pending: 'प्रलंबीत', in_progress: 'काम चालू', resolved: 'निवारण जालें', rejected: 'नाकारली', forwarded: 'फुडें धाडली' },
  mr: { pending: 'प्रलंबित', in_progress: 'कार्यवाही सुरू', resolved: 'निवारण झाले', rejected: 'नाकारली', forwarded: 'पुढे पाठवली' },
  hi: { pending: 'लंबित', in_progress: 'प्रगति पर', resolved: 'हल हो गई', rejected: 'अस्वीकृत', forwarded: 'अग्रेषित' },
};

/** A status code in words of `locale`; an unknown code is returned as it is. */
export function complaintStatusIn(status: string, locale: Locale): string {
  return (COMPLAINT_STATUS_WORDS[locale] as Record<string, string>)[status] ?? (COMPLAINT_STATUS_WORDS.en as Record<string, string>)[status] ?? status;
}

/** The free-text issue 'Other' as a reader reads it (the wizard's choice, without its '(describe it)'). */
export const OTHER_SUBCATEGORY_WORDS: Record<Locale, string> = { en: OTHER_SUBCATEGORY, kok: 'हेर', mr: 'इतर', hi: 'अन्य' };

/** What a complaint's category is read from: the category record with its translations, or nothing once it was deleted. */
export type CategoryWordsSource = {
  name: string;
  description: string;
  subcategories: readonly string[];
  translations?: Translations<CategoryTranslation> | null;
};

/** A category's name in `locale` (English where it has none in that language); the key for a deleted category. */
export function categoryNameIn(category: CategoryWordsSource | undefined, key: string, locale: Locale): string {
  return category ? localisedCategoryTexts(category, locale).name : key;
}

/**
 * A complaint's subcategory (the English subcategory it stores) in `locale`: the category's label at the same position,
 * 'Other' in words of `locale`, else the stored text (a subcategory an admin has since renamed or removed).
 */
export function subcategoryLabelIn(category: CategoryWordsSource | undefined, subcategory: string, locale: Locale): string {
  if (subcategory === OTHER_SUBCATEGORY) return OTHER_SUBCATEGORY_WORDS[locale];
  if (!category) return subcategory;
  const index = category.subcategories.indexOf(subcategory);
  return index < 0 ? subcategory : localisedCategoryTexts(category, locale).subcategoryLabels[index];
}

/** The history lines the server writes, by their `Messages` key. */
export type HistoryLineKey =
  | 'submitted'
  | 'reminderNote'
  | 'escalationNote'
  | 'paused'
  | 'resumed'
  | 'fixConfirmedNote'
  | 'fixConfirmedWithPhotoNote'
  | 'fixVerifiedNote'
  | 'reopenedNote'
  | 'notFixedNote'
  | 'fixedNote'
  | 'adminReopenedNote';

/**
 * Each server-written history line in every language (the client's messages.complaint.submitted and
 * messages.escalation.*). Placeholders carry what the line was written with: recipients (officials' titles and
 * addresses), a number, or words a person typed ({note}, {message}), which stay as they were.
 */
export const HISTORY_LINES: Record<HistoryLineKey, Record<Locale, string>> = {
  submitted: { en: Messages.complaint.submitted, kok: 'तक्रार दाखल जाली', mr: 'तक्रार दाखल झाली', hi: 'शिकायत जमा हुई' },
  reminderNote: {
    en: Messages.escalation.reminderNote,
    kok: '{recipients} हांकां उगडास धाडलो: तक्रारीची मुदत {days} दीस सोंपल्या.',
    mr: '{recipients} यांना स्मरणपत्र पाठवले: तक्रारीची मुदत {days} दिवस उलटली आहे.',
    hi: '{recipients} को अनुस्मारक भेजा गया: शिकायत की समय-सीमा {days} दिन पहले बीत चुकी है।',
  },
  escalationNote: {
    en: Messages.escalation.escalationNote,
    kok: 'पांवडो {level} चेर वयर धाडली: {recipients}.',
    mr: 'स्तर {level} कडे पाठवली: {recipients}.',
    hi: 'स्तर {level} तक बढ़ाई गई: {recipients}।',
  },
  paused: { en: Messages.escalation.paused, kok: 'वयर धाडप थांबयलां: {note}', mr: 'वरिष्ठांकडे पाठवणे थांबवले: {note}', hi: 'एस्केलेशन रोका गया: {note}' },
  resumed: { en: Messages.escalation.resumed, kok: 'वयर धाडप परत सुरू केलां.', mr: 'वरिष्ठांकडे पाठवणे पुन्हा सुरू केले.', hi: 'एस्केलेशन फिर से शुरू किया गया।' },
  fixConfirmedNote: {
    en: Messages.escalation.fixConfirmedNote,
    kok: 'तक्रारदारान दुरुस्तीची खात्री केली.',
    mr: 'तक्रारदाराने दुरुस्तीची पुष्टी केली.',
    hi: 'शिकायतकर्ता ने सुधार की पुष्टि की।',
  },
  fixConfirmedWithPhotoNote: {
    en: Messages.escalation.fixConfirmedWithPhotoNote,
    kok: 'तक्रारदारान उपरांतच्या फोटो वांगडा दुरुस्तीची खात्री केली.',
    mr: 'तक्रारदाराने नंतरच्या फोटोसह दुरुस्तीची पुष्टी केली.',
    hi: 'शिकायतकर्ता ने बाद की फ़ोटो के साथ सुधार की पुष्टि की।',
  },
  fixVerifiedNote: {
    en: Messages.escalation.fixVerifiedNote,
    kok: 'तक्रारदारान कळयल्ल्या जाग्या सावन {metres} मीटरांभितर काडिल्ल्या उपरांतच्या फोटो वांगडा दुरुस्तीची खात्री केली (तपासलां).',
    mr: 'तक्रारदाराने नोंदवलेल्या ठिकाणापासून {metres} मीटरच्या आत काढलेल्या नंतरच्या फोटोसह दुरुस्तीची पुष्टी केली (पडताळलेले).',
    hi: 'शिकायतकर्ता ने बताई गई जगह के {metres} मीटर के भीतर ली गई बाद की फ़ोटो के साथ सुधार की पुष्टि की (सत्यापित)।',
  },
  reopenedNote: {
    en: Messages.escalation.reopenedNote,
    kok: 'तक्रारदारान परत उगडली: {message}',
    mr: 'तक्रारदाराने पुन्हा उघडली: {message}',
    hi: 'शिकायतकर्ता ने फिर से खोली: {message}',
  },
  notFixedNote: {
    en: Messages.followUp.notFixedNote,
    kok: 'तक्रारदारान परत उगडली: सोडयल्या उपरांत चार सुमानांनी काम जावंक ना.',
    mr: 'तक्रारदाराने पुन्हा उघडली: निकाली काढल्यानंतर चार आठवड्यांनी काम झाले नाही.',
    hi: 'शिकायतकर्ता ने फिर से खोली: निपटारे के चार हफ़्ते बाद भी काम नहीं हुआ।',
  },
  fixedNote: {
    en: Messages.followUp.fixedNote,
    kok: 'सोडयल्या उपरांत चार सुमानांनी तक्रारदारान काम जालां म्हूण खात्री केली.',
    mr: 'निकाली काढल्यानंतर चार आठवड्यांनी तक्रारदाराने काम झाल्याची पुष्टी केली.',
    hi: 'निपटारे के चार हफ़्ते बाद शिकायतकर्ता ने पुष्टि की कि काम हो गया है।',
  },
  adminReopenedNote: {
    en: Messages.followUp.adminReopenedNote,
    kok: '"अजून मोडल्या" कळोवणे उपरांत डेस्कार परत उगडली: {message}',
    mr: '"अजून बिघडलेली" माहितीनंतर डेस्कवर पुन्हा उघडली: {message}',
    hi: '"अब भी खराब" सूचना के बाद डेस्क पर फिर से खोली गई: {message}',
  },
};

interface LinePattern {
  key: HistoryLineKey;
  regex: RegExp;
  names: string[];
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English lines as patterns, the longest first so that a line never matches a shorter line's prefix. */
const LINE_PATTERNS: LinePattern[] = (Object.keys(HISTORY_LINES) as HistoryLineKey[])
  .map((key) => {
    const english = HISTORY_LINES[key].en;
    const names = [...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const source = english
      .split(/\{\w+\}/)
      .map(escapeRegex)
      .join('(.*?)');
    return { key, regex: new RegExp(`^${source}$`, 's'), names, length: english.length };
  })
  .sort((a, b) => b.length - a.length)
  .map(({ key, regex, names }) => ({ key, regex, names }));

/**
 * A stored history line as a reader of `locale` reads it: a line the server wrote (one of HISTORY_LINES, stored in
 * English) in that language, with the values it was written with; any other text (what an admin, an authority or an
 * integrator typed) unchanged.
 */
export function historyLineIn(message: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !message) return message;
  for (const { key, regex, names } of LINE_PATTERNS) {
    const match = regex.exec(message);
    if (!match) continue;
    const values = new Map(names.map((name, i) => [name, match[i + 1]]));
    return HISTORY_LINES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => values.get(name) ?? whole);
  }
  return message;
}
