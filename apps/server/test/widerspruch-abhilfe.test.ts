// The remedy as a fact (issue 26 point 6, decision 0050): an „abgeholfen“ objection against a rejection
// admits the application, against a failed result corrects it to „bestanden“ (§ 42 path, decision
// 0032) – in the release's transaction, with the Abhilfebescheid and the decision's own letter. Kinds
// without a remedy answer a German 409 at drafting, with nothing written. The Kandidat page's list.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abhilfeTexte as a } from '@examensportal/domain/messages-pruefungsstelle-widerspruch-abhilfe';
import { modulAkte } from '@examensportal/domain/rules/attempts';
import { semester } from '@examensportal/domain/rules/semester';
import type { WiderspruecheAntwort } from '@examensportal/domain/schemas/pruefungsstelle-widerspruch-liste';
import { applications, moduleRegistrations, resultCorrections, results } from '../src/db/schema';
import { loadProcedure } from '../src/features/procedure/repo';
import { loadSettings } from '../src/features/procedure/settings';
import { office } from '../src/office/commands';
import { terminFestlegen } from '../src/features/buero/termine';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { eingereicht } from './helpers/declarations';
import { entwerfenUndFreigeben, entwurfsStand } from './helpers/entwuerfe';
import { officeDeps, seedAccount, submitApplication } from './helpers/procedure';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';

