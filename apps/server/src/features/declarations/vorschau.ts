// POST /api/modul/{kind}/vorschau (issue 16.3, decision 0012): the consequences of a declaration
// before it is sent – computed exactly as the send would, from the same envelope, the candidate's
// facts and the office's settings of today, but nothing is recorded.
import type { FastifyRequest } from 'fastify';
import { gebuehrenfolgen, gebuehrensumme } from '@examensportal/domain/rules/fees';
import { folgenSaetze, type Folgenvorschau, versuchsfolge } from '@examensportal/domain/rules/folgen';
import type { AppContext } from '../../context';
import { requireArt } from '../procedure/service';
import { heute } from '../procedure/service';
import { loadProcedure } from '../procedure/repo';
import { loadSettings } from '../procedure/settings';
import type { AuthSession } from '../sessions/service';
import { parseErklaerung } from './envelope';
import type { JsonAblauf } from './ablaeufe/ablauf';

/**
 * Runs the flow's own planning (every rule check included: a declaration that would be refused is
 * refused here with the same answer) in a read-only transaction and never executes the plan.
 */
export async function vorschau<T>(
  ctx: AppContext,
  session: AuthSession,
  request: FastifyRequest,
  ablauf: JsonAblauf<T>,
): Promise<Folgenvorschau> {
  requireArt(session, ablauf.art);
  const angaben = parseErklaerung(ablauf.schema, ablauf.arten, request.body);
  return ctx.db.transaction(
    async (tx) => {
      const procedure = await loadProcedure(tx, session.accountId);
      if (!procedure) throw new Error(`account ${session.accountId} has no record`);
      const settings = await loadSettings(tx, ctx.config.verfahren);
      const plan = await ablauf.planen(
        { tx, procedure, settings, today: heute(ctx.clock), now: ctx.clock.now() },
        angaben,
      );
      const gebuehren = plan.erklaerung ? gebuehrenfolgen(plan.erklaerung, settings) : [];
      return {
        gebuehren,
        summe: gebuehrensumme(gebuehren),
        versuch: versuchsfolge(plan.key),
        saetze: folgenSaetze(plan.key, gebuehren),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
