import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';

/**
 * zxcvbn-ts' maintained list of common passwords (@zxcvbn-ts/language-common, MIT; 49,233 in 4.1.3): lower-case
 * passwords seen more than 10 times in Mark Burnett's ten-million-password release (xato.net), most frequent first.
 * NIST SP 800-63B asks new passwords to be checked against such a list (ADR 0027). Checked at start: a package
 * update that stopped shipping the list would otherwise let every password through.
 */
const commonPasswords = new Set(
  z
    .array(z.string().min(1))
    .min(10_000, 'the common-password list from @zxcvbn-ts/language-common is missing or truncated')
    .parse(dictionary['passwords-common']),
);

/**
 * The list leaves out what zxcvbn's own pattern matchers guess sooner, so repeats and runs are checked here:
 * one to four characters over and over ('aaaaaaaa', '12121212', 'abcabcabc')...
 */
const REPEATED_UNIT = /^(.{1,4})\1+$/su;

/** ...and characters that each step one up or one down from the last ('abcdefgh', '87654321'). */
function isRun(password: string): boolean {
  const step = password.charCodeAt(1) - password.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  for (let i = 2; i < password.length; i += 1) if (password.charCodeAt(i) - password.charCodeAt(i - 1) !== step) return false;
  return true;
}

export const passwordPolicyMessages = {
  sameAsEmail: 'Password must not be your email address or the part of it before the @.',
  common: 'This password is one of the most common passwords. Choose one that is harder to guess.',
  pattern: 'This password is a repeat or a run of characters (like aaaaaaaa or abcdefgh). Choose one that is harder to guess.',
} as const;

/**
 * Why a new password is refused, or undefined when it is acceptable. Runs after the schema's length checks;
 * `email` is the normalised (trimmed, lower-case) address.
 */
export function passwordProblem(email: string, password: string): string | undefined {
  const lower = password.toLowerCase();
  if (lower === email || lower === email.slice(0, email.lastIndexOf('@'))) return passwordPolicyMessages.sameAsEmail;
  if (commonPasswords.has(lower)) return passwordPolicyMessages.common;
  if (REPEATED_UNIT.test(password) || isRun(password)) return passwordPolicyMessages.pattern;
  return undefined;
}
