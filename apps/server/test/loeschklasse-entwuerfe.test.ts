// The drafts' inputs per class (decision 0070, migration 0050): a candidate whose application the office
// rejected in October 2026 through the four-eyes drafts – a first draft discarded with a reason, a
// second one released by a leitung. The discarded draft's inputs and reason end one year after
// finality (class entwurf), the released one's with its letter ten years after (class bescheid). On
// each day they become 'Inhalt gelöscht am TT.MM.JJJJ (Aufbewahrungsfrist abgelaufen)', kind, status,
// names and timestamps stay; the Protokoll's copies of a discarded draft go with it. The database allows
// exactly that change, once, inside the deletion run, and never to an open draft. Every reader of a
// draft still answers: the data copy shows the sentence, the office's pages none of the texts, the
// preview, release and discard a German 409.
import { sql, type SQL } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@examensportal/domain/api';
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { fallTexte } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import type { EntwurfAntwort } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import { faelligeErmitteln } from '../src/features/loeschung/service';
import { office } from '../src/office/commands';
import { createTestApp, type TestApp } from './helpers/app';
import { api, jwtFor } from './helpers/accounts';
import { backends, query } from './helpers/db';
import { eingereicht, type Kandidat } from './helpers/declarations';
import { freigabePfad } from './helpers/entwuerfe';
import { alleGeprueft } from './helpers/pruefliste';
import { officeDeps, seedAccount, submitApplication } from './helpers/procedure';
import { semester } from '@examensportal/domain/rules/semester';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';

const marker = (tag: string) => `Inhalt gelöscht am ${tag} (Aufbewahrungsfrist abgelaufen)`;
const VERWORFEN_TEXT = 'Zeugnis wirkt gefälscht, Hinweis von Frau Kranz';
const VERWORFEN_GRUND = 'Rücksprache mit Herrn Vogt: Zeugnis ist echt';
const FREIGEGEBEN_TEXT = 'Vorbildung reicht nicht aus (§ 9 WPO)';

interface Zeile {
  accountId: string;
  klasse: string;
  ab: string;
  anzahl: number;
}

