import type { FastifyInstance } from 'fastify';
import { ChangePhoneSchema, EmailChangeSchema, OtpOnlySchema } from '../../../contracts/auth';
import { MESSAGES } from '../../../contracts/messages';
import { LIMITS } from '../../lib/rate-limits';
import { parse } from '../../lib/validate';
import { createContactChangeService } from './contact-change';
import type { AccountsContext } from './context';
import { perAccount, signedInUser, withMessage } from './limits';

/** Phone verification, phone change and e-mail change, each with a code (spec §7, §8). */
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
  const user = (row: Parameters<typeof core.toUser>[0]) => core.toUser(row);

  app.post('/auth/registration/verify-phone-number/', verifying, async (request) => {
    const { otp } = parse(OtpOnlySchema, request.body);
    return { detail: MESSAGES.phoneVerified, user: user(changes.verifyPhone(request.auth!.userId, otp)) };
  });

  app.get('/auth/change-phone-number/verify-phone-number/resend/', sending, async (request) =>
    withMessage(async () => {
      await changes.sendPhoneVerification(request.auth!.userId);
      return { detail: MESSAGES.phoneCodeSent };
    }),
  );

  // Spec §8: change phone shows the `phone` field of a 400.
  app.post('/auth/change-phone-number/', sending, async (request) => {
    const { phone } = parse(ChangePhoneSchema, request.body);
    await changes.startPhoneChange(request.auth!.userId, phone);
    return { detail: MESSAGES.phoneCodeSent };
  });

  app.get('/auth/change-phone-number/resend-change-phone-number/', sending, async (request) =>
    withMessage(async () => {
      await changes.resendPhoneChange(request.auth!.userId);
      return { detail: MESSAGES.phoneCodeSent };
    }),
  );

  // Spec §8: phone-change verify shows the `message` field of a 400.
  app.post('/auth/change-phone-number/verify-change-phone-number/', verifying, async (request) =>
    withMessage(() => {
      const { otp } = parse(OtpOnlySchema, request.body);
      return {
        detail: MESSAGES.phoneChanged,
        user: user(changes.verifyPhoneChange(request.auth!.userId, otp)),
      };
    }),
  );

  app.post('/auth/email-change/', sending, async (request) => {
    const { email } = parse(EmailChangeSchema, request.body);
    await changes.startEmailChange(request.auth!.userId, email);
    return { detail: MESSAGES.emailCodeSent };
  });

  // Spec §8: verify change email and its resend show the `message` field of a 400.
  app.post('/auth/email-change/verify-change-email/', verifying, async (request) =>
    withMessage(async () => {
      const { otp } = parse(OtpOnlySchema, request.body);
      const row = await changes.verifyEmailChange(request.auth!.userId, otp);
      return { detail: MESSAGES.emailChanged, user: user(row) };
    }),
  );

  app.get('/auth/email-change/verify-change-email/resend/', sending, async (request) =>
    withMessage(async () => {
      await changes.resendEmailChange(request.auth!.userId);
      return { detail: MESSAGES.emailCodeSent };
    }),
  );
}
