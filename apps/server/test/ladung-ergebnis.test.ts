// Issue 26 points 7 and 8 on the server: an invitation carries the registered sitting (a June
// registration gets the June days, not the August ones), each day's start time, the venue of the
// application's regional office and what to bring; a result is refused before the last paper of the
// sitting (office function and CSV import, nothing written) and its letter says the attempts used and
// left.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { semester } from '@examensportal/domain/rules/semester';
import { outbox, results } from '../src/db/schema';
import { office } from '../src/office/commands';
import { terminFestlegen } from '../src/features/buero/termine';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { officeDeps, seedAccount, submitApplication } from './helpers/procedure';
import { postStaff, staffMember } from './helpers/staff';

const o = officeCliTexte;

describe.each(backends)('invitations and results of a sitting on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    await terminFestlegen(officeDeps(t.database, t.clock), {
      termin: semester(2027, 2),
      juni: ['wr', 'bwl'],
      aufsichtsarbeiten: { wr: ['2027-08-12'], st: ['2027-08-16', '2027-08-17'] },
      aufsichtsarbeitenJuni: { wr: ['2027-06-22'] },
      aufsichtsarbeitenBeginn: { wr: ['09:00'], st: ['09:00', ''] },
      aufsichtsarbeitenJuniBeginn: { wr: ['08:30'] },
      orte: {
        regulaer: { '1': 'Berlin, Rankestraße 26' },
        juni: { '1': 'Hamburg, Große Theaterstraße 1' },
      },
    });
  }, 120_000);
  afterAll(async () => t.close());

  const run = (command: string, email: string, optionen: Record<string, string>) =>
    office(officeDeps(t.database, t.clock), command, { positionals: [email], optionen });
  const briefe = async (accountId: string) =>
    (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'bescheid')))
      .map((row) => row.payload as { accountId: string; inhalt: Record<string, unknown> })
      .filter((p) => p.accountId === accountId)
      .map((p) => p.inhalt);

  async function zugelassenMit(slots: ('wrVorgezogen' | 'wr' | 'st')[]) {
    t.clock.set('2026-10-05T08:00:00Z');
    const c = await seedAccount(t.database, t.clock);
    await submitApplication(t.database, t.clock, c, semester(2027, 2), slots);
    await run('zulassen', c.email, {});
    return c;
  }

  it('a June registration is invited to the June day with its time and the June venue of its LGS', async () => {
    const c = await zugelassenMit(['wrVorgezogen']);
    await run('laden', c.email, { modul: 'wr', teil: 'schriftlich' });
    expect(await briefe(c.id)).toContainEqual(
      expect.objectContaining({
        art: 'ladung',
        modul: 'wr',
        tage: ['2027-06-22'],
        sitzung: 'juni',
        beginn: ['08:30'],
        lgs: 'Berlin',
        ort: 'Hamburg, Große Theaterstraße 1',
      }),
    );
  });

  it('an August registration gets the August days; a time not set stays open', async () => {
    const c = await zugelassenMit(['st']);
    await run('laden', c.email, { modul: 'st', teil: 'schriftlich' });
    expect(await briefe(c.id)).toContainEqual(
      expect.objectContaining({
        tage: ['2027-08-16', '2027-08-17'],
        sitzung: 'august',
        beginn: ['09:00', null],
        ort: 'Berlin, Rankestraße 26',
      }),
    );
  });

  it('refuses a result before the last paper, on the command line and in the CSV import, writing nothing', async () => {
    const c = await zugelassenMit(['st']);
    await run('laden', c.email, { modul: 'st', teil: 'schriftlich' });
    t.clock.set('2027-08-16T18:00:00Z');
    await expect(run('ergebnis', c.email, { modul: 'st', ergebnis: 'nicht-bestanden' })).rejects.toThrow(
      o.ergebnisVorAufsichtsarbeit('17.08.2027'),
    );
    const csv = ['E-Mail;Modul;Ergebnis;Datum', `${c.email};ST;nicht bestanden;`].join('\n');
    // Signed in on the day (a session does not last from October to August).
    const sb = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    const res = await postStaff(t.app, '/ergebnisse/import', { csv }, sb.jwt);
    expect(res.statusCode).toBe(422);
    expect(res.json().fehler).toEqual([
      expect.objectContaining({ zeile: 2, meldung: o.ergebnisVorAufsichtsarbeit('17.08.2027') }),
    ]);
    expect(await t.database.db.select().from(results)).toEqual([]);

    // On the day of the last paper: recorded, and the letter says the attempts used and left.
    t.clock.set('2027-08-17T18:00:00Z');
    await run('ergebnis', c.email, { modul: 'st', ergebnis: 'nicht-bestanden' });
    expect(await briefe(c.id)).toContainEqual(
      expect.objectContaining({ art: 'ergebnis', ergebnis: 'failed', versuche: { versuch: 1, moeglich: 3 } }),
    );
  });
});
