// Every reader of a redacted payload (decision 0062, issue 30 point 1): after the ten-year deletion of
// applications and declarations (the candidate of loeschklasse-inhalt.test.ts, due 11.04.2030) each
// place that re-reads a payload answers and, where it showed content, says 'Inhalt gelöscht am …':
// the data copy (Art. 15), the receipt page of a declaration, a late retry of a declaration under its
// Idempotency-Key, the candidate's own views, the statistics, the list exports (CSV and XLSX), the
// Postversand. Without the readers' handling the copy held a bare {"geloescht": …}, the retry answered
// 422 'another content under this key', the receipt listed no consequence and the export an empty LGS.
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@examensportal/domain/api';
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import { semester } from '@examensportal/domain/rules/semester';
import { faelligeErmitteln } from '../src/features/loeschung/service';
import { createTestApp, type TestApp } from './helpers/app';
import { api, jwtFor } from './helpers/accounts';
import { backends } from './helpers/db';
import { postModul, umschlag } from './helpers/declarations';
import { seedAccount, submitApplication } from './helpers/procedure';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';
import { xlsxZeilen } from './helpers/xlsx';

const GELOESCHT = 'Inhalt gelöscht am 11.04.2030 (Aufbewahrungsfrist abgelaufen)';
const SCHLUESSEL = 'spaeter-wiederholt-0001';

describe.each(backends)('Leser geschwärzter Inhalte on %s', (backend) => {
  let t: TestApp;
  let e = '';
  let jwt = '';
  let leitung: TestStaff;
  let kandidat: Awaited<ReturnType<typeof seedAccount>>;

  const als = (url: string) =>
    t.app.inject({ method: 'GET', url: api(url), headers: { authorization: `Bearer ${jwt}` } });

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2020-01-10T08:00:00Z');
    kandidat = await seedAccount(t.database, t.clock, { nachname: 'Leserin' });
    e = kandidat.id;
    await submitApplication(t.database, t.clock, kandidat, semester(2020, 2));
    const db = t.database.db;
    // A declaration as the portal stores it: its answer (fees, fingerprint) in the payload, its key beside.
    await db.execute(sql`insert into declarations (account_id, art, vorgang, term, payload, received_at,
        received_at_berlin, von, idempotency_key)
      values (${e}, 2, 'anmeldung', '2020/2',
        ${JSON.stringify({ fingerabdruck: 'abc', gebuehren: [], nachname: 'Leserin' })}::jsonb,
        '2020-02-01T10:00:00Z', '2020-02-01 11:00:00', 'kandidat', ${SCHLUESSEL})`);
    await db.execute(
      sql`update applications set status = 'withdrawn', decided_at = '2020-03-10T10:00:00Z' where account_id = ${e}`,
    );
    t.clock.set('2021-04-01T08:00:00Z');
    await submitApplication(t.database, t.clock, kandidat, semester(2022, 1));
    await db.execute(
      sql`update applications set status = 'withdrawn', decided_at = '2021-05-10T10:00:00Z'
        where account_id = ${e} and status = 'submitted'`,
    );
    await db.execute(
      sql`update applications set status = 'admitted', ersteszulassungsdatum = '2020-03-10'
        where account_id = ${e} and decided_at = '2020-03-10T10:00:00Z'`,
    );
    t.clock.set('2030-04-11T10:00:00Z');
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    await faelligeErmitteln({ db: t.database.db, clock: t.clock, config: t.config });
    const res = await postStaff(
      t.app,
      PRUEFUNGSSTELLE_API.loeschungFreigeben.path,
      { zeilen: ['antrag', 'erklaerung'].map((klasse) => ({ accountId: e, klasse })) },
      leitung.jwt,
    );
    expect(res.statusCode, res.body).toBe(200);
    jwt = await jwtFor(t.app, kandidat);
  }, 240_000);
  afterAll(async () => t.close());

  it('the data copy says "Inhalt gelöscht am …" for every redacted payload, never the bare marker', async () => {
    const res = await als(API.datenkopie.path);
    expect(res.statusCode).toBe(200);
    const json = new TextDecoder().decode(unzipSync(new Uint8Array(res.rawPayload))['daten.json']);
    const daten = JSON.parse(json) as Record<string, { payload?: unknown }[]>;
    const payloads = [...(daten.antraege ?? []), ...(daten.erklaerungen ?? [])].map((r) => r.payload);
    expect(payloads.length).toBeGreaterThanOrEqual(3);
    for (const p of payloads) expect(p).toBe(GELOESCHT);
    expect(json).not.toContain('"geloescht"');
  });

  it('a late retry under the old Idempotency-Key answers 410 in German, not 422 or 500', async () => {
    const res = await postModul(t.app, 'anmeldung', jwt, umschlag(2, { module: {} }), SCHLUESSEL);
    expect(res.statusCode, res.body).toBe(410);
    const { message } = res.json<{ message: string }>();
    expect(message).toContain('am 01.02.2020 eingegangen');
    expect(message).toContain('am 11.04.2030 gelöscht');
  });

  it("the declaration's receipt page names the deletion instead of no consequence", async () => {
    const res = await als(API.eingangsbestaetigung.path.replace(':schluessel', SCHLUESSEL));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ folgen: string[] }>().folgen).toEqual([GELOESCHT]);
  });

  it("the candidate's own views answer without the marker's key", async () => {
    for (const url of [API.status.path, API.dokumente.path, API.zulassung.path, API.postfach.path]) {
      const res = await als(url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
      expect(res.body, url).not.toContain('"geloescht"');
    }
  });

  it('the statistics, the lists and exports (CSV, XLSX), the Postversand and the office pages answer; the export names the deletion', async () => {
    for (const url of [
      '/statistik?termin=2020/2&art=WP',
      '/statistik.csv?termin=2020/2&art=WP',
      '/export/ladungen?termin=2020%2F2&pruefung=wp&format=csv',
      '/postversand',
      '/eingang',
      '/ladungen?termin=2020%2F2&pruefung=wp',
      '/kandidaten?suche=Leserin',
      ...[
        PRUEFUNGSSTELLE_API.kandidat,
        PRUEFUNGSSTELLE_API.kandidatAntraege,
        PRUEFUNGSSTELLE_API.pruefliste,
        PRUEFUNGSSTELLE_API.fall,
        PRUEFUNGSSTELLE_API.entscheidungen,
        PRUEFUNGSSTELLE_API.widersprueche,
        PRUEFUNGSSTELLE_API.nachrichtenVorlagen,
        PRUEFUNGSSTELLE_API.kandidatDatenkopie,
      ].map((c) => c.path.replace(':id', e)),
    ]) {
      const res = await getStaff(t.app, url, leitung.jwt);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    }
    const liste = await getStaff(t.app, PRUEFUNGSSTELLE_API.pruefliste.path.replace(':id', e), leitung.jwt);
    expect(liste.json<{ pruefliste: unknown }>().pruefliste).toMatchObject({
      punkte: [],
      offenFuerMarkierung: false,
      inhaltGeloescht: GELOESCHT,
    });
    const csv = await getStaff(t.app, '/export/kandidaten?suche=Leserin&format=csv', leitung.jwt);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(GELOESCHT);
    const xlsx = await getStaff(t.app, '/export/kandidaten?suche=Leserin&format=xlsx', leitung.jwt);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsxZeilen(new Uint8Array(xlsx.rawPayload)).flat()).toContain(GELOESCHT);
  });
});
