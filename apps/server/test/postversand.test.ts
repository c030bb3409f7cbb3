// Postversand (issue 27 point 4, decision 0033): the letters that must be notified by post, found in
// SQL exactly as rules/bekanntgabe.ts says (a table of cases around the ten-day edge and revocations),
// printed in batches of the filed letters themselves, the posting day recorded per batch – after which
// the candidate's letter counts as notified on that day + BEKANNTGABE_TAGE – and a batch discarded.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@examensportal/domain/dates';
import { messages } from '@examensportal/domain/messages';
import { postversandTexte as pt } from '@examensportal/domain/messages-pruefungsstelle-postversand';
import { bekanntgabe, type Bereitstellung } from '@examensportal/domain/rules/bekanntgabe';
import type { Verfahrensstand } from '@examensportal/domain/rules/verfahrensstand';
import type { BekanntgabeAntwort } from '@examensportal/domain/schemas/bekanntgabe';
import type {
  PostversandSeite,
  PostversandStapel,
} from '@examensportal/domain/schemas/pruefungsstelle-postversand';
import { bereitstellungen, postversandStapel, staffAudit } from '../src/db/schema';
import { insertDocuments } from '../src/features/documents/repo';
import { klasseLoeschen } from '../src/features/loeschung/teil-loeschen';
import { postversandGrundSql } from '../src/features/staff/postversand';
import { api, jwtFor, postJson } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { eingereicht, postModul, umschlag, zugelassen } from './helpers/declarations';
import { bearer, download } from './helpers/documents';
import { noPoppler, poppler, readPdf } from './helpers/pdf';
import { officeDeps, seedAccount } from './helpers/procedure';
import { office } from '../src/office/commands';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';

const md = messages.meineDaten;
/** Monday 5 October 2026, 10:00 Berlin: a provision of today runs to the end of 15 October (22:00 UTC). */
const HEUTE = '2026-10-05T08:00:00Z';

describe('the due list in SQL is rules/bekanntgabe.ts', () => {
  const T0 = new Date(HEUTE);
  const bereitgestellt = [null, T0];
  const abgerufen = [
    null,
    new Date('2026-10-06T08:00:00Z'),
    new Date('2026-10-15T21:59:59Z'), // 23:59:59 Berlin on day 10: still in time
    new Date('2026-10-15T22:00:00Z'), // 00:00 Berlin on day 11: too late
  ];
  const widerrufen = [null, new Date('2026-10-07T08:00:00Z'), new Date('2026-10-16T10:00:00Z')];
  const faelle: Bereitstellung[] = bereitgestellt.flatMap((b) =>
    abgerufen.flatMap((a) =>
      widerrufen.map((w) => ({ bereitgestelltAm: b, abgerufenAm: a, widerrufenAm: w, versandtAm: null })),
    ),
  );
  const tage = ['2026-10-05', '2026-10-10', '2026-10-15', '2026-10-16', '2026-11-30'] as const;

  describe.each(backends)('on %s', (backend) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(backend);
      t.clock.set(HEUTE);
    }, 240_000);
    afterAll(async () => t.close());

    it(`holds for ${faelle.length} cases on ${tage.length} days`, async () => {
      const c = await seedAccount(t.database, t.clock);
      const ids = faelle.map(() => randomUUID());
      await insertDocuments(
        t.database.db,
        ids.map((id, i) => ({
          id,
          accountId: c.id,
          category: 'MANTELAKTE',
          type: 'BESCHEID',
          source: 'office',
          originalName: `Bescheid-${i}.pdf`,
          storedName: randomUUID(),
          contentType: 'application/pdf',
          size: 1,
          sha256: '0'.repeat(64),
          createdAt: T0,
        })),
      );
      await t.database.db
        .insert(bereitstellungen)
        .values(faelle.map((f, i) => ({ documentId: ids[i] as string, accountId: c.id, ...f })));
      for (const heute of tage) {
        const rows = (
          (await t.database.db.execute(
            sql`select b.document_id, ${postversandGrundSql(heute)} as grund from bereitstellungen b where b.account_id = ${c.id}`,
          )) as unknown as { rows: { document_id: string; grund: string | null }[] }
        ).rows;
        const inSql = new Map(rows.map((r) => [r.document_id, r.grund]));
        // Noon in Berlin of that day: the rule reads the Berlin calendar day of `jetzt`.
        const jetzt = new Date(`${heute}T10:00:00Z`);
        faelle.forEach((f, i) => {
          const stand = bekanntgabe(f, jetzt, 3);
          const erwartet = stand.stand === 'postversand' ? stand.grund : null;
          expect(inSql.get(ids[i] as string), `${heute} ${JSON.stringify(f)}`).toBe(erwartet);
        });
      }
    });
  });
});

