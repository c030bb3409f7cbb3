// The Nachteilsausgleich as a decision of its own (issue 26 point 4): a draft through the four-eyes
// machinery (decision 0026) with its real letter; a grant by a second person, a refusal only by a
// leitung; only on the candidate's request (409 otherwise, nothing written); the release writes the
// fact, the letter job and the Protokoll in one transaction; a later decision supersedes an earlier
// one; the invitation, the Ladungen list, the Eingang, the Kandidat page and /api/status show it.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bescheide } from '@examensportal/domain/messages-pruefungsstelle-bescheide';
import { freigabe as f } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import { nachteilsausgleich as n } from '@examensportal/domain/messages-pruefungsstelle-nachteilsausgleich';
import { verfahrensstand as vs } from '@examensportal/domain/messages-verfahrensstand';
import { semester } from '@examensportal/domain/rules/semester';
import type { ModulSlot } from '@examensportal/domain/rules/module';
import type { BescheidAnlass } from '@examensportal/domain/rules/bescheid';
import type { OffeneEntscheidungen } from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import type { EntwurfAntwort } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import type { EingangSeite } from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import type { EingereichteAntraege } from '@examensportal/domain/schemas/pruefungsstelle-antrag';
import type { Verfahrensstand } from '@examensportal/domain/rules/verfahrensstand';
import { entwuerfe, nachteilsausgleiche, outbox, staffAudit } from '../src/db/schema';
import { office } from '../src/office/commands';
import { jwtFor } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { freigabePfad } from './helpers/entwuerfe';
import { readPdf } from './helpers/pdf';
import { getAs, officeDeps, seedAccount, submitApplication } from './helpers/procedure';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';
import { alleGeprueft } from './helpers/pruefliste';

const pdfText = (data: Buffer): string => readPdf(data).text.replace(/\s+/g, ' ');

const GEWAEHREN = {
  entscheidung: 'gewaehren',
  verlaengerungProzent: 25,
  eigenerRaum: true,
  hilfsmittel: ['Vergrößerungssoftware', '  '],
};
const SAETZE_25 = [n.satzVerlaengerung(25), n.satzEigenerRaum, n.satzHilfsmittel('Vergrößerungssoftware')];

