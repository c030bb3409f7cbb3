// The sessions overview of Meine Daten (issue 30 point 6): the candidate's active sessions – not
// revoked, not past the idle or absolute timeout – with browser, device and last use, and ending all
// but the current one at once. Logged in the candidate's terms like login and logout
// (`auth.sessions_ended`), with the count; the tokens of the ended sessions fail on their next request.
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Sitzungen } from '@examensportal/domain/schemas/sitzungen';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';
import { absoluteLifetimeMs } from '../../infra/session-tokens';
import { describeUserAgent } from './geraet';
import { type AuthSession, idleTimeoutMs } from './service';

/** The sessions the candidate would see: not ended, within both timeouts. */
function activeOf(accountId: string, now: number) {
  return and(
    eq(sessions.accountId, accountId),
    isNull(sessions.revokedAt),
    gt(sessions.lastSeenAt, new Date(now - idleTimeoutMs)),
    gt(sessions.createdAt, new Date(now - absoluteLifetimeMs)),
  );
}

export async function listSessions(ctx: AppContext, session: AuthSession): Promise<Sitzungen> {
  const now = ctx.clock.now().getTime();
  const rows = await ctx.db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      zweiterFaktor: sessions.zweiterFaktor,
    })
    .from(sessions)
    .where(activeOf(session.accountId, now))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  const sitzungen = rows
    .map((row) => ({
      aktuell: row.id === session.sessionId,
      ...describeUserAgent(row.userAgent),
      angemeldetAm: row.createdAt.toISOString(),
      zuletztAktiv: row.lastSeenAt.toISOString(),
      zweiterFaktor: row.zweiterFaktor !== null,
    }))
    .sort((a, b) => Number(b.aktuell) - Number(a.aktuell));
  return { sitzungen };
}

export async function endOtherSessions(
  ctx: AppContext,
  session: AuthSession,
  log: FastifyBaseLogger,
): Promise<{ beendet: number }> {
  const now = ctx.clock.now();
  const ended = await ctx.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(activeOf(session.accountId, now.getTime()), ne(sessions.id, session.sessionId)))
    .returning({ id: sessions.id });
  const beendet = ended.length;
  log.info({ event: 'auth.sessions_ended', scope: 'others', accountId: session.accountId, count: beendet });
  return { beendet };
}
