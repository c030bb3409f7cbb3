// Invitations (Ladung) and results of the running exam.
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { formatDatum } from '@examensportal/domain/format';
import type { IsoDate } from '@examensportal/domain/dates';
import type { Ergebnis } from '@examensportal/domain/rules/facts';
import type { ErgebnisAntwort } from '@examensportal/domain/schemas/pruefungsstelle-ladungen';
import type { Modul } from '@examensportal/domain/rules/module';
import { insertInvitation, insertResult } from '../features/procedure/records';
import { candidateAction, OfficeError, type OfficeDeps, type OfficeOutput, stichtag } from './context';
import { laufendePruefung, checkTeil } from './pruefung';
import { enqueueBescheid } from '../features/bescheide/job';
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
          // The days of the written papers, as the office set them for the term (npm run office -- termin).
          tage:
            args.teil === 'schriftlich' && pruefung.termin && pruefung.slot
              ? [...(action.settings.termine[pruefung.termin]?.aufsichtsarbeiten?.[pruefung.slot] ?? [])]
              : [],
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

export interface ErgebnisArgs {
  kandidat: string;
  modul?: Modul | undefined;
  ergebnis: Ergebnis;
  datum?: IsoDate | undefined;
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
    if (pruefung.triftigeGruende.some((fall) => fall.status === 'pending'))
      throw new OfficeError(o.grundNochOffen);
    const datum = stichtag(args.datum, action.today);
    const letzte = ladungen.reduce((a, b) => (a > b ? a : b));
    if (datum < letzte) throw new OfficeError(o.ergebnisVorLadung(formatDatum(letzte)));
    await insertResult(
      action.tx,
      {
        accountId: action.procedure.account.accountId,
        ziel: pruefung.ziel,
        ergebnis: args.ergebnis,
        am: datum,
      },
      action.now,
    );
    const brief = await enqueueBescheid(
      action.tx,
      {
        accountId: action.procedure.account.accountId,
        pruefungsart: action.procedure.account.art,
        datum,
        inhalt: { art: 'ergebnis', modul: args.modul ?? null, ergebnis: args.ergebnis },
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
