// GET /api/zulassung and GET /api/eignung (spec §3 Zulassung / Eignung): the application as the
// wizard holds it – the saved draft, or the submitted application, or an empty draft for the open
// term – plus its status fields.
import type { IsoDate } from '@examensportal/domain/dates';
import type { AntragStatus } from '@examensportal/domain/rules/facts';
import { zwischengespeichertAus, type Zwischengespeichert } from '@examensportal/domain/rules/modulState';
import { offenerTermin } from '@examensportal/domain/rules/terms';
import type { AntragStatusWire, GespeicherteDatei } from '@examensportal/domain/schemas/antrag';
import { leereEignung } from '@examensportal/domain/schemas/eignung';
import { leereZulassung } from '@examensportal/domain/schemas/zulassung';
import type { LoadedProcedure } from './repo';

export interface AntragStatusFelder {
  /** 'zwischegespeichert' is the interim-saved draft (spec spelling); 'none' when never saved. */
  status: AntragStatusWire;
  zwischegespeichert: Zwischengespeichert;
  antragsdatum: IsoDate | null;
  ersteszulassungsdatum: IsoDate | null;
  /** The files stored with the application, per upload list. */
  dateien: Record<string, GespeicherteDatei[]>;
}

export type AntragAntwort = Record<string, unknown> & AntragStatusFelder;

const wireStatus = (status: AntragStatus): AntragStatusWire =>
  status === 'draft' ? 'zwischegespeichert' : status;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function antragAntwort(
  procedure: LoadedProcedure,
  today: IsoDate,
  dateien: Record<string, GespeicherteDatei[]>,
): AntragAntwort {
  const { account, application, facts } = procedure;
  const termin = offenerTermin(today).display;
  const leer = account.art === 'WP' ? leereZulassung(termin) : leereEignung(termin);
  // A stored payload was checked when it was saved; its files come from the caller (still existing ones).
  const { dateien: _claimed, ...gespeichert } = isRecord(application?.payload) ? application.payload : {};
  const kontaktdaten = isRecord(gespeichert.kontaktdaten)
    ? gespeichert.kontaktdaten
    : { vorname: account.vorname, nachname: account.nachname };
  const status = facts.antrag.status;
  return {
    ...leer,
    ...gespeichert,
    kontaktdaten: { ...leer.kontaktdaten, ...kontaktdaten, email: account.email },
    status: wireStatus(status),
    zwischegespeichert: zwischengespeichertAus(status),
    antragsdatum: facts.antrag.antragsdatum,
    ersteszulassungsdatum: facts.antrag.ersteszulassungsdatum,
    dateien,
  };
}
