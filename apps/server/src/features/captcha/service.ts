import { messages } from '@examensportal/domain/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';

/** A form sent with the ALTCHA widget's solution (login, registration, resets): 400 unless it holds. */
export async function verifyCaptcha(ctx: AppContext, token: string, log: FastifyBaseLogger): Promise<void> {
  if (!(await ctx.captcha.verify(token))) {
    log.info({ event: 'captcha.rejected' });
    throw new HttpError(400, messages.auth.captchaUngueltig);
  }
}
