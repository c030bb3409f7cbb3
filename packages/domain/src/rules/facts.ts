// The stored facts of one candidate's procedure, as plain data. The server maps its rows to this
// shape; every flag the client sees (spec §3 module state) is derived from it, never stored
// (architecture §5). The facts describe the current overall attempt (Gesamtversuch): after a new
// admission the server maps only the records that belong to it.
import type { IsoDate } from '../dates';
import type { Bereitstellung } from './bekanntgabe';
import type { EignungTeil, Modul } from './module';
import type { ErgebnisNoten } from './modulnote';

export type Art = 'WP' | 'EIGNUNG';

/**
 * Application status. The module state's `zwischegespeichert` is derived from it: none → 0,
 * draft (interim-saved, partly or completely filled in) → 1, submitted/admitted → 2 (the
 * application is complete), rejected/withdrawn → 0 (see modulState.ts).
 */
export type AntragStatus = 'none' | 'draft' | 'submitted' | 'admitted' | 'rejected' | 'withdrawn';

/** A case the office decides: credit, compelling reason. */
export type Entscheidung = 'pending' | 'accepted' | 'rejected';

export type Ergebnis = 'passed' | 'failed';

export type Pruefungsteil = 'schriftlich' | 'muendlich';

/** Spec §3 vorzeitigeZulassung: 0 none, 6 master under § 8a WPO, 7 early admission under § 9 (7) WPO. */
export type VorzeitigeZulassung = 0 | 6 | 7;

export interface Kontaktdaten {
  readonly anrede: 'Frau' | 'Herr' | 'KeineAnrede';
  readonly vorname: string;
  readonly name: string;
  readonly weitereVornamen: string;
  readonly geburtsname: string;
  readonly geburtsdatum: IsoDate;
  readonly geburtsort: string;
  /** EIGNUNG only. */
  readonly staatsangehoerigkeit?: string;
  readonly aktArbeitgeber: string;
  readonly behinderung: boolean;
  readonly strasse: string;
  readonly land: string;
  readonly plz: string;
  readonly ort: string;
  readonly email: string;
  readonly telefon: string;
  readonly bic: string;
  readonly iban: string;
}

export interface Antrag {
  readonly status: AntragStatus;
  /** The exam term applied for, 'YYYY/S'; null while none is chosen. */
  readonly zulassungsblock: string | null;
  /** Day the application was submitted. */
  readonly antragsdatum: IsoDate | null;
  /** Day of the admission decision (starts the six-year clock, R-03). */
  readonly ersteszulassungsdatum: IsoDate | null;
  readonly vorzeitigeZulassung: VorzeitigeZulassung;
  /**
   * Modules dropped by the shortening declared in the application (§ 13 → ST, § 13b → BWL/WR);
   * see entfalleneModule() in selection.ts. § 8a (vorzeitigeZulassung 6) drops BWL and WR by itself.
   */
  readonly entfalleneModule: readonly Modul[];
  /**
   * The attempt this application is for: WP the overall attempt (Gesamtversuch, 1 or 2 – § 22 (2)
   * WiPrPrüfV, R-62/R-63), aptitude test the attempt (1–3, each with its own admission, R-64).
   * The server sets it when the application is started (rules/laufbahn.ts) and keeps it.
   */
  readonly versuch: number;
  /**
   * WP: the earlier failures this application declares (page 3) were all under the rules before
   * 16.2.2019 – § 36 (2) WiPrPrüfV gives three overall attempts in all, not two. Absent: no.
   */
  readonly altesRecht?: boolean;
  /**
   * The admission letter's notification row (decision 0033), once the letter is filed: R-91 reads
   * the real day the admission was notified from it (availability.ts zulassungBekanntgegebenAm).
   */
  readonly zulassungsbescheid?: Bereitstellung;
  /**
   * The day the admission was revoked (Rücknahme § 48, Widerruf § 49 VwVfG; decision 0055): `status`
   * then reads 'rejected' – the candidate is no longer admitted. Absent: not revoked.
   */
  readonly aufgehobenAm?: IsoDate;
}

/** An application before the current one: closed (withdrawn, rejected) or an admission that ended. */
export interface FruehererAntrag {
  readonly status: Exclude<AntragStatus, 'none' | 'draft' | 'submitted'>;
  readonly zulassungsblock: string | null;
  readonly antragsdatum: IsoDate | null;
  readonly ersteszulassungsdatum: IsoDate | null;
  readonly versuch: number;
}

