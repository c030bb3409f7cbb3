// The reminder registry (issue 27 point 5, decision 0040): one entry per kind – its offsets (the
// domain's table), who is due (the events of a candidate's situation) and the values its mail names.
// A new kind is one key in ERINNERUNGSARTEN and one entry here; the type check refuses a missing one.
import { formatDatum, formatTermin } from '@examensportal/domain/format';
import type { IsoDate } from '@examensportal/domain/dates';
import type { ErinnerungWerte } from '@examensportal/domain/messages-erinnerungen';
import { messages } from '@examensportal/domain/messages';
import {
  ERINNERUNG_VERSAETZE,
  type Erinnerungsart,
  spaetestensVor,
  type Versatz,
} from '@examensportal/domain/rules/erinnerungen';
import type { Kandidatentermin, Terminart } from '@examensportal/domain/rules/kandidatentermine';
import { kalenderTexte } from '@examensportal/domain/messages-erinnerungen';
import type { Lage } from './lage';

/** One event a kind reminds of: its identity, the day its offsets count from, the last sensible day. */
interface Anlass {
  ereignis: string;
  anker: IsoDate;
  bis: IsoDate;
  werte: ErinnerungWerte;
}

export interface Erinnerung {
  versaetze: readonly Versatz[];
  /** Who is due: the events of this kind in the candidate's situation. */
  anlaesse(lage: Lage): Anlass[];
}

const modulName = (t: Kandidatentermin) => (t.modul ? messages.antrag.modulNamen[t.modul] : null);
const lgsName = (code: string | null | undefined) =>
  code ? ((messages.antrag.lgsOptionen as Readonly<Record<string, string>>)[code] ?? null) : null;

/** The events of one kind of the candidate's dates, reminded of until the day before. */
const ausTerminen =
  (art: Terminart, werte: (t: Kandidatentermin, lage: Lage) => Partial<ErinnerungWerte> = () => ({})) =>
  (lage: Lage): Anlass[] =>
    lage.termine
      .filter((t) => t.art === art)
      .map((t) => ({
        ereignis: t.schluessel,
        anker: t.tag,
        bis: spaetestensVor(t.tag),
        werte: { tag: formatDatum(t.tag), termin: formatTermin(t.termin), ...werte(t, lage) },
      }));

export const ERINNERUNGEN: Readonly<Record<Erinnerungsart, Erinnerung>> = {
  anmeldeschluss: {
    versaetze: ERINNERUNG_VERSAETZE.anmeldeschluss,
    anlaesse: ausTerminen('anmeldeschluss', (_, lage) => ({ entwurf: lage.entwurf })),
  },
  aufsichtsarbeit: {
    versaetze: ERINNERUNG_VERSAETZE.aufsichtsarbeit,
    anlaesse: ausTerminen('aufsichtsarbeit', (t) => ({
      modul: modulName(t),
      nummer: t.nummer ? kalenderTexte.nummer(t.nummer.von, t.nummer.bis) : null,
      beginn: t.beginn,
      ort: t.ort ?? null,
      lgs: lgsName(t.lgs),
    })),
  },
  ruecktrittsfenster: {
    versaetze: ERINNERUNG_VERSAETZE.ruecktrittsfenster,
    anlaesse: ausTerminen('ruecktrittsfenster', (t) => ({ modul: modulName(t) })),
  },
  sechsJahresfrist: {
    versaetze: ERINNERUNG_VERSAETZE.sechsJahresfrist,
    // The last day itself still allows a registration: the reminder helps until then.
    anlaesse: (lage) => ausTerminen('sechsJahresfrist')(lage).map((a) => ({ ...a, bis: a.anker })),
  },
  bescheidAbruf: {
    versaetze: ERINNERUNG_VERSAETZE.bescheidAbruf,
    // Day 7 after the provision's notice; sent late only while the letter can still be retrieved.
    anlaesse: (lage) =>
      lage.abrufe.map((a) => ({
        ereignis: `bescheid:${a.documentId}`,
        anker: a.bereitgestellt,
        bis: a.bis,
        werte: { tag: formatDatum(a.bis) },
      })),
  },
  // The deadline of a request for documents with an item unanswered (decision 0039).
  nachforderung: {
    versaetze: ERINNERUNG_VERSAETZE.nachforderung,
    anlaesse: (lage) =>
      lage.nachforderungen.map((n) => ({
        ereignis: `nachforderung:${n.id}`,
        anker: n.frist,
        bis: spaetestensVor(n.frist),
        werte: { tag: formatDatum(n.frist) },
      })),
  },
};
