import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import {
  AvatarAnswerSchema,
  LoginAnswerSchema,
  LoginSchema,
  RegisterSchema,
  ResendEmailBodySchema,
  UserConfirmationSchema,
  UserSchema,
  UserUpdateSchema,
  VerifyEmailSchema,
} from '../../../contracts/auth';
import { DetailSchema } from '../../../contracts/common';
import { MESSAGES } from '../../../contracts/messages';
import type { Env } from '../../env';
import { fieldError } from '../../lib/http-errors';
import { requestLanguage } from '../../lib/language';
import { LIMITS } from '../../lib/rate-limits';
import { routeSchema } from '../../lib/route-schema';
import { parse } from '../../lib/validate';
import type { FirebaseTokens } from '../../ports';
import { contactChangeRoutes } from './contact-change-routes';
import { tags } from './context';
import { bodyEmail, perAccount, signedInUser } from './limits';
import { ensureOnboardingContent } from './onboarding-content';
import { onboardingRoutes } from './onboarding-routes';
import { createOtps } from './otps';
import { passwordRoutes } from './password-routes';
import { createAccountsRepo } from './repo';
import { type AccountsDeps, AVATAR_MAX_BYTES, createAccountsCore, createAccountsService } from './service';

/** The multipart form of PATCH /auth/user/: the JSON fields as text, an `avatar` and a `banner_image`. */
const UserUpdateFormSchema = v.object({
  ...UserUpdateSchema.entries,
  avatar: v.optional(
    v.pipe(v.string(), v.description('An image file (PNG, JPEG, WebP or GIF), at most 5 MB.')),
  ),
  banner_image: v.optional(
    v.pipe(
      v.string(),
      v.description('The profile banner: an image file (PNG, JPEG, WebP or GIF), at most 5 MB.'),
    ),
  ),
});

/** The image files PATCH /auth/user/ takes. */
const IMAGE_FIELDS = ['avatar', 'banner_image'] as const;
type ImageField = (typeof IMAGE_FIELDS)[number];

/**
 * Reads PATCH /auth/user/ as JSON or as multipart with `avatar` and `banner_image` files. A multipart
 * body that cannot be read (no boundary, or cut off on the way: an interrupted upload) is a 400.
 */
