// Cases the office decides: compelling reasons (triftiger Grund, R-80 – R-82) and credits (R-55 –
// Reports that reach the office on paper are recorded here too, as declarations by the office.
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import type { IsoDate } from '@examensportal/domain/dates';
import { istGeladen, modulAkte } from '@examensportal/domain/rules/attempts';
import type { Entscheidung } from '@examensportal/domain/rules/facts';
import { type Modul, muendlichKey } from '@examensportal/domain/rules/module';
import { deriveModulStateEignung, deriveModulStateWP } from '@examensportal/domain/rules/modulState';
import { offenerTermin } from '@examensportal/domain/rules/terms';
import { buchen } from '../declarations/buchung';
import {
  decideCompellingReason,
  decideCredit,
  insertCompellingReason,
  insertCredit,
  insertWithdrawal,
} from '../procedure/records';
import {
  bearbeitungOf,
  type CandidateAction,
  candidateAction,
  OfficeError,
  type OfficeDeps,
  type OfficeOutput,
  stichtag,
} from './context';
import { modulName } from './format';
import { enqueueBescheid } from '../bescheide/job';
import { bescheide } from '@examensportal/domain/messages-pruefungsstelle-bescheide';
import { begruendungOptional, begruendungPflicht } from './begruendung';
import { laufendePruefung, checkTeil } from './pruefung';
import { abhilfeTexte as a } from '@examensportal/domain/messages-pruefungsstelle-widerspruch-abhilfe';
import { abgelehnteAnrechnung, abgelehnterGrund, abhilfeEintragen, type AbhilfeFall } from './abhilfe-faelle';

const o = officeCliTexte;
type Beschluss = Exclude<Entscheidung, 'pending'>;

const vonBuero = (deps: OfficeDeps) => `pruefungsstelle:${deps.von}`;

/** Whether the state of spec §3 lets this part be reported as missed (the candidate's own rule). */
function verhinderbar(action: CandidateAction, modul: Modul | undefined, teil: string): boolean {
  const { facts } = action.procedure;
  if (facts.art === 'EIGNUNG') {
    const state = deriveModulStateEignung(facts);
    return state.modulverhindert[teil as keyof typeof state.modulverhindert] === true;
  }
  if (!modul) return false;
  const state = deriveModulStateWP(facts, action.today, action.settings);
  return state.modulverhindert[teil === 'muendlich' ? muendlichKey(modul) : modul];
}

export interface GrundArgs {
  kandidat: string;
  modul?: Modul | undefined;
  teil: string;
  datum?: IsoDate | undefined;
}

export async function triftigerGrundErfassen(deps: OfficeDeps, args: GrundArgs): Promise<OfficeOutput> {
  return candidateAction(deps, args.kandidat, 'triftiger-grund-erfassen', { ...args }, async (action) => {
    const pruefung = laufendePruefung(action, args.modul);
    checkTeil(pruefung, args.teil);
    const ladungVom = pruefung.geladenAm[args.teil];
    if (!ladungVom || !verhinderbar(action, args.modul, args.teil))
      throw new OfficeError(o.grundNichtMoeglich);
    const datum = stichtag(args.datum, action.today);
    const { accountId, email } = action.procedure.account;
    // A paper declaration the office records: the one recording function, no receipt (the office
    // acknowledges on paper).
    await buchen(
      action.tx,
      {
        accountId,
        key: action.procedure.facts.art === 'WP' ? 'triftigerGrund' : 'triftigerGrundEignung',
        term: offenerTermin(action.today, action.settings).value,
        payload: { modul: args.modul ?? null, teil: args.teil, eingangAm: datum, ladungVom },
        von: vonBuero(deps),
        quittung: null,
        ausfuehren: async (declarationId) => {
          await insertCompellingReason(
            action.tx,
            {
              accountId,
              ziel: pruefung.ziel,
              teil: args.teil,
              ladungVom,
              gemeldetAm: datum,
              declarationId,
            },
            action.now,
          );
        },
      },
      action.now,
    );
    return {
      text: o.grundErfasst(email, pruefung.bezeichnung, o.teilNamen[args.teil as keyof typeof o.teilNamen]),
      data: { ziel: pruefung.ziel, teil: args.teil, ladungVom, gemeldetAm: datum, status: 'pending' },
    };
  });
}

