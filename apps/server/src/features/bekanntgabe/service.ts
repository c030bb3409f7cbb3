// Meine Daten › Bekanntgabe von Bescheiden (issue 27 point 4, decision 0033): the candidate's consent
// to notification by retrieval, revocable, stored with the time and the exact wording shown; and where
// the notification of each decision letter stands (rules/bekanntgabe.ts on the rows).
import { messages } from '@examensportal/domain/messages';
import type { BekanntgabeAntwort } from '@examensportal/domain/schemas/bekanntgabe';
import { einwilligungPayloadSchema } from '@examensportal/domain/schemas/bekanntgabe';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { bekanntgabeEinwilligungen, documents } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { loadSettings } from '../procedure/settings';
import type { AuthSession } from '../sessions/service';
import { aktuelleEinwilligung, bekanntgabenDerAkte, bereitstellungenWiderrufen } from './repo';

const md = messages.meineDaten;

export async function bekanntgabeStand(ctx: AppContext, session: AuthSession): Promise<BekanntgabeAntwort> {
  const einwilligung = await aktuelleEinwilligung(ctx.db, session.accountId);
  const { bekanntgabeTage } = await loadSettings(ctx.db, ctx.config.verfahren);
  const staende = await bekanntgabenDerAkte(ctx.db, session.accountId, ctx.clock.now(), bekanntgabeTage);
  const briefe =
    staende.size === 0
      ? []
      : await ctx.db
          .select({ id: documents.id, dateiname: documents.originalName, abgelegtAm: documents.createdAt })
          .from(documents)
          .where(and(eq(documents.accountId, session.accountId), inArray(documents.id, [...staende.keys()])))
          .orderBy(desc(documents.createdAt));
  return {
    einwilligung: einwilligung ? { erteilt: einwilligung.erteilt, am: einwilligung.am.toISOString() } : null,
    bescheide: briefe.flatMap(({ id, dateiname, abgelegtAm }) => {
      const stand = staende.get(id);
      return stand ? [{ documentId: id, dateiname, abgelegtAm: abgelegtAm.toISOString(), stand }] : [];
    }),
  };
}

/**
 * Consent or revocation. The page sends the wording it showed; only the current one is accepted (409
 * otherwise), so the stored text is the text the candidate read. Asking for the state the candidate is
 * already in records nothing. A revocation ends, in the same transaction, every provision not yet
 * retrieved: those letters go to the post (decision 0033).
 */
export async function einwilligungSpeichern(
  ctx: AppContext,
  session: AuthSession,
  body: unknown,
  log: FastifyBaseLogger,
): Promise<BekanntgabeAntwort> {
  const { erteilt, wortlaut } = einwilligungPayloadSchema.parse(body);
  if (wortlaut !== (erteilt ? md.einwilligungWortlaut : md.widerrufWortlaut)) {
    throw new HttpError(409, md.wortlautGeaendert);
  }
  const now = ctx.clock.now();
  const geaendert = await ctx.db.transaction(async (tx) => {
    const bisher = await aktuelleEinwilligung(tx, session.accountId);
    if ((bisher?.erteilt ?? false) === erteilt) return false;
    await tx
      .insert(bekanntgabeEinwilligungen)
      .values({ accountId: session.accountId, erteilt, wortlaut, am: now });
    if (!erteilt) await bereitstellungenWiderrufen(tx, session.accountId, now);
    return true;
  });
  if (geaendert) {
    log.info({
      event: erteilt ? 'bekanntgabe.consent' : 'bekanntgabe.revoked',
      accountId: session.accountId,
    });
  }
  return bekanntgabeStand(ctx, session);
}
