// Writes the demo accounts of konten.ts with their procedures, relative to the clock's Berlin day. The
// office's own commands record admissions, invitations and results and the candidates' steps run
// through einreichen and the declaration flows (werkzeug.ts), so the demo obeys the same rules (and
// leaves the same audit) as real work. The accounts with a career behind them: laufbahnen.ts.
import { addDays, berlinDate } from '@examensportal/domain/dates';
import type { Modul, ModulSlot } from '@examensportal/domain/rules/module';
import { addHalfYears } from '@examensportal/domain/rules/semester';
import { leereSlotAuswahl } from '@examensportal/domain/schemas/modul';
import { zulassungEntwurfSchema } from '@examensportal/domain/schemas/zulassung';
import { anmeldebeginn, anmeldeschluss, offenerTermin } from '@examensportal/domain/rules/terms';
import type { Grundeinstellungen } from '../config';
import type { Db } from '../db/connect';
import { and, eq } from 'drizzle-orm';
import { demoTexte } from '@examensportal/domain/messages-demo';
import type { Ergebnis } from '@examensportal/domain/rules/facts';
import { messages } from '@examensportal/domain/messages';
import { accounts, bekanntgabeEinwilligungen, moduleRegistrations, results } from '../db/schema';
import { ergebnisBerichtigen } from '../features/buero/berichtigung';
import type { NotenEingabe } from '../features/buero/noten';
import { DEMO_BERICHTIGUNG } from './mitarbeitende';
import { anmeldung } from '../features/declarations/ablaeufe/anmeldung';
import { insertDraft } from '../features/procedure/records';
import { loadSettings } from '../features/procedure/settings';
import type { Clock } from '../infra/clock';
import type { FileStore } from '../infra/storage';
import { hashPassword, type PasswordHashCost } from '../infra/passwords';
import { office } from '../office/commands';
import { DEMO_KONTEN, DEMO_PASSWORT, type DemoKonto } from './konten';
import { seedEingang } from './eingang';
import { seedLaufbahnen } from './laufbahnen';
import { demoWerkzeug, type Konto, spaeter } from './werkzeug';

export async function seedDemo(
  db: Db,
  clock: Clock,
  verfahren: Grundeinstellungen,
  /** Where the demo's proof documents and uploads are stored (the server's document store). */
  storage: FileStore,
  /** The portal's Config.passwordHashCost (decision 0069). */
  passwordHashCost: PasswordHashCost,
): Promise<readonly DemoKonto[]> {
  const heute = berlinDate(clock.now());
  // The term calendar as the rules read it (office dates in the database, else R-02).
  const settings = await loadSettings(db, verfahren);
  const offen = offenerTermin(heute, settings);
  const vorher = addHalfYears(offen, -1);
  const vorvorher = addHalfYears(offen, -2);
  const passwordHash = await hashPassword(DEMO_PASSWORT, passwordHashCost);
  const konten = new Map<string, Konto>();

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
    konten.set(konto.email.slice(0, konto.email.indexOf('@')), { ...konto, id: row.id });
  }
  const werkzeug = demoWerkzeug(db, clock, konten, verfahren, settings);
  const { konto, einreichenAm, frueherZugelassen, run, erklaeren } = werkzeug;
  /** A correction as its release runs it (office function with drafter and releaser, decision 0032). */
  const berichtigen = async (
    accountId: string,
    modul: Modul,
    ergebnis: Ergebnis,
    begruendung: string,
    noten?: NotenEingabe,
  ) => {
    const [row] = await db
      .select({ id: results.id })
      .from(results)
      .innerJoin(moduleRegistrations, eq(moduleRegistrations.id, results.registrationId))
      .where(and(eq(results.accountId, accountId), eq(moduleRegistrations.modul, modul)));
    if (!row) throw new Error('demo correction: result missing');
    await ergebnisBerichtigen(
      { db, clock, von: DEMO_BERICHTIGUNG.freigegebenVon, verfahren, bearbeitung: DEMO_BERICHTIGUNG },
      { kandidat: accountId, ergebnisId: row.id, ergebnis, begruendung, noten },
    );
  };

  // The June sittings of the term 2 the demo uses, set explicitly as the office would.
  const termin2 = offen.semester === 2 ? offen : vorher;
  await office({ db, clock, von: 'Demodaten', verfahren }, 'termin', {
    positionals: [termin2.display],
    optionen: { juni: 'wr,bwl' },
  });

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

  // wp.aufgehoben: admitted today for the open term; seed.ts then takes the admission back (aufhebung.ts).
  {
    const k = await einreichenAm(
      'wp.aufgehoben',
      offen,
      spaeter(anmeldebeginn(offen, settings), addDays(heute, -14)),
      ['wp'],
    );
    await run('zulassen', k.email);
  }

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

  // wp.abruf: consented to notification by retrieval, then admitted today: the admission letter is
  // provided for retrieval when the server files it and waits to be opened (decision 0033).
  {
    const k = await einreichenAm(
      'wp.abruf',
      offen,
      spaeter(anmeldebeginn(offen, settings), addDays(heute, -10)),
      ['wp'],
    );
    await db.insert(bekanntgabeEinwilligungen).values({
      accountId: k.id,
      erteilt: true,
      wortlaut: messages.meineDaten.einwilligungWortlaut,
      am: clock.now(),
    });
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
    // Recorded as failed by mistake and corrected today by the function a release runs (issue 26 point 6).
    // With its parts (decision 0056): written 4,00, oral 5,30 → 4,52; corrected oral 3,30 → 3,72.
    await run('ergebnis', k.email, {
      modul: 'wr',
      ergebnis: 'nicht-bestanden',
      'note-schriftlich': '4,00',
      'note-muendlich': '5,30',
      datum: addDays(schluss, 120),
    });
    await berichtigen(k.id, 'wr', 'passed', demoTexte.berichtigungGrund, {
      schriftlich: 400,
      muendlich: 330,
    });
    await run('laden', k.email, { modul: 'wp', teil: 'schriftlich', datum: addDays(schluss, 30) });
    // Papers 5,10 and 5,50 (decision 0068), written 5,30: excluded from the oral part, the module
    // failed (§ 13 (2) WiPrPrüfV).
    await run('ergebnis', k.email, {
      modul: 'wp',
      ergebnis: 'nicht-bestanden',
      'note-arbeit-1': '5,10',
      'note-arbeit-2': '5,50',
      datum: addDays(schluss, 60),
    });
    await erklaeren('wp.ruecktritt', anmeldung, { ...leereSlotAuswahl(), wp: true }, heute);
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

  await seedLaufbahnen(werkzeug, heute);
  await seedEingang({ db, clock, verfahren, storage, werkzeug }, heute);
  return DEMO_KONTEN;
}
