// The remedies for the kinds decision 0050 refused (decision 0066): an „abgeholfen“ objection against a
// refused triftiger Grund or credit accepts it, against a refused (or partly granted) Nachteilsausgleich
// grants the measures the remedy names – through the decision's own office function, in the release's
// one transaction, with the decision's letter beside the Abhilfebescheid. The refused row stays as
// written; the facts read the remedy. Wrong inputs answer a German 409 with nothing written.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abhilfeTexte as a } from '@examensportal/domain/messages-pruefungsstelle-widerspruch-abhilfe';
import { freigabe as f } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import type { BescheidAnlass } from '@examensportal/domain/rules/bescheid';
import { semester } from '@examensportal/domain/rules/semester';
import type { EntwurfAntwort } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import type { WiderspruecheAntwort } from '@examensportal/domain/schemas/pruefungsstelle-widerspruch-liste';
import { abhilfen, compellingReasons, credits, nachteilsausgleiche, outbox } from '../src/db/schema';
import { terminFestlegen } from '../src/features/buero/termine';
import { loadProcedure } from '../src/features/procedure/repo';
import { geltendeMassnahmen } from '../src/features/procedure/nachteilsausgleich';
import { office } from '../src/office/commands';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { laden, zugelassen } from './helpers/declarations';
import { entwurfsStand, freigabePfad } from './helpers/entwuerfe';
import { officeDeps, seedAccount, submitApplication } from './helpers/procedure';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';

