// GET /api/eingangsbestaetigung/{schluessel} (issue 16.1, decision 0012): what the confirmation panel
// on /start shows after a declaration – found by the Idempotency-Key the client sent it with, so every
// declaration (the applications' submit too) is confirmed the same way without changing its answer.
import { and, asc, eq } from 'drizzle-orm';
import {
  ERKLAERUNGEN,
  erklaerungZuVorgang,
  type ErklaerungKey,
} from '@examensportal/domain/erklaerungen/index';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import type { Gebuehrenfolge } from '@examensportal/domain/rules/fees';
import {
  type Eingangsbestaetigung,
  folgenSaetze,
  naechsteSchritte,
} from '@examensportal/domain/rules/folgen';
import type { AppContext } from '../../context';
import { documents } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { AuthSession } from '../sessions/service';
import { findErklaerung } from './transaction';
import { inhaltGeloeschtText } from '@examensportal/domain/rules/inhalt-geloescht';

const gespeicherteGebuehren = (payload: unknown): Gebuehrenfolge[] => {
  const gebuehren = (payload as { gebuehren?: unknown } | null)?.gebuehren;
  return Array.isArray(gebuehren) ? (gebuehren as Gebuehrenfolge[]) : [];
};

/** The consequences as sent; once the content (the fees among it) went with its class (decision 0062), that. */
function folgenDerErklaerung(ereignis: ErklaerungKey, payload: unknown): string[] {
  const geloescht = inhaltGeloeschtText(payload);
  return geloescht ? [geloescht] : folgenSaetze(ereignis, gespeicherteGebuehren(payload));
}

export async function eingangsbestaetigung(
  ctx: AppContext,
  session: AuthSession,
  schluessel: string,
): Promise<Eingangsbestaetigung> {
  const row = await findErklaerung(ctx.db, session.accountId, schluessel);
  if (!row) throw new HttpError(404, messages.eingangsbestaetigung.unbekannt);
  const ereignis = erklaerungZuVorgang(row.vorgang);
  if (!ereignis) throw new Error(`declaration ${row.id} has the unknown vorgang ${row.vorgang}`);
  const [quittung] = await ctx.db
    .select({ id: documents.id, name: documents.originalName })
    .from(documents)
    .where(
      and(
        eq(documents.accountId, session.accountId),
        eq(documents.declarationId, row.id),
        eq(documents.source, 'receipt'),
      ),
    )
    .orderBy(asc(documents.category))
    .limit(1);
  return {
    declarationId: row.id,
    referenz: row.id,
    ereignis,
    bezeichnung: ERKLAERUNGEN[ereignis].quittung.titel,
    eingegangenAm: row.receivedAt.toISOString(),
    zeitpunkt: formatZeitpunkt(row.receivedAt),
    quittung: quittung ? { documentId: quittung.id, dateiname: quittung.name } : null,
    weiter: naechsteSchritte(ereignis),
    folgen: folgenDerErklaerung(ereignis, row.payload),
  };
}
