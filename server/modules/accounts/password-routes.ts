import type { FastifyInstance } from 'fastify';
import {
  CreatePasswordSchema,
  PasswordChangeSchema,
  PasswordResetSchema,
  ResetConfirmSchema,
  ResetOtpVerifySchema,
  SmsPasswordResetSchema,
} from '../../../contracts/auth';
import { MESSAGES } from '../../../contracts/messages';
import { LIMITS } from '../../lib/rate-limits';
import { parse } from '../../lib/validate';
import type { AccountsContext } from './context';
import { bodyEmail, bodyEmailOrPhone, bodyPhone, perAccount, signedInUser } from './limits';
import { createPasswordService } from './password';
import { createResetTokens } from './tokens';

/** Password change, create-password, and reset by e-mail link, e-mail code or text message (spec §7). */
export function passwordRoutes(app: FastifyInstance, { deps, core, otpPepper }: AccountsContext) {
  const passwords = createPasswordService(deps, core, createResetTokens(otpPepper));
  const authed = app.requireAuth;

  app.post(
    '/auth/password/change/',
    {
      onRequest: authed,
      config: { rateLimit: LIMITS.passwordChange },
      preHandler: perAccount(app, LIMITS.passwordChange, signedInUser),
    },
    async (request) => {
      const input = parse(PasswordChangeSchema, request.body);
      await passwords.change(request.auth!.userId, request.auth!.sessionId, input);
      return { detail: MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/auth/create-password/',
    {
      onRequest: authed,
      config: { rateLimit: LIMITS.passwordChange },
      preHandler: perAccount(app, LIMITS.passwordChange, signedInUser),
    },
    async (request) => {
      const { new_password1 } = parse(CreatePasswordSchema, request.body);
      await passwords.create(request.auth!.userId, new_password1);
      return { detail: MESSAGES.passwordCreated };
    },
  );

  app.post(
    '/auth/password/reset/',
    { config: { rateLimit: LIMITS.reset }, preHandler: perAccount(app, LIMITS.sendAccount, bodyEmail) },
    async (request) => {
      passwords.requestByEmail(parse(PasswordResetSchema, request.body).email);
      return { detail: MESSAGES.resetEmailSent };
    },
  );

  app.post(
    '/auth/sms-password-reset/',
    { config: { rateLimit: LIMITS.reset }, preHandler: perAccount(app, LIMITS.sendAccount, bodyPhone) },
    async (request) => {
      passwords.requestBySms(parse(SmsPasswordResetSchema, request.body).phone);
      return { detail: MESSAGES.resetSmsSent };
    },
  );

  app.post(
    '/auth/password/reset/email-otp/verify/',
    { config: { rateLimit: LIMITS.otp }, preHandler: perAccount(app, LIMITS.otpAccount, bodyEmailOrPhone) },
    async (request) => passwords.verifyCode(parse(ResetOtpVerifySchema, request.body)),
  );

  app.post(
    '/auth/password/reset/confirm/',
    { config: { rateLimit: LIMITS.otp }, preHandler: perAccount(app, LIMITS.otpAccount, bodyUid) },
    async (request) => passwords.confirm(parse(ResetConfirmSchema, request.body)),
  );
}

const bodyUid = (request: { body: unknown }) => {
  const uid = (request.body as { uid?: unknown } | null)?.uid;
  return typeof uid === 'string' && uid ? `uid:${uid}` : null;
};
