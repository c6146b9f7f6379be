import type { AuthorityAction } from './authority-response.js';
import { OTHER_SUBCATEGORY } from './categories.js';
import type { ComplaintStatus, Urgency } from './complaint-status.js';
import { COMPLAINT_STATUS_WORDS } from './complaint-words.js';
import { formatIndianRupees } from './indian-rupees.js';
import { INTL_LOCALES, type Locale } from './locales.js';
import { formatMessage, PublicMessages as Messages } from './messages.js';
import { suggestedReplyWords } from './reply-intent.js';
import type { SupportCategory, TicketStatus } from './support.js';

/** An escalation step as its words need it: a reminder, or an escalation to appellate `level` 1 or 2. */
export interface EscalationStepWords {
  kind: 'reminder' | 'escalation';
  level: number;
}

/**
 * Words the notifications put into a reporter's email in their language: complaint statuses (the words every answer
 * uses, libs/contracts complaint-words.ts) and
 * escalation steps. The templates are translated per language; these are the values filled into their
 * placeholders ({{status}}, {{stepName}}), with the same words as the client's catalogues (common.complaintStatus,
 * complaints.escalation). English keeps the words the emails have always used. Awaiting a native speaker's review
 * like the other translations (docs/adr/0057-translations.md).
 */
interface EmailWords {
  reminder: string;
  /** `{level}` is the appellate level, 1 or 2. */
  escalation: string;
}

const WORDS: Record<Exclude<Locale, 'en'>, EmailWords> = {
  kok: {
    reminder: 'प्राधिकरणाक उगडास',
    escalation: 'पांवडो {level} चेर वयर धाडली',
  },
  mr: {
    reminder: 'प्राधिकरणाला स्मरणपत्र',
    escalation: 'स्तर {level} कडे पाठवली',
  },
  hi: {
    reminder: 'प्राधिकरण को अनुस्मारक',
    escalation: 'स्तर {level} तक बढ़ाई गई',
  },
};

/** A complaint status in the email's language: English 'in progress' (as before), Marathi 'कार्यवाही सुरू'. */
export function statusInWords(status: string, locale: Locale = 'en'): string {
  if (locale !== 'en') {
    const word = (COMPLAINT_STATUS_WORDS[locale] as Record<string, string>)[status];
    if (word) return word;
  }
  return status.replace(/_/g, ' ');
}

/** An escalation step in the email's language: English 'Reminder', 'Escalation to level 1'. */
export function stepInWords(p: EscalationStepWords, locale: Locale = 'en'): string {
  if (locale === 'en') return p.kind === 'reminder' ? 'Reminder' : `Escalation to level ${p.level}`;
  const words = WORDS[locale];
  return p.kind === 'reminder' ? words.reminder : words.escalation.replace('{level}', String(p.level));
}

/** What an authority answered, as the reporter's email names it; `{authority}` is its name. */
const ANSWERS: Record<Locale, Record<AuthorityAction | 'reply', string>> = {
  en: {
    acknowledge: 'Acknowledged by {authority}',
    in_progress: 'In progress by {authority}',
    resolved: 'Resolved by {authority}',
    not_ours: 'Returned by {authority}: not their jurisdiction',
    message: 'Message from {authority}',
    reply: 'Reply from {authority}',
  },
  kok: {
    acknowledge: '{authority} हांणी मान्य केली',
    in_progress: '{authority} हांणी काम सुरू केलां',
    resolved: '{authority} हांणी निवारण केलें',
    not_ours: '{authority} हांणी परत धाडली: तांच्या कार्यक्षेत्रांत ना',
    message: '{authority} हांचो संदेश',
    reply: '{authority} हांची जाप',
  },
  mr: {
    acknowledge: '{authority} यांनी पोच दिली',
    in_progress: '{authority} यांनी काम सुरू केले',
    resolved: '{authority} यांनी निवारण केले',
    not_ours: '{authority} यांनी परत पाठवली: त्यांच्या कार्यक्षेत्रात नाही',
    message: '{authority} यांचा संदेश',
    reply: '{authority} यांचे उत्तर',
  },
  hi: {
    acknowledge: '{authority} द्वारा पावती दी गई',
    in_progress: '{authority} द्वारा काम शुरू',
    resolved: '{authority} द्वारा हल की गई',
    not_ours: '{authority} द्वारा लौटाई गई: उनके अधिकार क्षेत्र में नहीं',
    message: '{authority} का संदेश',
    reply: '{authority} का उत्तर',
  },
};

