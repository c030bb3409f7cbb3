// Batches of invitations and results (issue 28 point 4, decision 0061): the preview runs each item's
// step and writes nothing; the batch runs each in its own transaction, so a refused candidate is
// reported with the German reason of the single step and the others are done; more than 500 are
// refused whole. Any staff role may send them, as the single invitation and result.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import { semester } from '@examensportal/domain/rules/semester';
import type { SammelBericht, SammelVorschau } from '@examensportal/domain/schemas/pruefungsstelle-sammel';
import { invitations, outbox, results, staffAudit } from '../src/db/schema';
import { office } from '../src/office/commands';
import { createTestApp, type TestApp } from './helpers/app';
import { jwtFor } from './helpers/accounts';
import { backends } from './helpers/db';
import { officeDeps, seedAccount, type SeededCandidate, submitApplication } from './helpers/procedure';
import { postStaff, staffMember, type TestStaff } from './helpers/staff';

const o = officeCliTexte;

describe.each(backends)('batches of invitations and results on %s', (backend) => {
  let t: TestApp;
  let sb: TestStaff;
  let a: SeededCandidate;
  let b: SeededCandidate;
  let ohne: SeededCandidate;

  const anzahl = async (table: typeof invitations | typeof results) =>
    (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  /** Letters waiting to be filed (the letter job of the single step). */
  const briefe = async () =>
    (await t.database.db.select({ n: count() }).from(outbox).where(eq(outbox.kind, 'bescheid')))[0]?.n ?? 0;
  const ladung = (kandidaten: string[]) => ({
    termin: '2027/2',
    pruefung: 'wp',
    teil: 'schriftlich',
    datum: '',
    kandidaten,
  });
  const ergebnisse = (eintraege: { kandidat: string; ergebnis: string }[]) => ({
    termin: '2027/2',
    pruefung: 'wp',
    datum: '2026-10-05',
    eintraege,
  });
  const ergebnis = (kandidat: string, wert = 'failed') => ({ kandidat, ergebnis: wert });

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    const admit = async (nachname: string) => {
      const c = await seedAccount(t.database, t.clock, { art: 'WP', nachname });
      await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp']);
      await office(officeDeps(t.database, t.clock), 'zulassen', { positionals: [c.email] });
      return c;
    };
    a = await admit('Albers');
    b = await admit('Brandt');
    ohne = await seedAccount(t.database, t.clock, { nachname: 'Ohne' });
    sb = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 120_000);
  afterAll(async () => t.close());

  it('previews invitations without writing, then invites each on its own and reports the refused one', async () => {
    const vorher = { ladungen: await anzahl(invitations), briefe: await briefe() };
    const vorschau = await postStaff(t.app, '/sammel/ladungen/vorschau', ladung([a.id, ohne.id]), sb.jwt);
    expect(vorschau.statusCode, vorschau.body).toBe(200);
    expect(vorschau.json<SammelVorschau>().eintraege.map((x) => [x.kandidat, x.moeglich, x.grund])).toEqual([
      [a.id, true, null],
      [ohne.id, false, lt.nichtImTermin('2/2027')],
    ]);
    expect(await anzahl(invitations)).toBe(vorher.ladungen);
    expect(await briefe()).toBe(vorher.briefe);

    // Unlike the all-or-none invitation, the good one is done although the other is refused.
    const res = await postStaff(t.app, '/sammel/ladungen', ladung([a.id, ohne.id, a.id]), sb.jwt);
    expect(res.statusCode, res.body).toBe(200);
    const bericht = res.json<SammelBericht>();
    expect(bericht).toMatchObject({ erledigt: 1, fehlgeschlagen: 1, message: l.berichtText(1, 1) });
    expect(bericht.eintraege.map((x) => [x.id, x.ok, x.meldung])).toEqual([
      [a.id, true, l.geladen],
      [ohne.id, false, lt.nichtImTermin('2/2027')],
    ]);
    expect(await anzahl(invitations)).toBe(vorher.ladungen + 1);
    // The single step's own Protokoll row per invited candidate, and one row for the batch.
    const einzeln = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.aktion, 'ladung'), eq(staffAudit.accountId, a.id)));
    expect(einzeln).toHaveLength(1);
    const [sammel] = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.aktion, 'sammel.ladung'));
    expect(sammel?.nachher).toEqual({ erledigt: 1, fehlgeschlagen: 1 });

    // A second batch: the one already invited is refused with the office function's reason.
    const nochmal = await postStaff(t.app, '/sammel/ladungen', ladung([a.id, b.id]), sb.jwt);
    expect(nochmal.json<SammelBericht>().eintraege.map((x) => [x.id, x.ok, x.meldung])).toEqual([
      [a.id, false, o.bereitsGeladen('05.10.2026')],
      [b.id, true, l.geladen],
    ]);
  });

  it('previews results without writing, then records each with its letter; the refused one is named', async () => {
    const vorher = { ergebnisse: await anzahl(results), briefe: await briefe() };
    const body = ergebnisse([ergebnis(a.id), ergebnis(b.id, 'passed'), ergebnis(ohne.id)]);
    const vorschau = await postStaff(t.app, '/sammel/ergebnisse/vorschau', body, sb.jwt);
    expect(vorschau.statusCode, vorschau.body).toBe(200);
    const gruende = vorschau.json<SammelVorschau>().eintraege.map((x) => [x.kandidat, x.moeglich]);
    expect(gruende).toEqual([
      [a.id, true],
      [b.id, false],
      [ohne.id, false],
    ]);
    expect(await anzahl(results)).toBe(vorher.ergebnisse);

    const res = await postStaff(t.app, '/sammel/ergebnisse', body, sb.jwt);
    expect(res.statusCode, res.body).toBe(200);
    const bericht = res.json<SammelBericht>();
    expect(bericht).toMatchObject({ erledigt: 1, fehlgeschlagen: 2 });
    expect(bericht.eintraege[0]).toMatchObject({ id: a.id, ok: true, meldung: l.ergebnisErfasst });
    // A pass before the oral part is refused with the single result's German reason.
    expect(bericht.eintraege[1]?.meldung).toBe(vorschau.json<SammelVorschau>().eintraege[1]?.grund);
    expect(bericht.eintraege[2]).toMatchObject({ ok: false, meldung: lt.nichtImTermin('2/2027') });
    expect(await anzahl(results)).toBe(vorher.ergebnisse + 1);
    // The result letter is filed with the result (the single step's letter, nothing else).
    expect(await briefe()).toBeGreaterThan(vorher.briefe);
  });

  it('takes both staff roles and refuses a candidate token and no token', async () => {
    const leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    const candidate = await jwtFor(t.app, a);
    for (const [url, body] of [
      ['/sammel/ladungen/vorschau', ladung([b.id])],
      ['/sammel/ergebnisse/vorschau', ergebnisse([ergebnis(b.id)])],
    ] as const) {
      expect((await postStaff(t.app, url, body, leitung.jwt)).statusCode, url).toBe(200);
      expect((await postStaff(t.app, url, body, candidate)).statusCode, url).toBe(401);
      expect((await postStaff(t.app, url, body)).statusCode, url).toBe(401);
    }
    for (const url of ['/sammel/ladungen', '/sammel/ergebnisse'])
      expect((await postStaff(t.app, url, {}, candidate)).statusCode, url).toBe(401);
  });

  it('refuses more than 500 items and an empty choice before doing anything', async () => {
    const viele = Array.from({ length: 501 }, () => a.id);
    for (const [url, body] of [
      ['/sammel/ladungen', ladung(viele)],
      ['/sammel/ladungen/vorschau', ladung(viele)],
      ['/sammel/ergebnisse', ergebnisse(viele.map((id) => ergebnis(id)))],
      ['/sammel/ergebnisse/vorschau', ergebnisse(viele.map((id) => ergebnis(id)))],
    ] as const) {
      const res = await postStaff(t.app, url, body, sb.jwt);
      expect(res.statusCode, url).toBe(422);
      expect(res.json<{ message: string }>().message).toBe(l.zuViele);
    }
    const leer = await postStaff(t.app, '/sammel/ergebnisse', ergebnisse([]), sb.jwt);
    expect(leer.statusCode).toBe(400);
  });
});
