// Deciding an application: admit (sets the first admission date, creates the registrations declared
// with it for the applied-for term – WP – or the attempt – aptitude test) or reject.
import { isUuid } from '@examensportal/domain/uuid';
import { eq } from 'drizzle-orm';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { formatDatum } from '@examensportal/domain/format';
import type { IsoDate } from '@examensportal/domain/dates';
import { eignungVersucheVerbleibend, modulAkte } from '@examensportal/domain/rules/attempts';
import { MODULE, type Modul } from '@examensportal/domain/rules/module';
import { parseSemester } from '@examensportal/domain/rules/semester';
import { vorgezogeneModuleIm } from '@examensportal/domain/rules/settings';
import type { Tx } from '../../db/connect';
import { applications } from '../../db/schema';
import { antragsanmeldungen } from '../procedure/antrag-anmeldungen';
import {
  decideApplication,
  inRegulaereSitzung,
  insertEignungAttempt,
  insertRegistration,
  lockApplication,
} from '../procedure/records';
import { type ApplicationRow, currentApplication } from '../procedure/repo';
import {
  bearbeitungOf,
  candidateAction,
  OfficeError,
  type OfficeDeps,
  type OfficeOutput,
  resolveAccount,
  stichtag,
} from './context';
import { modulName, statusName, terminText } from './format';
import { enqueueBescheid } from '../bescheide/job';
import { lgsName } from '@examensportal/domain/rules/bescheid';
import { bescheide } from '@examensportal/domain/messages-pruefungsstelle-bescheide';
import { begruendungPflicht } from './begruendung';

const o = officeCliTexte;

/** The application meant: by its id, or the candidate's newest one (by e-mail). */
async function findApplication(deps: OfficeDeps, antrag: string): Promise<{ wer: string; id: string }> {
  // Inside the caller's outer transaction when there is one (PGlite has a single connection).
  const db = deps.tx ?? deps.db;
  if (isUuid(antrag.trim())) {
    const [row] = await db
      .select({ id: applications.id, accountId: applications.accountId })
      .from(applications)
      .where(eq(applications.id, antrag.trim().toLowerCase()));
    if (!row) throw new OfficeError(o.antragUnbekannt(antrag));
    return { wer: row.accountId, id: row.id };
  }
  const account = await resolveAccount(db, antrag);
  // The current one of the career: the open application, else the newest (repo.ts).
  const row = await currentApplication(db, account.id);
  if (!row) throw new OfficeError(o.antragUnbekannt(antrag));
  return { wer: account.id, id: row.id };
}

/** Locks the application and checks that it waits for a decision. */
async function submitted(tx: Tx, id: string, antrag: string): Promise<ApplicationRow> {
  const row = await lockApplication(tx, id);
  if (!row) throw new OfficeError(o.antragUnbekannt(antrag));
  if (row.status !== 'submitted') throw new OfficeError(o.antragNichtEingereicht(statusName(row.status)));
  return row;
}

export interface ZulassenArgs {
  antrag: string;
  datum?: IsoDate | undefined;
}

