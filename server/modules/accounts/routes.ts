import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { fieldError } from '../../lib/http-errors';
import { requestLanguage } from '../../lib/language';
import { LIMITS } from '../../lib/rate-limits';
import { parse } from '../../lib/validate';
import { createOtps } from './otps';
import { createAccountsRepo } from './repo';
import { AVATAR_MAX_BYTES, createAccountsService } from './service';

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

export default async function accountsRoutes(app: FastifyInstance, opts: { otpPepper: Uint8Array }) {
  const service = createAccountsService({
    repo: createAccountsRepo(app.db),
    sessions: app.sessions,
    otps: createOtps(app.db, opts.otpPepper),
    mailer: app.mailer,
    storage: app.storage,
    log: app.log,
  });
  const authed = { onRequest: app.requireAuth };

  app.post('/auth/registration/', { config: { rateLimit: LIMITS.register } }, async (request, reply) => {
    const input = parse(RegisterSchema, request.body);
    return reply.code(201).send(await service.register(input, requestLanguage(request)));
  });

  app.post(
    '/auth/registration/verify-email/',
    { ...authed, config: { rateLimit: LIMITS.otp } },
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

  app.post('/auth/login/', { config: { rateLimit: LIMITS.login } }, async (request) => {
    return service.login(parse(LoginSchema, request.body));
  });

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
