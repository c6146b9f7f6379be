import { type AuthorityAction, type ComplaintStatus, type Locale, suggestedReplyWords } from '@civic/contracts';
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
