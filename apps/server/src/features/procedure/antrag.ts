// GET /api/zulassung and GET /api/eignung (spec §3 Zulassung / Eignung): the application as the
// wizard holds it – the saved draft, or the submitted application, or an empty draft for the open
// term – plus its status fields and the career (decision 0008): where the procedure stands, which
// attempt, and the German sentences the start page shows.
import type { IsoDate } from '@examensportal/domain/dates';
import type { AntragStatus } from '@examensportal/domain/rules/facts';
import { inhaltGeloeschtAm } from '@examensportal/domain/rules/inhalt-geloescht';
import { laufbahn } from '@examensportal/domain/rules/laufbahn';
import { laufbahnHinweise } from '@examensportal/domain/rules/laufbahnText';
import { zwischengespeichertAus } from '@examensportal/domain/rules/modulState';
import type { Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';
import { offenerTermin } from '@examensportal/domain/rules/terms';
import type { AntragStatusWire, GespeicherteDatei } from '@examensportal/domain/schemas/antrag';
import { leereEignung } from '@examensportal/domain/schemas/eignung';
import type { LaufbahnAntwort } from '@examensportal/domain/schemas/laufbahn';
import type { antragStatusFelderSchema } from '@examensportal/domain/schemas/antworten-verfahren';
import type { z } from 'zod';
import { leereZulassung } from '@examensportal/domain/schemas/zulassung';
import { kontaktdatenFuerFormular } from './kontaktdaten';
import type { LoadedProcedure } from './repo';

/**
 * The status fields, the stored files and the career the server adds to the stored form – their
 * schema is the route's contract (schemas/antworten-verfahren.ts, decision 0024).
 */
export type AntragStatusFelder = z.input<typeof antragStatusFelderSchema> & {
  /** The files stored with the application, per upload list. */
  dateien: Record<string, GespeicherteDatei[]>;
};

export type AntragAntwort = Record<string, unknown> & AntragStatusFelder;

const wireStatus = (status: AntragStatus): AntragStatusWire =>
  status === 'draft' ? 'zwischegespeichert' : status;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function antragAntwort(
  procedure: LoadedProcedure,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
  dateien: Record<string, GespeicherteDatei[]>,
): AntragAntwort {
  const { account, application, facts } = procedure;
  const termin = offenerTermin(today, settings).display;
  const leer = account.art === 'WP' ? leereZulassung(termin) : leereEignung(termin);
  const stand = laufbahn(facts, today, settings);
  const { neuerAntrag } = stand;
  // The current application is closed and the career gives a new one: the wizard starts afresh
  // (the closed one stays in the digital file), prefilled with the last contact data and, for a
  // repeat, with the earlier admissions it must name (§ 22 (2), § 33).
  // After a Rücknahme the next application waits for the next window (moeglichAb): until then the
  // closed application is answered and the wizard stays closed with the reason.
  const moeglich = neuerAntrag !== null && stand.moeglichAb === null;
  const laufbahnAntwort: LaufbahnAntwort = {
    stand: stand.stand,
    versuch: neuerAntrag?.versuch ?? stand.versuch,
    versucheMoeglich: stand.versucheMoeglich,
    wiederholung: neuerAntrag?.wiederholung ?? stand.versuch > 1,
    antragMoeglich: moeglich,
    hinweise: laufbahnHinweise(stand, facts),
  };
  if (moeglich && facts.antrag.status !== 'draft') {
    const bisherige = { art: neuerAntrag.versuch, datumNichtBestanden1: '', datumNichtBestanden2: '' };
    const kontaktdaten = account.kontaktdaten
      ? kontaktdatenFuerFormular(account.kontaktdaten)
      : { vorname: account.vorname, nachname: account.nachname };
    return {
      ...leer,
      ...(neuerAntrag.wiederholung
        ? account.art === 'WP'
          ? { bishierigeZulassungen: bisherige }
          : { bishierigeZulassungenEP: bisherige }
        : {}),
      kontaktdaten: { ...leer.kontaktdaten, ...kontaktdaten, email: account.email },
      status: 'none',
      zwischegespeichert: 0,
      antragsdatum: null,
      ersteszulassungsdatum: null,
      zwischengespeichertAm: null,
      dateien: {},
      laufbahn: laufbahnAntwort,
    };
  }
  // A stored payload was checked when it was saved; its files come from the caller (still existing ones).
  // A payload whose class ended (decision 0062) holds only the deletion's marker: nothing to show.
  const { dateien: _claimed, ...gespeichert } =
    isRecord(application?.payload) && !inhaltGeloeschtAm(application.payload) ? application.payload : {};
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
    zwischengespeichertAm: status === 'draft' && application ? application.updatedAt.toISOString() : null,
    dateien,
    laufbahn: laufbahnAntwort,
  };
}
