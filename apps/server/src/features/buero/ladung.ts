// Invitations (Ladung) and results of the running exam.
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { formatDatum } from '@examensportal/domain/format';
import type { IsoDate } from '@examensportal/domain/dates';
import type { Ergebnis } from '@examensportal/domain/rules/facts';
import type { ErgebnisAntwort } from '@examensportal/domain/schemas/pruefungsstelle-ladungen';
import type { Modul } from '@examensportal/domain/rules/module';
import { insertInvitation, insertResult } from '../procedure/records';
import { candidateAction, OfficeError, type OfficeDeps, type OfficeOutput, stichtag } from './context';
import { notenPruefen, type NotenEingabe } from './noten';
import { laufendePruefung, checkTeil, type LaufendePruefung } from './pruefung';
import { versuchsstand } from '@examensportal/domain/rules/attempts';
import { lgsName } from '@examensportal/domain/rules/bescheid';
import { sitzungsmonat } from '@examensportal/domain/rules/sitzung';
import { isVorgezogen } from '@examensportal/domain/rules/module';
import type { Sitzungsart, Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';
import { enqueueBescheid } from '../bescheide/job';
import { geltendeMassnahmen } from '../procedure/nachteilsausgleich';
import { bescheide } from '@examensportal/domain/messages-pruefungsstelle-bescheide';
import { terminText } from './format';

const o = officeCliTexte;

export interface LadenArgs {
  kandidat: string;
  modul?: Modul | undefined;
  teil: string;
  datum?: IsoDate | undefined;
}

export async function laden(deps: OfficeDeps, args: LadenArgs): Promise<OfficeOutput> {
  return candidateAction(deps, args.kandidat, 'laden', { ...args }, async (action) => {
    const pruefung = laufendePruefung(action, args.modul);
    checkTeil(pruefung, args.teil);
    const datum = stichtag(args.datum, action.today);
    if (pruefung.angemeldetAm && datum < pruefung.angemeldetAm) {
      throw new OfficeError(o.ladungVorAnmeldung(formatDatum(pruefung.angemeldetAm)));
    }
    // The oral part follows the papers (WiPrPrüfV §§ 13, 15).
    if (args.teil === 'muendlich' && !pruefung.geladenAm.schriftlich)
      throw new OfficeError(o.muendlichVorSchriftlich);
    const bisher = pruefung.geladenAm[args.teil] ?? null;
    if (bisher) {
      // § 21 (3): after an accepted compelling reason the missed part is invited again.
      const anerkannt = pruefung.triftigeGruende.some(
        (fall) => fall.teil === args.teil && fall.ladungVom === bisher && fall.status === 'accepted',
      );
      if (!anerkannt) throw new OfficeError(o.bereitsGeladen(formatDatum(bisher)));
      if (datum <= bisher) throw new OfficeError(o.neueLadungNachAlter(formatDatum(bisher)));
    }
    await insertInvitation(
      action.tx,
      {
        accountId: action.procedure.account.accountId,
        ziel: pruefung.ziel,
        teil: args.teil,
        geladenAm: datum,
      },
      action.now,
    );
    const teilName = o.teilNamen[args.teil as keyof typeof o.teilNamen];
    // The granted Nachteilsausgleich that counts today (issue 26 point 4): every invitation lists it.
    const massnahmen = await geltendeMassnahmen(action.tx, action.procedure.account.accountId);
    // The invitation letter, on the module's page (WP) or in the Mantelakte (aptitude test).
    const brief = await enqueueBescheid(
      action.tx,
      {
        accountId: action.procedure.account.accountId,
        pruefungsart: action.procedure.account.art,
        datum,
        inhalt: {
          art: 'ladung',
          modul: args.modul ?? null,
          teil: args.teil,
          teilName,
          termin: pruefung.termin ? terminText(pruefung.termin) : null,
          // The papers of the registered sitting (June or the regular one), as the office set them.
          ...(args.teil === 'schriftlich' ? papiere(action.settings, pruefung) : { tage: [] }),
          // The regional office of the application and its venue for the sitting (issue 26 point 7).
          ...ortDerPruefung(
            action.settings,
            pruefung,
            action.procedure.application?.payload,
            args.teil === 'schriftlich',
          ),
          ...(massnahmen.length > 0 ? { massnahmen } : {}),
        },
      },
      action.now,
    );
    return {
      text: [
        o.geladen(action.procedure.account.email, pruefung.bezeichnung, teilName, formatDatum(datum)),
        bescheide.bescheidFolgt(brief.dateiname),
      ].join('\n'),
      data: { ziel: pruefung.ziel, teil: args.teil, geladenAm: datum, bescheid: brief },
    };
  });
}

/** The sitting's month, days and start times of the registration's sitting. */
function papiere(settings: Verfahrenseinstellungen, pruefung: LaufendePruefung) {
  if (!pruefung.termin || !pruefung.slot) return { tage: [] };
  const daten = settings.termine[pruefung.termin];
  const sitzung = sitzungsmonat(pruefung.termin, isVorgezogen(pruefung.slot));
  const tage = [...(daten?.aufsichtsarbeiten?.[pruefung.slot] ?? [])];
  return { tage, sitzung, beginn: tage.map((_, n) => daten?.beginn?.[pruefung.slot!]?.[n] ?? null) };
}

/** The LGS the WP application names, and the venue the office set for it in the sitting. */
function ortDerPruefung(
  settings: Verfahrenseinstellungen,
  pruefung: LaufendePruefung,
  antrag: unknown,
  /** The venues are those of the papers; the oral part's place the LGS names. */
  papiere: boolean,
) {
  const lgs = lgsName(antrag);
  if (!lgs || !pruefung.termin || !pruefung.slot) return {};
  if (!papiere) return { lgs, ort: null };
  const code = String((antrag as { lgs?: number }).lgs);
  const art: Sitzungsart = isVorgezogen(pruefung.slot) ? 'juni' : 'regulaer';
  return { lgs, ort: settings.termine[pruefung.termin]?.orte?.[art]?.[code] ?? null };
}

export interface ErgebnisArgs {
  kandidat: string;
  modul?: Modul | undefined;
  ergebnis: Ergebnis;
  datum?: IsoDate | undefined;
  /** The parts in hundredths (decision 0056); absent: the one-field entry (passed/failed only). */
  noten?: NotenEingabe | undefined;
}

export async function ergebnis(deps: OfficeDeps, args: ErgebnisArgs): Promise<OfficeOutput<ErgebnisAntwort>> {
  return candidateAction(deps, args.kandidat, 'ergebnis', { ...args }, async (action) => {
    const pruefung = laufendePruefung(action, args.modul);
    const ladungen = Object.values(pruefung.geladenAm).filter((d): d is IsoDate => d !== null);
    const schriftlich = action.procedure.facts.art === 'WP' ? pruefung.geladenAm.schriftlich : ladungen[0];
    if (!schriftlich) throw new OfficeError(o.ergebnisOhneLadung);
    // Passing needs the oral part (module grade § 18, aptitude test § 31).
    const muendlich =
      action.procedure.facts.art === 'WP' ? pruefung.geladenAm.muendlich : pruefung.geladenAm.mp;
    if (args.ergebnis === 'passed' && !muendlich) throw new OfficeError(o.bestandenOhneMuendlich);
    const noten = notenPruefen(
      {
        modul: action.procedure.facts.art === 'WP' ? (args.modul ?? null) : null,
        muendlichGeladen: Boolean(muendlich),
        ergebnis: args.ergebnis,
      },
      args.noten,
    );
    if (pruefung.triftigeGruende.some((fall) => fall.status === 'pending'))
      throw new OfficeError(o.grundNochOffen);
    const datum = stichtag(args.datum, action.today);
    const letzte = ladungen.reduce((a, b) => (a > b ? a : b));
    if (datum < letzte) throw new OfficeError(o.ergebnisVorLadung(formatDatum(letzte)));
    // Not before the papers of the registered sitting, where the office set them (portal clock).
    const letztesPapier = papiere(action.settings, pruefung).tage.at(-1);
    if (letztesPapier && datum < letztesPapier)
      throw new OfficeError(o.ergebnisVorAufsichtsarbeit(formatDatum(letztesPapier)));
    await insertResult(
      action.tx,
      {
        accountId: action.procedure.account.accountId,
        ziel: pruefung.ziel,
        ergebnis: args.ergebnis,
        am: datum,
        noten,
      },
      action.now,
    );
    const brief = await enqueueBescheid(
      action.tx,
      {
        accountId: action.procedure.account.accountId,
        pruefungsart: action.procedure.account.art,
        datum,
        inhalt: {
          art: 'ergebnis',
          modul: args.modul ?? null,
          ergebnis: args.ergebnis,
          // The parts and the module grade, when entered (decision 0056).
          ...(noten ? { noten } : {}),
          // Attempts used and left, read before this result is counted.
          versuche: versuchsstand(action.procedure.facts, action.settings, args.modul ?? null),
        },
      },
      action.now,
    );
    return {
      text: [
        o.ergebnisErfasst(
          action.procedure.account.email,
          pruefung.bezeichnung,
          o.ergebnisNamen[args.ergebnis],
          formatDatum(datum),
        ),
        bescheide.bescheidFolgt(brief.dateiname),
      ].join('\n'),
      data: { ziel: pruefung.ziel, ergebnis: args.ergebnis, am: datum, bescheid: brief },
    };
  });
}