/** The reason: required for a rejection, optional for an acceptance (issue 15). */
function begruendungFuer(entscheidung: Beschluss, begruendung: string | undefined, wann: string) {
  return entscheidung === 'rejected'
    ? begruendungPflicht(begruendung, wann)
    : begruendungOptional(begruendung);
}

/** The case a decision on a compelling reason decides: the pending one of the running exam, or, for
 * the remedy of an objection (decision 0066), the refused one the objection names. */
async function grundFall(
  action: CandidateAction,
  args: GrundArgs & { entscheidung: Beschluss; abhilfe?: AbhilfeFall | undefined },
  datum: IsoDate,
  begruendung: string | null,
) {
  if (args.abhilfe) {
    const grund = await abgelehnterGrund(action.tx, action.procedure.account.accountId, args.abhilfe.fallId);
    return {
      ziel: grund.registrationId
        ? { registrationId: grund.registrationId }
        : { eignungAttemptId: String(grund.eignungAttemptId) },
      bezeichnung: args.modul ? o.modulBezeichnung(modulName(args.modul)) : o.eignungBezeichnung,
      ladungVom: grund.ladungVom,
    };
  }
  const pruefung = laufendePruefung(action, args.modul);
  checkTeil(pruefung, args.teil);
  const decided = await decideCompellingReason(action.tx, {
    ziel: pruefung.ziel,
    teil: args.teil,
    status: args.entscheidung,
    am: datum,
    begruendung,
  });
  if (!decided) throw new OfficeError(o.keinOffenerGrund);
  return { ziel: pruefung.ziel, bezeichnung: pruefung.bezeichnung, ladungVom: decided.ladungVom };
}

export async function triftigerGrundEntscheiden(
  deps: OfficeDeps,
  args: GrundArgs & {
    entscheidung: Beschluss;
    begruendung?: string | undefined;
    /** The remedy of an objection against the refusal (decision 0066): accepts the refused case. */
    abhilfe?: AbhilfeFall | undefined;
  },
): Promise<OfficeOutput> {
  const begruendung = begruendungFuer(args.entscheidung, args.begruendung, bescheide.wannGrund);
  return candidateAction(deps, args.kandidat, 'triftiger-grund-entscheiden', { ...args }, async (action) => {
    const datum = stichtag(args.datum, action.today);
    const fall = await grundFall(action, args, datum, begruendung);
    const teilName = o.teilNamen[args.teil as keyof typeof o.teilNamen];
    const { art, accountId, email } = action.procedure.account;
    const brief = await enqueueBescheid(
      action.tx,
      {
        accountId,
        pruefungsart: art,
        datum,
        ...bearbeitungOf(deps),
        inhalt: {
          art: 'triftigerGrund',
          modul: args.modul ?? null,
          teil: args.teil,
          teilName,
          ladungVom: fall.ladungVom,
          entscheidung: args.entscheidung,
          begruendung,
        },
      },
      action.now,
    );
    if (args.abhilfe)
      await abhilfeEintragen(
        action.tx,
        { accountId, fall: args.abhilfe, entscheidung: 'triftigerGrund', am: datum, briefId: brief.id },
        action.now,
      );
    return {
      text: [
        o.grundEntschieden(email, fall.bezeichnung, teilName, o.entscheidungNamen[args.entscheidung]),
        bescheide.bescheidFolgt(brief.dateiname),
      ].join('\n'),
      data: {
        ziel: fall.ziel,
        teil: args.teil,
        status: args.entscheidung,
        entschiedenAm: datum,
        begruendung,
        bescheid: brief,
      },
    };
  });
}

export interface AnrechnungArgs {
  kandidat: string;
  modul: 'wr' | 'bwl' | 'st';
  datum?: IsoDate | undefined;
}

