// The demo seed produces exactly the states docs/demo-accounts.md promises, on any day: every
// documented account logs in with the documented password and its derived module state matches every
// expectation of the document's rows for the open term.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinDate } from '@examensportal/domain/dates';
import { verfuegbarkeitEignung, verfuegbarkeitWP } from '@examensportal/domain/rules/availability';
import type { ModulStateEignung, ModulStateWP } from '@examensportal/domain/rules/modulState';
import { STANDARD_EINSTELLUNGEN } from '@examensportal/domain/rules/settings';
import { offenerTermin } from '@examensportal/domain/rules/terms';
import { EINGANG_QUEUES, eingang } from '@examensportal/domain/messages-pruefungsstelle-eingang';
import { eingangFilterSchema } from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import type { AntragStatusFelder } from '../src/features/procedure/antrag';
import { eingangSeite, eingangZaehler } from '../src/features/staff/eingang-queues';
import { seedDemo } from '../src/demo/daten';
import { DEMO_KONTEN, DEMO_PASSWORT, demoDokument } from '../src/demo/konten';
import { seedEntwurf } from '../src/demo/entwurf';
import { seedFall } from '../src/demo/fall';
import { seedNachforderungen } from '../src/demo/nachforderungen';
import {
  DEMO_WIDERSPRUCH_ABGEHOLFEN,
  DEMO_WIDERSPRUCH_ERLEDIGT,
  DEMO_WIDERSPRUCH_OFFEN,
  seedWidersprueche,
} from '../src/demo/widersprueche';
import { loadProcedure } from '../src/features/procedure/repo';
import { pino } from 'pino';
import { Sealer } from '../src/infra/seal';
import { seedNachrichten } from '../src/demo/nachrichten';
import { DEMO_MITARBEITENDE, DEMO_SACHBEARBEITUNG, seedMitarbeitende } from '../src/demo/mitarbeitende';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { readAs } from './helpers/procedure';
import { getStaff, postStaff, totpCode } from './helpers/staff';
import { and, eq } from 'drizzle-orm';
import { abhilfen, accounts, applications, aufhebungen, compellingReasons } from '../src/db/schema';
import { DEMO_AUFGEHOBEN, seedAufhebung } from '../src/demo/aufhebung';
import { fehlendePunkte } from '../src/features/staff/pruefliste';

const docFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/demo-accounts.md');

interface DocZeile {
  email: string;
  art: string;
  termin: string;
  erwartet: [string, string][];
}

/** The table rows of the document: e-mail, kind, open term, `path=value` expectations. */
function dokumentZeilen(text: string): DocZeile[] {
  // The candidates' table only; the examination office's accounts follow under their own heading.
  return (text.split('\n## Examination office')[0] ?? '')
    .split('\n')
    .filter((line) => line.startsWith('|') && line.includes('@'))
    .map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      return {
        email: cells[0] ?? '',
        art: cells[1] ?? '',
        termin: cells[3] ?? '',
        erwartet: [...(cells[4] ?? '').matchAll(/`([^`=]+)=([^`]+)`/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
      };
    });
}

const doc = readFileSync(docFile, 'utf8');
const zeilen = dokumentZeilen(doc);

function lookup(obj: unknown, pfad: string): unknown {
  return pfad.split('.').reduce<unknown>((o, key) => (o as Record<string, unknown> | null)?.[key], obj);
}

function erfuellt(wert: unknown, erwartet: string): boolean {
  if (erwartet === 'gesetzt') return typeof wert === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(wert);
  // A word (laufbahn.stand) is written without quotes.
  return typeof wert === 'string' ? wert === erwartet : JSON.stringify(wert) === erwartet;
}

