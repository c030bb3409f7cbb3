// Submitting an application (WP or aptitude test): the declaration, the application's status change,
// the module registrations it declares (WP) and the candidate's contact data in the caller's one
// transaction.
import { erklaerungsEintrag } from '@examensportal/domain/erklaerungen/index';
import { messages } from '@examensportal/domain/messages';
import type { IsoDate } from '@examensportal/domain/dates';
import type { Art } from '@examensportal/domain/rules/facts';
import type { Modul } from '@examensportal/domain/rules/module';
import { modulwahlFehler, sperrgruende } from '@examensportal/domain/rules/modulwahl';
import { parseSemesterDisplay, type Semester } from '@examensportal/domain/rules/semester';
import { type Verfahrenseinstellungen, vorgezogeneModuleIm } from '@examensportal/domain/rules/settings';
import { entfalleneModule } from '@examensportal/domain/rules/selection';
import { antragsversuch, bisherigeAngabePasst } from '@examensportal/domain/rules/laufbahn';
import type { Eignung } from '@examensportal/domain/schemas/eignung';
import type { Zulassung } from '@examensportal/domain/schemas/zulassung';
import type { Conn } from '../../db/connect';
import { HttpError } from '../../http/errors';
import type { Dateien } from './antrag-dateien';
import { recordDeclaration, type RecordedDeclaration } from './declarations';
import { kontaktdatenAusAntrag } from './kontaktdaten';
import { antragsmoeglichkeit, checkTermin } from './laufbahn';
import { antragsanmeldungen } from './antrag-anmeldungen';
import { insertRegistration, setKontaktdaten, submitApplication } from './records';
import { type ApplicationRow, findCandidateAccount } from './repo';
import { loadSettings, STANDARD_GRUNDEINSTELLUNGEN } from './settings';

export type Einreichung = { art: 'WP'; antrag: Zulassung } | { art: 'EIGNUNG'; antrag: Eignung };

export interface Eingereicht {
  application: ApplicationRow;
  declaration: RecordedDeclaration;
  /** WP: the modules registered with it (a module the shortening drops has no exam and no fee). */
  module: Modul[];
}

/**
 * no module the admission path or the declared shortening replaces, no June slot the
 * office did not set for the term – refused per slot, like the final check's other field errors.
 */
function checkModulwahl(antrag: Zulassung, termin: Semester, settings: Verfahrenseinstellungen): void {
  const fehler = modulwahlFehler(
    antrag,
    {
      blockiert: sperrgruende(antrag.vorzeitigeZulassung, antrag.verkuerzung),
      juni: vorgezogeneModuleIm(settings, termin),
    },
    termin.display,
  );
  if (Object.keys(fehler).length > 0)
    throw new HttpError(400, messages.toasts.antragUnvollstaendig, {}, fehler);
}

/** Page 3's field of earlier admissions, per kind. */
const bisherigeArt = (e: Einreichung): number =>
  e.art === 'WP' ? e.antrag.bishierigeZulassungen.art : e.antrag.bishierigeZulassungenEP.art;

/**
 * Stores a checked application as submitted. The caller has validated it with the shared final-check
 * schema and holds the candidate lock; this re-checks that the form may still be sent (spec §4) and
 * what the career allows: which attempt, from which term, and that a repeat says it is one.
 */
