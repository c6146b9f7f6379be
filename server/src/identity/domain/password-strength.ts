import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { Messages } from '@civic/contracts';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { GOA_DATA_DIR } from '../../kernel/paths.js';

type Checker = Pick<ZxcvbnFactory, 'check'>;

/**
 * The lowest zxcvbn score a new password may have: 3, "safely unguessable" (about 10^8 guesses, an attack on a stolen
 * hash list would need time; zxcvbn's own advice for a sign-up). 'admin123', 'Password@123', 'India@123' and
 * 'goa12345' score 1 or 2.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Words an attacker tries first against this portal, beyond zxcvbn's dictionaries: its own words, and the state's
 * names (the place names of data/goa are added to these). Lowercase; zxcvbn matches them in any case and with
 * l33t substitutions.
 */
export const PORTAL_WORDS = [
  'goa',
  'goan',
  'goans',
  'goemkar',
  'konkan',
  'konkani',
  'india',
  'bharat',
  'hindustan',
  'civic',
  'portal',
  'complaint',
  'complaints',
  'citizen',
  'citizens',
  'admin',
  'administrator',
  'superadmin',
  'municipal',
  'municipality',
  'panchayat',
  'corporation',
  'taluka',
  'district',
  'government',
  'sarkar',
  // Everyday names of places whose official names in data/goa differ.
  'panjim',
  'madgaon',
  'vasco',
  'mormugao',
  'calangute',
  'candolim',
  'anjuna',
  'baga',
  'colva',
  'benaulim',
  'donapaula',
  'oldgoa',
] as const;

/** Every place name of data/goa (districts, talukas, towns, villages): whole, and each word of three letters or more. */
function goaPlaceNames(): string[] {
  const words = new Set<string>();
  for (const file of ['districts.csv', 'subdistricts.csv', 'ulbs.csv', 'villages.csv']) {
    const rows = parse(readFileSync(join(GOA_DATA_DIR, file), 'utf8'), { columns: true, skip_empty_lines: true, trim: true }) as { name?: string }[];
    for (const { name } of rows) {
      if (!name) continue;
      const lower = name.toLowerCase();
      words.add(lower.replace(/[^a-z]/g, ''));
      for (const word of lower.split(/[^a-z]+/)) if (word.length >= 3) words.add(word);
    }
  }
  words.delete('');
  return [...words];
}

let checker: Checker | null = null;

/** Characters of a password that the strength check reads: its cost grows faster than the length. */
export const STRENGTH_CHECKED_CHARACTERS = 64;

/**
 * zxcvbn-ts with its common-password, common-word and English dictionaries, and PORTAL_WORDS and the Goa place names
 * as user inputs, built on the first password checked: the dictionaries take several megabytes, which a process
 * that never sees a password (a worker) does not carry. Loaded with require because validation is synchronous (the
 * packages ship CommonJS builds as their `main`).
 */
function strengthChecker(): Checker {
  if (!checker) {
    const load = createRequire(import.meta.url);
    const core = load('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
    const common = load('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    const en = load('@zxcvbn-ts/language-en') as typeof import('@zxcvbn-ts/language-en');
    checker = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, userInputs: [...PORTAL_WORDS, ...goaPlaceNames()] },
      graphs: common.adjacencyGraphs,
      // The check runs on the event loop before anything else of the request (a reset link's token included), and
      // zxcvbn's l33t matcher tries every substitution of every substring: 128 characters of 'Pa$$w0rd!' took 0.7 s,
      // six at once stalled every request for 20 s. The first 64 characters, with at most 4 substitutions tried, cost
      // at most about 25 ms and score the common passwords as before; a longer password is judged by its start.
      maxLength: STRENGTH_CHECKED_CHARACTERS,
      l33tMaxSubstitutions: 4,
    });
  }
  return checker;
}

/**
 * Why a password of the right length is refused, or null: only spaces ('Password cannot be only spaces.'), or easy
 * to guess: a zxcvbn score below MIN_PASSWORD_SCORE, with the portal's words and Goa's place names counted as the
 * first guesses ('This password is too easy to guess…'). The spec's minimum of 6 characters stays the length rule
 * (PasswordRule).
 */
export function weakPasswordReason(password: string): string | null {
  if (password.trim() === '') return Messages.auth.passwordOnlySpaces;
  return strengthChecker().check(password).score < MIN_PASSWORD_SCORE ? Messages.auth.passwordTooCommon : null;
}