describe.each(backends)('remedies for refused reasons, credits and Nachteilsausgleich on %s', (backend) => {
  let t: TestApp;
  let leitung: TestStaff;
  let zweiteLeitung: TestStaff;
  let sachbearbeitung: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    await terminFestlegen(officeDeps(t.database, t.clock), {
      termin: semester(2027, 2),
      aufsichtsarbeiten: { st: ['2027-08-16', '2027-08-17'] },
    });
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    zweiteLeitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 240_000);
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const run = (command: string, email: string, optionen: Record<string, string>) =>
    office(officeDeps(t.database, t.clock), command, { positionals: [email], optionen });
  const liste = async (kandidatId: string) => {
    const res = await getStaff(t.app, `/kandidaten/${kandidatId}/widersprueche`, sachbearbeitung.jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<WiderspruecheAntwort>();
  };
  /** The candidate's letter whose file name starts so, after the letter job ran. */
  const brief = async (kandidatId: string, anfang: string) => {
    await t.app.outbox.runOnce();
    const b = (await liste(kandidatId)).bescheide.find((x) => x.dateiname.startsWith(anfang));
    expect(b, anfang).toBeDefined();
    return b!;
  };
  const erfassen = async (kandidatId: string, bescheidId: string) => {
    const res = await postStaff(
      t.app,
      `/kandidaten/${kandidatId}/widersprueche`,
      { bescheidId, eingegangenAm: '2026-10-05', begruendung: 'Die Entscheidung ist falsch.' },
      sachbearbeitung.jwt,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ widerspruch: { id: string } }>().widerspruch.id;
  };
  const entwerfen = (kandidatId: string, widerspruchId: string, body: unknown, wer = leitung) =>
    postStaff(t.app, `/kandidaten/${kandidatId}/widerspruch/${widerspruchId}`, body, wer.jwt);
  const letterKinds = async (accountId: string) =>
    // In the order written (a job's row is updated when it runs, which moves it on disk).
    (await db().select().from(outbox).where(eq(outbox.kind, 'bescheid')).orderBy(asc(outbox.id)))
      .map((row) => row.payload as BescheidAnlass)
      .filter((p) => p.accountId === accountId)
      .map((p) => `${p.inhalt.art}:${'entscheidung' in p.inhalt ? p.inhalt.entscheidung : ''}`);

  /** An admitted WP candidate invited to the written ST papers whose compelling reason was refused. */
  const grundAbgelehnt = async () => {
    const k = await zugelassen(t, 'WP', ['st']);
    await laden(t, k, 'schriftlich', 'st');
    await run('triftiger-grund-erfassen', k.c.email, { modul: 'st', teil: 'schriftlich' });
    await run('triftiger-grund-entscheiden', k.c.email, {
      modul: 'st',
      teil: 'schriftlich',
      entscheidung: 'abgelehnt',
      begruendung: 'Das Attest kam zu spät.',
    });
    return k;
  };

  it('a refused triftiger Grund, abgeholfen: accepted with its letter beside the Abhilfebescheid', async () => {
    const k = await grundAbgelehnt();
    const ablehnung = await brief(k.c.id, 'Bescheid-Triftiger-Grund');
    expect(ablehnung.abhilfe).toBe('triftigerGrund');
    const widerspruchId = await erfassen(k.c.id, ablehnung.id);

    // Measures belong to a Nachteilsausgleich remedy only: 409, nothing written.
    const vorher = await entwurfsStand(db(), k.c.id);
    const mitMassnahmen = await entwerfen(k.c.id, widerspruchId, {
      entscheidung: 'abgeholfen',
      abhilfe: 'Das Attest lag rechtzeitig vor.',
      massnahmen: { eigenerRaum: true },
    });
    expect(mitMassnahmen.statusCode).toBe(409);
    expect(mitMassnahmen.json()).toEqual({ message: a.massnahmenNurFuerNachteilsausgleich });
    expect(await entwurfsStand(db(), k.c.id)).toEqual(vorher);

    // Drafting runs the remedy in the dry run: nothing of the facts changes yet.
    const entwurf = await entwerfen(k.c.id, widerspruchId, {
      entscheidung: 'abgeholfen',
      abhilfe: 'Das Attest lag rechtzeitig vor.',
    });
    expect(entwurf.statusCode, entwurf.body).toBe(200);
    const entwurfId = entwurf.json<EntwurfAntwort>().entwurf.id;
    expect(await db().select().from(abhilfen).where(eq(abhilfen.accountId, k.c.id))).toHaveLength(0);

    // Four eyes: not the drafter, not a sachbearbeitung.
    const eigen = await postStaff(t.app, freigabePfad(k.c.id, entwurfId), {}, leitung.jwt);
    expect(eigen.statusCode).toBe(403);
    expect(eigen.json()).toEqual({ message: f.eigenerEntwurf });
    const sb = await postStaff(t.app, freigabePfad(k.c.id, entwurfId), {}, sachbearbeitung.jwt);
    expect(sb.statusCode).toBe(403);
    expect(sb.json()).toEqual({ message: f.nurLeitungWiderspruch });
    expect(await db().select().from(abhilfen).where(eq(abhilfen.accountId, k.c.id))).toHaveLength(0);

    const frei = await postStaff(t.app, freigabePfad(k.c.id, entwurfId), {}, zweiteLeitung.jwt);
    expect(frei.statusCode, frei.body).toBe(200);
    expect(frei.json().bescheid.dateiname).toBe('Abhilfebescheid-2026-10-05.pdf');
    // The refused row stays as decided; the remedy is its own fact; the facts read it as accepted.
    const [grund] = await db()
      .select()
      .from(compellingReasons)
      .where(eq(compellingReasons.accountId, k.c.id));
    expect(grund?.status).toBe('rejected');
    const [abhilfe] = await db().select().from(abhilfen).where(eq(abhilfen.accountId, k.c.id));
    expect(abhilfe).toMatchObject({
      widerspruchId,
      entscheidung: 'triftigerGrund',
      fallId: grund?.id,
      am: '2026-10-05',
    });
    const fakten = (await loadProcedure(db(), k.c.id))!.facts;
    expect(fakten.module.st.anmeldungen[0]?.triftigeGruende).toMatchObject([{ status: 'accepted' }]);
    // Both letters of the release, beside the refusal's.
    expect(await letterKinds(k.c.id)).toEqual([
      'zulassung:',
      'ladung:',
      'triftigerGrund:rejected',
      'triftigerGrund:accepted',
      'widerspruch:',
    ]);
    const [neuerBrief] = (
      await db().select().from(outbox).where(eq(outbox.kind, 'bescheid')).orderBy(asc(outbox.id))
    )
      .map((row) => row.payload as BescheidAnlass)
      .filter((p) => p.accountId === k.c.id && p.inhalt.art === 'triftigerGrund')
      .slice(-1);
    expect(abhilfe?.briefId).toBe(neuerBrief?.id);
  });

  it('a second objection against the remedied refusal: 409 at the release, nothing of it written', async () => {
    const k = await grundAbgelehnt();
    const ablehnung = await brief(k.c.id, 'Bescheid-Triftiger-Grund');
    const erster = await erfassen(k.c.id, ablehnung.id);
    const zweiter = await erfassen(k.c.id, ablehnung.id);
    const body = { entscheidung: 'abgeholfen', abhilfe: 'Das Attest lag rechtzeitig vor.' };
    const e1 = (await entwerfen(k.c.id, erster, body)).json<EntwurfAntwort>().entwurf.id;
    const e2 = (await entwerfen(k.c.id, zweiter, body)).json<EntwurfAntwort>().entwurf.id;
    expect((await postStaff(t.app, freigabePfad(k.c.id, e1), {}, zweiteLeitung.jwt)).statusCode).toBe(200);
    const vorher = await letterKinds(k.c.id);
    const nochmal = await postStaff(t.app, freigabePfad(k.c.id, e2), {}, zweiteLeitung.jwt);
    expect(nochmal.statusCode).toBe(409);
    expect(nochmal.json()).toEqual({ message: a.bereitsAbgeholfen('05.10.2026') });
    // Neither the Abhilfebescheid nor the decision's letter of the refused release.
    expect(await letterKinds(k.c.id)).toEqual(vorher);
    expect(await db().select().from(abhilfen).where(eq(abhilfen.accountId, k.c.id))).toHaveLength(1);
  });

  it('a refused credit, abgeholfen: the credit counts as granted, the row stays refused', async () => {
    const k = await zugelassen(t, 'WP', ['wp']);
    await run('anrechnung-erfassen', k.c.email, { modul: 'st' });
    await run('anrechnung-entscheiden', k.c.email, {
      modul: 'st',
      entscheidung: 'abgelehnt',
      begruendung: 'Die Prüfung ist nicht gleichwertig.',
    });
    const ablehnung = await brief(k.c.id, 'Bescheid-Anrechnung');
    expect(ablehnung.abhilfe).toBe('anrechnung');
    const widerspruchId = await erfassen(k.c.id, ablehnung.id);
    const entwurf = await entwerfen(
      k.c.id,
      widerspruchId,
      { entscheidung: 'abgeholfen', abhilfe: 'Die Gleichwertigkeit ist belegt.' },
      sachbearbeitung,
    );
    expect(entwurf.statusCode, entwurf.body).toBe(200);
    const frei = await postStaff(
      t.app,
      freigabePfad(k.c.id, entwurf.json<EntwurfAntwort>().entwurf.id),
      {},
      leitung.jwt,
    );
    expect(frei.statusCode, frei.body).toBe(200);
    const [credit] = await db().select().from(credits).where(eq(credits.accountId, k.c.id));
    expect(credit?.status).toBe('rejected');
    const fakten = (await loadProcedure(db(), k.c.id))!.facts;
    expect(fakten.module.st.anrechnungen).toMatchObject([{ status: 'accepted' }]);
    expect(await letterKinds(k.c.id)).toEqual([
      'zulassung:',
      'anrechnung:rejected',
      'anrechnung:accepted',
      'widerspruch:',
    ]);
  });

  it('a refused Nachteilsausgleich, abgeholfen: the measures the remedy names, none → 409', async () => {
    const c = await seedAccount(t.database, t.clock, { art: 'WP' });
    await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp'], { nachteilsausgleich: true });
    const abgelehnt = await postStaff(
      t.app,
      `/kandidaten/${c.id}/nachteilsausgleich`,
      { entscheidung: 'ablehnen', begruendung: 'Kein Nachweis.' },
      sachbearbeitung.jwt,
    );
    expect(abgelehnt.statusCode, abgelehnt.body).toBe(200);
    const na = await postStaff(
      t.app,
      freigabePfad(c.id, abgelehnt.json<EntwurfAntwort>().entwurf.id),
      {},
      leitung.jwt,
    );
    expect(na.statusCode, na.body).toBe(200);
    const ablehnung = await brief(c.id, 'Bescheid-Nachteilsausgleich');
    expect(ablehnung.abhilfe).toBe('nachteilsausgleich');
    const widerspruchId = await erfassen(c.id, ablehnung.id);

    const vorher = await entwurfsStand(db(), c.id);
    const ohne = await entwerfen(c.id, widerspruchId, {
      entscheidung: 'abgeholfen',
      abhilfe: 'Das amtsärztliche Zeugnis liegt vor.',
      massnahmen: { hilfsmittel: [' '] },
    });
    expect(ohne.statusCode).toBe(409);
    expect(ohne.json()).toEqual({ message: a.massnahmenFehlen });
    expect(await entwurfsStand(db(), c.id)).toEqual(vorher);

    const entwurf = await entwerfen(c.id, widerspruchId, {
      entscheidung: 'abgeholfen',
      abhilfe: 'Das amtsärztliche Zeugnis liegt vor.',
      massnahmen: { verlaengerungProzent: 25, eigenerRaum: true },
    });
    expect(entwurf.statusCode, entwurf.body).toBe(200);
    expect(await geltendeMassnahmen(db(), c.id)).toEqual([]);
    const frei = await postStaff(
      t.app,
      freigabePfad(c.id, entwurf.json<EntwurfAntwort>().entwurf.id),
      {},
      zweiteLeitung.jwt,
    );
    expect(frei.statusCode, frei.body).toBe(200);
    const rows = await db()
      .select()
      .from(nachteilsausgleiche)
      .where(and(eq(nachteilsausgleiche.accountId, c.id)));
    expect(rows.map((r) => r.entscheidung).sort()).toEqual(['accepted', 'rejected']);
    expect((await geltendeMassnahmen(db(), c.id)).length).toBe(2);
    expect(await letterKinds(c.id)).toEqual([
      'nachteilsausgleich:rejected',
      'nachteilsausgleich:accepted',
      'widerspruch:',
    ]);
  });
});