/** An authority's answer in the email's language: 'Resolved by Mamlatdar of Tiswadi'. */
export function answerInWords(action: AuthorityAction | 'reply', authority: string, locale: Locale = 'en'): string {
  return (ANSWERS[locale] ?? ANSWERS.en)[action].replace('{authority}', authority);
}

/** What an officer's emailed reply recorded, as the acknowledgement names it ({{recorded}} of authority_reply_recorded). */
const RECORDED: Record<Locale, Record<AuthorityAction, string>> = {
  en: {
    acknowledge: 'Acknowledged',
    in_progress: 'Work in progress',
    resolved: 'Resolved',
    not_ours: 'Not ours: returned to the portal',
    message: 'A message (the status is unchanged)',
  },
  kok: {
    acknowledge: 'मान्य केली',
    in_progress: 'काम चालू',
    resolved: 'निवारण जालें',
    not_ours: 'आमचें न्हय: पोर्टलाक परत धाडली',
    message: 'संदेश (स्थिती बदलूंक ना)',
  },
  mr: {
    acknowledge: 'पोच दिली',
    in_progress: 'काम सुरू आहे',
    resolved: 'निवारण झाले',
    not_ours: 'आमचे नाही: पोर्टलकडे परत पाठवली',
    message: 'संदेश (स्थिती बदललेली नाही)',
  },
  hi: {
    acknowledge: 'पावती दी गई',
    in_progress: 'काम प्रगति पर',
    resolved: 'हल हो गया',
    not_ours: 'हमारा नहीं: पोर्टल को लौटाई गई',
    message: 'संदेश (स्थिति नहीं बदली)',
  },
};

/** What an emailed reply recorded, in the officer's language: 'Resolved', 'A message (the status is unchanged)'. */
export function recordedInWords(action: AuthorityAction, locale: Locale = 'en'): string {
  return (RECORDED[locale] ?? RECORDED.en)[action];
}

/** The word before the last of a list: '"Resolved", "Work started" or "Not ours"'. */
const OR: Record<Locale, string> = { en: 'or', kok: 'वा', mr: 'किंवा', hi: 'या' };

/**
 * The words a reply by email begins with to record an action ({{replyWords}}), from contracts' REPLY_INTENT_WORDS in
 * `locale` and in English (which every officer's reply may use): '"Resolved", "Work started" or "Not ours"'.
 */
export function replyWordsInWords(locale: Locale = 'en'): string {
  const quoted = (words: Record<string, string>) => Object.values(words).map((w) => `"${w}"`);
  const words = locale === 'en' ? quoted(suggestedReplyWords('en')) : [...quoted(suggestedReplyWords(locale)), ...quoted(suggestedReplyWords('en'))];
  return `${words.slice(0, -1).join(', ')} ${OR[locale] ?? OR.en} ${words.at(-1)}`;
}

/**
 * What happened, as the subject and first line of a reporter's email say it when the portal (not an authority) changed
 * the complaint: a status reached at the desk, a confirmed fix, a partner app's comment. `{author}` is a commenter.
 */
type Happening = ComplaintStatus | 'fix_confirmed' | 'reopened' | 'comment';

const HEADLINES: Record<Locale, Record<Happening, string>> = {
  en: {
    pending: 'Back to pending',
    in_progress: 'Work is in progress',
    resolved: 'Marked resolved',
    rejected: 'Rejected',
    forwarded: 'Forwarded to the authority',
    fix_confirmed: 'You confirmed the fix',
    reopened: 'You reopened the complaint',
    comment: 'New comment from {author}',
  },
  kok: {
    pending: 'परत प्रलंबीत',
    in_progress: 'काम चालू आसा',
    resolved: 'निवारण जालें म्हूण नोंद',
    rejected: 'नाकारली',
    forwarded: 'प्राधिकरणाक धाडली',
    fix_confirmed: 'तुमी निवारणाची खात्री केली',
    reopened: 'तुमी तक्रार परत उगडली',
    comment: '{author} हांचो नवो शेरो',
  },
  mr: {
    pending: 'पुन्हा प्रलंबित',
    in_progress: 'काम सुरू आहे',
    resolved: 'निवारण झाले म्हणून नोंद',
    rejected: 'नाकारली',
    forwarded: 'प्राधिकरणाकडे पाठवली',
    fix_confirmed: 'तुम्ही निवारणाची खात्री केली',
    reopened: 'तुम्ही तक्रार पुन्हा उघडली',
    comment: '{author} यांची नवी टिप्पणी',
  },
  hi: {
    pending: 'फिर से लंबित',
    in_progress: 'काम प्रगति पर है',
    resolved: 'हल के रूप में दर्ज',
    rejected: 'अस्वीकृत',
    forwarded: 'प्राधिकरण को भेजी गई',
    fix_confirmed: 'आपने समाधान की पुष्टि की',
    reopened: 'आपने शिकायत फिर से खोली',
    comment: '{author} की नई टिप्पणी',
  },
};