/** A compelling reason (triftiger Grund) reported for one invitation of one part. */
export interface TriftigerGrundFall {
  readonly teil: Pruefungsteil;
  /** The invitation it answers (geladenAm of that part when reported); a new invitation allows a new report. */
  readonly ladungVom: IsoDate;
  readonly gemeldetAm: IsoDate;
  readonly status: Entscheidung;
}

/** One registration of a module for a term – one attempt once it ends in a failure or withdrawal. */
export interface Modulanmeldung {
  /** The term registered for, 'YYYY/S'. A postponement keeps it and records the new term. */
  readonly termin: string;
  /** The early (June) sitting of term 2. */
  readonly vorgezogen: boolean;
  readonly angemeldetAm: IsoDate;
  /** Deregistration (before the invitation): the registration is gone, no attempt used. */
  readonly abgemeldetAm: IsoDate | null;
  /** Postponement by one term; a registration is postponed at most once. */
  readonly verschiebung: { readonly am: IsoDate; readonly nachTermin: string } | null;
  /** Invitations (Ladung) to the written and the oral part; the office may re-invite after § 21 (3). */
  readonly geladenAm: { readonly schriftlich: IsoDate | null; readonly muendlich: IsoDate | null };
  /** Withdrawal from the module exam (events 7/8): the attempt counts as failed. */
  readonly ruecktrittAm: IsoDate | null;
  readonly triftigeGruende: readonly TriftigerGrundFall[];
  readonly ergebnis: Ergebnis | null;
  /** The day an obvious error in the result was corrected (§ 42 VwVfG); `ergebnis` is the corrected one. */
  readonly berichtigtAm?: IsoDate | null;
  /** The parts of the result that applies (decision 0056; a correction's, when corrected); null: none entered. */
  readonly noten?: ErgebnisNoten | null;
  /** The day the result was recorded (the day of its letter); null without a result. */
  readonly ergebnisAm?: IsoDate | null;
}

export interface Anrechnungsantrag {
  readonly beantragtAm: IsoDate;
  readonly status: Entscheidung;
}

export interface ModulFakten {
  readonly anmeldungen: readonly Modulanmeldung[];
  readonly anrechnungen: readonly Anrechnungsantrag[];
}

export interface EignungTriftigerGrundFall {
  readonly teil: EignungTeil;
  readonly ladungVom: IsoDate;
  readonly gemeldetAm: IsoDate;
  readonly status: Entscheidung;
}

/** One attempt of the aptitude test (each needs its own admission, R-64). */
export interface EignungVersuch {
  readonly termin: string;
  readonly geladenAm: Readonly<Record<EignungTeil, IsoDate | null>>;
  /** Withdrawal from the whole test (event 14): the attempt is failed (§ 32). */
  readonly ruecktrittAm: IsoDate | null;
  readonly triftigeGruende: readonly EignungTriftigerGrundFall[];
  readonly ergebnis: Ergebnis | null;
  /** The day an obvious error in the result was corrected (§ 42 VwVfG); `ergebnis` is the corrected one. */
  readonly berichtigtAm?: IsoDate | null;
}

export interface Verfahrensfakten {
  readonly art: Art;
  readonly antrag: Antrag;
  readonly kontaktdaten: Kontaktdaten | null;
  /** WP: per module. EIGNUNG: unused (empty lists). */
  readonly module: Readonly<Record<Modul, ModulFakten>>;
  /** WP: withdrawal from the whole exam (event 9) – the overall attempt is lost. */
  readonly gesamtruecktrittAm: IsoDate | null;
  /** EIGNUNG: the attempts so far, oldest first. WP: empty. */
  readonly eignungVersuche: readonly EignungVersuch[];
  /** The candidate's earlier applications, oldest first (the career, rules/laufbahn.ts). */
  readonly fruehereAntraege: readonly FruehererAntrag[];
}

const keineModulFakten: ModulFakten = { anmeldungen: [], anrechnungen: [] };

/** Facts of a candidate who has just registered: no application yet. */
export function leereFakten(art: Art): Verfahrensfakten {
  return {
    art,
    antrag: {
      status: 'none',
      zulassungsblock: null,
      antragsdatum: null,
      ersteszulassungsdatum: null,
      vorzeitigeZulassung: 0,
      entfalleneModule: [],
      versuch: 1,
    },
    kontaktdaten: null,
    module: { wp: keineModulFakten, wr: keineModulFakten, bwl: keineModulFakten, st: keineModulFakten },
    gesamtruecktrittAm: null,
    eignungVersuche: [],
    fruehereAntraege: [],
  };
}