describe.each(backends)('Nachteilsausgleich on %s', (backend) => {
  let t: TestApp;
  let leitung: TestStaff;
  let sachbearbeitung: TestStaff;
  let zweite: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z'); // open term 2/2027
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    zweite = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;
  /** A WP candidate whose application (with or without the request) was sent. */
  const kandidat = async (nachteilsausgleich: boolean, slots: ModulSlot[] = ['wp']) => {
    const c = await seedAccount(t.database, t.clock, { art: 'WP' });
    await submitApplication(t.database, t.clock, c, semester(2027, 2), slots, { nachteilsausgleich });
    return c;
  };
  const url = (id: string) => `/kandidaten/${id}/nachteilsausgleich`;
  /** Everything a decision writes. */
  const stand = async (accountId: string) => ({
    fakten: (
      await db()
        .select()
        .from(nachteilsausgleiche)
        .where(eq(nachteilsausgleiche.accountId, accountId))
        .orderBy(asc(nachteilsausgleiche.seq))
    ).map((r) => r.entscheidung),
    briefe: (await db().select().from(outbox).where(eq(outbox.kind, 'bescheid')))
      .map((row) => row.payload as BescheidAnlass)
      .filter((p) => p.accountId === accountId)
      .map((p) => p.inhalt),
    audit: (
      await db()
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.accountId, accountId))
        .orderBy(asc(staffAudit.id))
    )
      .map((a) => a.aktion)
      .filter((a) => a !== 'entwurf.bescheid.ansehen'),
    entwuerfe: (await db().select().from(entwuerfe).where(eq(entwuerfe.accountId, accountId))).map(
      (w) => `${w.art}:${w.status}`,
    ),
  });
  const entwerfen = async (id: string, body: unknown, staff: TestStaff) => {
    const res = await postStaff(t.app, url(id), body, staff.jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EntwurfAntwort>().entwurf;
  };

  it('without a request: 409 in German and nothing written; an unknown candidate 404', async () => {
    const c = await kandidat(false);
    const res = await postStaff(t.app, url(c.id), GEWAEHREN, sachbearbeitung.jwt);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: n.nichtBeantragt409 });
    expect(await stand(c.id)).toEqual({ fakten: [], briefe: [], audit: [], entwuerfe: [] });
    expect((await getStaff(t.app, `/kandidaten/${c.id}/entscheidungen`, leitung.jwt)).json()).toMatchObject({
      nachteilsausgleich: null,
    });
    const fremd = await postStaff(t.app, url('00000000-0000-4000-8000-000000000000'), GEWAEHREN, leitung.jwt);
    expect(fremd.statusCode).toBe(404);
  });

  it('checks the inputs: a measure for a grant, a reason for a refusal, the range of the extra time', async () => {
    const c = await kandidat(true);
    const leer = await postStaff(
      t.app,
      url(c.id),
      { entscheidung: 'gewaehren', hilfsmittel: [' '] },
      leitung.jwt,
    );
    expect(leer.statusCode).toBe(422);
    expect(leer.json().fieldErrors).toEqual({ verlaengerungProzent: n.keineMassnahme });
    const ohneGrund = await postStaff(
      t.app,
      url(c.id),
      { entscheidung: 'ablehnen', begruendung: ' ' },
      leitung.jwt,
    );
    expect(ohneGrund.statusCode).toBe(422);
    expect(ohneGrund.json().fieldErrors).toEqual({ begruendung: n.begruendungFehlt });
    for (const prozent of [4, 101, 12.5]) {
      const res = await postStaff(
        t.app,
        url(c.id),
        { entscheidung: 'gewaehren', verlaengerungProzent: prozent },
        leitung.jwt,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ verlaengerungProzent: n.verlaengerungUngueltig(5, 100) });
    }
    const fremdesFeld = await postStaff(t.app, url(c.id), { ...GEWAEHREN, zulassen: true }, leitung.jwt);
    expect(fremdesFeld.statusCode).toBe(400);
    expect(await stand(c.id)).toEqual({ fakten: [], briefe: [], audit: [], entwuerfe: [] });
  });

  it('a grant: draft with its letter, never released by the drafter, by a second person once', async () => {
    const c = await kandidat(true);
    const k = { jwt: await jwtFor(t.app, c) };
    await alleGeprueft(t, c.id, sachbearbeitung);
    // Beside an admission draft of the same application: one open draft per case and kind.
    const zulassung = await postStaff(
      t.app,
      `/kandidaten/${c.id}/zulassung`,
      { entscheidung: 'zulassen' },
      leitung.jwt,
    );
    expect(zulassung.statusCode, zulassung.body).toBe(200);
    const entwurf = await entwerfen(c.id, GEWAEHREN, sachbearbeitung);
    expect(entwurf).toMatchObject({
      art: 'nachteilsausgleich',
      entscheidung: 'gewaehren',
      massnahmen: SAETZE_25,
      nachteilig: false,
      freigabe: { moeglich: false, hinweis: f.hinweisZweitePerson },
    });
    const doppelt = await postStaff(t.app, url(c.id), GEWAEHREN, zweite.jwt);
    expect(doppelt.statusCode).toBe(409);
    expect(await stand(c.id)).toMatchObject({ fakten: [], briefe: [] });

    // The preview is the real letter with the measures.
    const vorschau = await getStaff(
      t.app,
      `/kandidaten/${c.id}/entwuerfe/${entwurf.id}/bescheid`,
      zweite.jwt,
    );
    expect(vorschau.statusCode, vorschau.body).toBe(200);
    const text = pdfText(vorschau.rawPayload);
    for (const teil of [
      n.betreff,
      ...SAETZE_25,
      n.briefFolge,
      f.bearbeitung(sachbearbeitung.name, zweite.name),
    ])
      expect(text).toContain(teil);
    expect(text).not.toContain(bescheide.rechtsbehelfsbelehrung);

    const eigen = await postStaff(t.app, freigabePfad(c.id, entwurf.id), {}, sachbearbeitung.jwt);
    expect(eigen.statusCode).toBe(403);
    const frei = await postStaff(t.app, freigabePfad(c.id, entwurf.id), {}, zweite.jwt);
    expect(frei.statusCode, frei.body).toBe(200);
    expect(frei.json()).toMatchObject({
      message: f.freigegeben('Bescheid-Nachteilsausgleich-gewaehrt-2026-10-05.pdf'),
    });
    expect(await stand(c.id)).toEqual({
      fakten: ['accepted'],
      briefe: [
        { art: 'nachteilsausgleich', entscheidung: 'accepted', massnahmen: SAETZE_25, begruendung: null },
      ],
      audit: ['entwurf.anlegen', 'entwurf.anlegen', 'nachteilsausgleich.entscheiden', 'entwurf.freigeben'],
      entwuerfe: expect.arrayContaining([
        'antrag:offen',
        'nachteilsausgleich:freigegeben',
      ]) as unknown as string[],
    });
    // The filed letter reads as the releaser's preview.
    await t.app.outbox.runOnce();
    const akte = await getAs(t.app, '/api/dokumente', k.jwt);
    expect(akte.body).toContain('Bescheid-Nachteilsausgleich-gewaehrt-2026-10-05.pdf');

    // Shown: decision page, Kandidat page (application as sent), Eingang badge, candidate's status.
    const offen = (
      await getStaff(t.app, `/kandidaten/${c.id}/entscheidungen`, leitung.jwt)
    ).json<OffeneEntscheidungen>();
    expect(offen.nachteilsausgleich).toMatchObject({
      beantragt: true,
      entscheidung: { gewaehrt: true, massnahmen: SAETZE_25, am: '2026-10-05' },
    });
    const antraege = (
      await getStaff(t.app, `/kandidaten/${c.id}/antraege`, leitung.jwt)
    ).json<EingereichteAntraege>();
    expect(antraege.antraege[0]?.nachteilsausgleichBescheid).toMatchObject({
      gewaehrt: true,
      massnahmen: SAETZE_25,
    });
    const eingang = await getStaff(
      t.app,
      `/eingang/antraege?suche=${encodeURIComponent(c.email)}`,
      leitung.jwt,
    );
    expect(eingang.json<EingangSeite>().eintraege[0]).toMatchObject({
      nachteilsausgleich: true,
      nachteilsausgleichEntschieden: 'gewaehrt',
    });
    const status = (await getAs(t.app, '/api/status', k.jwt)).json<Verfahrensstand>();
    expect(status.nachteilsausgleich).toEqual({
      text: vs.nachteilsausgleichGewaehrt('05.10.2026'),
      massnahmen: SAETZE_25,
    });
  });

  it('a refusal needs a leitung and carries the legal remedy; a later grant supersedes it, invitations list it', async () => {
    const c = await kandidat(true, ['wp', 'wr']);
    const k = { jwt: await jwtFor(t.app, c) };
    // Before any decision the candidate reads that it is open.
    expect((await getAs(t.app, '/api/status', k.jwt)).json<Verfahrensstand>().nachteilsausgleich).toEqual({
      text: vs.nachteilsausgleichOffen,
      massnahmen: [],
    });
    const ablehnung = await entwerfen(
      c.id,
      { entscheidung: 'ablehnen', begruendung: 'Der Nachweis fehlt.' },
      sachbearbeitung,
    );
    expect(ablehnung).toMatchObject({ nachteilig: true, freigabe: { hinweis: f.hinweisLeitung } });
    const sb = await postStaff(t.app, freigabePfad(c.id, ablehnung.id), {}, zweite.jwt);
    expect(sb.statusCode).toBe(403);
    expect(sb.json()).toEqual({ message: f.nurLeitung });
    const vorschau = await getStaff(
      t.app,
      `/kandidaten/${c.id}/entwuerfe/${ablehnung.id}/bescheid`,
      leitung.jwt,
    );
    const text = pdfText(vorschau.rawPayload);
    for (const teil of [n.betreff, 'Der Nachweis fehlt.', bescheide.rechtsbehelfsbelehrung])
      expect(text).toContain(teil);
    expect((await postStaff(t.app, freigabePfad(c.id, ablehnung.id), {}, leitung.jwt)).statusCode).toBe(200);
    expect((await stand(c.id)).fakten).toEqual(['rejected']);

    // Admitted meanwhile; an invitation after a refusal lists no measures.
    await office(officeDeps(t.database, t.clock), 'zulassen', { positionals: [c.email], optionen: {} });
    await office(officeDeps(t.database, t.clock), 'laden', {
      positionals: [c.email],
      optionen: { modul: 'wp', teil: 'schriftlich' },
    });
    const ladung1 = (await stand(c.id)).briefe.find((b) => b.art === 'ladung' && b.modul === 'wp');
    expect(ladung1).toBeDefined();
    expect(ladung1).not.toHaveProperty('massnahmen');

    // A new decision (after the admission) supersedes: 50 % now; nothing earlier is edited.
    const neu = await entwerfen(
      c.id,
      { entscheidung: 'gewaehren', verlaengerungProzent: 50 },
      sachbearbeitung,
    );
    expect((await postStaff(t.app, freigabePfad(c.id, neu.id), {}, zweite.jwt)).statusCode).toBe(200);
    expect((await stand(c.id)).fakten).toEqual(['rejected', 'accepted']);
    await office(officeDeps(t.database, t.clock), 'laden', {
      positionals: [c.email],
      optionen: { modul: 'wr', teil: 'schriftlich' },
    });
    const ladung2 = (await stand(c.id)).briefe.find((b) => b.art === 'ladung' && b.modul === 'wr');
    expect(ladung2).toMatchObject({ massnahmen: [n.satzVerlaengerung(50)] });
    expect(
      (await getAs(t.app, '/api/status', await jwtFor(t.app, c))).json<Verfahrensstand>().nachteilsausgleich,
    ).toEqual({
      text: vs.nachteilsausgleichGewaehrt('05.10.2026'),
      massnahmen: [n.satzVerlaengerung(50)],
    });
    // The Ladungen list shows the measures that count.
    const liste = await getStaff(t.app, '/ladungen?termin=2027/2&pruefung=wp', leitung.jwt);
    expect(liste.statusCode, liste.body).toBe(200);
    expect(
      (liste.json() as { kandidaten: { kandidat: string; massnahmen?: string[] }[] }).kandidaten.find(
        (z) => z.kandidat === c.id,
      )?.massnahmen,
    ).toEqual([n.satzVerlaengerung(50)]);
    // The table refuses changes of a decision.
    await expect(
      db()
        .update(nachteilsausgleiche)
        .set({ verlaengerungProzent: 10 })
        .where(eq(nachteilsausgleiche.accountId, c.id)),
    ).rejects.toThrow();
  });
});