/** The subject's and first line's words for what the portal did: 'Work is in progress', 'You confirmed the fix'. */
export function headlineInWords(happening: string, locale: Locale = 'en', author = ''): string {
  const words = (HEADLINES[locale] ?? HEADLINES.en) as Record<string, string>;
  const line = words[happening] ?? HEADLINES.en[happening as Happening] ?? statusInWords(happening, locale);
  return line.replace('{author}', author);
}

/**
 * What happened, as a follower's email says it when the reporter did it (the follower did not): 'The reporter confirmed
 * the fix', not 'You confirmed the fix'.
 */
const FOLLOWER_HEADLINES: Record<Locale, Record<'fix_confirmed' | 'reopened', string>> = {
  en: { fix_confirmed: 'The reporter confirmed the fix', reopened: 'The reporter reopened the complaint' },
  kok: { fix_confirmed: 'तक्रारदारान निवारणाची खात्री केली', reopened: 'तक्रारदारान तक्रार परत उगडली' },
  mr: { fix_confirmed: 'तक्रारदाराने निवारणाची खात्री केली', reopened: 'तक्रारदाराने तक्रार पुन्हा उघडली' },
  hi: { fix_confirmed: 'शिकायतकर्ता ने समाधान की पुष्टि की', reopened: 'शिकायतकर्ता ने शिकायत फिर से खोली' },
};

/** A follower's headline: the reporter's own acts in the third person, the rest as `headlineInWords` says them. */
export function followerHeadlineInWords(happening: string, locale: Locale = 'en'): string {
  const words = FOLLOWER_HEADLINES[locale] as Record<string, string>;
  return words[happening] ?? headlineInWords(happening, locale);
}

/** Urgencies as the client's catalogues name them (complaints.urgency); English keeps the lower-case words it always printed. */
const URGENCY: Record<Exclude<Locale, 'en'>, Record<Urgency, string>> = {
  kok: { low: 'उणी', medium: 'मध्यम', high: 'चड', critical: 'गंभीर' },
  mr: { low: 'कमी', medium: 'मध्यम', high: 'जास्त', critical: 'गंभीर' },
  hi: { low: 'कम', medium: 'मध्यम', high: 'अधिक', critical: 'अति गंभीर' },
};

/** A complaint's urgency in the email's language: English 'high', Konkani 'चड'; an unknown code as it is. */
export function urgencyInWords(urgency: string, locale: Locale = 'en'): string {
  if (locale === 'en') return urgency;
  return (URGENCY[locale] as Record<string, string>)[urgency] ?? urgency;
}

/** Support ticket statuses and categories as the client's catalogues name them (common.ticketStatus, support.categories). */
const TICKET_STATUS: Record<Locale, Record<TicketStatus, string>> = {
  en: { open: 'open', in_progress: 'in progress', closed: 'closed' },
  kok: { open: 'उगडें', in_progress: 'काम चालू', closed: 'बंद' },
  mr: { open: 'खुले', in_progress: 'कार्यवाही सुरू', closed: 'बंद' },
  hi: { open: 'खुला', in_progress: 'प्रगति पर', closed: 'बंद' },
};
const SUPPORT_CATEGORY: Record<Locale, Record<SupportCategory, string>> = {
  en: { Support: 'Support', Bug: 'Bug', Feedback: 'Feedback', Request: 'Request' },
  kok: { Support: 'आदार', Bug: 'बग', Feedback: 'अभिप्राय', Request: 'विनंती' },
  mr: { Support: 'सहाय्य', Bug: 'बग', Feedback: 'अभिप्राय', Request: 'विनंती' },
  hi: { Support: 'सहायता', Bug: 'त्रुटि', Feedback: 'प्रतिक्रिया', Request: 'अनुरोध' },
};

/** A support ticket's status in the email's language: English 'in progress' (as before), Hindi 'प्रगति पर'. */
export function ticketStatusInWords(status: string, locale: Locale = 'en'): string {
  return (TICKET_STATUS[locale] as Record<string, string>)[status] ?? status.replace(/_/g, ' ');
}