export async function zulassen(deps: OfficeDeps, args: ZulassenArgs): Promise<OfficeOutput> {
  const found = await findApplication(deps, args.antrag);
  return candidateAction(
    deps,
    found.wer,
    'zulassen',
    { ...args },
    async ({ tx, procedure, settings, today, now }) => {
      const application = await submitted(tx, found.id, args.antrag);
      // The facts describe the newest application; an older one cannot wait for a decision.
      if (procedure.application?.id !== application.id) throw new OfficeError(o.antragNichtAktuell);
      const datum = stichtag(args.datum, today);
      if (application.antragsdatum && datum < application.antragsdatum) {
        throw new OfficeError(
          o.zulassungVorAntrag(formatDatum(datum), formatDatum(application.antragsdatum)),
        );
      }
      const term = application.term ? parseSemester(application.term) : null;
      if (!application.term || !term) throw new OfficeError(o.antragOhneTermin);

      const hinweise: string[] = [];
      const angemeldet: { modul: Modul; vorgezogen: boolean }[] = [];
      if (application.art === 'WP') {
        const { facts, registrationIds } = procedure;
        const geplant = antragsanmeldungen(application.payload, facts.antrag, term, settings);
        // A module the declared shortening drops has no exam (WPO §§ 8a, 13, 13b).
        hinweise.push(...geplant.entfallen.map((m) => o.modulEntfaellt(modulName(m))));
        const juni = vorgezogeneModuleIm(settings, term);
        if (MODULE.some((m) => facts.module[m].anmeldungen.length > 0)) {
          // Registered with the submit: those still running (not deregistered before the admission)
          // stay; a June slot the office has since given no June sitting moves to the regular one [I].
          for (const modul of MODULE) {
            const laufend = modulAkte(facts, modul, settings).laufendeAnmeldung;
            const id = laufend && registrationIds[modul][facts.module[modul].anmeldungen.indexOf(laufend)];
            if (!laufend || !id) continue;
            const vorgezogen = laufend.vorgezogen && juni.includes(modul);
            if (laufend.vorgezogen && !vorgezogen) {
              hinweise.push(o.keinJuniTermin(modulName(modul), terminText(application.term)));
              await inRegulaereSitzung(tx, id);
            }
            angemeldet.push({ modul, vorgezogen });
          }
        } else {
          // Submitted before registrations came with the submit: created now, as they were then.
          hinweise.push(
            ...geplant.ohneJuni.map((m) => o.keinJuniTermin(modulName(m), terminText(application.term))),
          );
          for (const { modul, slot } of geplant.anmeldungen) {
            await insertRegistration(
              tx,
              {
                accountId: application.accountId,
                applicationId: application.id,
                slot,
                term: application.term,
                angemeldetAm: application.antragsdatum ?? datum,
              },
              now,
            );
            angemeldet.push({ modul, vorgezogen: slot !== modul });
          }
        }
        if (angemeldet.length === 0) throw new OfficeError(o.keineModule);
      } else {
        if (eignungVersucheVerbleibend(procedure.facts, settings) <= 0)
          throw new OfficeError(o.keineVersucheMehr);
        await insertEignungAttempt(
          tx,
          { accountId: application.accountId, applicationId: application.id, term: application.term },
          now,
        );
      }
      await decideApplication(tx, application.id, { status: 'admitted', ersteszulassungsdatum: datum }, now);
      // The admission notice (R-10 … R-20) goes into the Mantelakte once this commits.
      const brief = await enqueueBescheid(
        tx,
        {
          accountId: application.accountId,
          pruefungsart: application.art === 'EIGNUNG' ? 'EIGNUNG' : 'WP',
          datum,
          ...bearbeitungOf(deps),
          inhalt: {
            art: 'zulassung',
            ersteszulassungsdatum: datum,
            termin: terminText(application.term),
            module: angemeldet,
            lgs: lgsName(application.payload),
          },
        },
        now,
      );

      const module = angemeldet.map((a) =>
        a.vorgezogen ? o.modulJuni(modulName(a.modul)) : modulName(a.modul),
      );
      const text = [
        o.zugelassen(procedure.account.email, formatDatum(datum), terminText(application.term)),
        ...(module.length > 0 ? [o.anmeldungenAngelegt(module.join(', '))] : [o.versuchAngelegt]),
        ...hinweise,
        bescheide.bescheidFolgt(brief.dateiname),
      ].join('\n');
      return {
        text,
        data: {
          antrag: application.id,
          ersteszulassungsdatum: datum,
          termin: application.term,
          anmeldungen: angemeldet,
          bescheid: brief,
        },
      };
    },
  );
}

export interface AblehnenArgs {
  antrag: string;
  /** Why the application is rejected: required, kept with the application and put in the letter. */
  begruendung: string;
}

export async function ablehnen(deps: OfficeDeps, args: AblehnenArgs): Promise<OfficeOutput> {
  const begruendung = begruendungPflicht(args.begruendung, bescheide.wannAblehnung);
  const found = await findApplication(deps, args.antrag);
  return candidateAction(deps, found.wer, 'ablehnen', { ...args }, async ({ tx, procedure, today, now }) => {
    const application = await submitted(tx, found.id, args.antrag);
    await decideApplication(tx, application.id, { status: 'rejected', begruendung }, now);
    const brief = await enqueueBescheid(
      tx,
      {
        accountId: application.accountId,
        pruefungsart: application.art === 'EIGNUNG' ? 'EIGNUNG' : 'WP',
        datum: today,
        ...bearbeitungOf(deps),
        inhalt: { art: 'ablehnung', antragsdatum: application.antragsdatum, begruendung },
      },
      now,
    );
    return {
      text: [
        o.abgelehnt(procedure.account.email, formatDatum(today)),
        bescheide.bescheidFolgt(brief.dateiname),
      ].join('\n'),
      data: { antrag: application.id, status: 'rejected', begruendung, bescheid: brief },
    };
  });
}