describe('docs/demo-accounts.md', () => {
  it('is the rendering of the demo account list (no drift)', () => {
    const erwartet = dokumentZeilen(demoDokument());
    expect(zeilen).toEqual(erwartet);
    expect(zeilen.length).toBeGreaterThanOrEqual(DEMO_KONTEN.length);
    expect(doc).toContain(DEMO_PASSWORT);
  });

  it('documents the required kinds of account', () => {
    const emails = new Set(zeilen.map((z) => z.email));
    expect(emails.size).toBe(DEMO_KONTEN.length);
    expect(
      zeilen.some(
        (z) => z.art === 'EIGNUNG' && z.erwartet.some(([p, v]) => p === 'zwischegespeichert' && v === '2'),
      ),
    ).toBe(true);
    expect(zeilen.some((z) => z.termin === '1') && zeilen.some((z) => z.termin === '2')).toBe(true);
  });

  it('documents the states of a career (issue 13)', () => {
    const zeigt = (art: string, ...paare: [string, string][]) =>
      zeilen.some(
        (z) =>
          z.art === art &&
          paare.every(([pfad, wert]) => z.erwartet.some(([p, w]) => p === pfad && w === wert)),
      );
    for (const stand of ['zurueckgenommen', 'versuchVerloren', 'keineVersucheMehr']) {
      expect(zeigt('WP', ['laufbahn.stand', stand]), stand).toBe(true);
    }
    expect(zeigt('WP', ['laufbahn.stand', 'versuchLaeuft'], ['laufbahn.versuch', '2'])).toBe(true);
    expect(zeigt('EIGNUNG', ['laufbahn.stand', 'versuchLaeuft'], ['laufbahn.versuch', '2'])).toBe(true);
  });
});

// A day in each window, the first day of a window, a deadline day (evening), and today.
const tage = [
  '2026-11-21T10:00:00Z',
  '2026-04-15T10:00:00Z',
  '2026-09-01T06:00:00Z',
  '2027-02-28T20:00:00Z',
  new Date().toISOString(),
];