/** A support ticket's category in the email's language: 'Bug', Hindi 'त्रुटि'; an unknown one as it is. */
export function supportCategoryInWords(category: string, locale: Locale = 'en'): string {
  return (SUPPORT_CATEGORY[locale] as Record<string, string>)[category] ?? category;
}

/** An amount in paise as the email's reader reads it: '₹2,34,820.00', Marathi '₹२,३४,८२०.००' (formatIndianRupees). */
export function rupeesInWords(paise: number, locale: Locale = 'en'): string {
  return formatIndianRupees(paise / 100, INTL_LOCALES[locale]);
}

const NUMBERS = new Map<Locale, Intl.NumberFormat>();

/** A count as the email's reader writes it: '7', Marathi '७' (the language's digits, Indian grouping). */
export function countInWords(count: number, locale: Locale = 'en'): string {
  let format = NUMBERS.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale]);
    NUMBERS.set(locale, format);
  }
  return format.format(count);
}

/** The admins' overdue digest: one complaint's due date, and the line for those past the listed ones. */
const DIGEST: Record<Locale, { due: string; more: string }> = {
  en: { due: 'due {date}', more: '…and {count} more on the complaints desk' },
  kok: { due: 'मुदत {date}', more: '…आनी तक्रार डेस्काचेर आनीक {count}' },
  mr: { due: 'मुदत {date}', more: '…आणि तक्रार डेस्कवर आणखी {count}' },
  hi: { due: 'नियत तिथि {date}', more: '…और शिकायत डेस्क पर {count} और' },
};

/** 'due 18 November 2026' in the digest's language (`date` already written in it). */
export function dueInWords(date: string, locale: Locale = 'en'): string {
  return (DIGEST[locale] ?? DIGEST.en).due.replace('{date}', date);
}

/** '…and 12 more on the complaints desk' in the digest's language. */
export function moreOnDeskInWords(count: number, locale: Locale = 'en'): string {
  return (DIGEST[locale] ?? DIGEST.en).more.replace('{count}', countInWords(count, locale));
}

/** The authority email's message when the reporter reopens a complaint; English is Messages.escalation's sentence. */
const REOPENED: Record<Exclude<Locale, 'en'>, string> = {
  kok: 'तक्रारदारान ही तक्रार {date} दिसा परत उगडली, समस्या सुटूंक ना म्हूण सांगून: "{message}". उपकार करून {dueDate} मेरेन कारवाय करात.',
  mr: 'तक्रारदाराने ही तक्रार {date} रोजी पुन्हा उघडली, समस्या सुटलेली नाही असे सांगून: "{message}". कृपया {dueDate} पर्यंत कार्यवाही करा.',
  hi: 'शिकायतकर्ता ने यह शिकायत {date} को फिर से खोली, यह कहते हुए कि समस्या हल नहीं हुई: "{message}"। कृपया {dueDate} तक कार्रवाई करें।',
};

/** What the authority's email says of a reopening, in the office's language (`date`, `dueDate` already written in it). */
export function reopenedInWords(values: { date: string; message: string; dueDate: string }, locale: Locale = 'en'): string {
  return formatMessage(locale === 'en' ? Messages.escalation.reopenedAuthorityMessage : REOPENED[locale], values);
}

/** The free-text issue's word (OTHER_SUBCATEGORY), as the client's catalogues write 'Other: {text}' (complaints.mine.other). */
const OTHER: Record<Locale, string> = { en: OTHER_SUBCATEGORY, kok: 'हेर', mr: 'इतर', hi: 'अन्य' };

/**
 * A subcategory as stored, with the free-text issue in the email's language: 'Other' and 'Other: <the reporter's words>'
 * (ComplaintForAuthority's form) become Konkani 'हेर', 'हेर: <words>'; any other subcategory is returned as it is.
 */
export function otherIssueInWords(subcategory: string, locale: Locale = 'en'): string {
  if (subcategory === OTHER_SUBCATEGORY) return OTHER[locale];
  const prefix = `${OTHER_SUBCATEGORY}: `;
  return subcategory.startsWith(prefix) ? `${OTHER[locale]}: ${subcategory.slice(prefix.length)}` : subcategory;
}

