import type { AuthorityAction } from './authority-response.js';
import type { Locale } from './locales.js';

/** The actions an emailed reply can name by its first words; any other reply is recorded as a message. */
export const REPLY_INTENT_ACTIONS = ['resolved', 'in_progress', 'not_ours'] as const;
export type ReplyIntentAction = (typeof REPLY_INTENT_ACTIONS)[number];

/**
 * The words an officer's emailed reply may begin with to record an action, as the response link's buttons do
 * (docs/adr/0138-an-emailed-reply-records-what-its-first-words-say.md), per language: common office phrasing in
 * English, Konkani (Devanagari and Romi), Marathi and Hindi. The first phrase of each list is the one the authority
 * email suggests; the others are what officers write as well. Matched at the very start of the reply (after a greeting
 * line), as whole words, without regard to case: "Not completed" begins with "not" and stays a message.
 */
export const REPLY_INTENT_WORDS: Readonly<Record<Locale, Readonly<Record<ReplyIntentAction, readonly string[]>>>> = {
  en: {
    resolved: ['Resolved', 'Done', 'Completed', 'Fixed', 'Work completed', 'Work done', 'Work has been completed', 'Repaired', 'Rectified'],
    in_progress: ['Work started', 'In progress', 'Work in progress', 'Work has started', 'Work is in progress', 'Started', 'Ongoing', 'Under way'],
    not_ours: ['Not ours', 'Not our jurisdiction', 'Not in our jurisdiction', 'Not our department', 'Not under our jurisdiction', 'Wrong department'],
  },
  kok: {
    resolved: ['काम पुराय जालां', 'पुराय जालां', 'पुराय जालें', 'सोडयलां', 'सोडयलें', 'दुरुस्त केलां', 'kam puraim zalam', 'puraim zalam'],
    in_progress: ['काम सुरू जालां', 'काम चालू आसा', 'सुरू जालां', 'kam suru zalam', 'kam chalu asa'],
    not_ours: ['आमचें न्हय', 'आमच्या कार्यक्षेत्रांत ना', 'amchem nhoi'],
  },
  mr: {
    resolved: ['काम पूर्ण झाले', 'पूर्ण झाले', 'काम झाले', 'दुरुस्त केले', 'निकाली काढले', 'सोडवले'],
    in_progress: ['काम सुरू आहे', 'काम सुरू केले', 'सुरू आहे', 'प्रगतीपथावर'],
    not_ours: ['आमच्या कार्यक्षेत्रात नाही', 'आमचे नाही', 'आमच्या अखत्यारीत नाही'],
  },
  hi: {
    resolved: ['काम पूरा हो गया', 'काम पूरा हुआ', 'पूरा हो गया', 'हल हो गया', 'ठीक कर दिया', 'निपटारा हो गया', 'समाधान हो गया'],
    in_progress: ['काम शुरू हो गया', 'काम शुरू', 'काम चल रहा है', 'कार्य प्रगति पर है', 'प्रगति पर'],
    not_ours: ['हमारा नहीं', 'हमारे क्षेत्राधिकार में नहीं', 'हमारे अधिकार क्षेत्र में नहीं', 'हमारा विभाग नहीं'],
  },
};

/** What an emailed reply says it does: the action its first words name (`message` when none) and the message to record. */
export interface ReplyIntent {
  action: ReplyIntentAction | 'message';
  /** The words matched ('' for a message). */
  matched: string;
  /** The message recorded with the action (never empty when the reply had words). */
  message: string;
}

/** A greeting line officers put above their answer ("Sir,", "Dear Sir/Madam,", "महोदय,"): skipped before matching. */
const GREETING =
  /^(?:dear|respected|hello|hi|good\s+(?:morning|afternoon|evening)|sir|madam|ma'am|महोदय|महोदया|नमस्कार|नमस्ते|सर|मान्यवर|श्रीमान)(?:[^\n]{0,40})$/iu;
/** Punctuation that ends the phrase: after it, the rest of the reply is the message. */
const PHRASE_END = /^\s*[.!:;\-–—|।]+/u;
/** A letter or combining mark: a phrase followed by one is part of a longer word ("Done" is not "Donated"). */
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

function normalise(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** Every phrase with its action, longest first, so that "work completed" wins over "completed". */
const PHRASES: readonly { action: ReplyIntentAction; phrase: string; normalised: string }[] = Object.values(REPLY_INTENT_WORDS)
  .flatMap((byAction) =>
    REPLY_INTENT_ACTIONS.flatMap((action) => byAction[action].map((phrase) => ({ action, phrase, normalised: normalise(phrase).replace(/\s+/g, ' ') }))),
  )
  .sort((a, b) => b.normalised.length - a.normalised.length);

/**
 * Reads what an officer's reply (its own words: quoted history and signature already removed) records, the rule of
 * docs/adr/0138: a first line that is only a greeting is skipped; when the reply then begins with one of
 * REPLY_INTENT_WORDS as whole words, that is its action. The message is what follows the phrase when punctuation or a
 * line break ends the phrase ("Resolved. Pothole filled." records "Pothole filled."), else the whole reply ("Work
 * completed today." is its own message); a reply with nothing after the phrase keeps its words as the message.
 */
export function readReplyIntent(text: string): ReplyIntent {
  const whole = text.trim();
  const lines = whole.normalize('NFC').split(/\r?\n/);
  const firstContent = lines.findIndex((l) => l.trim() !== '');
  let body = whole.normalize('NFC');
  if (firstContent >= 0 && GREETING.test(lines[firstContent].trim()) && /[,!]$|^\S+$/u.test(lines[firstContent].trim())) {
    body = lines
      .slice(firstContent + 1)
      .join('\n')
      .trim();
  }
  // Whitespace runs are one space for matching; `offsets` maps each matched character back to the body.
  const folded: string[] = [];
  const offsets: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (/\s/u.test(ch)) {
      if (folded.at(-1) === ' ') continue;
      folded.push(' ');
    } else {
      // Lower case a character at a time, keeping one character per offset (the rare one that grows stays as it is).
      const lower = ch.toLowerCase();
      folded.push(lower.length === 1 ? lower : ch);
    }
    offsets.push(i);
  }
  const head = folded.join('');
  for (const { action, phrase, normalised } of PHRASES) {
    if (!head.startsWith(normalised)) continue;
    const next = head.charAt(normalised.length);
    if (next && WORD_CHAR.test(next)) continue;
    const end = normalised.length < offsets.length ? offsets[normalised.length] : body.length;
    const after = body.slice(end);
    const ended = after === '' || /^\s*\n/u.test(after) || PHRASE_END.test(after);
    const rest = after.replace(PHRASE_END, '').trim();
    const message = ended && rest ? rest : body || whole;
    return { action, matched: phrase, message };
  }
  return { action: 'message', matched: '', message: whole };
}

/** The phrases the authority email suggests, one per action, in `locale`: `"Resolved", "Work started", "Not ours"`. */
export function suggestedReplyWords(locale: Locale): Record<ReplyIntentAction, string> {
  const words = REPLY_INTENT_WORDS[locale] ?? REPLY_INTENT_WORDS.en;
  return { resolved: words.resolved[0], in_progress: words.in_progress[0], not_ours: words.not_ours[0] };
}

/** Whether an authority action may be named by an emailed reply's first words. */
export function isReplyIntentAction(action: AuthorityAction | string): action is ReplyIntentAction {
  return (REPLY_INTENT_ACTIONS as readonly string[]).includes(action);
}
