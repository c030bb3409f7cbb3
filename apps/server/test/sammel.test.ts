// Batch work (issue 28 point 4, decision 0047): a batch of admission drafts – only complete
// checklists, each item in its own transaction, a report with the German reason of every refusal – and
// a leitung's batch release under the four-eyes rule of each draft (never one's own); more than 500
// items are refused before anything is done; each batch is audited.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entscheidungen as e } from '@examensportal/domain/messages-pruefungsstelle-entscheidungen';
import { fallTexte as ft } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { freigabe as f } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import { prueflisteTexte as pt } from '@examensportal/domain/messages-pruefungsstelle-pruefliste';
import type {
  SammelBericht,
  SammelEntwuerfe,
  SammelVorschau,
  SammelZulassungen,
} from '@examensportal/domain/schemas/pruefungsstelle-sammel';
import { applications, entwuerfe, staffAudit } from '../src/db/schema';
import { office } from '../src/office/commands';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { eingereicht } from './helpers/declarations';
import { officeDeps } from './helpers/procedure';
import { alleGeprueft } from './helpers/pruefliste';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';

describe.each(backends)('batch work on %s', (backend) => {
  let t: TestApp;
  let leitung: TestStaff;
  let sachbearbeitung: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;
  const statusVon = async (ids: string[]) =>
    Object.fromEntries(
      (await db().select().from(applications).where(inArray(applications.accountId, ids))).map((a) => [
        a.accountId,
        a.status,
      ]),
    );

  it('drafts the complete ones, each on its own, and a leitung releases them; the report names every refusal', async () => {
    const komplett1 = await eingereicht(t, 'WP', ['wp']);
    const komplett2 = await eingereicht(t, 'WP', ['wp']);
    const offen = await eingereicht(t, 'WP', ['wp']);
    await alleGeprueft(t, komplett1.c.id, sachbearbeitung);
    await alleGeprueft(t, komplett2.c.id, sachbearbeitung);
    const ids = [komplett1.c.id, komplett2.c.id, offen.c.id];

    const liste = await getStaff(t.app, '/sammel/zulassungen', sachbearbeitung.jwt);
    expect(liste.statusCode, liste.body).toBe(200);
    expect(liste.json<SammelZulassungen>().eintraege.map((x) => x.kandidat)).toEqual(
      expect.arrayContaining(ids),
    );

    // The preview writes nothing and says why the open one cannot be admitted.
    const vorschau = await postStaff(
      t.app,
      '/sammel/zulassungen/vorschau',
      { kandidaten: ids },
      sachbearbeitung.jwt,
    );
    expect(vorschau.statusCode, vorschau.body).toBe(200);
    const v = vorschau.json<SammelVorschau>().eintraege;
    expect(v.map((x) => x.moeglich)).toEqual([true, true, false]);
    // The checklist's own refusal (rules of issue 26 point 2): only complete checklists qualify.
    expect(v[2]?.grund?.startsWith(pt.offenePunkte('').split('(')[0] ?? '-')).toBe(true);
    expect(await db().select().from(entwuerfe).where(inArray(entwuerfe.accountId, ids))).toEqual([]);

    // The batch: two drafts, one refusal with the checklist's German reason; the applications stay submitted.
    const res = await postStaff(t.app, '/sammel/zulassungen', { kandidaten: ids }, sachbearbeitung.jwt);
    expect(res.statusCode, res.body).toBe(200);
    const bericht = res.json<SammelBericht>();
    expect(bericht).toMatchObject({ erledigt: 2, fehlgeschlagen: 1, message: l.berichtText(2, 1) });
    expect(bericht.eintraege.map((x) => [x.kandidat, x.ok])).toEqual([
      [komplett1.c.id, true],
      [komplett2.c.id, true],
      [offen.c.id, false],
    ]);
    expect(bericht.eintraege[2]?.meldung).toBe(v[2]?.grund);
    expect(bericht.eintraege[0]?.meldung).toBe(f.entwurfGespeichert);
    expect(await statusVon(ids)).toEqual({
      [komplett1.c.id]: 'submitted',
      [komplett2.c.id]: 'submitted',
      [offen.c.id]: 'submitted',
    });

    // A second batch of the same: each refused with whose open draft it is.
    const nochmal = await postStaff(
      t.app,
      '/sammel/zulassungen',
      { kandidaten: [komplett1.c.id] },
      sachbearbeitung.jwt,
    );
    expect(nochmal.json<SammelBericht>().eintraege[0]?.meldung).toMatch(sachbearbeitung.name);

    // Four eyes: the drafter's role may not release a batch at all.
    const entwurfIds = bericht.eintraege.filter((x) => x.ok).map((x) => x.id);
    const verboten = await postStaff(
      t.app,
      '/sammel/freigaben',
      { entwuerfe: entwurfIds },
      sachbearbeitung.jwt,
    );
    expect(verboten.statusCode).toBe(403);

    // Meanwhile the command line decides the second one: its release fails, the first is released.
    await office(officeDeps(t.database, t.clock), 'zulassen', {
      positionals: [komplett2.c.email],
      optionen: {},
    });
    const liste2 = await getStaff(t.app, '/sammel/entwuerfe', leitung.jwt);
    const zurFreigabe = liste2.json<SammelEntwuerfe>().eintraege.filter((x) => entwurfIds.includes(x.id));
    expect(zurFreigabe.map((x) => [x.entscheidung, x.entworfenVon, x.freigabe.moeglich])).toEqual([
      ['Zulassung', sachbearbeitung.name, true],
      ['Zulassung', sachbearbeitung.name, true],
    ]);
    const frei = await postStaff(t.app, '/sammel/freigaben', { entwuerfe: entwurfIds }, leitung.jwt);
    expect(frei.statusCode, frei.body).toBe(200);
    const fb = frei.json<SammelBericht>();
    expect(fb).toMatchObject({ erledigt: 1, fehlgeschlagen: 1 });
    expect(fb.eintraege[0]).toMatchObject({ kandidat: komplett1.c.id, ok: true });
    expect(fb.eintraege[1]).toMatchObject({ kandidat: komplett2.c.id, ok: false });
    expect(fb.eintraege[1]?.meldung).not.toBe(l.technischerFehler);
    expect(await statusVon([komplett1.c.id])).toEqual({ [komplett1.c.id]: 'admitted' });
    // The failed one's draft stays open (its own transaction rolled back), the released one is done.
    const stand = await db().select().from(entwuerfe).where(inArray(entwuerfe.id, entwurfIds));
    expect(Object.fromEntries(stand.map((w) => [w.accountId, w.status]))).toEqual({
      [komplett1.c.id]: 'freigegeben',
      [komplett2.c.id]: 'offen',
    });

    const audit = await db()
      .select()
      .from(staffAudit)
      .where(inArray(staffAudit.aktion, ['sammel.entwerfen', 'sammel.freigeben']));
    expect(audit.map((a) => [a.aktion, a.wer, a.nachher])).toEqual([
      ['sammel.entwerfen', sachbearbeitung.name, { erledigt: 2, fehlgeschlagen: 1 }],
      ['sammel.entwerfen', sachbearbeitung.name, { erledigt: 0, fehlgeschlagen: 1 }],
      ['sammel.freigeben', leitung.name, { erledigt: 1, fehlgeschlagen: 1 }],
    ]);
  });

  it('a leitung never releases their own draft in a batch; the others of the batch are released', async () => {
    const a = await eingereicht(t, 'WP', ['wp']);
    const b = await eingereicht(t, 'WP', ['wp']);
    await alleGeprueft(t, a.c.id, sachbearbeitung);
    await alleGeprueft(t, b.c.id, sachbearbeitung);
    const eigener = (
      await postStaff(t.app, '/sammel/zulassungen', { kandidaten: [a.c.id] }, leitung.jwt)
    ).json<SammelBericht>();
    const fremder = (
      await postStaff(t.app, '/sammel/zulassungen', { kandidaten: [b.c.id] }, sachbearbeitung.jwt)
    ).json<SammelBericht>();
    const ids = [eigener.eintraege[0]!.id, fremder.eintraege[0]!.id];
    const liste = (await getStaff(t.app, '/sammel/entwuerfe', leitung.jwt)).json<SammelEntwuerfe>();
    expect(liste.eintraege.find((x) => x.id === ids[0])?.freigabe).toEqual({
      moeglich: false,
      hinweis: f.eigenerEntwurf,
    });
    const res = await postStaff(t.app, '/sammel/freigaben', { entwuerfe: ids }, leitung.jwt);
    expect(res.json<SammelBericht>().eintraege.map((x) => [x.ok, x.meldung.slice(0, 30)])).toEqual([
      [false, f.eigenerEntwurf.slice(0, 30)],
      [true, expect.any(String)],
    ]);
    expect(await statusVon([a.c.id, b.c.id])).toEqual({ [a.c.id]: 'submitted', [b.c.id]: 'admitted' });
  });

  it('refuses a case another caseworker holds, in the preview and the batch, naming the holder; the own held case passes', async () => {
    const fremd = await eingereicht(t, 'WP', ['wp']);
    const eigen = await eingereicht(t, 'WP', ['wp']);
    for (const k of [fremd, eigen]) await alleGeprueft(t, k.c.id, sachbearbeitung);
    const zuweisen = async (id: string, wer: TestStaff) =>
      expect(
        (await postStaff(t.app, `/kandidaten/${id}/zuweisung`, { staffId: wer.id }, wer.jwt)).statusCode,
      ).toBe(200);
    await zuweisen(fremd.c.id, leitung);
    await zuweisen(eigen.c.id, sachbearbeitung);
    const ids = [fremd.c.id, eigen.c.id];

    const vorschau = await postStaff(
      t.app,
      '/sammel/zulassungen/vorschau',
      { kandidaten: ids },
      sachbearbeitung.jwt,
    );
    expect(vorschau.json<SammelVorschau>().eintraege.map((x) => [x.moeglich, x.grund])).toEqual([
      [false, ft.fallZugewiesenSammel(leitung.name)],
      [true, null],
    ]);
    const res = await postStaff(t.app, '/sammel/zulassungen', { kandidaten: ids }, sachbearbeitung.jwt);
    expect(res.json<SammelBericht>().eintraege.map((x) => [x.ok, x.ok ? null : x.meldung])).toEqual([
      [false, ft.fallZugewiesenSammel(leitung.name)],
      [true, null],
    ]);
    expect(
      (await db().select().from(entwuerfe).where(inArray(entwuerfe.accountId, ids))).map((d) => d.accountId),
    ).toEqual([eigen.c.id]);
  });

  it('refuses more than 500 items, an unknown id and an empty choice before doing anything', async () => {
    const viele = Array.from(
      { length: 501 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const [pfad, feld, wer] of [
      ['/sammel/zulassungen', 'kandidaten', sachbearbeitung],
      ['/sammel/zulassungen/vorschau', 'kandidaten', sachbearbeitung],
      ['/sammel/freigaben', 'entwuerfe', leitung],
    ] as const) {
      const res = await postStaff(t.app, pfad, { [feld]: viele }, wer.jwt);
      expect(res.statusCode, pfad).toBe(422);
      expect(res.json<{ message: string }>().message).toBe(l.zuViele);
      const leer = await postStaff(t.app, pfad, { [feld]: [] }, wer.jwt);
      expect(leer.statusCode).toBe(400);
      expect(Object.values(leer.json<{ fieldErrors: Record<string, string> }>().fieldErrors)).toContain(
        l.keineAuswahl,
      );
    }
    const unbekannt = await postStaff(
      t.app,
      '/sammel/zulassungen',
      { kandidaten: [viele[0]] },
      sachbearbeitung.jwt,
    );
    expect(unbekannt.json<SammelBericht>().eintraege).toEqual([
      expect.objectContaining({ ok: false, meldung: e.kandidatUnbekannt }),
    ]);
    const fremd = await postStaff(t.app, '/sammel/freigaben', { entwuerfe: [viele[0]] }, leitung.jwt);
    expect(fremd.json<SammelBericht>().eintraege).toEqual([
      expect.objectContaining({ ok: false, meldung: f.entwurfUnbekannt }),
    ]);
    expect(
      await db()
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.aktion, 'sammel.entwerfen'), eq(staffAudit.wer, 'x'))),
    ).toEqual([]);
  });
});
