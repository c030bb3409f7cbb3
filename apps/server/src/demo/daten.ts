// Writes the demo accounts of konten.ts with their procedures, relative to the clock's Berlin day. The
// office's own commands record admissions, invitations and results, so the demo obeys the same rules
// (and leaves the same audit) as real office work.
import { addDays, berlinDate, type IsoDate } from '@examensportal/domain/dates';
import { EREIGNISART } from '@examensportal/domain/rules/eventKinds';
import type { Modul, ModulSlot } from '@examensportal/domain/rules/module';
import { addHalfYears, type Semester } from '@examensportal/domain/rules/semester';
import { zulassungEntwurfSchema } from '@examensportal/domain/schemas/zulassung';
import { anmeldebeginn, anmeldeschluss, offenerTermin } from '@examensportal/domain/rules/terms';
import type { Grundeinstellungen } from '../config';
import type { Db } from '../db/connect';
import { accounts } from '../db/schema';
import { recordDeclaration } from '../features/procedure/declarations';
import { insertDraft, insertRegistration, lockCandidate } from '../features/procedure/records';
import { currentApplication } from '../features/procedure/repo';
import { loadSettings } from '../features/procedure/settings';
import { einreichen } from '../features/procedure/submit';
import type { Clock } from '../infra/clock';
import { hashPassword } from '../infra/passwords';
import { office } from '../office/commands';
import type { OfficeDeps } from '../office/context';
import { beispielEignung, beispielZulassung } from './beispiele';
import { DEMO_KONTEN, DEMO_PASSWORT, type DemoKonto } from './konten';

const spaeter = (a: IsoDate, b: IsoDate) => (a > b ? a : b);
/** The morning of a calendar day (never after now), as the receipt instant of a past declaration. */
const morgens = (tag: IsoDate, clock: Clock) =>
  new Date(Math.min(clock.now().getTime(), Date.parse(`${tag}T08:30:00Z`)));

