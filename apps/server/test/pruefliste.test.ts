// The legal checklist (issue 26 point 2, decision 0037): the points of the current application with
// their attachments; marks by both roles, append-only (the newest by id counts), audited; marks on a
// foreign, unknown or decided application refused; an admission draft and its release refused with
// nothing written while a point is open, possible with a written reason (stored and audited);
// rejections never blocked; a new application starts without marks.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prueflisteTexte as pt } from '@examensportal/domain/messages-pruefungsstelle-pruefliste';
import { semester } from '@examensportal/domain/rules/semester';
import type { EntwurfAntwort } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import type { Pruefliste, PrueflisteAntwort } from '@examensportal/domain/schemas/pruefungsstelle-pruefliste';
import { applications, entwuerfe, prueflisteMarkierungen, staffAudit } from '../src/db/schema';
import { beispielZulassung } from '../src/demo/beispiele';
import { fehlendePunkte } from '../src/features/staff/pruefliste';
import { office } from '../src/office/commands';
import { api, jwtFor } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { eingereicht } from './helpers/declarations';
import { bearer } from './helpers/documents';
import { freigabePfad } from './helpers/entwuerfe';
import { multipartBody, type Part, sample } from './helpers/multipart';
import { officeDeps, seedAccount, type SeededCandidate, submitApplication } from './helpers/procedure';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';

const pdf = (name: string, filename: string): Part => ({
  name,
  filename,
  contentType: 'application/pdf',
  data: sample.pdf(2048),
});

