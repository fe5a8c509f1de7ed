import {
  authPaths,
  authResponseSchema,
  credentialsSchema,
  languagePreferenceSchema,
  loginSchema,
  okResponseSchema,
  updateProfileSchema,
  userSchema,
} from '@farmsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { passwordProblem } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { signInFailureLimits, signUpLimit } from './sign-in-limits';
import { landUnitsAt } from '../../knowledge';
import { findUserByEmail, insertUser, saveLanguage, saveProfile, toUser } from './users';

/** Per IP and e-mail, so one farmer's typos do not lock out a whole village behind one address. */
function credentialsRateLimit() {
  return {
    max: 10,
    timeWindow: '1 minute',
    hook: 'preValidation' as const,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown } | undefined;
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      return `${request.ip}|${email}`;
    },
  };
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const failedSignIns = signInFailureLimits(app);
  const countSignUp = signUpLimit(app, app.config.signUpsPerAddressPerHour);

  app.post(
    authPaths.signup,
    {
      config: { rateLimit: credentialsRateLimit() },
      schema: { body: credentialsSchema, response: { 201: authResponseSchema } },
    },
    async (request, reply) => {
      await countSignUp(request, reply);
      const { email, password } = request.body;
      const problem = passwordProblem(email, password);
      if (problem) throw new HttpError(400, 'VALIDATION_ERROR', problem, { password: problem });
      const passwordHash = await hashPassword(password);
      // The account and its first session commit together: an acknowledged signup is always signed in.
      const user = await app.db.transaction(async (tx) => {
        const created = await insertUser(tx, email, passwordHash);
        if (created) await app.sessions.start(request, reply, created.id, tx);
        return created;
      });
      if (!user) throw new HttpError(409, 'EMAIL_TAKEN', 'An account with this email already exists.');
      return reply.status(201).send({ user: toUser(user) });
    },
  );

  app.post(
    authPaths.login,
    {
      config: { rateLimit: credentialsRateLimit() },
      schema: { body: loginSchema, response: { 200: authResponseSchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await failedSignIns.assertAllowed(request, reply);
      const user = await findUserByEmail(app.db, email);
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        await failedSignIns.countFailure(request, reply);
        throw new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid email or password.');
      }
      // Again: a right password that finishes after a burst's failures used up a limit must look like them (429).
      await failedSignIns.assertAllowed(request, reply);
      await app.sessions.start(request, reply, user.id);
      return { user: toUser(user) };
    },
  );

  app.get(authPaths.userInfo, { onRequest: app.authenticate, schema: { response: { 200: userSchema } } }, async (request) => toUser(request.user!));

  app.post(authPaths.updateProfile, { onRequest: app.authenticate, schema: { body: updateProfileSchema, response: { 200: userSchema } } }, async (request) => {
    const { landUnit, location } = request.body;
    if (landUnit && !landUnitsAt(location).some((unit) => unit.id === landUnit)) {
      const offered = landUnitsAt(location).map((unit) => unit.id);
      const message = `Land unit ${landUnit} is not measured where your farm is; choose one of: ${offered.join(', ')}.`;
      throw new HttpError(400, 'VALIDATION_ERROR', message, { landUnit: message });
    }
    const user = await saveProfile(app.db, request.user!.id, request.body);
    await app.sessions.forgetUser(user.id);
    return toUser(user);
  });

  app.put(authPaths.language, { onRequest: app.authenticate, schema: { body: languagePreferenceSchema, response: { 200: userSchema } } }, async (request) => {
    const user = await saveLanguage(app.db, request.user!.id, request.body.language);
    await app.sessions.forgetUser(user.id);
    return toUser(user);
  });

  app.post(authPaths.logout, { schema: { response: { 200: okResponseSchema } } }, async (request, reply) => {
    await app.sessions.end(request, reply);
    return { message: 'Logged out.' };
  });
};

export default authRoutes;