describe.each(backends)('the remedy of an objection as a fact on %s', (backend) => {
  let t: TestApp;
  let leitung: TestStaff;
  let zweiteLeitung: TestStaff;
  let sachbearbeitung: TestStaff;

  const anmelden = async () => {
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    zweiteLeitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    await terminFestlegen(officeDeps(t.database, t.clock), {
      termin: semester(2027, 2),
      aufsichtsarbeiten: { st: ['2027-08-16', '2027-08-17'] },
    });
    await anmelden();
  }, 240_000);
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const liste = async (kandidatId: string, wer: TestStaff = sachbearbeitung) => {
    const res = await getStaff(t.app, `/kandidaten/${kandidatId}/widersprueche`, wer.jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<WiderspruecheAntwort>();
  };
  const erfassen = async (kandidatId: string, bescheidId: string, eingegangenAm: string) => {
    const res = await postStaff(
      t.app,
      `/kandidaten/${kandidatId}/widersprueche`,
      { bescheidId, eingegangenAm, begruendung: 'Die Entscheidung ist falsch.' },
      sachbearbeitung.jwt,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ widerspruch: { id: string } }>().widerspruch.id;
  };

  it('an objection against a rejection, abgeholfen: the application is admitted in the release', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    await anmelden();
    const k = await eingereicht(t, 'WP', ['wp']);
    const ab = await entwerfenUndFreigeben(
      t.app,
      `/kandidaten/${k.c.id}/zulassung`,
      { entscheidung: 'ablehnen', begruendung: 'Der Nachweis der Prüfungstätigkeit fehlt.' },
      sachbearbeitung,
      leitung,
    );
    expect(ab.statusCode, ab.body).toBe(200);
    await t.app.outbox.runOnce();
    const vorher = await liste(k.c.id);
    const ablehnung = vorher.bescheide.find((b) => b.dateiname.startsWith('Bescheid-Ablehnung'));
    expect(ablehnung?.abhilfe).toBe('zulassung');
    const widerspruchId = await erfassen(k.c.id, String(ablehnung?.id), '2026-10-05');

    // Drafting runs the admission in the dry run: nothing of the facts changes yet.
    const url = `/kandidaten/${k.c.id}/widerspruch/${widerspruchId}`;
    const body = { entscheidung: 'abgeholfen', abhilfe: 'Die Tätigkeit ist nachgewiesen.' };
    const entwurf = await postStaff(t.app, url, body, sachbearbeitung.jwt);
    expect(entwurf.statusCode, entwurf.body).toBe(200);
    const [offen] = await db().select().from(applications).where(eq(applications.accountId, k.c.id));
    expect(offen?.status).toBe('rejected');
    const mitEntwurf = await liste(k.c.id, leitung);
    expect(mitEntwurf.widersprueche[0]).toMatchObject({
      id: widerspruchId,
      abhilfe: 'zulassung',
      erledigung: null,
      entwurf: { entscheidung: 'abgeholfen', freigabe: { moeglich: true } },
    });

    const frei = await postStaff(
      t.app,
      `/kandidaten/${k.c.id}/entwuerfe/${mitEntwurf.widersprueche[0]?.entwurf?.id}/freigabe`,
      {},
      leitung.jwt,
    );
    expect(frei.statusCode, frei.body).toBe(200);
    expect(frei.json().bescheid.dateiname).toBe('Abhilfebescheid-2026-10-05.pdf');
    const [zugelassen] = await db().select().from(applications).where(eq(applications.accountId, k.c.id));
    expect(zugelassen).toMatchObject({ status: 'admitted', ersteszulassungsdatum: '2026-10-05' });
    const anmeldungen = await db()
      .select()
      .from(moduleRegistrations)
      .where(eq(moduleRegistrations.accountId, k.c.id));
    expect(anmeldungen.map((r) => r.modul)).toEqual(['wp']);
    // Two letters: the Abhilfebescheid and the admission; the rejection's letter stays in the file.
    await t.app.outbox.runOnce();
    const nachher = await liste(k.c.id);
    expect(nachher.bescheide.map((b) => b.dateiname.replace(/-\d{4}-\d{2}-\d{2}\.pdf$/, '')).sort()).toEqual([
      'Abhilfebescheid',
      'Bescheid-Ablehnung',
      'Bescheid-Zulassung',
    ]);
    expect(nachher.widersprueche[0]?.erledigung).toMatchObject({ ergebnis: 'abgeholfen', am: '2026-10-05' });
    expect(nachher.widersprueche[0]?.entwurf).toBeNull();
    // The objection's queue is empty for this candidate.
    const queue = await getStaff(t.app, '/eingang/widersprueche', sachbearbeitung.jwt);
    expect(JSON.stringify(queue.json())).not.toContain(k.c.id);
  });

  it('an objection against a failed result, abgeholfen: the result is corrected to „bestanden“', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    const c = await seedAccount(t.database, t.clock);
    await submitApplication(t.database, t.clock, c, semester(2027, 2), ['st']);
    const run = (command: string, optionen: Record<string, string>) =>
      office(officeDeps(t.database, t.clock), command, { positionals: [c.email], optionen });
    await run('zulassen', {});
    t.clock.set('2027-07-01T08:00:00Z');
    await run('laden', { modul: 'st', teil: 'schriftlich' });
    t.clock.set('2027-09-01T08:00:00Z');
    await run('laden', { modul: 'st', teil: 'muendlich' });
    t.clock.set('2027-09-20T08:00:00Z');
    await run('ergebnis', { modul: 'st', ergebnis: 'nicht-bestanden' });
    await t.app.outbox.runOnce();
    t.clock.set('2027-10-04T08:00:00Z');
    await anmelden();
    const brief = (await liste(c.id)).bescheide.find((b) => b.dateiname.startsWith('Ergebnis-'));
    expect(brief?.abhilfe).toBe('ergebnisBerichtigung');
    const widerspruchId = await erfassen(c.id, String(brief?.id), '2027-10-04');
    const frei = await entwerfenUndFreigeben(
      t.app,
      `/kandidaten/${c.id}/widerspruch/${widerspruchId}`,
      { entscheidung: 'abgeholfen', abhilfe: 'Die mündliche Prüfung wurde falsch bewertet.' },
      leitung,
      zweiteLeitung,
    );
    expect(frei.statusCode, frei.body).toBe(200);
    const [ergebnis] = await db().select().from(results).where(eq(results.accountId, c.id));
    expect(ergebnis?.ergebnis).toBe('failed');
    const [berichtigt] = await db()
      .select()
      .from(resultCorrections)
      .where(eq(resultCorrections.resultId, String(ergebnis?.id)));
    expect(berichtigt).toMatchObject({ ergebnis: 'passed', am: '2027-10-04' });
    const settings = await loadSettings(db(), t.config.verfahren);
    expect(modulAkte((await loadProcedure(db(), c.id))!.facts, 'st', settings).status).toBe('bestanden');
  });

  it('refuses „abgeholfen“ for a letter without a remedy (German 409), with nothing written', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    await anmelden();
    const k = await eingereicht(t, 'WP', ['wp']);
    const zu = await entwerfenUndFreigeben(
      t.app,
      `/kandidaten/${k.c.id}/zulassung`,
      { entscheidung: 'zulassen', prueflisteBegruendung: 'Nachweise liegen in Papierform vor.' },
      sachbearbeitung,
      leitung,
    );
    expect(zu.statusCode, zu.body).toBe(200);
    await t.app.outbox.runOnce();
    const brief = (await liste(k.c.id)).bescheide.find((b) => b.dateiname.startsWith('Bescheid-Zulassung'));
    expect(brief?.abhilfe).toBeNull();
    const widerspruchId = await erfassen(k.c.id, String(brief?.id), '2026-10-05');
    const vorher = await entwurfsStand(db(), k.c.id);
    const res = await postStaff(
      t.app,
      `/kandidaten/${k.c.id}/widerspruch/${widerspruchId}`,
      { entscheidung: 'abgeholfen', abhilfe: 'Irgendetwas.' },
      leitung.jwt,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: a.keineAbhilfe });
    expect(await entwurfsStand(db(), k.c.id)).toEqual(vorher);
    // Rejecting it stays possible.
    const zurueck = await postStaff(
      t.app,
      `/kandidaten/${k.c.id}/widerspruch/${widerspruchId}`,
      { entscheidung: 'zurueckgewiesen', begruendung: 'Die Zulassung ist nicht beschwerend.' },
      leitung.jwt,
    );
    expect(zurueck.statusCode, zurueck.body).toBe(200);
  });

  it('the list: 404 for an unknown candidate, empty for one without letters', async () => {
    const res = await getStaff(
      t.app,
      '/kandidaten/00000000-0000-4000-8000-000000000000/widersprueche',
      sachbearbeitung.jwt,
    );
    expect(res.statusCode).toBe(404);
    const c = await seedAccount(t.database, t.clock);
    expect(await liste(c.id)).toEqual({ bescheide: [], widersprueche: [] });
  });
});
