import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  LoginSchema,
  LogoutSchema,
  RefreshSchema,
  RegisterSchema,
  ResendEmailSchema,
  UserUpdateSchema,
  VerifyEmailSchema,
} from '../../../contracts/auth';
import { MESSAGES } from '../../../contracts/messages';
import type { Env } from '../../env';
import { fieldError } from '../../lib/http-errors';
import { requestLanguage } from '../../lib/language';
import { LIMITS } from '../../lib/rate-limits';
import { parse } from '../../lib/validate';
import { contactChangeRoutes } from './contact-change-routes';
import { createFirebase } from './firebase';
import { bodyEmail, perAccount, signedInUser } from './limits';
import { ensureOnboardingContent } from './onboarding-content';
import { onboardingRoutes } from './onboarding-routes';
import { createOtps } from './otps';
import { passwordRoutes } from './password-routes';
import { createAccountsRepo } from './repo';
import { type AccountsDeps, AVATAR_MAX_BYTES, createAccountsCore, createAccountsService } from './service';
import { signInRoutes } from './sign-in-routes';

/** Reads PATCH /auth/user/ as JSON or as multipart with an `avatar` file. */
async function readUserPatch(app: FastifyInstance, request: FastifyRequest) {
  if (!request.isMultipart()) return { fields: request.body, avatar: undefined };
  const fields: Record<string, string> = {};
  let avatar: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'avatar') avatar = data;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    if (e instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw fieldError('avatar', `The file is too large: at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`);
    }
    throw e;
  }
  return { fields, avatar };
}

export interface AccountsRoutesOptions {
  otpPepper: Uint8Array;
  env: Env;
}

/** Every accounts call of spec §7 under /api; the feature route files share one set of parts. */
async function accountsRoutes(app: FastifyInstance, opts: AccountsRoutesOptions) {
  const repo = createAccountsRepo(app.db);
  ensureOnboardingContent(repo);
  const deps: AccountsDeps = {
    repo,
    sessions: app.sessions,
    otps: createOtps(app.db, opts.otpPepper),
    mailer: app.mailer,
    sms: app.sms,
    storage: app.storage,
    firebase: await createFirebase(opts.env.firebaseServiceAccount),
    log: app.log,
    publicUrl: opts.env.publicUrl,
  };
  const core = createAccountsCore(deps);
  const service = createAccountsService(deps, core);
  const authed = { onRequest: app.requireAuth };
  const context = { deps, core, env: opts.env, otpPepper: opts.otpPepper };
  passwordRoutes(app, context);
  contactChangeRoutes(app, context);
  onboardingRoutes(app, context);
  await signInRoutes(app, context);

  app.post('/auth/registration/', { config: { rateLimit: LIMITS.register } }, async (request, reply) => {
    const input = parse(RegisterSchema, request.body);
    return reply.code(201).send(await service.register(input, requestLanguage(request)));
  });

  app.post(
    '/auth/registration/verify-email/',
    {
      ...authed,
      config: { rateLimit: LIMITS.otp },
      preHandler: perAccount(app, LIMITS.otpAccount, signedInUser),
    },
    async (request) => {
      const { otp } = parse(VerifyEmailSchema, request.body);
      const row = service.verifyEmail(request.auth!.userId, otp);
      return { detail: MESSAGES.emailVerified, user: service.toUser(row) };
    },
  );

  app.get(
    '/auth/registration/resend-email/',
    { ...authed, config: { rateLimit: LIMITS.resend } },
    async (request) => {
      await service.resendForUser(request.auth!.userId);
      return { detail: MESSAGES.resendSent };
    },
  );

  app.post('/auth/registration/resend-email/', { config: { rateLimit: LIMITS.resend } }, async (request) => {
    if (request.auth && (request.body == null || Object.keys(request.body as object).length === 0)) {
      await service.resendForUser(request.auth.userId);
    } else {
      await service.resendForEmail(parse(ResendEmailSchema, request.body).email);
    }
    return { detail: MESSAGES.resendSent };
  });

  app.post(
    '/auth/login/',
    { config: { rateLimit: LIMITS.login }, preHandler: perAccount(app, LIMITS.loginAccount, bodyEmail) },
    async (request) => {
      return service.login(parse(LoginSchema, request.body));
    },
  );

  app.post('/auth/token/refresh/', { config: { rateLimit: LIMITS.refresh } }, async (request) => {
    const { refresh } = parse(RefreshSchema, request.body);
    return app.sessions.refresh(refresh);
  });

  app.post('/auth/logout/', authed, async (request) => {
    const { refresh } = parse(LogoutSchema, request.body);
    const { userId, sessionId } = request.auth!;
    app.sessions.revoke(sessionId);
    if (refresh) app.sessions.revokeByRefresh(refresh, userId);
    return { detail: MESSAGES.loggedOut };
  });

  app.get('/auth/user/', authed, async (request) => service.toUser(service.get(request.auth!.userId)));

  const patchUser = async (request: FastifyRequest) => {
    const { fields, avatar } = await readUserPatch(app, request);
    const patch = parse(UserUpdateSchema, fields);
    return service.toUser(await service.update(request.auth!.userId, patch, avatar));
  };
  app.patch('/auth/user/', authed, patchUser);
  app.post('/auth/user/', authed, patchUser);

  app.delete('/auth/user/', authed, async (request, reply) => {
    await service.remove(request.auth!.userId);
    return reply.code(204).send();
  });

  app.get('/user/avatar/', authed, async (request) => ({
    avatar: service.toUser(service.get(request.auth!.userId)).avatar,
  }));
}

export default fp(accountsRoutes, {
  name: 'accounts',
  dependencies: ['db', 'auth', 'mail', 'sms', 'storage'],
  encapsulate: true,
});
