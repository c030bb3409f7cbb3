// The running exam an office action is about: the running registration of a WP module, or the
// running attempt of the aptitude test – found with the domain's attempt ledger.
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { terminTexte } from '@examensportal/domain/messages-pruefungsstelle-termin';
import type { IsoDate } from '@examensportal/domain/dates';
import { laufenderEignungVersuch, modulAkte } from '@examensportal/domain/rules/attempts';
import type { Entscheidung } from '@examensportal/domain/rules/facts';
import { EIGNUNG_TEILE, type Modul, type ModulSlot, vorgezogenKey } from '@examensportal/domain/rules/module';
import type { Ziel } from '../procedure/records';
import { type CandidateAction, OfficeError } from './context';
import { modulName } from './format';

const o = officeCliTexte;

const WP_TEILE = ['schriftlich', 'muendlich'] as const;

export interface LaufendePruefung {
  ziel: Ziel;
  /** "Modul WP" / "Eignungsprüfung", for messages. */
  bezeichnung: string;
  teile: readonly string[];
  /** Latest invitation per part. */
  geladenAm: Readonly<Record<string, IsoDate | null>>;
  triftigeGruende: readonly { teil: string; ladungVom: IsoDate; status: Entscheidung }[];
  /** Day of the registration (WP) or null (aptitude test). */
  angemeldetAm: IsoDate | null;
  ergebnisOffen: boolean;
  /** The term ('YYYY/S') the exam is sat in, for letters; null when not known. */
  termin: string | null;
  /** The sitting (module, or its June key) whose paper days the office set; null for the aptitude test. */
  slot: ModulSlot | null;
}

/** The running exam of the candidate; WP needs the module, the aptitude test must not name one. */
export function laufendePruefung(action: CandidateAction, modul: Modul | undefined): LaufendePruefung {
  const { facts, registrationIds, eignungAttemptIds } = action.procedure;
  if (facts.art === 'WP') {
    if (!modul) throw new OfficeError(o.modulFehlt);
    // The modules registered with an application run only once it is admitted: an undecided, rejected
    // or withdrawn application keeps its registrations as declared, but nobody is invited on them (the
    // aptitude test's attempt only exists from the admission on).
    if (facts.antrag.status !== 'admitted') throw new OfficeError(terminTexte.ohneZulassung);
    const anmeldung = modulAkte(facts, modul, action.settings).laufendeAnmeldung;
    const index = anmeldung ? facts.module[modul].anmeldungen.indexOf(anmeldung) : -1;
    const id = registrationIds[modul][index];
    if (!anmeldung || !id) throw new OfficeError(o.keineLaufendeAnmeldung(modulName(modul)));
    return {
      ziel: { registrationId: id },
      bezeichnung: o.modulBezeichnung(modulName(modul)),
      teile: WP_TEILE,
      geladenAm: anmeldung.geladenAm,
      triftigeGruende: anmeldung.triftigeGruende,
      angemeldetAm: anmeldung.angemeldetAm,
      ergebnisOffen: anmeldung.ergebnis === null,
      termin: anmeldung.verschiebung?.nachTermin ?? anmeldung.termin,
      // A postponed registration sits in the regular sitting of its new term.
      slot: anmeldung.vorgezogen && !anmeldung.verschiebung ? vorgezogenKey(modul) : modul,
    };
  }
  if (modul) throw new OfficeError(o.modulNurWP);
  const versuch = laufenderEignungVersuch(facts);
  const id = versuch ? eignungAttemptIds[facts.eignungVersuche.indexOf(versuch)] : undefined;
  if (!versuch || !id) throw new OfficeError(o.keinLaufenderVersuch);
  return {
    ziel: { eignungAttemptId: id },
    bezeichnung: o.eignungBezeichnung,
    teile: EIGNUNG_TEILE,
    geladenAm: versuch.geladenAm,
    triftigeGruende: versuch.triftigeGruende,
    angemeldetAm: null,
    ergebnisOffen: versuch.ergebnis === null,
    termin: versuch.termin,
    slot: null,
  };
}

/** The part must belong to the kind of exam (schriftlich/muendlich vs. awr/ast/mp). */
export function checkTeil(pruefung: LaufendePruefung, teil: string): void {
  if (!pruefung.teile.includes(teil)) throw new OfficeError(o.teilUngueltig(teil, pruefung.teile.join(', ')));
}
