import {
  changeEmailPayloadSchema,
  changePasswordPayloadSchema,
  confirmRegistrationTokenSchema,
  registerPayloadSchema,
  requestNewPasswordPayloadSchema,
  resendConfirmationPayloadSchema,
  resetPasswordPayloadSchema,
  revertEmailPayloadSchema,
} from '@examensportal/domain/schemas/auth';
import { messages } from '@examensportal/domain/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { perHour, type RateLimits } from '../../http/rate-limit';
import { resendConfirmation } from './confirmation';
import {
  changeEmail,
  changePassword,
  confirmRegistration,
  register,
  requestNewPassword,
  revertEmail,
  resetPassword,
} from './service';

export async function accountRoutes(
  app: FastifyInstance,
  opts: { ctx: AppContext; limits: RateLimits },
): Promise<void> {
  const { ctx, limits } = opts;

  /** 201 {} – also for an address that is already registered (its owner gets a mail instead). */
  app.post(
    '/register',
    { config: { public: true, ...perHour(limits.registerPerHour) } },
    async (request, reply) => {
      await register(ctx, registerPayloadSchema.parse(request.body), request.log);
      return reply.code(201).send({});
    },
  );

  /** 200 {} or 400 {message} (unknown, used, expired or foreign token). */
  app.get<{ Params: { token: string } }>(
    '/confirmregistration/:token',
    { config: { public: true, ...perHour(limits.linkPerHour) } },
    async (request) => {
      const token = confirmRegistrationTokenSchema.safeParse(request.params.token);
      if (!token.success) throw new HttpError(400, messages.auth.linkUngueltig);
      await confirmRegistration(ctx, token.data, request.log);
      return {};
    },
  );

  /** 200 {} for known and unknown addresses alike. */
  app.post(
    '/requestnewpassword',
    { config: { public: true, ...perHour(limits.passwordResetPerHour) } },
    async (request) => {
      await requestNewPassword(ctx, requestNewPasswordPayloadSchema.parse(request.body), request.log);
      return {};
    },
  );

  /** 200 {} for unknown, unconfirmed and confirmed addresses alike (ours, issue 16). */
  app.post(
    '/resendconfirmation',
    { config: { public: true, ...perHour(limits.confirmationResendPerHour) } },
    async (request) => {
      await resendConfirmation(ctx, resendConfirmationPayloadSchema.parse(request.body), request.log);
      return {};
    },
  );

  /** 200 {}; does not log in. */
  app.post(
    '/resetpassword',
    { config: { public: true, ...perHour(limits.linkPerHour) } },
    async (request) => {
      await resetPassword(ctx, resetPasswordPayloadSchema.parse(request.body), request.log);
      return {};
    },
  );

  /** 200 {}: the old address is back, every session ended, a reset link mailed (issue 17). */
  app.post('/revertemail', { config: { public: true, ...perHour(limits.linkPerHour) } }, async (request) => {
    await revertEmail(ctx, revertEmailPayloadSchema.parse(request.body), request.log);
    return {};
  });

  /** 200 {}; 403 when the login is older than 15 minutes. Other sessions end. */
  app.post('/changepassword', async (request) => {
    await changePassword(
      ctx,
      sessionOf(request),
      changePasswordPayloadSchema.parse(request.body),
      request.ip,
      request.log,
    );
    return {};
  });

  /** 200 {}; 403 when the login is older than 15 minutes; 409 for the same address. All sessions end; an address of another account changes nothing and answers alike. */
  app.post('/changeemail', async (request) => {
    await changeEmail(
      ctx,
      sessionOf(request),
      changeEmailPayloadSchema.parse(request.body),
      request.ip,
      request.log,
    );
    return {};
  });
}
