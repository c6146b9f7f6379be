import { createRequire } from 'node:module';
import { Messages } from '@civic/contracts';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

type Checker = Pick<ZxcvbnFactory, 'check'>;

let checker: Checker | null = null;

/**
 * zxcvbn-ts with its common-password, common-word and English dictionaries, built on the first password checked:
 * the dictionaries take several megabytes, which a process that never sees a password (a worker) does not carry.
 * Loaded with require because validation is synchronous (the packages ship CommonJS builds as their `main`).
 */
function strengthChecker(): Checker {
  if (!checker) {
    const load = createRequire(import.meta.url);
    const core = load('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
    const common = load('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    const en = load('@zxcvbn-ts/language-en') as typeof import('@zxcvbn-ts/language-en');
    checker = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs });
  }
  return checker;
}

/**
 * Why a password of the right length is refused, or null: only spaces ('Password cannot be only spaces.'), or
 * among the passwords attackers try first: zxcvbn's score 0, under a thousand guesses ('123456', 'password',
 * 'qwerty', 'iloveyou'...). The spec's minimum of 6 characters stays the length rule (PasswordRule); this
 * refuses only the most common passwords, not merely short or simple ones.
 */
export function weakPasswordReason(password: string): string | null {
  if (password.trim() === '') return Messages.auth.passwordOnlySpaces;
  return strengthChecker().check(password).score === 0 ? Messages.auth.passwordTooCommon : null;
}