describe.each(backends)('Entwürfe je Klasse on %s', (backend) => {
  let t: TestApp;
  let k: Kandidat;
  let e = '';
  let sb: TestStaff;
  let leitung: TestStaff;
  let verworfen = '';
  let freigegeben = '';

  const entwurf = async (id: string) =>
    (await query<Record<string, unknown>>(t.database, sql`select * from entwuerfe where id = ${id}`))[0];
  const verweigert = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (x: unknown) => x as Error & { cause?: Error },
    );
    expect(`${err?.message} ${err?.cause?.message}`).toMatch(/inputs of a draft are fixed/);
  };
  /** One UPDATE of a draft in a transaction, announced as the deletion run or not. */
  const aendern = (id: string, setzen: SQL, alsLoeschung: boolean) =>
    t.database.db.transaction(async (tx) => {
      if (alsLoeschung) await tx.execute(sql`select set_config('examensportal.loeschung', 'on', true)`);
      await tx.execute(sql`update entwuerfe set ${setzen} where id = ${id}`);
    });
  /** The portal clock jumps years: sessions end, so a leitung signs in anew. */
  const am = async (iso: string) => {
    t.clock.set(iso);
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
  };
  const zeilen = async () => {
    await faelligeErmitteln({ db: t.database.db, clock: t.clock, config: t.config });
    const liste = await getStaff(t.app, PRUEFUNGSSTELLE_API.loeschliste.path, leitung.jwt);
    return liste.json<{ eintraege: Zeile[] }>().eintraege.filter((z) => z.accountId === e);
  };
  const freigeben = async (klasse: string) => {
    const res = await postStaff(
      t.app,
      PRUEFUNGSSTELLE_API.loeschungFreigeben.path,
      { zeilen: [{ accountId: e, klasse }] },
      leitung.jwt,
    );
    expect(res.statusCode, res.body).toBe(200);
  };
  const protokoll = () =>
    query<{ aktion: string; nachher: unknown; geschwaerzt_durch: unknown }>(
      t.database,
      sql`select aktion, nachher, geschwaerzt_durch from staff_audit where aktion like 'entwurf.%' order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp(backend);
    // An earlier admission ended without passing (its result's proof keeps the account 50 years, so the
    // classes go one by one); the application of 2/2027 is the one the drafts decide.
    t.clock.set('2026-03-02T08:00:00Z');
    const c = await seedAccount(t.database, t.clock, { nachname: 'Entwurf' });
    e = c.id;
    await submitApplication(t.database, t.clock, c, semester(2026, 2));
    // As in loeschklasse-freitexte.test.ts: withdrawn so that the next may be submitted, then admitted.
    await query(
      t.database,
      sql`update applications set status = 'withdrawn', decided_at = '2026-04-01T10:00:00Z' where account_id = ${e}`,
    );
    t.clock.set('2026-10-05T08:00:00Z');
    await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp']);
    await query(
      t.database,
      sql`update applications set status = 'admitted', ersteszulassungsdatum = '2026-04-01'
        where account_id = ${e} and status = 'withdrawn'`,
    );
    k = { c, jwt: await jwtFor(t.app, c) };
    sb = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    await alleGeprueft(t, e, sb);
    const ablehnen = async (begruendung: string) => {
      const res = await postStaff(
        t.app,
        `/kandidaten/${e}/zulassung`,
        { entscheidung: 'ablehnen', begruendung },
        sb.jwt,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<EntwurfAntwort>().entwurf.id;
    };
    verworfen = await ablehnen(VERWORFEN_TEXT);
    const weg = await postStaff(
      t.app,
      `/kandidaten/${e}/entwuerfe/${verworfen}/verwerfen`,
      { begruendung: VERWORFEN_GRUND },
      sb.jwt,
    );
    expect(weg.statusCode, weg.body).toBe(200);
    freigegeben = await ablehnen(FREIGEGEBEN_TEXT);
    const frei = await postStaff(t.app, freigabePfad(e, freigegeben), {}, leitung.jwt);
    expect(frei.statusCode, frei.body).toBe(200);
  }, 240_000);
  afterAll(async () => t.close());

  it('outside the deletion run the database refuses even the exact marker', async () => {
    await verweigert(
      aendern(
        verworfen,
        sql`eingabe = to_jsonb(${marker('05.10.2026')}::text), verworfen_grund = ${marker('05.10.2026')},
          inhalt_geloescht_am = '2026-10-05'`,
        false,
      ),
    );
  });

  it.each([
    ['another text', sql`eingabe = '"anders"'::jsonb, inhalt_geloescht_am = '2030-01-01'`],
    [
      'the marker of another day',
      sql`eingabe = to_jsonb(${marker('02.01.2030')}::text), verworfen_grund = ${marker('02.01.2030')},
        inhalt_geloescht_am = '2030-01-01'`,
    ],
    [
      'the marker without the day',
      sql`eingabe = to_jsonb(${marker('01.01.2030')}::text), verworfen_grund = ${marker('01.01.2030')}`,
    ],
    [
      'the inputs but not the discard reason',
      sql`eingabe = to_jsonb(${marker('01.01.2030')}::text), inhalt_geloescht_am = '2030-01-01'`,
    ],
    [
      'another column too',
      sql`eingabe = to_jsonb(${marker('01.01.2030')}::text), verworfen_grund = ${marker('01.01.2030')},
        inhalt_geloescht_am = '2030-01-01', art = 'triftigerGrund'`,
    ],
  ])('even the deletion run may not write %s', async (_, setzen) => {
    await verweigert(aendern(verworfen, setzen, true));
    expect(JSON.stringify(await entwurf(verworfen))).toContain(VERWORFEN_TEXT);
  });

  it('an open draft is never redacted, not even inside the deletion run', async () => {
    const k2 = await eingereicht(t, 'WP', ['wp']);
    await alleGeprueft(t, k2.c.id, sb);
    const res = await postStaff(
      t.app,
      `/kandidaten/${k2.c.id}/zulassung`,
      { entscheidung: 'ablehnen', begruendung: 'offen bleibt offen' },
      sb.jwt,
    );
    expect(res.statusCode, res.body).toBe(200);
    const offen = res.json<EntwurfAntwort>().entwurf.id;
    await verweigert(
      aendern(
        offen,
        sql`eingabe = to_jsonb(${marker('05.10.2026')}::text), inhalt_geloescht_am = '2026-10-05'`,
        true,
      ),
    );
    expect((await entwurf(offen))?.eingabe).toEqual({
      entscheidung: 'ablehnen',
      begruendung: 'offen bleibt offen',
    });
  });

  it('the discarded draft is due one year after finality, alone, the released one not yet', async () => {
    await am('2030-01-01T10:00:00Z');
    const zeile = (await zeilen()).find((z) => z.klasse === 'entwurf');
    expect(zeile).toMatchObject({ anzahl: 1 });
    expect((await zeilen()).map((z) => z.klasse)).not.toContain('bescheid');
    // The day before its first due day there is no line; on it there is.
    const ab = zeile?.ab ?? '';
    expect(ab > '2027-10-05' && ab < '2028-01-01', ab).toBe(true);
    await am(`${ab}T10:00:00Z`);
    expect((await zeilen()).map((z) => z.klasse)).toContain('entwurf');
    const vortag = new Date(Date.parse(`${ab}T10:00:00Z`) - 86_400_000).toISOString();
    await am(vortag);
    expect((await zeilen()).map((z) => z.klasse)).not.toContain('entwurf');
  });

  it('on 01.01.2030 the leitung approves the line: inputs and reason become the marker, the facts stay', async () => {
    await am('2030-01-01T10:00:00Z');
    await zeilen();
    const vorher = await entwurf(verworfen);
    await freigeben('entwurf');
    const nachher = await entwurf(verworfen);
    expect(nachher).toMatchObject({
      eingabe: marker('01.01.2030'),
      verworfen_grund: marker('01.01.2030'),
      status: 'verworfen',
      art: 'antrag',
      entworfen_von_name: vorher?.entworfen_von_name,
      erledigt_von_name: vorher?.erledigt_von_name,
    });
    expect(String(nachher?.inhalt_geloescht_am)).toMatch(/2030-01-01|Jan 01 2030/);
    expect(String(nachher?.erledigt_am)).toBe(String(vorher?.erledigt_am));
    // The released draft keeps its inputs until its letter's day.
    expect((await entwurf(freigegeben))?.eingabe).toMatchObject({ begruendung: FREIGEGEBEN_TEXT });
    expect((await zeilen()).map((z) => z.klasse)).not.toContain('entwurf');
    // The Protokoll's copies of the discarded draft went with it; the chain still verifies.
    const eintraege = await protokoll();
    expect(JSON.stringify(eintraege)).not.toContain(VERWORFEN_TEXT);
    expect(JSON.stringify(eintraege)).not.toContain(VERWORFEN_GRUND);
    expect(JSON.stringify(eintraege)).toContain(FREIGEGEBEN_TEXT);
    const ok = await office(officeDeps(t.database, t.clock), 'protokoll-pruefen');
    expect(ok.text).not.toContain(officeCliTexte.protokollPruefen.nichtUnversehrt);
  });

  it('a redacted draft cannot be redacted again or changed back', async () => {
    await verweigert(
      aendern(
        verworfen,
        sql`eingabe = to_jsonb(${marker('02.01.2030')}::text), verworfen_grund = ${marker('02.01.2030')},
          inhalt_geloescht_am = '2030-01-02'`,
        true,
      ),
    );
    await verweigert(
      aendern(
        verworfen,
        sql`eingabe = ${JSON.stringify({ entscheidung: 'ablehnen', begruendung: VERWORFEN_TEXT })}::jsonb,
          inhalt_geloescht_am = null`,
        true,
      ),
    );
  });

  it('every reader answers: the data copy shows the sentence, the office pages none of the texts', async () => {
    const jwt = await jwtFor(t.app, k.c);
    const kopie = await t.app.inject({
      method: 'GET',
      url: api(API.datenkopie.path),
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(kopie.statusCode).toBe(200);
    const json = new TextDecoder().decode(unzipSync(new Uint8Array(kopie.rawPayload))['daten.json']);
    const daten = JSON.parse(json) as {
      entwuerfe: { id: string; eingabe: unknown; verworfenGrund: unknown }[];
    };
    expect(daten.entwuerfe.find((d) => d.id === verworfen)).toMatchObject({
      eingabe: marker('01.01.2030'),
      verworfenGrund: marker('01.01.2030'),
    });
    expect(json).not.toContain(VERWORFEN_TEXT);
    expect(json).not.toContain(VERWORFEN_GRUND);
    for (const pfad of [
      PRUEFUNGSSTELLE_API.kandidat.path,
      PRUEFUNGSSTELLE_API.entscheidungen.path,
      PRUEFUNGSSTELLE_API.kandidatDatenkopie.path,
      '/eingang/freigabe',
      '/protokoll',
    ]) {
      const res = await getStaff(t.app, pfad.replace(':id', e), leitung.jwt);
      expect(res.statusCode, `${pfad} ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.rawPayload.toString('latin1')).not.toContain('Hinweis von Frau Kranz');
    }
    // Preview, release and discard of a settled draft: who settled it and when, never a 500.
    const row = await entwurf(verworfen);
    const meldung = fallTexte.bereitsErledigt(
      'verworfen',
      String(row?.erledigt_von_name),
      formatZeitpunkt(new Date(String(row?.erledigt_am))),
    );
    for (const [methode, pfad] of [
      ['GET', `/kandidaten/${e}/entwuerfe/${verworfen}/bescheid`],
      ['POST', freigabePfad(e, verworfen)],
      ['POST', `/kandidaten/${e}/entwuerfe/${verworfen}/verwerfen`],
    ] as const) {
      const res =
        methode === 'GET'
          ? await getStaff(t.app, pfad, leitung.jwt)
          : await postStaff(t.app, pfad, { begruendung: 'noch einmal' }, leitung.jwt);
      expect(res.statusCode, `${pfad} ${res.body}`).toBe(409);
      expect(res.json()).toEqual({ message: meldung });
    }
  });

  it('ten years after finality the released draft goes with its letter (class bescheid)', async () => {
    await am('2040-01-02T10:00:00Z');
    const bescheid = (await zeilen()).find((z) => z.klasse === 'bescheid');
    // The letter and the released draft.
    expect(bescheid?.anzahl).toBeGreaterThanOrEqual(2);
    await freigeben('bescheid');
    expect(await entwurf(freigegeben)).toMatchObject({
      eingabe: marker('02.01.2040'),
      verworfen_grund: null,
      status: 'freigegeben',
    });
    const alle = await query(t.database, sql`select * from entwuerfe where account_id = ${e}`);
    for (const text of [VERWORFEN_TEXT, VERWORFEN_GRUND, FREIGEGEBEN_TEXT])
      expect(JSON.stringify(alle)).not.toContain(text);
  });
});