/** The area alerts' words (docs/adr/0147-area-alerts.md): what happened, and a circle's area. */
const ALERT_WORDS: Record<Locale, { new: string; updates: string; both: string; digest: string; circle: string }> = {
  en: {
    new: 'a new complaint',
    updates: 'a complaint changed',
    both: 'complaints new or changed',
    digest: '{count} complaint(s) new or changed on {date}',
    circle: '{radius} around {lat}, {lng}',
  },
  kok: {
    new: 'एक नवी तक्रार',
    updates: 'एका तक्रारींत बदल',
    both: 'नव्यो वा बदल्ल्यो तक्रारी',
    digest: '{date} दिसा {count} नव्यो वा बदल्ल्यो तक्रारी',
    circle: '{lat}, {lng} भोंवतणी {radius}',
  },
  mr: {
    new: 'एक नवीन तक्रार',
    updates: 'एका तक्रारीत बदल',
    both: 'नवीन किंवा बदललेल्या तक्रारी',
    digest: '{date} रोजी {count} नवीन किंवा बदललेल्या तक्रारी',
    circle: '{lat}, {lng} भोवती {radius}',
  },
  hi: {
    new: 'एक नई शिकायत',
    updates: 'एक शिकायत में बदलाव',
    both: 'नई या बदली हुई शिकायतें',
    digest: '{date} को {count} नई या बदली हुई शिकायतें',
    circle: '{lat}, {lng} के आसपास {radius}',
  },
};

/** An instant alert's headline: 'a new complaint' or 'a complaint changed', in the reader's language. */
export function alertHeadlineInWords(kind: 'new' | 'updates', locale: Locale = 'en'): string {
  return (ALERT_WORDS[locale] ?? ALERT_WORDS.en)[kind];
}

/** A daily digest's headline: '3 complaint(s) new or changed on 29 November 2026' (`date` already written in the language). */
export function alertDigestInWords(count: number, date: string, locale: Locale = 'en'): string {
  return formatMessage((ALERT_WORDS[locale] ?? ALERT_WORDS.en).digest, { count: countInWords(count, locale), date });
}

/** A circle as an area: '1 km around 15.499, 73.828', the radius and coordinates written by Intl in the language. */
export function alertCircleInWords(circle: { lat: number; lng: number; radiusMetres: number }, locale: Locale = 'en'): string {
  const km = circle.radiusMetres >= 1000;
  const radius = new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'unit', unit: km ? 'kilometer' : 'meter', maximumFractionDigits: 1 }).format(
    km ? circle.radiusMetres / 1000 : circle.radiusMetres,
  );
  const degrees = new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: 3, useGrouping: false });
  return formatMessage((ALERT_WORDS[locale] ?? ALERT_WORDS.en).circle, { radius, lat: degrees.format(circle.lat), lng: degrees.format(circle.lng) });
}

/** The follow-up email's headline (docs/adr/0148): the question, or its one reminder. */
const FOLLOW_UP_HEADLINE: Record<Locale, { question: string; reminder: string }> = {
  en: { question: 'Was it fixed?', reminder: 'Reminder: was it fixed?' },
  kok: { question: 'काम जालां?', reminder: 'उगडास: काम जालां?' },
  mr: { question: 'काम झाले का?', reminder: 'आठवण: काम झाले का?' },
  hi: { question: 'क्या काम हो गया?', reminder: 'याद दिलाना: क्या काम हो गया?' },
};

/** "Was it fixed?" or its reminder, in the reporter's language. */
export function followUpHeadlineInWords(reminder: boolean, locale: Locale = 'en'): string {
  const words = FOLLOW_UP_HEADLINE[locale] ?? FOLLOW_UP_HEADLINE.en;
  return reminder ? words.reminder : words.question;
}

/** The reopening's reason when the reporter answered the follow-up "not fixed" without words of their own. */
const NOT_FIXED: Record<Exclude<Locale, 'en'>, string> = {
  kok: 'सोडयल्या उपरांत चार सुमानांनी काम जावंक ना',
  mr: 'निकाली काढल्यानंतर चार आठवड्यांनी काम झाले नाही',
  hi: 'निपटारे के चार हफ़्ते बाद भी काम नहीं हुआ',
};

/**
 * A reopening's reason as the office reads it: the follow-up's "not fixed" (Messages.followUp.notFixedAuthorityMessage,
 * the portal's words) in the office's language; what a person typed stays as typed.
 */
export function reopenReasonInWords(message: string, locale: Locale = 'en'): string {
  return message === Messages.followUp.notFixedAuthorityMessage && locale !== 'en' ? NOT_FIXED[locale] : message;
}