describe.each(backends)('demo seed on %s', (backend) => {
  describe.each(tage)('seeded at %s', (instant) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(backend);
      t.clock.set(instant);
      await seedDemo(
        t.database.db,
        t.clock,
        t.config.verfahren,
        t.app.documentStore,
        t.config.passwordHashCost,
      );
      // As npm run demo: the staff, then the draft waiting for release.
      await seedMitarbeitende(
        t.database.db,
        t.clock,
        t.config.jwtSecret,
        DEMO_PASSWORT,
        t.config.passwordHashCost,
      );
      await seedEntwurf(t.database.db, t.clock, DEMO_SACHBEARBEITUNG);
      await seedFall(t.database.db, t.clock, DEMO_SACHBEARBEITUNG);
      await seedNachforderungen(t.database.db, t.clock, 28, DEMO_SACHBEARBEITUNG);
      const jobDeps = {
        db: t.database.db,
        storage: t.app.documentStore,
        logger: pino({ level: 'silent' }),
        sealer: new Sealer(t.config.jwtSecret, 'outbox'),
        messageDomain: 'demo.example.org',
        now: () => t.clock.now(),
      };
      await seedWidersprueche(
        t.database.db,
        t.clock,
        t.config.verfahren,
        jobDeps,
        t.config.widerspruchGericht,
      );
      await seedAufhebung(t.database.db, t.clock, t.config.verfahren, jobDeps);
      await seedNachrichten(t.database.db, t.clock, t.app.documentStore, DEMO_SACHBEARBEITUNG);
    });
    afterAll(async () => t.close());

    it('drafts the admission waiting for release on a checked application, so it can be released', async () => {
      const [antrag] = await t.database.db
        .select()
        .from(applications)
        .innerJoin(accounts, eq(accounts.id, applications.accountId))
        .where(
          and(
            eq(accounts.email, 'eignung.eingereicht@demo.example.org'),
            eq(applications.status, 'submitted'),
          ),
        );
      expect(antrag).toBeDefined();
      expect(await fehlendePunkte(t.database.db, antrag!.applications)).toEqual([]);
    });

    it('gives every documented account the documented state', async () => {
      const heute = berlinDate(t.clock.now());
      const semester = offenerTermin(heute, STANDARD_EINSTELLUNGEN).semester;
      const geprueft = new Set<string>();
      for (const konto of DEMO_KONTEN) {
        const c = { ...konto, passwort: DEMO_PASSWORT };
        const basis = konto.art === 'WP' ? '/api/zulassung' : '/api/eignung';
        const state = await readAs<ModulStateWP | ModulStateEignung>(t.app, c, `${basis}/modul`);
        const { laufbahn } = await readAs<AntragStatusFelder>(t.app, c, basis);
        const verfuegbar =
          konto.art === 'WP'
            ? verfuegbarkeitWP(state as ModulStateWP, semester, heute, STANDARD_EINSTELLUNGEN)
            : verfuegbarkeitEignung(state as ModulStateEignung, heute, STANDARD_EINSTELLUNGEN);
        const ist = { ...state, verfuegbar, laufbahn };
        for (const zeile of zeilen.filter((z) => z.email === konto.email)) {
          if (zeile.termin !== 'any' && zeile.termin !== String(semester)) continue;
          for (const [pfad, erwartet] of zeile.erwartet) {
            expect(
              erfuellt(lookup(ist, pfad), erwartet),
              `${konto.email} ${pfad}=${erwartet} (ist ${JSON.stringify(lookup(ist, pfad))})`,
            ).toBe(true);
          }
          geprueft.add(konto.email);
        }
      }
      expect(geprueft.size).toBe(DEMO_KONTEN.length);
    });

    it('has a corrected result: WR of wp.ruecktritt, recorded as failed, corrected to passed today', async () => {
      const konto = DEMO_KONTEN.find((k) => k.email.startsWith('wp.ruecktritt@'));
      if (!konto) throw new Error('wp.ruecktritt missing');
      const stand = await readAs<{ zeitleiste: { datum: string; text: string }[] }>(
        t.app,
        { ...konto, passwort: DEMO_PASSWORT },
        '/api/status',
      );
      expect(stand.zeitleiste).toContainEqual({
        datum: berlinDate(t.clock.now()),
        text: 'Wirtschaftsrecht: Ergebnis berichtigt (§ 42 VwVfG) – es gilt „bestanden, Modulgesamtnote 3,72 (schriftlich 4,00, mündlich 3,30)“',
      });
      // The failed WP with its written grade (excluded from the oral part, decision 0056).
      const module = await readAs<{ module: { modul: string; text: string }[] }>(
        t.app,
        { ...konto, passwort: DEMO_PASSWORT },
        '/api/status',
      );
      expect(module.module.find((m) => m.modul === 'wp')?.text).toContain(
        'letztes Ergebnis: nicht bestanden, schriftlich 5,30 aus 1. Aufsichtsarbeit 5,10 und 2. Aufsichtsarbeit 5,50, von der mündlichen Prüfung ausgeschlossen',
      );
    });

    it('has a revoked decision: the admission of wp.aufgehoben taken back (§ 48), both letters in the file', async () => {
      const konto = DEMO_KONTEN.find((k) => k.email === DEMO_AUFGEHOBEN);
      if (!konto) throw new Error('wp.aufgehoben missing');
      const c = { ...konto, passwort: DEMO_PASSWORT };
      const stand = await readAs<{ antrag: { stand: string }; zeitleiste: { text: string }[] }>(
        t.app,
        c,
        '/api/status',
      );
      expect(stand.antrag.stand).not.toBe('zugelassen');
      expect(stand.zeitleiste.map((z) => z.text)).toContain(
        'Aufgehoben: die Zulassung zur Prüfung (Rücknahme, § 48 VwVfG)',
      );
      const [zeile] = await t.database.db
        .select({ vorschrift: aufhebungen.vorschrift, entscheidung: aufhebungen.entscheidung })
        .from(aufhebungen)
        .innerJoin(accounts, eq(accounts.id, aufhebungen.accountId))
        .where(eq(accounts.email, DEMO_AUFGEHOBEN));
      expect(zeile).toEqual({ vorschrift: 'p48', entscheidung: 'zulassung' });
    });

    it('leaves work in every queue of the Eingang, with the proof documents', async () => {
      const stichtag = { heute: berlinDate(t.clock.now()), monate: 3 };
      const zaehler = await eingangZaehler(t.database.db, stichtag);
      for (const queue of EINGANG_QUEUES) expect(zaehler[queue], queue).toBeGreaterThan(0);
      expect(zaehler.antraege).toBeGreaterThanOrEqual(3);
      const filter = eingangFilterSchema.parse({});
      const grund = await eingangSeite(t.database.db, 'triftige-gruende', filter, stichtag);
      expect(grund.eintraege[0]?.nachweise).toEqual(['Attest-Amtsarzt.pdf']);
      const antraege = await eingangSeite(t.database.db, 'antraege', { ...filter, art: 'EIGNUNG' }, stichtag);
      expect(antraege.gesamt).toBeGreaterThanOrEqual(1);
      const freigabe = await eingangSeite(t.database.db, 'freigabe', filter, stichtag);
      expect(freigabe.eintraege.map((x) => x.email)).toEqual(['eignung.eingereicht@demo.example.org']);
      // The objections (issue 26 point 9): one waiting, the other decided (Widerspruchsbescheid).
      const widersprueche = await eingangSeite(t.database.db, 'widersprueche', filter, stichtag);
      expect(widersprueche.eintraege.map((x) => x.email)).toEqual([DEMO_WIDERSPRUCH_OFFEN]);
      expect(widersprueche.eintraege[0]?.link).toMatch(/#widersprueche$/);
      const erledigt = DEMO_KONTEN.find((k) => k.email === DEMO_WIDERSPRUCH_ERLEDIGT);
      if (!erledigt) throw new Error('eignung.zweiterversuch missing');
      const stand = await readAs<{ zeitleiste: { text: string }[] }>(
        t.app,
        { ...erledigt, passwort: DEMO_PASSWORT },
        '/api/status',
      );
      expect(stand.zeitleiste.map((z) => z.text)).toContainEqual(
        expect.stringMatching(/^Widerspruch vom .+: zurückgewiesen/),
      );
      // The remedied refusal (decision 0066): the refused row stays, the remedy is its own fact, the
      // facts read the reason as accepted and the timeline names the Abhilfebescheid.
      const abgeholfen = DEMO_KONTEN.find((k) => k.email === DEMO_WIDERSPRUCH_ABGEHOLFEN);
      if (!abgeholfen) throw new Error('wp.grundabgeholfen missing');
      const [konto] = await t.database.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, abgeholfen.email));
      const [abgelehnt] = await t.database.db
        .select()
        .from(compellingReasons)
        .where(eq(compellingReasons.accountId, konto!.id));
      expect(abgelehnt?.status).toBe('rejected');
      const [abhilfe] = await t.database.db.select().from(abhilfen).where(eq(abhilfen.accountId, konto!.id));
      expect(abhilfe).toMatchObject({ entscheidung: 'triftigerGrund', fallId: abgelehnt?.id });
      const fakten = (await loadProcedure(t.database.db, konto!.id))!.facts;
      expect(fakten.module.wp.anmeldungen[0]?.triftigeGruende).toMatchObject([{ status: 'accepted' }]);
      const abgeholfenStand = await readAs<{ zeitleiste: { text: string }[] }>(
        t.app,
        { ...abgeholfen, passwort: DEMO_PASSWORT },
        '/api/status',
      );
      expect(abgeholfenStand.zeitleiste.map((z) => z.text)).toContainEqual(
        expect.stringMatching(/^Widerspruch vom .+: abgeholfen \(Abhilfebescheid\)$/),
      );
      const dokumente = await eingangSeite(t.database.db, 'dokumente', filter, stichtag);
      expect(dokumente.eintraege.map((x) => x.was)).toContain(
        eingang.was.dokument('Lebenslauf-aktualisiert.pdf'),
      );
    });
  });
});

describe.each(backends)('demo staff on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-11-21T10:00:00Z');
    await seedMitarbeitende(
      t.database.db,
      t.clock,
      t.config.jwtSecret,
      DEMO_PASSWORT,
      t.config.passwordHashCost,
    );
  });
  afterAll(async () => t.close());

  it.each(DEMO_MITARBEITENDE)('$email logs in with the password and the documented TOTP key', async (m) => {
    // The table as prettier pads it.
    expect(doc.replace(/ +/g, ' ')).toContain(`| ${m.email} | ${m.rolle} | \`${m.totpSchluessel}\` |`);
    const erst = await postStaff(t.app, '/anmelden', { email: m.email, passwort: DEMO_PASSWORT });
    expect(erst.json()).toEqual({ schritt: 'sicherheitscode' });
    const code = totpCode(m.totpSchluessel, t.clock.now());
    const ok = await postStaff(t.app, '/anmelden', { email: m.email, passwort: DEMO_PASSWORT, code });
    expect(ok.json()).toMatchObject({ schritt: 'angemeldet' });
    const sitzung = await getStaff(t.app, '/sitzung', ok.json<{ jwt: string }>().jwt);
    expect(sitzung.json()).toMatchObject({ email: m.email, rolle: m.rolle });
  });
});
