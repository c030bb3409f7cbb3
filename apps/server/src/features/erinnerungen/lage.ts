// What the reminders and the calendar read about one candidate on one Berlin day: the facts' events
// (rules/kandidatentermine.ts) and the decision letters provided for retrieval and not yet retrieved.
import { berlinDate, type IsoDate } from '@examensportal/domain/dates';
import { abrufbarBis } from '@examensportal/domain/rules/bekanntgabe';
import {
  type Kandidatentermin,
  kandidatentermine,
  lgsCode,
  nachforderungsTermine,
} from '@examensportal/domain/rules/kandidatentermine';
import type { Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';
import { asc } from 'drizzle-orm';
import type { Conn } from '../../db/connect';
import { bereitstellungen } from '../../db/schema';
import { offeneBereitstellungen } from '../bekanntgabe/repo';
import { offeneNachforderungen } from '../nachforderung/repo';
import { loadProcedure } from '../procedure/repo';

interface OffenerAbruf {
  documentId: string;
  /** The Berlin day of the provision (the notice mail's day). */
  bereitgestellt: IsoDate;
  /** The last day a retrieval notifies (decision 0033). */
  bis: IsoDate;
}

export interface Lage {
  accountId: string;
  person: { to: string; vorname: string; nachname: string };
  heute: IsoDate;
  /** The application is still a draft (the deadline reminder asks to submit it). */
  entwurf: boolean;
  termine: Kandidatentermin[];
  abrufe: OffenerAbruf[];
  /** Requests for documents with an item unanswered (decision 0039). */
  nachforderungen: { id: string; frist: IsoDate }[];
}

/** The candidate's situation today; undefined for an account without a candidate record. */
export async function loadLage(
  conn: Conn,
  accountId: string,
  settings: Verfahrenseinstellungen,
  heute: IsoDate,
): Promise<Lage | undefined> {
  const procedure = await loadProcedure(conn, accountId);
  if (!procedure) return undefined;
  const { account } = procedure;
  const offen = await conn
    .select({ documentId: bereitstellungen.documentId, am: bereitstellungen.bereitgestelltAm })
    .from(bereitstellungen)
    .where(offeneBereitstellungen(accountId))
    .orderBy(asc(bereitstellungen.documentId));
  const nachforderungen = (await offeneNachforderungen(conn, undefined, accountId)).map(({ id, frist }) => ({
    id,
    frist,
  }));
  return {
    accountId,
    person: { to: account.email, vorname: account.vorname, nachname: account.nachname },
    heute,
    entwurf: procedure.facts.antrag.status === 'draft',
    termine: [
      ...kandidatentermine(procedure.facts, heute, settings, lgsCode(procedure.application?.payload)),
      ...nachforderungsTermine(nachforderungen),
    ].sort((a, b) => a.tag.localeCompare(b.tag) || a.schluessel.localeCompare(b.schluessel)),
    nachforderungen,
    abrufe: offen.flatMap(({ documentId, am }) =>
      am ? [{ documentId, bereitgestellt: berlinDate(am), bis: abrufbarBis(am) }] : [],
    ),
  };
}
