// Staff authentication: a bearer token of the staff audience naming a staff session, checked on every
// request against the session and the account – so a disabled account or a changed role takes effect
// on the very next request. Fail closed: every route in the staff scope needs a full login unless it
// says otherwise in its config.
import type { Rolle } from '@examensportal/domain/messages-pruefungsstelle';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { absoluteLifetimeMs } from '../../infra/session-tokens';
import { findStaffSession, revokeStaffSession, touchStaffSession, type Stufe } from './repo';

/** Staff sessions end after 15 minutes without a request (issue 15). */
const staffIdleTimeoutMs = 15 * 60_000;
const touchEveryMs = 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Staff routes: which session stage may call it (default: only a full login). */
    staffStufe?: Stufe | 'beide';
    /** Staff routes: the role needed (default: any staff role). */
    staffRolle?: Rolle;
  }
  interface FastifyRequest {
    staff: StaffSession | undefined;
  }
}

export interface StaffSession {
  staffId: string;
  sessionId: string;
  stufe: Stufe;
  name: string;
  email: string;
  rolle: Rolle;
}

const p = pruefungsstelle;
const expired = (text: string = p.sitzungAbgelaufen) => new HttpError(401, text);

async function authenticateStaff(
  ctx: AppContext,
  authorization: string | undefined,
  log: FastifyBaseLogger,
): Promise<StaffSession> {
  const match = /^Bearer ([A-Za-z0-9_\-.]{1,4096})$/.exec(authorization ?? '');
  if (!match?.[1]) throw new HttpError(401, p.nichtAngemeldet);
  const now = ctx.clock.now();
  const claims = await ctx.staffSessionTokens.verify(match[1], now);
  if (!claims) {
    log.info({ event: 'staff.token_rejected', reason: 'invalid_token' });
    throw expired();
  }
  const row = await findStaffSession(ctx.db, claims.sessionId);
  const reason = !row
    ? 'unknown_session'
    : row.staff.id !== claims.accountId
      ? 'account_mismatch'
      : row.staff.disabledAt
        ? 'disabled'
        : row.session.revokedAt
          ? 'revoked'
          : now.getTime() - row.session.createdAt.getTime() > absoluteLifetimeMs
            ? 'absolute_timeout'
            : now.getTime() - row.session.lastSeenAt.getTime() > staffIdleTimeoutMs
              ? 'idle_timeout'
              : undefined;
  if (!row || reason) {
    log.info({ event: 'staff.token_rejected', reason, sessionId: claims.sessionId });
    if (row && !row.session.revokedAt) await revokeStaffSession(ctx.db, row.session.id, now);
    throw expired(reason === 'disabled' ? p.kontoGesperrt : p.sitzungAbgelaufen);
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() >= touchEveryMs)
    await touchStaffSession(ctx.db, row.session.id, now);
  return {
    staffId: row.staff.id,
    sessionId: row.session.id,
    stufe: row.session.stufe as Stufe,
    name: row.staff.name,
    email: row.staff.email,
    rolle: row.staff.rolle as Rolle,
  };
}

/** The guard of the staff scope: session, stage and role, on every request. */
export function registerStaffAuth(scope: FastifyInstance, ctx: AppContext): void {
  scope.decorateRequest('staff', undefined);
  scope.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public === true) return;
    const staff = await authenticateStaff(ctx, request.headers.authorization, request.log);
    const stufe = config.staffStufe ?? 'angemeldet';
    if (stufe !== 'beide' && staff.stufe !== stufe) {
      throw new HttpError(403, staff.stufe === 'einrichtung' ? p.einrichtungZuerst : p.bereitsEingerichtet);
    }
    if (config.staffRolle === 'leitung' && staff.rolle !== 'leitung') {
      request.log.warn({ event: 'staff.forbidden', staffId: staff.staffId, route: request.routeOptions.url });
      throw new HttpError(403, p.keineBerechtigung);
    }
    request.staff = staff;
  });
}

/** The staff session of a route behind registerStaffAuth. */
export function staffOf(request: { staff: StaffSession | undefined }): StaffSession {
  if (!request.staff) throw new Error('staff route without authentication');
  return request.staff;
}