describe.each(backends)('Postversand on %s', (backend) => {
  let t: TestApp;
  let staff: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set(HEUTE);
    staff = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 240_000);
  afterAll(async () => t.close());

  /** Moves the portal clock; a staff session idles out, so a colleague signs in a minute before. */
  const um = async (iso: string) => {
    t.clock.set(new Date(new Date(iso).getTime() - 60_000).toISOString());
    staff = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    t.clock.set(iso);
  };
  const ablegen = async () => {
    await t.app.outbox.runOnce();
    await t.app.outbox.runOnce();
  };
  const seite = async () => {
    const res = await getStaff(t.app, '/postversand', staff.jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PostversandSeite>();
  };
  const stapelErstellen = () =>
    t.app.inject({
      method: 'POST',
      url: api('/pruefungsstelle/postversand/stapel'),
      headers: bearer(staff.jwt),
    });
  const vermerken = (id: number, versandtAm: string) =>
    postStaff(t.app, `/postversand/stapel/${id}/versand`, { versandtAm }, staff.jwt);
  const verwerfen = (id: number) =>
    t.app.inject({
      method: 'POST',
      url: api(`/pruefungsstelle/postversand/stapel/${id}/verwerfen`),
      headers: bearer(staff.jwt),
    });
  const stand = async (jwt: string) =>
    (
      await t.app.inject({ method: 'GET', url: api('/api/bekanntgabe'), headers: bearer(jwt) })
    ).json<BekanntgabeAntwort>();
  const auditRows = (aktion: string) =>
    t.database.db.select().from(staffAudit).where(eq(staffAudit.aktion, aktion)).orderBy(staffAudit.id);

  it('needs a staff session', async () => {
    expect((await getStaff(t.app, '/postversand')).statusCode).toBe(401);
    expect(
      (await postStaff(t.app, '/postversand/stapel/1/versand', { versandtAm: '2026-10-05' })).statusCode,
    ).toBe(401);
  });

  it('lists letters without consent, prints them as one batch and records the posting day', async () => {
    t.clock.set(HEUTE);
    const erste = await zugelassen(t);
    const zweite = await zugelassen(t);
    await ablegen();
    const vorher = await seite();
    const namen = vorher.briefe.map((b) => b.name);
    expect(namen).toContain(`${erste.c.nachname}, ${erste.c.vorname}`);
    expect(namen).toContain(`${zweite.c.nachname}, ${zweite.c.vorname}`);
    expect(vorher.briefe.every((b) => b.grund === 'ohneEinwilligung')).toBe(true);
    expect(vorher.faellig).toBe(vorher.briefe.length);

    const erstellt = await stapelErstellen();
    expect(erstellt.statusCode, erstellt.body).toBe(201);
    const stapel = erstellt.json<PostversandStapel>();
    expect(stapel).toMatchObject({ briefe: vorher.faellig, versandtAm: null, erstelltVon: staff.name });
    const danach = await seite();
    expect(danach.faellig).toBe(0);
    expect(danach.offeneStapel.map((s) => s.id)).toEqual([stapel.id]);
    // Nothing left for a second batch.
    const leer = await stapelErstellen();
    expect(leer.statusCode).toBe(409);
    expect(leer.json()).toMatchObject({ message: pt.nichtsFaellig });

    const pdf = await t.app.inject({
      method: 'GET',
      url: api(`/pruefungsstelle/postversand/stapel/${stapel.id}/pdf`),
      headers: bearer(staff.jwt),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const gedruckt = await PDFDocument.load(pdf.rawPayload);
    // Every letter starts on a new sheet: an even number of pages per letter.
    expect(gedruckt.getPageCount() % 2).toBe(0);
    expect(gedruckt.getPageCount()).toBeGreaterThanOrEqual(2 * stapel.briefe);
    if (poppler) {
      const { text } = readPdf(pdf.rawPayload);
      expect(text).toContain(erste.c.nachname);
      expect(text).toContain(zweite.c.nachname);
    } else console.warn(noPoppler);
    expect(await auditRows('postversand.druck')).toHaveLength(1);

    // A posting day in the future or before the batch: German 422, nothing written.
    const zukunft = await vermerken(stapel.id, '2026-10-06');
    expect(zukunft.statusCode).toBe(422);
    expect(zukunft.json()).toMatchObject({ message: pt.versandtAmZukunft });
    const zuFrueh = await vermerken(stapel.id, '2026-10-04');
    expect(zuFrueh.statusCode).toBe(422);
    expect((await seite()).offeneStapel).toHaveLength(1);

    const ok = await vermerken(stapel.id, '2026-10-05');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<PostversandStapel>()).toMatchObject({ versandtAm: '2026-10-05', versandtVon: staff.name });
    const versandt = await auditRows('postversand.versandt');
    expect(versandt.map((r) => r.accountId)).toEqual(expect.arrayContaining([erste.c.id, zweite.c.id]));
    expect(versandt).toHaveLength(stapel.briefe);
    // The candidate sees the letter notified by post: posting day + BEKANNTGABE_TAGE (3).
    const jwt = await jwtFor(t.app, erste.c);
    const [brief] = (await stand(jwt)).bescheide;
    expect(brief?.stand).toEqual({ stand: 'bekanntgegeben', am: addDays('2026-10-05', 3), weg: 'post' });
    // Posted once: a second recording is refused.
    const nochmal = await vermerken(stapel.id, '2026-10-05');
    expect(nochmal.statusCode).toBe(409);
    expect(nochmal.json()).toMatchObject({ message: pt.stapelErledigt });
    const spaeter = await seite();
    expect(spaeter.offeneStapel).toHaveLength(0);
    expect(spaeter.versandteStapel[0]).toMatchObject({ id: stapel.id, versandtAm: '2026-10-05' });
  });

  it('a batch whose letter was deleted after its retention period is refused in German, not half printed', async () => {
    await um('2026-11-03T09:00:00Z');
    const k = await zugelassen(t);
    await ablegen();
    const stapel = (await stapelErstellen()).json<PostversandStapel>();
    expect(stapel.briefe).toBeGreaterThanOrEqual(1);
    const drucken = () =>
      t.app.inject({
        method: 'GET',
        url: api(`/pruefungsstelle/postversand/stapel/${stapel.id}/pdf`),
        headers: bearer(staff.jwt),
      });
    expect((await drucken()).statusCode).toBe(200);
    // The retention run takes the candidate's letters (class 'bescheid') years later.
    await t.database.db.transaction((tx) =>
      klasseLoeschen(
        tx,
        { accountId: k.c.id, email: k.c.email },
        'bescheid',
        '2040-01-01',
        'freigabe',
        null,
        new Date(),
      ),
    );
    const vorher = (await auditRows('postversand.druck')).length;
    const res = await drucken();
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ message: pt.stapelMitGeloeschten(stapel.id, 1) });
    expect(res.body).not.toContain('at ');
    expect(await auditRows('postversand.druck')).toHaveLength(vorher);
  });

  it('a letter provided for retrieval joins the list only after the tenth day', async () => {
    t.clock.set(HEUTE);
    const k = await zugelassenMitEinwilligung();
    const faellig = async (iso: string) => {
      await um(iso);
      return (await seite()).briefe.filter((b) => b.accountId === k.c.id);
    };
    expect(await faellig('2026-10-15T21:59:59Z')).toEqual([]);
    const [brief] = await faellig('2026-10-15T22:00:00Z');
    expect(brief?.grund).toBe('nichtAbgerufen');
  });

  async function zugelassenMitEinwilligung() {
    const k = await eingereicht(t, 'WP', ['wp']);
    const einwilligung = { erteilt: true, wortlaut: md.einwilligungWortlaut };
    expect((await postJson(t.app, '/api/bekanntgabe/einwilligung', einwilligung, k.jwt)).statusCode).toBe(
      200,
    );
    await office(officeDeps(t.database, t.clock), 'zulassen', { positionals: [k.c.email], optionen: {} });
    await ablegen();
    return k;
  }

  it('a discarded batch gives its letters back; unknown and ended batches are refused', async () => {
    await um('2026-11-02T09:00:00Z');
    await zugelassen(t);
    await ablegen();
    const erstellt = await stapelErstellen();
    expect(erstellt.statusCode, erstellt.body).toBe(201);
    const stapel = erstellt.json<PostversandStapel>();
    expect((await seite()).faellig).toBe(0);
    expect((await verwerfen(stapel.id)).statusCode).toBe(200);
    expect((await seite()).faellig).toBe(stapel.briefe);
    expect((await verwerfen(stapel.id)).statusCode).toBe(409);
    expect((await vermerken(stapel.id, '2026-11-02')).statusCode).toBe(409);
    const unbekannt = await vermerken(999_999, '2026-11-02');
    expect(unbekannt.statusCode).toBe(404);
    expect(unbekannt.json()).toMatchObject({ message: pt.stapelUnbekannt });
    const [row] = await t.database.db
      .select()
      .from(postversandStapel)
      .where(and(eq(postversandStapel.id, stapel.id)));
    expect(row?.verworfenVon).toBe(staff.name);
    expect(await auditRows('postversand.verworfen')).toHaveLength(1);
  });

  describe('R-91 counts from the real notification of the admission', () => {
    /** What the candidate's status (/start) says of the admission letter's notification. */
    const status = async (k: { c: Parameters<typeof jwtFor>[1] }) =>
      (
        await t.app.inject({
          method: 'GET',
          url: api('/api/status'),
          headers: bearer(await jwtFor(t.app, k.c)),
        })
      ).json<Verfahrensstand>().zulassungBekanntgabe;
    const gesamtruecktritt = async (k: { c: Parameters<typeof jwtFor>[1] }, iso: string) => {
      t.clock.set(iso);
      return postModul(
        t.app,
        'pruefungrucktritt',
        await jwtFor(t.app, k.c),
        umschlag(9, { bestaetigt: true }),
      );
    };

    it('retrieved on the day of the decision: open from the second day, not the fourth', async () => {
      t.clock.set(HEUTE);
      const k = await zugelassenMitEinwilligung();
      const [brief] = (await stand(k.jwt)).bescheide;
      expect(await status(k)).toEqual({ stand: 'bereitgestellt', abrufbarBis: '2026-10-15' });
      t.clock.set('2026-10-05T16:00:00Z');
      expect((await download(t.app, await jwtFor(t.app, k.c), brief?.documentId ?? '')).statusCode).toBe(200);
      // The candidate's status says so (issue 27 point 4), as Meine Daten does.
      expect(await status(k)).toEqual({ stand: 'bekanntgegeben', am: '2026-10-06', weg: 'abruf' });
      const frueh = await gesamtruecktritt(k, '2026-10-06T20:00:00Z');
      expect(frueh.statusCode).toBe(409);
      expect(frueh.json()).toEqual({ message: messages.ruecktritt.gesamtZuFrueh('07.10.2026') });
      const res = await gesamtruecktritt(k, '2026-10-07T06:00:00Z');
      expect(res.statusCode, res.body).toBe(200);
    });

    it('posted two days after the decision: open only from the day after the posting day + 3', async () => {
      await um('2026-11-09T08:00:00Z');
      const k = await zugelassen(t);
      await ablegen();
      // Before the posting day is known, the spec's presumption: the admission day + 3.
      const vorher = await gesamtruecktritt(k, '2026-11-10T08:00:00Z');
      expect(vorher.json()).toEqual({ message: messages.ruecktritt.gesamtZuFrueh('13.11.2026') });
      expect(await status(k)).toMatchObject({ stand: 'postversand' });
      await um('2026-11-11T08:00:00Z');
      const stapel = (await stapelErstellen()).json<PostversandStapel>();
      expect((await vermerken(stapel.id, '2026-11-11')).statusCode).toBe(200);
      expect(await status(k)).toEqual({ stand: 'bekanntgegeben', am: '2026-11-14', weg: 'post' });
      const frueh = await gesamtruecktritt(k, '2026-11-14T20:00:00Z');
      expect(frueh.statusCode).toBe(409);
      expect(frueh.json()).toEqual({ message: messages.ruecktritt.gesamtZuFrueh('15.11.2026') });
      const res = await gesamtruecktritt(k, '2026-11-15T06:00:00Z');
      expect(res.statusCode, res.body).toBe(200);
    });
  });
});