async function readUserPatch(app: FastifyInstance, request: FastifyRequest) {
  const images: Partial<Record<ImageField, Buffer>> = {};
  if (!request.isMultipart()) return { fields: request.body, images };
  const fields: Record<string, string> = {};
  let reading: ImageField = 'avatar';
  try {
    for await (const part of request.parts({
      limits: { fileSize: AVATAR_MAX_BYTES, files: IMAGE_FIELDS.length },
    })) {
      if (part.type === 'file') {
        const field = IMAGE_FIELDS.find((f) => f === part.fieldname);
        if (field) reading = field;
        const data = await part.toBuffer();
        if (field) images[field] = data;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    if (e instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw fieldError(reading, `The file is too large: at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`);
    }
    request.log.info({ err: e }, 'multipart body could not be read');
    throw fieldError('non_field_errors', MESSAGES.invalidBody);
  }
  return { fields, images };
}

export interface AccountsRoutesOptions {
  otpPepper: Uint8Array;
  env: Env;
  firebase: FirebaseTokens;
}

/** Every accounts call under /api; the feature route files share one set of parts. */
async function accountsRoutes(app: FastifyInstance, opts: AccountsRoutesOptions) {
  const repo = createAccountsRepo(app.db);
  await ensureOnboardingContent(repo);
  const deps: AccountsDeps = {
    repo,
    sessions: app.sessions,
    otps: createOtps(app.db, opts.otpPepper),
    mailer: app.mailer,
    sms: app.sms,
    storage: app.storage,
    firebase: opts.firebase,
    profileFacts: app.profileFacts,
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

  app.post<{ Body: v.InferOutput<typeof RegisterSchema> }>(
    '/auth/registration/',
    {
      config: { rateLimit: LIMITS.register },
      schema: routeSchema({
        summary: 'Sign up with e-mail and password; mails a code to verify the address',
        tags,
        body: RegisterSchema,
        response: { 201: LoginAnswerSchema },
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await service.register(request.body, requestLanguage(request))),
  );

  app.post<{ Body: v.InferOutput<typeof VerifyEmailSchema> }>(
    '/auth/registration/verify-email/',
    {
      ...authed,
      config: { rateLimit: LIMITS.otp },
      preHandler: perAccount(app, LIMITS.otpAccount, signedInUser),
      schema: routeSchema({
        summary: 'Verify the e-mail address with the mailed code',
        tags,
        body: VerifyEmailSchema,
        response: { 200: UserConfirmationSchema },
        auth: true,
      }),
    },
    async (request) => {
      const row = await service.verifyEmail(request.auth!.userId, request.body.otp);
      return { detail: MESSAGES.emailVerified, user: await service.toUser(row) };
    },
  );

  app.get(
    '/auth/registration/resend-email/',
    {
      ...authed,
      config: { rateLimit: LIMITS.resend },
      schema: routeSchema({
        summary: 'Mail the signed-in user a new verification code',
        tags,
        response: { 200: DetailSchema },
        auth: true,
      }),
    },
    async (request) => {
      await service.resendForUser(request.auth!.userId);
      return { detail: MESSAGES.resendSent };
    },
  );

  app.post<{ Body: v.InferOutput<typeof ResendEmailBodySchema> }>(
    '/auth/registration/resend-email/',
    {
      config: { rateLimit: LIMITS.resend },
      schema: routeSchema({
        summary: 'Mail a new verification code: to `email`, or to the signed-in user when it is left out',
        tags,
        body: ResendEmailBodySchema,
        response: { 200: DetailSchema },
      }),
    },
    async (request) => {
      const { email } = request.body;
      if (email !== undefined) await service.resendForEmail(email);
      else if (request.auth) await service.resendForUser(request.auth.userId);
      else throw fieldError('email', MESSAGES.required);
      return { detail: MESSAGES.resendSent };
    },
  );

  app.post<{ Body: v.InferOutput<typeof LoginSchema> }>(
    '/auth/login/',
    {
      config: { rateLimit: LIMITS.login },
      preHandler: perAccount(app, LIMITS.loginAccount, bodyEmail),
      schema: routeSchema({
        summary: 'Sign in with e-mail and password',
        tags,
        body: LoginSchema,
        response: { 200: LoginAnswerSchema },
      }),
    },
    async (request) => service.login(request.body),
  );

  app.get(
    '/auth/user/',
    {
      ...authed,
      schema: routeSchema({ summary: 'The own account', tags, response: { 200: UserSchema }, auth: true }),
    },
    async (request) => service.toUser(await service.get(request.auth!.userId)),
  );

  const patchUser = async (request: FastifyRequest) => {
    const { fields, images } = await readUserPatch(app, request);
    const patch = parse(UserUpdateSchema, fields);
    return service.toUser(await service.update(request.auth!.userId, patch, images));
  };
  const patchSchema = (summary: string) =>
    routeSchema({ summary, tags, form: UserUpdateFormSchema, response: { 200: UserSchema }, auth: true });
  app.patch(
    '/auth/user/',
    {
      ...authed,
      schema: patchSchema(
        'Change the own account: JSON, or a multipart form with an avatar and a banner; is_expert needs a skill and a GitHub link',
      ),
    },
    patchUser,
  );
  app.post(
    '/auth/user/',
    { ...authed, schema: patchSchema('The same as PATCH /auth/user/, for clients that cannot send PATCH') },
    patchUser,
  );

  app.delete(
    '/auth/user/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'Delete the own account and everything of it',
        tags,
        response: { 204: null },
        auth: true,
      }),
    },
    async (request, reply) => {
      await service.remove(request.auth!.userId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/user/avatar/',
    {
      ...authed,
      schema: routeSchema({
        summary: "The own avatar's URL",
        tags,
        response: { 200: AvatarAnswerSchema },
        auth: true,
      }),
    },
    async (request) => ({ avatar: deps.storage.publicUrl((await service.get(request.auth!.userId)).avatar) }),
  );
}

export default fp(accountsRoutes, {
  name: 'accounts',
  dependencies: ['db', 'auth', 'mail', 'sms', 'storage'],
  decorators: { fastify: ['sessions', 'profileFacts'] },
  encapsulate: true,
});
