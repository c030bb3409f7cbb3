// Revocation of a decision (Rücknahme § 48, Widerruf § 49 VwVfG) and the § 42 correction of a decision
// letter (issue 26 point 6, decision 0055): drafted by a leitung on the decision's letter, released by
// another leitung; a new fact and a new letter, nothing edited; the candidate's state derived again and
// the timeline shows it. Refusals are German 4xx with nothing written – among them the year of
// § 48 (4) VwVfG on the portal clock, with both edges.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aufhebungTexte as at,
  bescheidBerichtigungTexte as bb,
} from '@examensportal/domain/messages-pruefungsstelle-aufhebung';
import { freigabe as f } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import type { EntwurfAntwort } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import type { WiderspruecheAntwort } from '@examensportal/domain/schemas/pruefungsstelle-widerspruch-liste';
import type { Verfahrensstand } from '@examensportal/domain/rules/verfahrensstand';
import { applications, aufhebungen, bescheidBerichtigungen, outbox } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { eingereicht } from './helpers/declarations';
import { listDocuments } from './helpers/documents';
import { entwerfenUndFreigeben, entwurfsStand, freigabePfad } from './helpers/entwuerfe';
import { jwtFor } from './helpers/accounts';
import { readAs, seedAccount, submitApplication } from './helpers/procedure';
import { semester } from '@examensportal/domain/rules/semester';
import { alleGeprueft } from './helpers/pruefliste';
import { poppler, readPdf } from './helpers/pdf';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';

