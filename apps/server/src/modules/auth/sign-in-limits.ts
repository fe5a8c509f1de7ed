import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../plugins/security';

/** Failed sign-ins one address may make across all e-mails before it waits out the window: password spraying. */
export const FAILED_SIGN_INS_PER_ADDRESS = { max: 10, timeWindow: 15 * 60_000 };
/**
 * Failed sign-ins on one account, from any address, before its sign-in pauses until the window ends: guessing one
 * farmer's password from many addresses. A pause lasts 5 minutes at most; nothing is ever locked for good.
 */
export const FAILED_SIGN_INS_PER_ACCOUNT = { max: 5, timeWindow: 5 * 60_000 };

/**
 * Counts failed sign-ins in @fastify/rate-limit's store, the one the route limits use (ADR 0003), so these counts are
 * shared wherever that store is. Only failures count: the farmers behind one village's address who type their
 * password right are never slowed. The keys carry the limit's name because limits made with createRateLimit belong
 * to no route.
 */
type LimitState = Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;

/** 429 for the first limit that `states` show used up; `counted` says whether this request was one of the count. */
function refuseWhenUsedUp(reply: FastifyReply, states: LimitState[], counted: boolean) {
  for (const state of states) {
    if (state.isAllowed) continue;
    if (counted ? state.isExceeded : state.remaining === 0) {
      reply.header('retry-after', state.ttlInSeconds);
      throw tooManyRequests(state.ttl);
    }
  }
}

/**
 * Sign-ups one address may make in an hour, whatever their outcome: each new account costs a password hash and gets
 * its own assistant allowance, and each 409 says that an address has an account. Counted in the shared store like
 * the sign-in limits. Generous, since a Common Service Centre registers many farmers from one address.
 */
export function signUpLimit(app: FastifyInstance, perHour: number) {
  const limit = app.createRateLimit({
    max: perHour,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `sign-ups-by-address|${normalizeIP(request.ip)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => refuseWhenUsedUp(reply, [await limit(request)], true);
}

export function signInFailureLimits(app: FastifyInstance) {
  const limits = [
    app.createRateLimit({ ...FAILED_SIGN_INS_PER_ADDRESS, keyGenerator: (request) => `failed-sign-ins-by-address|${normalizeIP(request.ip)}` }),
    // After validation, so the e-mail is the schema's trimmed, lower-case one.
    app.createRateLimit({
      ...FAILED_SIGN_INS_PER_ACCOUNT,
      keyGenerator: (request) => `failed-sign-ins-by-account|${(request.body as { email: string }).email}`,
    }),
  ];

  return {
    /** Answers 429 when this address or this account has used up its failed sign-ins. */
    async assertAllowed(request: FastifyRequest, reply: FastifyReply) {
      refuseWhenUsedUp(reply, await Promise.all(limits.map((limit) => limit(request, { increment: false }))), false);
    },
    /**
     * Counts a failed sign-in; answers 429 rather than 401 when it went past a limit. In a burst every attempt passes
     * assertAllowed before any failure is counted: only the first `max` failures then say that their password was
     * wrong, and a right one that finishes later gets the same 429 (assertAllowed, again, before the session starts).
     */
    async countFailure(request: FastifyRequest, reply: FastifyReply) {
      refuseWhenUsedUp(reply, await Promise.all(limits.map((limit) => limit(request))), true);
    },
  };
}
