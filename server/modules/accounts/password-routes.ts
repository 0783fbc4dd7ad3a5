import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import {
  CreatePasswordSchema,
  LoginAnswerSchema,
  PasswordChangeSchema,
  PasswordResetSchema,
  ResetConfirmationSchema,
  ResetConfirmSchema,
  ResetOtpVerifySchema,
  SmsPasswordResetSchema,
} from '../../../contracts/auth';
import { DetailSchema } from '../../../contracts/common';
import { MESSAGES } from '../../../contracts/messages';
import { LIMITS } from '../../lib/rate-limits';
import { routeSchema } from '../../lib/route-schema';
import { type AccountsContext, tags } from './context';
import { bodyEmail, bodyEmailOrPhone, bodyPhone, perAccount, signedInUser } from './limits';
import { createPasswordService } from './password';
import { createResetTokens } from './tokens';

type Body<S extends v.GenericSchema> = { Body: v.InferOutput<S> };

/** Password change, create-password, and reset by e-mail link, e-mail code or text message. */
export function passwordRoutes(app: FastifyInstance, { deps, core, otpPepper }: AccountsContext) {
  const passwords = createPasswordService(deps, core, createResetTokens(otpPepper));
  const authed = app.requireAuth;

  app.post<Body<typeof PasswordChangeSchema>>(
    '/auth/password/change/',
    {
      onRequest: authed,
      config: { rateLimit: LIMITS.passwordChange },
      preHandler: perAccount(app, LIMITS.passwordChange, signedInUser),
      schema: routeSchema({
        summary: 'Change the password; every other session is signed out',
        tags,
        body: PasswordChangeSchema,
        response: { 200: DetailSchema },
        auth: true,
      }),
    },
    async (request) => {
      await passwords.change(request.auth!.userId, request.auth!.sessionId, request.body);
      return { detail: MESSAGES.passwordChanged };
    },
  );

  app.post<Body<typeof CreatePasswordSchema>>(
    '/auth/create-password/',
    {
      onRequest: authed,
      config: { rateLimit: LIMITS.passwordChange },
      preHandler: perAccount(app, LIMITS.passwordChange, signedInUser),
      schema: routeSchema({
        summary: 'Add a password to an account made by outside sign-in',
        tags,
        body: CreatePasswordSchema,
        response: { 200: DetailSchema },
        auth: true,
      }),
    },
    async (request) => {
      await passwords.create(request.auth!.userId, request.body.new_password1);
      return { detail: MESSAGES.passwordCreated };
    },
  );

  app.post<Body<typeof PasswordResetSchema>>(
    '/auth/password/reset/',
    {
      config: { rateLimit: LIMITS.reset },
      preHandler: perAccount(app, LIMITS.sendAccount, bodyEmail),
      schema: routeSchema({
        summary: 'Mail a reset link and code (the same answer for unknown addresses)',
        tags,
        body: PasswordResetSchema,
        response: { 200: DetailSchema },
      }),
    },
    async (request) => {
      await passwords.requestByEmail(request.body.email);
      return { detail: MESSAGES.resetEmailSent };
    },
  );

  app.post<Body<typeof SmsPasswordResetSchema>>(
    '/auth/sms-password-reset/',
    {
      config: { rateLimit: LIMITS.reset },
      preHandler: perAccount(app, LIMITS.sendAccount, bodyPhone),
      schema: routeSchema({
        summary: 'Text a reset code to a verified phone (the same answer for unknown numbers)',
        tags,
        body: SmsPasswordResetSchema,
        response: { 200: DetailSchema },
      }),
    },
    async (request) => {
      await passwords.requestBySms(request.body.phone);
      return { detail: MESSAGES.resetSmsSent };
    },
  );

  app.post<Body<typeof ResetOtpVerifySchema>>(
    '/auth/password/reset/email-otp/verify/',
    {
      config: { rateLimit: LIMITS.otp },
      preHandler: perAccount(app, LIMITS.otpAccount, bodyEmailOrPhone),
      schema: routeSchema({
        summary: 'Trade a reset code (with its e-mail or phone) for the uid and token of reset confirm',
        tags,
        body: ResetOtpVerifySchema,
        response: { 200: ResetConfirmationSchema },
      }),
    },
    async (request) => passwords.verifyCode(request.body),
  );

  app.post<Body<typeof ResetConfirmSchema>>(
    '/auth/password/reset/confirm/',
    {
      config: { rateLimit: LIMITS.otp },
      preHandler: perAccount(app, LIMITS.otpAccount, bodyUid),
      schema: routeSchema({
        summary: 'Set a new password with a reset link or code; signs out everywhere and in afresh',
        tags,
        body: ResetConfirmSchema,
        response: { 200: LoginAnswerSchema },
      }),
    },
    async (request) => passwords.confirm(request.body),
  );
}

const bodyUid = (request: FastifyRequest) => {
  const uid = (request.body as { uid?: unknown } | null)?.uid;
  return typeof uid === 'string' && uid ? `uid:${uid}` : null;
};