export async function seedDemo(
  db: Db,
  clock: Clock,
  verfahren: Grundeinstellungen,
): Promise<readonly DemoKonto[]> {
  const heute = berlinDate(clock.now());
  // The term calendar as the rules read it (office dates in the database, else R-02).
  const settings = await loadSettings(db, verfahren);
  const offen = offenerTermin(heute, settings);
  const vorher = addHalfYears(offen, -1);
  const vorvorher = addHalfYears(offen, -2);
  const deps: OfficeDeps = { db, clock, von: 'Demodaten', verfahren };
  const passwordHash = await hashPassword(DEMO_PASSWORT);
  const ids = new Map<string, string>();

  for (const konto of DEMO_KONTEN) {
    const [row] = await db
      .insert(accounts)
      .values({
        email: konto.email,
        vorname: konto.vorname,
        nachname: konto.nachname,
        art: konto.art,
        passwordHash,
        createdAt: clock.now(),
        confirmedAt: clock.now(),
      })
      .returning({ id: accounts.id });
    if (!row) throw new Error('no account');
    ids.set(konto.email, row.id);
  }
  const konto = (prefix: string) => {
    const k = DEMO_KONTEN.find((x) => x.email.startsWith(`${prefix}@`));
    const id = k && ids.get(k.email);
    if (!k || !id) throw new Error(`demo account ${prefix} missing`);
    return { ...k, id };
  };

  /** Submits a complete application on a given day (the day a candidate sent it). */
  const einreichenAm = async (
    prefix: string,
    termin: Semester,
    antragsdatum: IsoDate,
    slots: readonly ModulSlot[] = [],
  ) => {
    const k = konto(prefix);
    const person = { vorname: k.vorname, nachname: k.nachname, email: k.email };
    const now = morgens(antragsdatum, clock);
    await db.transaction(async (tx) => {
      await lockCandidate(tx, k.id, now);
      const common = { accountId: k.id, antragsdatum, von: 'kandidat' };
      if (k.art === 'WP') {
        await einreichen(tx, { ...common, art: 'WP', antrag: beispielZulassung(termin, slots, person) }, now);
      } else {
        await einreichen(tx, { ...common, art: 'EIGNUNG', antrag: beispielEignung(termin, person) }, now);
      }
    });
    return k;
  };
  const run = (name: string, email: string, optionen: Record<string, string> = {}) =>
    office(deps, name, { positionals: [email], optionen });

  /** An application early in a past term's window, admitted a month later. */
  const frueherZugelassen = async (prefix: string, termin: Semester, slots: readonly ModulSlot[] = []) => {
    const antragsdatum = addDays(anmeldebeginn(termin, settings), 10);
    const k = await einreichenAm(prefix, termin, antragsdatum, slots);
    await run('zulassen', k.email, { datum: addDays(antragsdatum, 30) });
    return k;
  };

  // The June sittings of the term 2 the demo uses, set explicitly as the office would.
  const termin2 = offen.semester === 2 ? offen : vorher;
  await office(deps, 'termin', { positionals: [termin2.display], optionen: { juni: 'wr,bwl' } });

  // wp.entwurf: an interim-saved draft.
  {
    const k = konto('wp.entwurf');
    const entwurf = zulassungEntwurfSchema.parse({
      zulassungsblock: offen.display,
      lgs: 2,
      wp: true,
      kontaktdaten: { vorname: k.vorname, nachname: k.nachname, ort: 'Hamburg', plz: '20095', land: 'DE' },
    });
    await db.transaction((tx) =>
      insertDraft(
        tx,
        { accountId: k.id, art: 'WP', term: offen.value, payload: entwurf, versuch: 1 },
        clock.now(),
      ),
    );
  }

  // wp.eingereicht: submitted in the open window, not decided.
  await einreichenAm('wp.eingereicht', offen, spaeter(anmeldebeginn(offen, settings), addDays(heute, -5)), [
    'wp',
    'st',
  ]);

  // wp.zugelassen: admitted today for the open term.
  {
    const k = await einreichenAm(
      'wp.zugelassen',
      offen,
      spaeter(anmeldebeginn(offen, settings), addDays(heute, -14)),
      ['wp', 'wr'],
    );
    await run('zulassen', k.email);
  }

  // wp.geladen: registered for the term being held, invited to the written WP exam a week ago.
  {
    const k = await frueherZugelassen('wp.geladen', vorher, ['wp', 'st']);
    await run('laden', k.email, { modul: 'wp', teil: 'schriftlich', datum: addDays(heute, -7) });
  }

  // wp.ruecktritt: two terms ago; WR passed, WP failed, WP registered again for the open term.
  {
    const k = await frueherZugelassen('wp.ruecktritt', vorvorher, ['wp', 'wr']);
    const schluss = anmeldeschluss(vorvorher, settings);
    await run('laden', k.email, { modul: 'wr', teil: 'schriftlich', datum: addDays(schluss, 30) });
    await run('laden', k.email, { modul: 'wr', teil: 'muendlich', datum: addDays(schluss, 90) });
    await run('ergebnis', k.email, { modul: 'wr', ergebnis: 'bestanden', datum: addDays(schluss, 120) });
    await run('laden', k.email, { modul: 'wp', teil: 'schriftlich', datum: addDays(schluss, 30) });
    await run('ergebnis', k.email, { modul: 'wp', ergebnis: 'nicht-bestanden', datum: addDays(schluss, 60) });
    await registrieren(db, clock, k.id, 'wp', offen, heute);
  }

  // wp.juni: June sittings of WR and BWL in the term 2 that is open or being held.
  {
    const slots: ModulSlot[] = ['wrVorgezogen', 'bwlVorgezogen', 'st'];
    if (offen.semester === 2) {
      const k = await einreichenAm(
        'wp.juni',
        offen,
        spaeter(anmeldebeginn(offen, settings), addDays(heute, -3)),
        slots,
      );
      await run('zulassen', k.email);
    } else {
      const k = await frueherZugelassen('wp.juni', vorher, slots);
      await run('laden', k.email, { modul: 'bwl', teil: 'schriftlich', datum: addDays(heute, -3) });
    }
  }

  // eignung.zugelassen: admitted for the term being held, invited to both papers.
  {
    const k = await frueherZugelassen('eignung.zugelassen', vorher);
    await run('laden', k.email, { teil: 'awr', datum: addDays(heute, -10) });
    await run('laden', k.email, { teil: 'ast', datum: addDays(heute, -10) });
  }

  return DEMO_KONTEN;
}

/** A module registration the candidate declared online (event 3), as the registration flow stores it. */
async function registrieren(
  db: Db,
  clock: Clock,
  accountId: string,
  modul: Modul,
  termin: Semester,
  tag: IsoDate,
) {
  const now = morgens(tag, clock);
  await db.transaction(async (tx) => {
    await lockCandidate(tx, accountId, now);
    const application = await currentApplication(tx, accountId);
    if (!application) throw new Error('no application');
    const declaration = await recordDeclaration(
      tx,
      {
        accountId,
        art: EREIGNISART.anmeldung,
        vorgang: 'anmeldung',
        term: termin.value,
        payload: { zulassungsblock: termin.display, art: EREIGNISART.anmeldung, [modul]: true },
        von: 'kandidat',
      },
      now,
    );
    await insertRegistration(
      tx,
      {
        accountId,
        applicationId: application.id,
        slot: modul,
        term: termin.value,
        angemeldetAm: tag,
        declarationId: declaration.id,
      },
      now,
    );
  });
}
