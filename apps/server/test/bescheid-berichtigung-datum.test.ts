// A § 42 correction that changes a fact (decision 0066): the admission letter named a wrong admission
// date. The correction is a new record pointing at the letter (with the application and the date that
// applies); the application's row stays as decided; the candidate's status, the Kandidat page and the
// deadlines counted from the admission read the corrected date. Impossible dates answer a German 409
// with nothing written.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bescheidBerichtigungTexte as bb } from '@examensportal/domain/messages-pruefungsstelle-aufhebung';
import { semester } from '@examensportal/domain/rules/semester';
import type { Verfahrensstand } from '@examensportal/domain/rules/verfahrensstand';
import { kandidatAnsichtSchema } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import type { WiderspruecheAntwort } from '@examensportal/domain/schemas/pruefungsstelle-widerspruch-liste';
import { applications, bescheidBerichtigungen } from '../src/db/schema';
import { loadProcedure } from '../src/features/procedure/repo';
import { office } from '../src/office/commands';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { entwerfenUndFreigeben, entwurfsStand } from './helpers/entwuerfe';
import { officeDeps, readAs, seedAccount, submitApplication } from './helpers/procedure';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';

describe.each(backends)('a § 42 correction of the admission date on %s', (backend) => {
  let t: TestApp;
  let leitung: TestStaff;
  let zweiteLeitung: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(backend);
  }, 240_000);
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const eingabe = {
    fehlerart: 'schreibfehler',
    unrichtig: 'zugelassen am 20.10.2026',
    richtig: 'zugelassen am 12.10.2026',
    begruendung: 'Die Zulassung wurde am 12.10.2026 beschlossen; das Datum im Bescheid ist verschrieben.',
  };

  it('the facts, the status and the Kandidat page read the corrected date; the row stays', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    const c = await seedAccount(t.database, t.clock, { art: 'WP' });
    await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp']);
    const abgelehnt = await seedAccount(t.database, t.clock, { art: 'WP' });
    await submitApplication(t.database, t.clock, abgelehnt, semester(2027, 2), ['wp']);
    t.clock.set('2026-10-20T08:00:00Z');
    const deps = officeDeps(t.database, t.clock);
    await office(deps, 'zulassen', { positionals: [c.email], optionen: {} });
    await office(deps, 'ablehnen', {
      positionals: [abgelehnt.email],
      optionen: { begruendung: 'Der Nachweis fehlt.' },
    });
    await t.app.outbox.runOnce();
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    zweiteLeitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    const brief = async (id: string, anfang: string) => {
      const res = await getStaff(t.app, `/kandidaten/${id}/widersprueche`, leitung.jwt);
      const b = res.json<WiderspruecheAntwort>().bescheide.find((x) => x.dateiname.startsWith(anfang));
      expect(b, anfang).toBeDefined();
      return b!.id;
    };
    const zulassung = await brief(c.id, 'Bescheid-Zulassung');
    const url = `/kandidaten/${c.id}/bescheid-berichtigung/${zulassung}`;
    const vorherAkte = kandidatAnsichtSchema.parse(
      (await getStaff(t.app, `/kandidaten/${c.id}`, leitung.jwt)).json(),
    );

    // Impossible dates: German 409, nothing written.
    const vorher = await entwurfsStand(db(), c.id);
    for (const [zulassungsdatum, message] of [
      ['2026-10-20', bb.zulassungsdatumGleich('20.10.2026')],
      ['2026-10-21', bb.zulassungsdatumZukunft],
      ['2026-10-01', bb.zulassungsdatumVorAntrag('05.10.2026')],
    ] as const) {
      const res = await postStaff(t.app, url, { ...eingabe, zulassungsdatum }, leitung.jwt);
      expect(res.statusCode, zulassungsdatum).toBe(409);
      expect(res.json()).toEqual({ message });
    }
    expect(await entwurfsStand(db(), c.id)).toEqual(vorher);
    // Not an admission letter: refused, nothing written.
    const ablehnung = await brief(abgelehnt.id, 'Bescheid-Ablehnung');
    const falsch = await postStaff(
      t.app,
      `/kandidaten/${abgelehnt.id}/bescheid-berichtigung/${ablehnung}`,
      { ...eingabe, zulassungsdatum: '2026-10-12' },
      leitung.jwt,
    );
    expect(falsch.statusCode).toBe(409);
    expect(falsch.json()).toEqual({ message: bb.zulassungsdatumNurZulassung });
    expect(await entwurfsStand(db(), abgelehnt.id)).toMatchObject({ jobs: 1, entwuerfe: [] });

    const frei = await entwerfenUndFreigeben(
      t.app,
      url,
      { ...eingabe, zulassungsdatum: '2026-10-12' },
      leitung,
      zweiteLeitung,
    );
    expect(frei.statusCode, frei.body).toBe(200);
    // Nothing edited: the application's row keeps the date decided; the correction points at the letter.
    const [antrag] = await db().select().from(applications).where(eq(applications.accountId, c.id));
    expect(antrag?.ersteszulassungsdatum).toBe('2026-10-20');
    expect(
      await db()
        .select({
          bescheidId: bescheidBerichtigungen.bescheidId,
          antragId: bescheidBerichtigungen.antragId,
          zulassungsdatum: bescheidBerichtigungen.zulassungsdatum,
        })
        .from(bescheidBerichtigungen)
        .where(eq(bescheidBerichtigungen.accountId, c.id)),
    ).toEqual([{ bescheidId: zulassung, antragId: antrag?.id, zulassungsdatum: '2026-10-12' }]);

    // Every reader derives the corrected date.
    expect((await loadProcedure(db(), c.id))?.facts.antrag.ersteszulassungsdatum).toBe('2026-10-12');
    const stand = await readAs<Verfahrensstand>(t.app, c, '/api/status');
    expect(stand.antrag.zugelassenAm).toBe('2026-10-12');
    const akte = kandidatAnsichtSchema.parse(
      (await getStaff(t.app, `/kandidaten/${c.id}`, leitung.jwt)).json(),
    );
    expect(akte.verfahren.antraege[0]?.ersteszulassungsdatum).toBe('2026-10-12');
    // The six years counted from the admission move with it.
    expect(vorherAkte.verfahren.sechsJahresFrist).not.toBe(akte.verfahren.sechsJahresFrist);
    expect(akte.verfahren.sechsJahresFrist).toMatch(/^2032-10-1\d$/);
  });
});