export async function einreichen(
  tx: Conn,
  values: Einreichung & {
    accountId: string;
    antragsdatum: IsoDate;
    von: string;
    idempotencyKey?: string | null;
    /** What the Idempotency-Key is bound to; kept with the declaration to refuse another content (422). */
    fingerabdruck?: string | undefined;
    /** The files kept with the application, per upload list (stored with it, see antrag-dateien.ts). */
    dateien?: Dateien;
  },
  now: Date,
): Promise<Eingereicht> {
  const account = await findCandidateAccount(tx, values.accountId);
  if (!account) throw new Error(`account ${values.accountId} not found`);
  if (account.art !== values.art) throw new HttpError(403, messages.auth.keineBerechtigung);
  const { entwurf, neuerAntrag } = await antragsmoeglichkeit(tx, values.accountId, values.antragsdatum);
  const termin = parseSemesterDisplay(values.antrag.zulassungsblock);
  if (!termin) throw new Error('checked application without a term');
  checkTermin(neuerAntrag, termin);
  const settings = await loadSettings(tx, STANDARD_GRUNDEINSTELLUNGEN);
  // failures declared before the portal count – this application is the attempt after them.
  const versuchDesAntrags = antragsversuch(
    values.art,
    neuerAntrag,
    values.art === 'WP' ? values.antrag.bishierigeZulassungen : values.antrag.bishierigeZulassungenEP,
    settings,
  );
  if (!versuchDesAntrags) {
    const feld = values.art === 'WP' ? 'bishierigeZulassungen.art' : 'bishierigeZulassungenEP.art';
    const vorschrift = values.art === 'WP' ? '§ 22 Abs. 2, § 36 Abs. 2 WiPrPrüfV' : '§ 33 WiPrPrüfV';
    throw new HttpError(
      400,
      messages.toasts.antragUnvollstaendig,
      {},
      {
        [feld]: messages.laufbahn.keineZulassungMehr(vorschrift),
      },
    );
  }
  const { versuch } = versuchDesAntrags;
  if (!bisherigeAngabePasst(neuerAntrag, bisherigeArt(values))) {
    const feld = values.art === 'WP' ? 'bishierigeZulassungen.art' : 'bishierigeZulassungenEP.art';
    throw new HttpError(
      400,
      messages.toasts.antragUnvollstaendig,
      {},
      {
        [feld]: messages.laufbahn.frueherNichtBestanden,
      },
    );
  }

  if (values.art === 'WP') checkModulwahl(values.antrag, termin, settings);

  const declaration = await recordDeclaration(
    tx,
    {
      accountId: values.accountId,
      ...erklaerungsEintrag(values.art === 'WP' ? 'zulassungsantrag' : 'eignungAntrag'),
      term: termin.value,
      payload: {
        ...values.antrag,
        dateien: values.dateien ?? {},
        ...(values.fingerabdruck ? { fingerabdruck: values.fingerabdruck } : {}),
      },
      von: values.von,
      idempotencyKey: values.idempotencyKey ?? null,
    },
    now,
  );
  const application = await submitApplication(
    tx,
    {
      accountId: values.accountId,
      art: values.art as Art,
      draftId: entwurf?.id ?? null,
      term: termin.value,
      versuch,
      payload: { ...values.antrag, dateien: values.dateien ?? {} },
      antragsdatum: values.antragsdatum,
      vorzeitigeZulassung: values.art === 'WP' ? values.antrag.vorzeitigeZulassung : 0,
      entfalleneModule: values.art === 'WP' ? entfalleneModule(values.antrag.verkuerzung) : [],
    },
    now,
  );
  let module: Modul[] = [];
  if (values.art === 'WP') {
    // Registered with the application, so a declared module can be deregistered before the admission
    // (spec §9, R-40…R-42); the office's admission checks them again (features/buero/zulassung.ts).
    const geplant = antragsanmeldungen(
      values.antrag,
      {
        vorzeitigeZulassung: values.antrag.vorzeitigeZulassung,
        entfalleneModule: entfalleneModule(values.antrag.verkuerzung),
      },
      termin,
      settings,
    );
    module = geplant.anmeldungen.map((a) => a.modul);
    for (const { slot } of geplant.anmeldungen) {
      await insertRegistration(
        tx,
        {
          accountId: values.accountId,
          applicationId: application.id,
          slot,
          term: termin.value,
          angemeldetAm: values.antragsdatum,
          declarationId: declaration.id,
        },
        now,
      );
    }
  }
  await setKontaktdaten(
    tx,
    values.accountId,
    kontaktdatenAusAntrag(values.antrag.kontaktdaten, account.email),
    now,
  );
  return { application, declaration, module };
}
