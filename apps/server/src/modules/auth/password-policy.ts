import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's score: 0 and 1 fall to fewer than a million guesses, 2 needs up to a hundred million ("protection from
 * unthrottled online attacks"). Sign-in is throttled (the rate limits) and stored hashes are argon2id, so 2 is enough;
 * 3 would refuse every 8-character password, since zxcvbn caps a random one at 10^8 guesses.
 */
const MIN_SCORE = 2;

/** Words a guesser tries first against this site's accounts, besides the farmer's own e-mail. */
const SITE_WORDS = ['farmsight', 'farm', 'sight', 'samadhan', 'kisan'];

/**
 * zxcvbn-ts (MIT) with its language-independent data: the ~49,000 common passwords of Mark Burnett's
 * ten-million-password release, keyboard layouts, and its repeat, sequence, date and l33t matchers (ADR 0040). Built
 * on first use, so start-up does not pay for it.
 */
let estimator: ZxcvbnFactory | undefined;
const strength = (password: string, userInputs: string[]) => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password, userInputs);
};

export const passwordPolicyMessages = {
  sameAsEmail: 'Password must not be your email address or the part of it before the @.',
  common: 'This password is one of the most common passwords. Choose one that is harder to guess.',
  pattern: 'This password is a repeat or a run of characters (like aaaaaaaa or abcdefgh). Choose one that is harder to guess.',
  weak: 'This password is too easy to guess. Make it longer, for example with a few words that do not belong together.',
} as const;

/** zxcvbn's warnings, by the message that explains them; any other weak password gets the general one. */
const COMMON_WARNINGS = new Set(['topTen', 'topHundred', 'common', 'similarToCommon', 'wordByItself', 'namesByThemselves', 'commonNames']);
const PATTERN_WARNINGS = new Set(['simpleRepeat', 'extendedRepeat', 'sequences', 'straightRow', 'keyPattern']);

/**
 * Why a new password is refused, or undefined when it is acceptable. Runs after the schema's length checks;
 * `email` is the normalised (trimmed, lower-case) address.
 */
export function passwordProblem(email: string, password: string): string | undefined {
  const lower = password.toLowerCase();
  const localPart = email.slice(0, email.lastIndexOf('@'));
  if (lower === email || lower === localPart) return passwordPolicyMessages.sameAsEmail;
  // 'asha.patil' also gives 'asha' and 'patil'.
  const names = localPart.split(/[^\p{L}\p{N}]+/u).filter((name) => name.length >= 3);
  const { score, feedback } = strength(password, [email, localPart, ...names, ...SITE_WORDS]);
  if (score >= MIN_SCORE) return undefined;
  if (feedback.warning && COMMON_WARNINGS.has(feedback.warning)) return passwordPolicyMessages.common;
  if (feedback.warning && PATTERN_WARNINGS.has(feedback.warning)) return passwordPolicyMessages.pattern;
  return passwordPolicyMessages.weak;
}
