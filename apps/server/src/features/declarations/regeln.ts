// The domain's availability rules applied to the facts under the candidate lock, as German HTTP
// errors: a flow the state does not offer → 409, a selection it would never send → 422.
import type { Erklaerungsdefinition } from '@examensportal/domain/erklaerungen/erklaerung';
import { ERKLAERUNGEN, type ErklaerungKey } from '@examensportal/domain/erklaerungen/index';
import { messages } from '@examensportal/domain/messages';
import { formatDatum } from '@examensportal/domain/format';
import {
  effektiverTermin,
  effektivVorgezogen,
  istGeladen,
  laufenderEignungVersuch,
  modulAkte,
} from '@examensportal/domain/rules/attempts';
import {
  gesamtruecktrittAb,
  type ModulAuswahl,
  type Modulflow,
  checkModulauswahl,
  verfuegbarkeitEignungAusFakten,
  verfuegbarkeitWPAusFakten,
} from '@examensportal/domain/rules/availability';
import type { EignungVersuch, Modulanmeldung } from '@examensportal/domain/rules/facts';
import type { BetroffeneAnmeldung } from '@examensportal/domain/rules/fees';
import type { Modul } from '@examensportal/domain/rules/module';
import { deriveModulStateEignung, deriveModulStateWP } from '@examensportal/domain/rules/modulState';
import { modulwahlFehler, sperrgruende, verkuerzungDesAntrags } from '@examensportal/domain/rules/modulwahl';
import type { Semester } from '@examensportal/domain/rules/semester';
import { vorgezogeneModuleIm } from '@examensportal/domain/rules/settings';
import { HttpError } from '../../http/errors';
import type { Lage } from './transaction';

export const nichtAnwendbar = () => new HttpError(409, messages.generic.nichtAnwendbar);

export const zustandWP = (lage: Lage) => deriveModulStateWP(lage.procedure.facts, lage.today, lage.settings);
export const zustandEignung = (lage: Lage) => deriveModulStateEignung(lage.procedure.facts);

export const verfuegbarWP = (lage: Lage) =>
  verfuegbarkeitWPAusFakten(lage.procedure.facts, lage.today, lage.settings);
export const verfuegbarEignung = (lage: Lage) =>
  verfuegbarkeitEignungAusFakten(lage.procedure.facts, lage.today, lage.settings);

/**
 * 409 unless the server-side availability (spec §4 plus the facts-level rules) offers the declaration:
 * the flag its registry entry names, for the candidate kind it is made by.
 */
export function verlangeVerfuegbar(lage: Lage, key: ErklaerungKey): void {
  const definition = ERKLAERUNGEN[key] as Erklaerungsdefinition;
  const offen =
    definition.art === 'WP'
      ? definition.verfuegbarkeit === null || verfuegbarWP(lage)[definition.verfuegbarkeit]
      : definition.verfuegbarkeit === null || verfuegbarEignung(lage)[definition.verfuegbarkeit];
  if (!offen) throw nichtAnwendbar();
}

/** 422 with the spec's message for a selection the state does not allow. */
export function verlangeAuswahl(lage: Lage, flow: Modulflow, auswahl: ModulAuswahl): void {
  const fehler = checkModulauswahl(flow, auswahl, zustandWP(lage));
  if (fehler) throw new HttpError(422, fehler);
}

/**
 * for a later registration: a module the admission path or the declared shortening
 * replaces, or a June slot the office did not set for the term, is a field error of that slot (400),
 * before the general availability check answers 422.
 */
export function verlangeModulwahl(
  lage: Lage,
  auswahl: ModulAuswahl,
  termin: Semester,
  antrag: unknown,
): void {
  const fehler = modulwahlFehler(
    auswahl,
    {
      blockiert: sperrgruende(lage.procedure.facts.antrag.vorzeitigeZulassung, verkuerzungDesAntrags(antrag)),
      juni: vorgezogeneModuleIm(lage.settings, termin),
    },
    termin.display,
  );
  if (Object.keys(fehler).length > 0)
    throw new HttpError(400, messages.validation.eingabenUngueltig, {}, fehler);
}

/** Whole-exam withdrawal (events 9, 14): the day rule gets its own German reason. */
export function verlangeGesamtruecktritt(lage: Lage, verfuegbar: boolean): void {
  if (verfuegbar) return;
  // R-91 from the day the admission was really notified, where the server knows it (decision 0033).
  const ab = gesamtruecktrittAb(lage.procedure.facts.antrag, lage.today, lage.settings.bekanntgabeTage);
  if (ab === null) throw new HttpError(409, messages.ruecktritt.gesamtOhneZulassung);
  if (lage.today < ab) throw new HttpError(409, messages.ruecktritt.gesamtZuFrueh(formatDatum(ab)));
  throw nichtAnwendbar();
}

export interface Laufend {
  anmeldung: Modulanmeldung;
  id: string;
}

/** The running registration of a module with its row id; null when there is none. */
export function laufendeAnmeldung(lage: Lage, modul: Modul): Laufend | null {
  const { facts, registrationIds } = lage.procedure;
  const anmeldung = modulAkte(facts, modul, lage.settings).laufendeAnmeldung;
  if (!anmeldung) return null;
  const id = registrationIds[modul][facts.module[modul].anmeldungen.indexOf(anmeldung)];
  return id ? { anmeldung, id } : null;
}

/** Like laufendeAnmeldung, for a module the selection check has already allowed. */
export function gewaehlteAnmeldung(lage: Lage, modul: Modul): Laufend {
  const laufend = laufendeAnmeldung(lage, modul);
  if (!laufend) throw nichtAnwendbar();
  return laufend;
}

export function betroffen(modul: Modul, anmeldung: Modulanmeldung): BetroffeneAnmeldung {
  const termin = effektiverTermin(anmeldung);
  if (!termin) throw new Error(`registration of ${modul} without a readable term`);
  return { modul, termin, geladen: istGeladen(anmeldung), vorgezogen: effektivVorgezogen(anmeldung) };
}

/** The running aptitude-test attempt with its row id. */
export function laufenderVersuch(lage: Lage): { versuch: EignungVersuch; id: string } {
  const { facts, eignungAttemptIds } = lage.procedure;
  const versuch = laufenderEignungVersuch(facts);
  const id = versuch ? eignungAttemptIds[facts.eignungVersuche.indexOf(versuch)] : undefined;
  if (!versuch || !id) throw nichtAnwendbar();
  return { versuch, id };
}