/** A WP application with § 8a and a Nachteilsausgleich request, without the shortening's proof. */
async function sendeOhneVerkuerzungsnachweis(app: FastifyInstance, c: SeededCandidate, jwt: string) {
  const antrag = beispielZulassung(
    semester(2027, 2),
    ['wp'],
    { vorname: c.vorname, nachname: c.nachname, email: c.email },
    { verkuerzung: 'master', nachteilsausgleich: true },
  );
  const { body, contentType } = multipartBody([
    { name: 'zulassung', data: JSON.stringify(antrag) },
    pdf('lebenslauf', 'Lebenslauf.pdf'),
    pdf('zeugnis', 'Masterzeugnis.pdf'),
    pdf('agbescheinigung2', 'Taetigkeit.pdf'),
    pdf('attest', 'Attest.pdf'),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: api('/api/zulassung/files'),
    headers: { ...bearer(jwt), 'content-type': contentType },
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
}

describe.each(backends)('the Prüfliste on %s', (backend) => {
  let t: TestApp;
  let leitung: TestStaff;
  let sachbearbeitung: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z'); // open term 2/2027
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 240_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  const lesen = async (id: string, staff = sachbearbeitung) => {
    const res = await getStaff(t.app, `/kandidaten/${id}/pruefliste`, staff.jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PrueflisteAntwort>().pruefliste;
  };
  const markieren = (id: string, antragId: string, body: unknown, staff = sachbearbeitung) =>
    postStaff(t.app, `/kandidaten/${id}/pruefliste/${antragId}`, body, staff.jwt);
  const aktionen = async (id: string) =>
    (await db().select().from(staffAudit).where(eq(staffAudit.accountId, id)).orderBy(asc(staffAudit.id)))
      .map((a) => a.aktion)
      .filter((a) => a !== 'kandidat.pruefliste.ansehen');

  it('shows the points with their proofs, takes marks, blocks the admission until checked or overridden', async () => {
    const c = await seedAccount(t.database, t.clock, { vorname: 'Jörg', nachname: 'Prüf' });
    const jwt = await jwtFor(t.app, c);
    await sendeOhneVerkuerzungsnachweis(t.app, c, jwt);

    // A candidate's token never reaches the route.
    expect((await getStaff(t.app, `/kandidaten/${c.id}/pruefliste`, jwt)).statusCode).toBe(401);

    const liste = (await lesen(c.id, leitung))!;
    expect(liste.punkte.map((p) => [p.key, p.regel, p.vorhanden])).toEqual([
      ['lebenslauf', 'R-13', true],
      ['module', 'R-14', true],
      ['vorbildung.hochschulstudium', 'R-11', true],
      ['taetigkeit', 'R-12', true],
      ['verkuerzung.par8a', 'R-56', false],
      ['nachteilsausgleich', 'R-85', true],
    ]);
    expect(liste.nachweiseFehlen).toBe(true);
    expect(liste.offenFuerMarkierung).toBe(true);
    const zeugnis = liste.punkte.find((p) => p.key === 'vorbildung.hochschulstudium')!;
    expect(zeugnis.anlagen).toMatchObject([
      { name: 'Masterzeugnis.pdf', dokument: { name: 'Masterzeugnis.pdf' } },
    ]);
    expect(liste.punkte.find((p) => p.key === 'verkuerzung.par8a')!.anlagen).toEqual([]);
    // Reading is a look into the file: audited.
    const gelesen = await db().select().from(staffAudit).where(eq(staffAudit.accountId, c.id));
    expect(gelesen.map((a) => a.aktion)).toEqual(['kandidat.pruefliste.ansehen']);

    // The admission with open points and no reason: 409, nothing written.
    const gesperrt = await postStaff(
      t.app,
      `/kandidaten/${c.id}/zulassung`,
      { entscheidung: 'zulassen' },
      sachbearbeitung.jwt,
    );
    expect(gesperrt.statusCode).toBe(409);
    expect(gesperrt.json().message).toContain('Nicht alle Punkte der Prüfliste sind geprüft');
    expect(await db().select().from(entwuerfe).where(eq(entwuerfe.accountId, c.id))).toEqual([]);
    expect(await aktionen(c.id)).toEqual([]);

    // Bad marks: unknown point 422, unknown status 400, an unknown or foreign application 404.
    const fremd = await eingereicht(t, 'WP', ['wp']);
    const [fremderAntrag] = await db()
      .select()
      .from(applications)
      .where(eq(applications.accountId, fremd.c.id));
    expect(
      (await markieren(c.id, liste.antragId, { punkt: 'gibtsnicht', status: 'geprueft' })).statusCode,
    ).toBe(422);
    expect((await markieren(c.id, liste.antragId, { punkt: 'lebenslauf', status: 'ok' })).statusCode).toBe(
      400,
    );
    expect(
      (await markieren(c.id, liste.antragId, { punkt: 'lebenslauf', status: 'geprueft', rolle: 'x' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await markieren(c.id, 'kein-antrag', { punkt: 'lebenslauf', status: 'geprueft' })).statusCode,
    ).toBe(404);
    const fremdeMarke = await markieren(c.id, fremderAntrag!.id, { punkt: 'lebenslauf', status: 'geprueft' });
    expect(fremdeMarke.statusCode).toBe(404);
    expect(fremdeMarke.json().message).toBe(pt.antragUnbekannt);
    expect(await aktionen(c.id)).toEqual([]);

    // Marks by both roles; a later mark supersedes an earlier one (the newest by id, same instant).
    expect((await markieren(c.id, liste.antragId, { punkt: 'lebenslauf', status: 'fehlt' })).statusCode).toBe(
      200,
    );
    for (const p of liste.punkte.filter((p) => p.key !== 'verkuerzung.par8a')) {
      const res = await markieren(c.id, liste.antragId, { punkt: p.key, status: 'geprueft' }, leitung);
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await markieren(c.id, liste.antragId, {
      punkt: 'verkuerzung.par8a',
      status: 'fehlt',
      notiz: '  Bescheinigung der Hochschule fehlt.  ',
    });
    const nachher = res.json<Pruefliste>();
    expect(nachher.fehlt).toEqual(['verkuerzung.par8a']);
    expect(nachher.offen).toEqual(['verkuerzung.par8a']);
    expect(nachher.punkte.find((p) => p.key === 'lebenslauf')!.markierung).toMatchObject({
      status: 'geprueft',
      von: leitung.name,
    });
    expect(nachher.punkte.find((p) => p.key === 'verkuerzung.par8a')!.markierung).toMatchObject({
      status: 'fehlt',
      notiz: 'Bescheinigung der Hochschule fehlt.',
      von: sachbearbeitung.name,
    });
    // The Nachforderung's source: the points marked 'fehlt' (issue 26 point 2, for the merge).
    const [gesendet] = await db().select().from(applications).where(eq(applications.id, liste.antragId));
    expect((await fehlendePunkte(db(), gesendet!)).map((p) => p.key)).toEqual(['verkuerzung.par8a']);
    // Append-only: every mark is a row, each audited.
    const rows = await db()
      .select()
      .from(prueflisteMarkierungen)
      .where(eq(prueflisteMarkierungen.accountId, c.id));
    expect(rows).toHaveLength(7);
    expect(await aktionen(c.id)).toEqual(Array(7).fill('pruefliste.markieren'));
    await expect(
      db()
        .update(prueflisteMarkierungen)
        .set({ status: 'geprueft' })
        .where(eq(prueflisteMarkierungen.accountId, c.id)),
    ).rejects.toThrow();

    // Still one point 'fehlt': refused; with a written reason: a draft, the reason stored and audited.
    const immerNoch = await postStaff(
      t.app,
      `/kandidaten/${c.id}/zulassung`,
      { entscheidung: 'zulassen' },
      sachbearbeitung.jwt,
    );
    expect(immerNoch.statusCode).toBe(409);
    expect(immerNoch.json().message).toContain('§ 8a WPO');
    const grund = 'Die Hochschule hat den Abschluss telefonisch bestätigt; die Bescheinigung folgt.';
    const entwurf = await postStaff(
      t.app,
      `/kandidaten/${c.id}/zulassung`,
      { entscheidung: 'zulassen', prueflisteBegruendung: `  ${grund} ` },
      sachbearbeitung.jwt,
    );
    expect(entwurf.statusCode, entwurf.body).toBe(200);
    const e = entwurf.json<EntwurfAntwort>().entwurf;
    expect(e.prueflisteBegruendung).toBe(grund);
    const frei = await postStaff(t.app, freigabePfad(c.id, e.id), {}, leitung.jwt);
    expect(frei.statusCode, frei.body).toBe(200);
    const [antrag] = await db().select().from(applications).where(eq(applications.id, liste.antragId));
    expect(antrag!.status).toBe('admitted');
    const audit = await db()
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.accountId, c.id))
      .orderBy(asc(staffAudit.id));
    const anlegen = audit.find((a) => a.aktion === 'entwurf.anlegen')!;
    expect(anlegen.nachher).toMatchObject({ eingabe: { prueflisteBegruendung: grund } });
    const freigeben = audit.find((a) => a.aktion === 'entwurf.freigeben')!;
    expect(freigeben.nachher).toMatchObject({ prueflisteBegruendung: grund });

    // The decided application takes no more marks.
    const spaet = await markieren(c.id, liste.antragId, { punkt: 'verkuerzung.par8a', status: 'geprueft' });
    expect(spaet.statusCode).toBe(409);
    expect(spaet.json().message).toBe(pt.antragNichtAktuell);
  });

  it('admits without a reason once every point is geprüft; a mark "fehlt" after drafting blocks the release', async () => {
    const k = await eingereicht(t, 'WP', ['wp']);
    const liste = (await lesen(k.c.id))!;
    for (const p of liste.punkte)
      expect((await markieren(k.c.id, liste.antragId, { punkt: p.key, status: 'geprueft' })).statusCode).toBe(
        200,
      );
    const entwurf = await postStaff(
      t.app,
      `/kandidaten/${k.c.id}/zulassung`,
      { entscheidung: 'zulassen' },
      sachbearbeitung.jwt,
    );
    expect(entwurf.statusCode, entwurf.body).toBe(200);
    await markieren(k.c.id, liste.antragId, { punkt: 'lebenslauf', status: 'fehlt' }, leitung);
    const id = entwurf.json<EntwurfAntwort>().entwurf.id;
    const frei = await postStaff(t.app, freigabePfad(k.c.id, id), {}, leitung.jwt);
    expect(frei.statusCode).toBe(409);
    const [antrag] = await db().select().from(applications).where(eq(applications.id, liste.antragId));
    expect(antrag!.status).toBe('submitted');
    expect(await db().select().from(entwuerfe).where(eq(entwuerfe.id, id))).toMatchObject([
      { status: 'offen' },
    ]);
    await markieren(k.c.id, liste.antragId, { punkt: 'lebenslauf', status: 'geprueft' }, leitung);
    expect((await postStaff(t.app, freigabePfad(k.c.id, id), {}, leitung.jwt)).statusCode).toBe(200);
  });

  it('never blocks a rejection; a candidate without a sent application has no checklist', async () => {
    const k = await eingereicht(t, 'EIGNUNG');
    const ablehnung = await postStaff(
      t.app,
      `/kandidaten/${k.c.id}/zulassung`,
      { entscheidung: 'ablehnen', begruendung: 'Die Befähigung ist nicht nachgewiesen.' },
      sachbearbeitung.jwt,
    );
    expect(ablehnung.statusCode, ablehnung.body).toBe(200);
    const ohne = await seedAccount(t.database, t.clock, {});
    expect(await lesen(ohne.id)).toBeNull();
    expect(
      (await getStaff(t.app, `/kandidaten/00000000-0000-4000-8000-000000000000/pruefliste`, leitung.jwt))
        .statusCode,
    ).toBe(404);
  });

  it('a new application starts without marks', async () => {
    const k = await eingereicht(t, 'WP', ['wp']);
    const erste = (await lesen(k.c.id))!;
    await markieren(k.c.id, erste.antragId, { punkt: 'lebenslauf', status: 'geprueft' });
    await office(officeDeps(t.database, t.clock), 'ablehnen', {
      positionals: [k.c.email],
      optionen: { begruendung: 'Unvollständig.' },
    });
    // The decided application's checklist keeps its marks but takes no new ones.
    const danach = (await lesen(k.c.id))!;
    expect(danach.offenFuerMarkierung).toBe(false);
    expect(danach.punkte[0]!.markierung).toMatchObject({ status: 'geprueft' });
    // A new application: its own checklist, no mark carried over.
    await submitApplication(t.database, t.clock, k.c, semester(2027, 2), ['wp']);
    const neu = (await lesen(k.c.id))!;
    expect(neu.antragId).not.toBe(erste.antragId);
    expect(neu.punkte.every((p) => p.markierung === null)).toBe(true);
  });
});