export async function anrechnungErfassen(deps: OfficeDeps, args: AnrechnungArgs): Promise<OfficeOutput> {
  return candidateAction(deps, args.kandidat, 'anrechnung-erfassen', { ...args }, async (action) => {
    const { facts, application, account } = action.procedure;
    if (facts.art !== 'WP') throw new OfficeError(o.nurWP);
    const state = deriveModulStateWP(facts, action.today, action.settings);
    if (!application || !state.modulanrechnungen[args.modul]) {
      throw new OfficeError(o.anrechnungNichtMoeglich(modulName(args.modul)));
    }
    const datum = stichtag(args.datum, action.today);
    await buchen(
      action.tx,
      {
        accountId: account.accountId,
        key: 'anrechnung',
        term: offenerTermin(action.today, action.settings).value,
        payload: {
          wp: false,
          wr: args.modul === 'wr',
          bwl: args.modul === 'bwl',
          st: args.modul === 'st',
          eingangAm: datum,
        },
        von: vonBuero(deps),
        quittung: null,
        ausfuehren: async (declarationId) => {
          await insertCredit(
            action.tx,
            {
              accountId: account.accountId,
              applicationId: application.id,
              modul: args.modul,
              beantragtAm: datum,
              declarationId,
            },
            action.now,
          );
        },
      },
      action.now,
    );
    return {
      text: o.anrechnungErfasst(account.email, modulName(args.modul)),
      data: { modul: args.modul, beantragtAm: datum, status: 'pending' },
    };
  });
}

export async function anrechnungEntscheiden(
  deps: OfficeDeps,
  args: AnrechnungArgs & {
    entscheidung: Beschluss;
    begruendung?: string | undefined;
    /** The remedy of an objection against the refusal (decision 0066): grants the refused credit. */
    abhilfe?: AbhilfeFall | undefined;
  },
): Promise<OfficeOutput> {
  const begruendung = begruendungFuer(args.entscheidung, args.begruendung, bescheide.wannAnrechnung);
  return candidateAction(deps, args.kandidat, 'anrechnung-entscheiden', { ...args }, async (action) => {
    const { facts, application, account, registrationIds } = action.procedure;
    if (facts.art !== 'WP') throw new OfficeError(o.nurWP);
    const datum = stichtag(args.datum, action.today);
    if (args.abhilfe && !application) throw new OfficeError(a.anrechnungUnbekannt);
    const decided =
      application !== null &&
      (args.abhilfe
        ? (await abgelehnteAnrechnung(action.tx, application.id, args.abhilfe.fallId)).modul === args.modul
        : await decideCredit(action.tx, {
            applicationId: application.id,
            modul: args.modul,
            status: args.entscheidung,
            am: datum,
            begruendung,
          }));
    if (!decided) throw new OfficeError(o.keineOffeneAnrechnung(modulName(args.modul)));
    const zeilen = [
      o.anrechnungEntschieden(account.email, modulName(args.modul), o.entscheidungNamen[args.entscheidung]),
    ];
    // R-57 [I]: a credited module is not sat – a registration not yet invited ends like a deregistration.
    const laufend = modulAkte(facts, args.modul, action.settings).laufendeAnmeldung;
    if (args.entscheidung === 'accepted' && laufend && !istGeladen(laufend)) {
      const registrationId =
        registrationIds[args.modul][facts.module[args.modul].anmeldungen.indexOf(laufend)];
      if (registrationId) {
        await insertWithdrawal(
          action.tx,
          { accountId: account.accountId, kind: 'abmeldung', registrationId, am: datum, grund: 'anrechnung' },
          action.now,
        );
        zeilen.push(o.anmeldungWegenAnrechnungBeendet(modulName(args.modul)));
      }
    }
    const brief = await enqueueBescheid(
      action.tx,
      {
        accountId: account.accountId,
        pruefungsart: 'WP',
        datum,
        ...bearbeitungOf(deps),
        inhalt: { art: 'anrechnung', modul: args.modul, entscheidung: args.entscheidung, begruendung },
      },
      action.now,
    );
    if (args.abhilfe)
      await abhilfeEintragen(
        action.tx,
        {
          accountId: account.accountId,
          fall: args.abhilfe,
          entscheidung: 'anrechnung',
          am: datum,
          briefId: brief.id,
        },
        action.now,
      );
    zeilen.push(bescheide.bescheidFolgt(brief.dateiname));
    return {
      text: zeilen.join('\n'),
      data: {
        modul: args.modul,
        status: args.entscheidung,
        entschiedenAm: datum,
        begruendung,
        bescheid: brief,
      },
    };
  });
}
