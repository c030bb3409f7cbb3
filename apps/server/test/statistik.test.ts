// Term statistics (issue 28 point 11): Leitung only; applications by outcome, withdrawals, pass rates per
// module and sitting, processing times (median, 90th percentile) in SQL; the CSV export, audited.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statistikTexte as st } from '@examensportal/domain/messages-pruefungsstelle-statistik';
import { semester } from '@examensportal/domain/rules/semester';
import type { Statistik } from '@examensportal/domain/schemas/pruefungsstelle-statistik';
import { hours } from '../src/infra/clock';
import { ergebnisBerichtigen } from '../src/features/buero/berichtigung';
import { office } from '../src/office/commands';
import { createTestApp, type TestApp } from './helpers/app';
import { backends, query } from './helpers/db';
import { officeDeps, seedAccount, submitApplication } from './helpers/procedure';
import { getStaff, staffMember, type TestStaff } from './helpers/staff';

describe.each(backends)('Statistik on %s', (backend) => {
  let t: TestApp;
  let leitung: TestStaff;
  let sb: TestStaff;

  const run = (command: string, wer: string, optionen: Record<string, string> = {}) =>
    office(officeDeps(t.database, t.clock), command, { positionals: [wer], optionen });

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    const start = t.clock.now().getTime();
    const antrag = async (nachname: string) => {
      const c = await seedAccount(t.database, t.clock, { nachname });
      await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp']);
      return c;
    };
    const a = await antrag('Albers');
    const b = await antrag('Brandt');
    const c = await antrag('Cordes');
    await antrag('Dorn'); // submitted, not decided
    // Decided after 2, 4 and 10 days: median 4, 90th percentile 4 + 0.8 × 6 = 8.8.
    t.clock.set(new Date(start + hours(24 * 2)).toISOString());
    await run('zulassen', a.email);
    t.clock.set(new Date(start + hours(24 * 4)).toISOString());
    await run('ablehnen', c.email, { begruendung: 'Der Nachweis der Prüfungstätigkeit fehlt.' });
    t.clock.set(new Date(start + hours(24 * 10)).toISOString());
    await run('zulassen', b.email);
    // Results of the August sitting: A passes, B fails.
    await run('laden', a.email, { modul: 'wp', teil: 'schriftlich' });
    await run('laden', a.email, { modul: 'wp', teil: 'muendlich' });
    // With grades (decision 0056): A 2,60; B 4,62, corrected (§ 42) to 4,42 – still failed.
    await run('ergebnis', a.email, {
      modul: 'wp',
      ergebnis: 'bestanden',
      'note-schriftlich': '3,00',
      'note-muendlich': '2,00',
    });
    await run('laden', b.email, { modul: 'wp', teil: 'schriftlich' });
    await run('laden', b.email, { modul: 'wp', teil: 'muendlich' });
    await run('ergebnis', b.email, {
      modul: 'wp',
      ergebnis: 'nicht-bestanden',
      'note-schriftlich': '4,70',
      'note-muendlich': '4,50',
    });
    const [ergebnisB] = await query<{ id: string }>(
      t.database,
      sql`select id from results where account_id = ${b.id}`,
    );
    await ergebnisBerichtigen(officeDeps(t.database, t.clock), {
      kandidat: b.id,
      ergebnisId: String(ergebnisB?.id),
      ergebnis: 'failed',
      begruendung: 'Mündliche Note 4,00, nicht 4,50.',
      noten: { schriftlich: 470, muendlich: 400 },
    });
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    sb = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 240_000);
  afterAll(async () => t.close());

  it('counts a term per kind in SQL: outcomes, pass rates per module and sitting, processing times', async () => {
    const res = await getStaff(t.app, '/statistik?termin=2027/2&art=WP', leitung.jwt);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json<Statistik>();
    expect(s.antraege).toEqual({ eingereicht: 1, zugelassen: 2, abgelehnt: 1, zurueckgezogen: 0 });
    expect(s.bestehensquoten).toEqual([
      {
        pruefung: 'wp',
        sitzung: 'august',
        ergebnisse: 2,
        bestanden: 1,
        quote: 0.5,
        berichtigt: 1,
        benotet: 2,
        // (2,60 + 4,42) / 2: the corrected grade counts, not the recorded 4,62.
        durchschnitt: 351,
      },
    ]);
    expect(s.bearbeitung).toEqual({ entschieden: 3, median: 4, p90: 8.8 });
    expect(s.warteschlangen.find((w) => w.queue === 'antraege')?.anzahl).toBe(1);
    expect(s.ruecktritte).toEqual([]);
    // Another term and the other kind are empty.
    const leer = (await getStaff(t.app, '/statistik?termin=2027/1&art=WP', leitung.jwt)).json<Statistik>();
    expect(leer.antraege).toEqual({ eingereicht: 0, zugelassen: 0, abgelehnt: 0, zurueckgezogen: 0 });
    expect(leer.bearbeitung).toEqual({ entschieden: 0, median: null, p90: null });
    // The queues count the term's and kind's candidates only: Dorn's open application is of 2027/2.
    expect(leer.warteschlangen.find((w) => w.queue === 'antraege')?.anzahl).toBe(0);
    const eignung = (
      await getStaff(t.app, '/statistik?termin=2027/2&art=EIGNUNG', leitung.jwt)
    ).json<Statistik>();
    expect(eignung.bestehensquoten).toEqual([]);
  });

  it('exports CSV for Excel and audits the export', async () => {
    const res = await getStaff(t.app, '/statistik.csv?termin=2027/2&art=WP', leitung.jwt);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="statistik-2027-2-wp.csv"');
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF"Abschnitt";"Kennzahl";"Wert"\r\n')).toBe(true);
    expect(text).toContain(`"${st.bestehen}";"WP August: ${st.quote}";"50 %"`);
    expect(text).toContain(`"${st.bestehen}";"WP August: ${st.berichtigt}";"1"`);
    expect(text).toContain(`"${st.bestehen}";"WP August: ${st.durchschnitt}";"3,51"`);
    expect(text).toContain(`"${st.bearbeitung}";"${st.median}";"4 Tage"`);
    const [audit] = await query<{ nachher: unknown }>(
      t.database,
      sql`select nachher from staff_audit where aktion = 'statistik.export' order by id desc limit 1`,
    );
    expect(audit?.nachher).toEqual({ termin: '2027/2', art: 'WP' });
  });

  it('is for the Leitung only and refuses a bad term in German', async () => {
    expect((await getStaff(t.app, '/statistik?termin=2027/2', sb.jwt)).statusCode).toBe(403);
    expect((await getStaff(t.app, '/statistik.csv?termin=2027/2', sb.jwt)).statusCode).toBe(403);
    const bad = await getStaff(t.app, '/statistik?termin=2027-2', leitung.jwt);
    expect(bad.statusCode).toBe(400);
  });
});
