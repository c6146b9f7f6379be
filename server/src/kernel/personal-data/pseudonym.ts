import { Messages } from '@civic/contracts';

/**
 * What a deleted account's name and address become in the records that outlive it (the audit log, the outbox's recent
 * events, the sent-mail log): the words admins already read for a deleted reporter. The account's id stays beside it,
 * so that the records of one deleted account still read as one person's, without saying who
 * (docs/adr/0132-mail-log-secrets-export-and-erasure.md).
 */
export const PSEUDONYM: string = Messages.admin.users.deletedUser;

/** The person whose traces a deletion replaces: the account's id and what identified them. */
export interface ErasedPerson {
  id: string;
  email: string;
  name?: string | null;
  phone?: string | null;
}

/**
 * Keys of event payloads whose value is a person's own words (a ticket's message, a complaint's description): in a
 * record about the deleted person they go whole, since any of them may name the person or others.
 */
const FREE_TEXT_KEYS = new Set(['message', 'description', 'landmark', 'otherText']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The patterns of what identifies the person: the address (any case), the full name and each word of it of two letters
 * or more (whole words, in any script), and the phone number (as written, and its digits alone).
 */
function patterns(person: ErasedPerson): RegExp[] {
  const out = [new RegExp(escapeRegExp(person.email.trim()), 'giu')];
  const name = person.name?.trim();
  if (name) {
    const words = [name, ...name.split(/\s+/)].filter((w, i, all) => w.length >= 2 && all.indexOf(w) === i).sort((a, b) => b.length - a.length);
    for (const word of words) out.push(new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])${escapeRegExp(word)}(?![\\p{L}\\p{N}\\p{M}])`, 'giu'));
  }
  const phone = person.phone?.trim();
  if (phone && phone.replace(/\D/g, '').length >= 6) {
    out.push(new RegExp(escapeRegExp(phone), 'gu'));
    out.push(new RegExp(`(?<!\\d)${phone.replace(/\D/g, '')}(?!\\d)`, 'gu'));
  }
  return out;
}

/** A text with every mention of the person (address, name, phone) replaced by PSEUDONYM. */
export function pseudonymiseText(text: string, person: ErasedPerson): string {
  let out = text;
  for (const pattern of patterns(person)) out = out.replace(pattern, PSEUDONYM);
  return out;
}

/** Whether a text mentions the person's address (any case): how a record that names no account id is found. */
export function mentionsAddress(text: string, person: ErasedPerson): boolean {
  return text.toLowerCase().includes(person.email.trim().toLowerCase());
}

/**
 * A JSON value (an event payload, an audit entry's meta) about the person, with every mention replaced by PSEUDONYM and
 * the free text of the keys that hold someone's words replaced whole. Other values (ids, dates, numbers) are kept.
 */
export function pseudonymiseJson(value: unknown, person: ErasedPerson): unknown {
  if (typeof value === 'string') return pseudonymiseText(value, person);
  if (Array.isArray(value)) return value.map((item) => pseudonymiseJson(item, person));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = FREE_TEXT_KEYS.has(key) && typeof item === 'string' && item !== '' ? PSEUDONYM : pseudonymiseJson(item, person);
    }
    return out;
  }
  return value;
}