describe.each(backends)('revocation and correction of decision letters on %s', (backend) => {
  let t: TestApp;
  let leitung: TestStaff;
  let zweiteLeitung: TestStaff;
  let sachbearbeitung: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    zweiteLeitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 240_000);
  afterAll(async () => t.close());

  const db = () => t.database.db;

  /** An admitted WP candidate with the admission letter filed. */
  async function zugelassen() {
    const k = await eingereicht(t, 'WP', ['wp']);
    await alleGeprueft(t, k.c.id, sachbearbeitung);
    const frei = await entwerfenUndFreigeben(
      t.app,
      `/kandidaten/${k.c.id}/zulassung`,
      { entscheidung: 'zulassen' },
      sachbearbeitung,
      leitung,
    );
    expect(frei.statusCode, frei.body).toBe(200);
    await t.app.outbox.runOnce();
    const brief = (await listDocuments(t.app, k.jwt)).find((d) =>
      d.originalFileName.startsWith('Bescheid-Zulassung'),
    );
    expect(brief).toBeDefined();
    return { k, bescheidId: String(brief?.documentId) };
  }

  const grund = 'Die Zulassung beruhte auf einem gefälschten Nachweis der Prüfungstätigkeit.';

  it('revokes an admission (§ 48): leitung drafts, another leitung releases, the candidate is no longer admitted', async () => {
    const { k, bescheidId } = await zugelassen();
    const url = `/kandidaten/${k.c.id}/aufhebung/${bescheidId}`;
    const vorher = await entwurfsStand(db(), k.c.id);

    // Roles, audiences, fields: nothing written.
    const sb = await postStaff(
      t.app,
      url,
      { vorschrift: 'p48', kenntnisAm: '2026-09-01', begruendung: grund },
      sachbearbeitung.jwt,
    );
    expect(sb.statusCode).toBe(403);
    expect(sb.json()).toEqual({ message: at.nurLeitungEntwurf });
    const kandidat = await postStaff(
      t.app,
      url,
      { vorschrift: 'p48', kenntnisAm: '2026-09-01', begruendung: grund },
      k.jwt,
    );
    expect(kandidat.statusCode).toBe(401);
    const anderer = await eingereicht(t, 'WP', ['wp']);
    const fremd = await postStaff(
      t.app,
      `/kandidaten/${anderer.c.id}/aufhebung/${bescheidId}`,
      { vorschrift: 'p48', kenntnisAm: '2026-09-01', begruendung: grund },
      leitung.jwt,
    );
    expect(fremd.statusCode).toBe(404);
    expect(fremd.json()).toEqual({ message: at.bescheidUnbekannt });
    const ohneGrund = await postStaff(
      t.app,
      url,
      { vorschrift: 'p48', kenntnisAm: '2026-09-01', begruendung: ' ' },
      leitung.jwt,
    );
    expect(ohneGrund.statusCode).toBe(400);
    expect(ohneGrund.json().fieldErrors).toEqual({ begruendung: at.grundFehlt });
    const ohneWiderrufsgrund = await postStaff(
      t.app,
      url,
      { vorschrift: 'p49', kenntnisAm: '2026-09-01', begruendung: grund },
      leitung.jwt,
    );
    expect(ohneWiderrufsgrund.statusCode).toBe(400);
    expect(ohneWiderrufsgrund.json().fieldErrors).toEqual({ widerrufsgrund: at.widerrufsgrundFehlt });

    // § 48 (4): knowledge on 04.10.2025 – the year ended on 04.10.2026, yesterday: refused, nothing written.
    const spaet = await postStaff(
      t.app,
      url,
      { vorschrift: 'p48', kenntnisAm: '2025-10-04', begruendung: grund },
      leitung.jwt,
    );
    expect(spaet.statusCode).toBe(409);
    expect(spaet.json()).toEqual({ message: at.fristAbgelaufen('04.10.2025', '04.10.2026') });
    const zukunft = await postStaff(
      t.app,
      url,
      { vorschrift: 'p48', kenntnisAm: '2026-10-06', begruendung: grund },
      leitung.jwt,
    );
    expect(zukunft.statusCode).toBe(409);
    expect(zukunft.json()).toEqual({ message: at.kenntnisZukunft });
    expect(await entwurfsStand(db(), k.c.id)).toEqual(vorher);

    // Knowledge on 05.10.2025: today is the last day of the year – still in time.
    const entwurf = await postStaff(
      t.app,
      url,
      { vorschrift: 'p48', kenntnisAm: '2025-10-05', begruendung: grund },
      leitung.jwt,
    );
    expect(entwurf.statusCode, entwurf.body).toBe(200);
    const entwurfId = entwurf.json<EntwurfAntwort>().entwurf.id;
    expect(entwurf.json<EntwurfAntwort>().entwurf).toMatchObject({
      art: 'aufhebung',
      entscheidung: 'zuruecknehmen',
      nachteilig: true,
    });
    // The Kandidat page's letters: the admission's can be revoked and corrected, its draft beside it.
    const liste = await getStaff(t.app, `/kandidaten/${k.c.id}/widersprueche`, zweiteLeitung.jwt);
    const brief = liste.json<WiderspruecheAntwort>().bescheide.find((b) => b.id === bescheidId);
    expect(brief).toMatchObject({ aufhebbar: true, berichtigbar: true });
    expect(brief?.entwuerfe.map((e) => e.id)).toEqual([entwurfId]);

    // The preview is the letter: formal, with the period and the remedy notice.
    const vorschau = await getStaff(
      t.app,
      `/kandidaten/${k.c.id}/entwuerfe/${entwurfId}/bescheid`,
      zweiteLeitung.jwt,
    );
    expect(vorschau.statusCode, vorschau.body).toBe(200);
    if (poppler) {
      const text = readPdf(vorschau.rawPayload).text.replace(/\s+/g, ' ');
      expect(text).toContain('Bescheid über die Rücknahme einer Entscheidung (§ 48 VwVfG)');
      expect(text).toContain('mit Wirkung für die Zukunft zurückgenommen');
      expect(text).toContain('am 05.10.2025 Kenntnis erhalten');
      expect(text).toContain('innerhalb eines Monats nach seiner Bekanntgabe Widerspruch');
      expect(text).toContain(grund);
    }

    const eigen = await postStaff(t.app, freigabePfad(k.c.id, entwurfId), {}, leitung.jwt);
    expect(eigen.statusCode).toBe(403);
    expect(eigen.json()).toEqual({ message: f.eigenerEntwurf });
    const sbFrei = await postStaff(t.app, freigabePfad(k.c.id, entwurfId), {}, sachbearbeitung.jwt);
    expect(sbFrei.statusCode).toBe(403);
    expect(sbFrei.json()).toEqual({ message: f.nurLeitungAufhebung });
    expect(await db().select().from(aufhebungen).where(eq(aufhebungen.accountId, k.c.id))).toHaveLength(0);

    const ok = await postStaff(t.app, freigabePfad(k.c.id, entwurfId), {}, zweiteLeitung.jwt);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().bescheid.dateiname).toBe('Ruecknahmebescheid-2026-10-05.pdf');
    const [job] = (await db().select().from(outbox).where(eq(outbox.kind, 'bescheid'))).filter(
      (row) =>
        (row.payload as { inhalt: { art: string }; accountId: string }).inhalt.art === 'aufhebung' &&
        (row.payload as { accountId: string }).accountId === k.c.id,
    );
    expect(job?.payload).toMatchObject({
      inhalt: {
        art: 'aufhebung',
        vorschrift: 'p48',
        entscheidung: 'zulassung',
        kenntnisAm: '2025-10-05',
        widerrufsgrund: null,
      },
      bearbeitung: { entworfenVon: leitung.name, freigegebenVon: zweiteLeitung.name },
    });
    expect((await entwurfsStand(db(), k.c.id)).audit.slice(-3)).toEqual([
      'entwurf.anlegen',
      'entscheidung.aufheben',
      'entwurf.freigeben',
    ]);

    // Nothing edited: the application stays as decided; the facts read it as no longer admitted.
    const [antrag] = await db().select().from(applications).where(eq(applications.accountId, k.c.id));
    expect(antrag?.status).toBe('admitted');
    await t.app.outbox.runOnce();
    expect((await listDocuments(t.app, k.jwt)).map((d) => d.originalFileName)).toContain(
      'Ruecknahmebescheid-2026-10-05.pdf',
    );
    const stand = await readAs<Verfahrensstand>(t.app, k.c, '/api/status');
    expect(stand.antrag.stand).not.toBe('zugelassen');
    expect(stand.zeitleiste.map((e) => e.text)).toContain(
      at.ereignis(at.entscheidungen.zulassung ?? '', 'p48'),
    );
    // The staff's views read the facts too: the Kandidat page's lists and the candidates' list.
    const akte = await getStaff(t.app, `/kandidaten/${k.c.id}`, zweiteLeitung.jwt);
    expect(
      akte.json<{ verfahren: { antraege: { status: string; aufgehobenAm?: string }[] } }>().verfahren
        .antraege,
    ).toEqual([expect.objectContaining({ status: 'rejected', aufgehobenAm: '2026-10-05' })]);
    const antraege = await getStaff(t.app, `/kandidaten/${k.c.id}/antraege`, zweiteLeitung.jwt);
    expect(antraege.json<{ antraege: unknown[] }>().antraege).toEqual([
      expect.objectContaining({ status: 'rejected', aufgehobenAm: '2026-10-05' }),
    ]);
    const suche = await getStaff(
      t.app,
      `/kandidaten?suche=${encodeURIComponent(k.c.email)}`,
      zweiteLeitung.jwt,
    );
    expect(
      suche.json<{ treffer: { id: string; antragStatus: string }[] }>().treffer.find((r) => r.id === k.c.id),
    ).toMatchObject({ antragStatus: 'rejected' });

    // Once only; and a letter without a favourable decision cannot be revoked.
    const nochmal = await postStaff(
      t.app,
      url,
      { vorschrift: 'p48', kenntnisAm: '2026-09-01', begruendung: grund },
      leitung.jwt,
    );
    expect(nochmal.statusCode).toBe(409);
    expect(nochmal.json()).toEqual({ message: at.bereitsAufgehoben('05.10.2026') });
    const ruecknahmebrief = (await listDocuments(t.app, k.jwt)).find((d) =>
      d.originalFileName.startsWith('Ruecknahmebescheid'),
    );
    const keinVa = await postStaff(
      t.app,
      `/kandidaten/${k.c.id}/aufhebung/${String(ruecknahmebrief?.documentId)}`,
      { vorschrift: 'p49', widerrufsgrund: '3', kenntnisAm: '2026-09-01', begruendung: grund },
      leitung.jwt,
    );
    expect(keinVa.statusCode).toBe(409);
    expect(keinVa.json()).toEqual({ message: at.nichtAufhebbar });
    const danach = await getStaff(t.app, `/kandidaten/${k.c.id}/widersprueche`, zweiteLeitung.jwt);
    const bescheide = danach.json<WiderspruecheAntwort>().bescheide;
    expect(bescheide.find((b) => b.id === bescheidId)).toMatchObject({ aufhebbar: false, entwuerfe: [] });
    expect(bescheide.find((b) => b.id === ruecknahmebrief?.documentId)?.aufhebbar).toBe(false);
  });

  it('takes back an admission obtained by deceit after the year (§ 48 (4) sentence 2): no period, the letter says why', async () => {
    const { k, bescheidId } = await zugelassen();
    const url = `/kandidaten/${k.c.id}/aufhebung/${bescheidId}`;
    const vorher = await entwurfsStand(db(), k.c.id);
    // Knowledge two years ago: without the ground the year has ended.
    const alt = { vorschrift: 'p48', kenntnisAm: '2024-09-01', begruendung: grund };
    const spaet = await postStaff(t.app, url, alt, leitung.jwt);
    expect(spaet.statusCode).toBe(409);
    expect(spaet.json()).toEqual({ message: at.fristAbgelaufen('01.09.2024', '01.09.2025') });
    // The ground belongs to the Rücknahme only, is a yes or no, and does not excuse a future day.
    const widerruf = await postStaff(
      t.app,
      url,
      { ...alt, vorschrift: 'p49', widerrufsgrund: '3', erschlichen: true },
      leitung.jwt,
    );
    expect(widerruf.statusCode).toBe(400);
    expect(widerruf.json().fieldErrors).toEqual({ erschlichen: at.erschlichenNurRuecknahme });
    const text = await postStaff(t.app, url, { ...alt, erschlichen: 'ja' }, leitung.jwt);
    expect(text.statusCode).toBe(400);
    expect(text.json().fieldErrors).toEqual({ erschlichen: at.erschlichenUngueltig });
    const zukunft = await postStaff(
      t.app,
      url,
      { ...alt, kenntnisAm: '2026-10-06', erschlichen: true },
      leitung.jwt,
    );
    expect(zukunft.statusCode).toBe(409);
    expect(zukunft.json()).toEqual({ message: at.kenntnisZukunft });
    expect(await entwurfsStand(db(), k.c.id)).toEqual(vorher);

    // With the ground stated: drafted, previewed and released two years after the knowledge.
    const entwurf = await postStaff(t.app, url, { ...alt, erschlichen: true }, leitung.jwt);
    expect(entwurf.statusCode, entwurf.body).toBe(200);
    const entwurfId = entwurf.json<EntwurfAntwort>().entwurf.id;
    const vorschau = await getStaff(
      t.app,
      `/kandidaten/${k.c.id}/entwuerfe/${entwurfId}/bescheid`,
      zweiteLeitung.jwt,
    );
    expect(vorschau.statusCode, vorschau.body).toBe(200);
    if (poppler) {
      const pdf = readPdf(vorschau.rawPayload).text.replace(/\s+/g, ' ');
      expect(pdf).toContain('Die Frist des § 48 Absatz 4 Satz 1 VwVfG gilt nicht');
      expect(pdf).toContain('§ 48 Absatz 4 Satz 2 in Verbindung mit Absatz 2 Satz 3 Nummer 1 VwVfG');
      expect(pdf).not.toContain('die Frist des § 48 Absatz 4 VwVfG endet am');
    }
    const ok = await postStaff(t.app, freigabePfad(k.c.id, entwurfId), {}, zweiteLeitung.jwt);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      await db()
        .select({ erschlichen: aufhebungen.erschlichen, kenntnisAm: aufhebungen.kenntnisAm })
        .from(aufhebungen)
        .where(eq(aufhebungen.accountId, k.c.id)),
    ).toEqual([{ erschlichen: true, kenntnisAm: '2024-09-01' }]);
    const [job] = (await db().select().from(outbox).where(eq(outbox.kind, 'bescheid'))).filter(
      (row) =>
        (row.payload as { inhalt: { art: string }; accountId: string }).inhalt.art === 'aufhebung' &&
        (row.payload as { accountId: string }).accountId === k.c.id,
    );
    expect(job?.payload).toMatchObject({ inhalt: { art: 'aufhebung', erschlichen: true } });
    await t.app.outbox.runOnce();
    const stand = await readAs<Verfahrensstand>(t.app, k.c, '/api/status');
    expect(stand.antrag.stand).not.toBe('zugelassen');
  });

  it('corrects an obvious error in a decision letter (§ 42): a Berichtigungsbescheid, the letter unchanged', async () => {
    const { k, bescheidId } = await zugelassen();
    const url = `/kandidaten/${k.c.id}/bescheid-berichtigung/${bescheidId}`;
    const eingabe = {
      fehlerart: 'schreibfehler',
      unrichtig: 'Landesgeschäftsstelle Berln',
      richtig: 'Landesgeschäftsstelle Berlin',
      begruendung: 'Tippfehler im Namen der Landesgeschäftsstelle.',
    };
    const sb = await postStaff(t.app, url, eingabe, sachbearbeitung.jwt);
    expect(sb.statusCode).toBe(403);
    expect(sb.json()).toEqual({ message: bb.nurLeitungEntwurf });
    const gleich = await postStaff(t.app, url, { ...eingabe, richtig: eingabe.unrichtig }, leitung.jwt);
    expect(gleich.statusCode).toBe(400);
    expect(gleich.json().fieldErrors).toEqual({ richtig: bb.gleich });

    const frei = await entwerfenUndFreigeben(t.app, url, eingabe, leitung, zweiteLeitung);
    expect(frei.statusCode, frei.body).toBe(200);
    expect(frei.json().bescheid.dateiname).toBe('Berichtigung-Bescheid-2026-10-05.pdf');
    const rows = await db()
      .select()
      .from(bescheidBerichtigungen)
      .where(eq(bescheidBerichtigungen.accountId, k.c.id));
    expect(rows).toMatchObject([
      { bescheidId, fehlerart: 'schreibfehler', richtig: 'Landesgeschäftsstelle Berlin' },
    ]);
    await t.app.outbox.runOnce();
    const stand = await readAs<Verfahrensstand>(t.app, k.c, '/api/status');
    expect(stand.antrag.stand).toBe('zugelassen');
    expect(
      stand.zeitleiste.map((e) => e.text).some((text) => text.startsWith('Bescheid berichtigt (§ 42 VwVfG)')),
    ).toBe(true);
  });

  it('revokes a granted Nachteilsausgleich (§ 49 (2) Nr. 3): later readers grant no measures', async () => {
    const c = await seedAccount(t.database, t.clock, { art: 'WP' });
    await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp'], { nachteilsausgleich: true });
    const frei = await entwerfenUndFreigeben(
      t.app,
      `/kandidaten/${c.id}/nachteilsausgleich`,
      { entscheidung: 'gewaehren', verlaengerungProzent: 25 },
      sachbearbeitung,
      leitung,
    );
    expect(frei.statusCode, frei.body).toBe(200);
    await t.app.outbox.runOnce();
    const jwt = await jwtFor(t.app, c);
    const brief = (await listDocuments(t.app, jwt)).find((d) =>
      d.originalFileName.startsWith('Bescheid-Nachteilsausgleich-gewaehrt'),
    );
    const vorher = await readAs<Verfahrensstand>(t.app, c, '/api/status');
    expect(vorher.nachteilsausgleich?.massnahmen.length).toBeGreaterThan(0);

    const widerruf = await entwerfenUndFreigeben(
      t.app,
      `/kandidaten/${c.id}/aufhebung/${String(brief?.documentId)}`,
      {
        vorschrift: 'p49',
        widerrufsgrund: '3',
        kenntnisAm: '2026-10-01',
        begruendung: 'Das Attest wurde widerrufen.',
      },
      leitung,
      zweiteLeitung,
    );
    expect(widerruf.statusCode, widerruf.body).toBe(200);
    expect(widerruf.json().bescheid.dateiname).toBe('Widerrufsbescheid-2026-10-05.pdf');
    const nachher = await readAs<Verfahrensstand>(t.app, c, '/api/status');
    expect(nachher.nachteilsausgleich?.massnahmen).toEqual([]);
    expect(nachher.zeitleiste.map((e) => e.text)).toContain(
      at.ereignis(at.entscheidungen.nachteilsausgleich ?? '', 'p49'),
    );
  });
});
