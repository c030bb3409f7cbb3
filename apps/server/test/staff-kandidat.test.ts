// The back-office's Kandidaten area: search (name, e-mail, file number; paged), the candidate page
// as the rules derive it, and the document viewer – roles, audiences, foreign documents, audit rows.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { aktenzeichen } from '@examensportal/domain/rules/aktenzeichen';
import {
  kandidatAnsichtSchema,
  kandidatenSeiteSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { staffAudit } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { zugelassen } from './helpers/declarations';
import { uploadParts } from './helpers/documents';
import { sample } from './helpers/multipart';
import { getStaff, staffMember, type TestStaff } from './helpers/staff';

const k = kandidatTexte;
const p = pruefungsstelle;

describe.each(backends)('Kandidaten area on %s', (backend) => {
  let t: TestApp;
  let leitung: TestStaff;
  let sachbearbeitung: TestStaff;
  let wp: Awaited<ReturnType<typeof zugelassen>>;
  let ep: Awaited<ReturnType<typeof zugelassen>>;
  let wpDoc: string;
  let epDoc: string;

  const upload = async (jwt: string, data: Buffer, filename: string, name = 'zeugnis') => {
    const res = await uploadParts(t.app, jwt, [{ name, filename, data }]);
    if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
    return res.json<{ documentId: string }[]>()[0]?.documentId ?? '';
  };
  const auditRows = (aktion: string, accountId: string) =>
    t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.aktion, aktion), eq(staffAudit.accountId, accountId)));

  beforeAll(async () => {
    t = await createTestApp(backend);
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    wp = await zugelassen(t, 'WP', ['wp', 'st']);
    ep = await zugelassen(t, 'EIGNUNG');
    wpDoc = await upload(wp.jwt, sample.pdf(), 'Zeugnis Prüfung.pdf');
    epDoc = await upload(ep.jwt, sample.png(), 'Urkunde.png', 'attest');
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  it('finds a candidate by name, e-mail and file number, paged, for both staff roles', async () => {
    for (const staff of [leitung, sachbearbeitung]) {
      const byName = await getStaff(
        t.app,
        `/kandidaten?suche=${encodeURIComponent(wp.c.nachname)}`,
        staff.jwt,
      );
      expect(byName.statusCode).toBe(200);
      const seite = kandidatenSeiteSchema.parse(byName.json());
      expect(seite.treffer.map((x) => x.id)).toContain(wp.c.id);
    }
    const byMail = await getStaff(t.app, `/kandidaten?suche=${encodeURIComponent(ep.c.email)}`, leitung.jwt);
    const treffer = kandidatenSeiteSchema.parse(byMail.json()).treffer;
    expect(treffer).toHaveLength(1);
    expect(treffer[0]).toMatchObject({ id: ep.c.id, art: 'EIGNUNG', antragStatus: 'admitted' });

    const az = aktenzeichen(wp.c.id, 'WP');
    expect(az).toMatch(/^WP-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    for (const suche of [az, az.toLowerCase().replace(/-/g, ''), az.slice(3, 12)]) {
      const res = await getStaff(t.app, `/kandidaten?suche=${encodeURIComponent(suche)}`, leitung.jwt);
      expect(
        kandidatenSeiteSchema.parse(res.json()).treffer.map((x) => x.id),
        suche,
      ).toContain(wp.c.id);
    }
    // The EIGNUNG prefix does not find a WP file.
    const falscheArt = await getStaff(t.app, `/kandidaten?suche=EP-${az.slice(3)}`, leitung.jwt);
    expect(kandidatenSeiteSchema.parse(falscheArt.json()).treffer.map((x) => x.id)).not.toContain(wp.c.id);

    // LIKE wildcards typed by the user are text.
    const wild = await getStaff(t.app, '/kandidaten?suche=%25', leitung.jwt);
    expect(kandidatenSeiteSchema.parse(wild.json()).gesamt).toBe(0);

    const alle = kandidatenSeiteSchema.parse((await getStaff(t.app, '/kandidaten', leitung.jwt)).json());
    expect(alle.gesamt).toBe(2);
    expect(alle.seite).toBe(1);
    expect(alle.seiten).toBe(1);
    const leer = kandidatenSeiteSchema.parse(
      (await getStaff(t.app, '/kandidaten?seite=2', leitung.jwt)).json(),
    );
    expect(leer.treffer).toEqual([]);
  });

  it('refuses a bad query with a German 400 and unknown parameters', async () => {
    const bad = await getStaff(t.app, '/kandidaten?seite=0', leitung.jwt);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.seite).toBe(k.seiteUngueltig);
    const lang = await getStaff(t.app, `/kandidaten?suche=${'x'.repeat(201)}`, leitung.jwt);
    expect(lang.statusCode).toBe(400);
    expect(lang.json().fieldErrors.suche).toBe(k.sucheZuLang);
    expect((await getStaff(t.app, '/kandidaten?rolle=leitung', leitung.jwt)).statusCode).toBe(400);
  });

  it('shows the procedure as the rules derive it and audits the view', async () => {
    const res = await getStaff(t.app, `/kandidaten/${wp.c.id}`, sachbearbeitung.jwt);
    expect(res.statusCode).toBe(200);
    const a = kandidatAnsichtSchema.parse(res.json());
    expect(a.identitaet).toMatchObject({
      id: wp.c.id,
      email: wp.c.email,
      art: 'WP',
      aktenzeichen: aktenzeichen(wp.c.id, 'WP'),
    });
    expect(a.verfahren.laufbahnStand).toBe('versuchLaeuft');
    expect(a.verfahren.antraege).toHaveLength(1);
    expect(a.verfahren.antraege[0]).toMatchObject({
      status: 'admitted',
      versuch: 1,
      aktuell: true,
      termin: '2/2027',
    });
    expect(a.verfahren.sechsJahresFrist).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(a.verfahren.letzterAnmeldbarerTermin).toMatch(/^[12]\/\d{4}$/);
    const modulWp = a.verfahren.module.find((m) => m.modul === 'wp');
    expect(modulWp).toMatchObject({ status: 'laufend', versucheVerbraucht: 0, versucheMoeglich: 3 });
    expect(modulWp?.anmeldungen).toHaveLength(1);
    expect(a.verfahren.module.find((m) => m.modul === 'wr')?.status).toBe('offen');
    expect(a.verfahren.eignungVersuche).toEqual([]);
    // The application is a declaration; the office's admission an action.
    expect(a.erklaerungen.map((e) => e.vorgang)).toContain('zulassungsantrag');
    expect(a.aktionen.map((x) => x.aktion)).toContain('kommandozeile.zulassen');
    expect(a.dokumente.map((d) => d.id)).toContain(wpDoc);

    const rows = await auditRows('kandidat.ansehen', wp.c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staffId: sachbearbeitung.id,
      quelle: 'browser',
      ziel: a.identitaet.aktenzeichen,
    });
    // A view is in the Protokoll, not in the candidate's own timeline.
    const again = kandidatAnsichtSchema.parse(
      (await getStaff(t.app, `/kandidaten/${wp.c.id}`, leitung.jwt)).json(),
    );
    expect(again.aktionen.map((x) => x.aktion)).not.toContain('kandidat.ansehen');
  });

  it('shows the aptitude test attempts of an EIGNUNG candidate', async () => {
    const a = kandidatAnsichtSchema.parse(
      (await getStaff(t.app, `/kandidaten/${ep.c.id}`, leitung.jwt)).json(),
    );
    expect(a.identitaet.aktenzeichen).toMatch(/^EP-/);
    expect(a.verfahren.module).toEqual([]);
    expect(a.verfahren.eignungVersuche).toHaveLength(1);
    expect(a.verfahren.eignungVersucheVerbleibend).toBe(3);
  });

  it('answers an unknown candidate 404 and a malformed id 400, in German', async () => {
    const unknown = await getStaff(t.app, '/kandidaten/00000000-0000-4000-8000-000000000000', leitung.jwt);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: k.kandidatUnbekannt });
    const bad = await getStaff(t.app, '/kandidaten/abc', leitung.jwt);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.id).toBe(k.idUngueltig);
    const badDoc = await getStaff(t.app, `/kandidaten/${wp.c.id}/dokumente/abc`, leitung.jwt);
    expect(badDoc.statusCode).toBe(400);
  });

  it('serves a document inline for framing by our origin only, and audits it', async () => {
    const res = await getStaff(t.app, `/kandidaten/${wp.c.id}/dokumente/${wpDoc}`, sachbearbeitung.jwt);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="Zeugnis Pruefung.pdf"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.rawPayload.equals(sample.pdf())).toBe(true);
    const rows = await auditRows('kandidat.dokument.ansehen', wp.c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffId: sachbearbeitung.id, ziel: 'Zeugnis Prüfung.pdf' });

    const image = await getStaff(t.app, `/kandidaten/${ep.c.id}/dokumente/${epDoc}`, leitung.jwt);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-security-policy']).toBe(
      "sandbox; default-src 'none'; frame-ancestors 'self'",
    );
  });

  it("answers another candidate's document 404, exactly like a missing one, and audits nothing", async () => {
    const before = (await auditRows('kandidat.dokument.ansehen', wp.c.id)).length;
    const foreign = await getStaff(t.app, `/kandidaten/${wp.c.id}/dokumente/${epDoc}`, leitung.jwt);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: k.dokumentUnbekannt });
    const missing = await getStaff(
      t.app,
      `/kandidaten/${wp.c.id}/dokumente/00000000-0000-4000-8000-000000000000`,
      leitung.jwt,
    );
    expect(missing.json()).toEqual(foreign.json());
    const noCandidate = await getStaff(
      t.app,
      `/kandidaten/00000000-0000-4000-8000-000000000000/dokumente/${wpDoc}`,
      leitung.jwt,
    );
    expect(noCandidate.statusCode).toBe(404);
    expect((await auditRows('kandidat.dokument.ansehen', wp.c.id)).length).toBe(before);
  });

  it('refuses a candidate token and no token on every Kandidaten route', async () => {
    for (const path of [
      '/kandidaten',
      `/kandidaten/${wp.c.id}`,
      `/kandidaten/${wp.c.id}/dokumente/${wpDoc}`,
    ]) {
      const own = await getStaff(t.app, path, wp.jwt);
      expect(own.statusCode, path).toBe(401);
      expect(own.json()).toEqual({ message: p.sitzungAbgelaufen });
      expect((await getStaff(t.app, path)).statusCode, path).toBe(401);
    }
  });
});
