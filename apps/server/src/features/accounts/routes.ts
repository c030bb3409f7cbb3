import { leereAntwortSchema } from '@examensportal/domain/schemas/antworten';
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
import { API } from '@examensportal/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
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
  route(
    app,
    API.register,
    { response: leereAntwortSchema, config: { public: true, ...perHour(limits.registerPerHour) } },
    async (request, reply) => {
      await register(ctx, registerPayloadSchema.parse(request.body), request.log);
      return reply.code(201).send({});
    },
  );

  /** 200 {} or 400 {message} (unknown, used, expired or foreign token). */
  route(
    app,
    API.confirmRegistration,
    { response: leereAntwortSchema, config: { public: true, ...perHour(limits.linkPerHour) } },
    async (request) => {
      const token = confirmRegistrationTokenSchema.safeParse(request.params.token);
      if (!token.success) throw new HttpError(400, messages.auth.linkUngueltig);
      await confirmRegistration(ctx, token.data, request.log);
      return {};
    },
  );

  /** 200 {} for known and unknown addresses alike. */
  route(
    app,
    API.requestNewPassword,
    { response: leereAntwortSchema, config: { public: true, ...perHour(limits.passwordResetPerHour) } },
    async (request) => {
      await requestNewPassword(ctx, requestNewPasswordPayloadSchema.parse(request.body), request.log);
      return {};
    },
  );

  /** 200 {} for unknown, unconfirmed and confirmed addresses alike (ours, issue 16). */
  route(
    app,
    API.resendConfirmation,
    { response: leereAntwortSchema, config: { public: true, ...perHour(limits.confirmationResendPerHour) } },
    async (request) => {
      await resendConfirmation(ctx, resendConfirmationPayloadSchema.parse(request.body), request.log);
      return {};
    },
  );

  /** 200 {}; does not log in. */
  route(
    app,
    API.resetPassword,
    { response: leereAntwortSchema, config: { public: true, ...perHour(limits.linkPerHour) } },
    async (request) => {
      await resetPassword(ctx, resetPasswordPayloadSchema.parse(request.body), request.log);
      return {};
    },
  );

  /** 200 {}: the old address is back, every session ended, a reset link mailed (issue 17). */
  route(
    app,
    API.revertEmail,
    { response: leereAntwortSchema, config: { public: true, ...perHour(limits.linkPerHour) } },
    async (request) => {
      await revertEmail(ctx, revertEmailPayloadSchema.parse(request.body), request.log);
      return {};
    },
  );

  /** 200 {}; 403 when the login is older than 15 minutes. Other sessions end. */
  route(app, API.changePassword, { response: leereAntwortSchema }, async (request) => {
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
  route(app, API.changeEmail, { response: leereAntwortSchema }, async (request) => {
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
