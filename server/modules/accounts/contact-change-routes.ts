import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  ChangePhoneSchema,
  EmailChangeSchema,
  OtpOnlySchema,
  UserConfirmationSchema,
} from '../../../contracts/auth';
import { DetailSchema } from '../../../contracts/common';
import { MESSAGES } from '../../../contracts/messages';
import { LIMITS } from '../../lib/rate-limits';
import { routeSchema } from '../../lib/route-schema';
import { createContactChangeService } from './contact-change';
import { type AccountsContext, tags } from './context';
import { perAccount, signedInUser, withMessage } from './limits';

type Otp = { Body: v.InferOutput<typeof OtpOnlySchema> };

/**
 * Phone verification, phone change and e-mail change, each with a code. The verify and resend
 * calls of a change also carry the first error as `message`, where their forms show it.
 */
export function contactChangeRoutes(app: FastifyInstance, { deps, core }: AccountsContext) {
  const changes = createContactChangeService(deps, core);
  const verifying = {
    onRequest: app.requireAuth,
    config: { rateLimit: LIMITS.otp },
    preHandler: perAccount(app, LIMITS.otpAccount, signedInUser),
  };
  const sending = {
    onRequest: app.requireAuth,
    config: { rateLimit: LIMITS.contactChange },
    preHandler: perAccount(app, LIMITS.contactChange, signedInUser),
  };
  // These answers carry their first error as `message` too, body errors included: the body is
  // checked before the handler, and its error handed to it (attachValidation) to be answered so.
  const messaging = { attachValidation: true };
  const withOtp = (summary: string) =>
    routeSchema({
      summary,
      tags,
      body: OtpOnlySchema,
      response: { 200: UserConfirmationSchema },
      auth: true,
    });
  const sends = (summary: string, body?: v.GenericSchema) =>
    routeSchema({ summary, tags, body, response: { 200: DetailSchema }, auth: true });

  app.post<Otp>(
    '/auth/registration/verify-phone-number/',
    { ...verifying, schema: withOtp('Verify the phone on the account with the texted code') },
    async (request) => {
      const row = await changes.verifyPhone(request.auth!.userId, request.body.otp);
      return { detail: MESSAGES.phoneVerified, user: await core.toUser(row) };
    },
  );

  app.get(
    '/auth/change-phone-number/verify-phone-number/resend/',
    { ...sending, schema: sends('Text a new code to the phone on the account') },
    async (request) =>
      withMessage(async () => {
        await changes.sendPhoneVerification(request.auth!.userId);
        return { detail: MESSAGES.phoneCodeSent };
      }),
  );

  // Refusals name the `phone` field, where the change form shows them.
  app.post<{ Body: v.InferOutput<typeof ChangePhoneSchema> }>(
    '/auth/change-phone-number/',
    { ...sending, schema: sends('Start a phone change: text a code to the new number', ChangePhoneSchema) },
    async (request) => {
      await changes.startPhoneChange(request.auth!.userId, request.body.phone);
      return { detail: MESSAGES.phoneCodeSent };
    },
  );

  app.get(
    '/auth/change-phone-number/resend-change-phone-number/',
    { ...sending, schema: sends('Text the pending new number a new code') },
    async (request) =>
      withMessage(async () => {
        await changes.resendPhoneChange(request.auth!.userId);
        return { detail: MESSAGES.phoneCodeSent };
      }),
  );

  app.post<Otp>(
    '/auth/change-phone-number/verify-change-phone-number/',
    {
      ...verifying,
      ...messaging,
      schema: withOtp('Finish a phone change with the code texted to the new number'),
    },
    async (request) =>
      withMessage(async () => {
        if (request.validationError) throw request.validationError;
        const row = await changes.verifyPhoneChange(request.auth!.userId, request.body.otp);
        return { detail: MESSAGES.phoneChanged, user: await core.toUser(row) };
      }),
  );

  app.post<{ Body: v.InferOutput<typeof EmailChangeSchema> }>(
    '/auth/email-change/',
    {
      ...sending,
      schema: sends('Start an e-mail change: mail a code to the new address', EmailChangeSchema),
    },
    async (request) => {
      await changes.startEmailChange(request.auth!.userId, request.body.email);
      return { detail: MESSAGES.emailCodeSent };
    },
  );

  app.post<Otp>(
    '/auth/email-change/verify-change-email/',
    {
      ...verifying,
      ...messaging,
      schema: withOtp('Finish an e-mail change with the code mailed to the new address'),
    },
    async (request) =>
      withMessage(async () => {
        if (request.validationError) throw request.validationError;
        const row = await changes.verifyEmailChange(request.auth!.userId, request.body.otp);
        return { detail: MESSAGES.emailChanged, user: await core.toUser(row) };
      }),
  );

  app.get(
    '/auth/email-change/verify-change-email/resend/',
    { ...sending, schema: sends('Mail the pending new address a new code') },
    async (request) =>
      withMessage(async () => {
        await changes.resendEmailChange(request.auth!.userId);
        return { detail: MESSAGES.emailCodeSent };
      }),
  );
}
