// Corrections of a recorded result (issue 26 point 6, decision 0032, § 42 VwVfG): only a leitung
// drafts one, another leitung releases it; the release writes a new fact pointing at the result (the
// result row stays as recorded), files a letter naming the corrected letter and what applies now, and
// the candidate's state is derived again from the facts (R-60/R-61: a wrongly recorded pass corrected
// to a failure uses the attempt and opens the repetition). Impossible corrections answer German 403/
// 404/409 with nothing written.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berichtigungTexte as bt } from '@examensportal/domain/messages-pruefungsstelle-berichtigung';
import { freigabe as f } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import { modulAkte } from '@examensportal/domain/rules/attempts';
import { semester } from '@examensportal/domain/rules/semester';
import type { EntwurfAntwort } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import { resultCorrections, results } from '../src/db/schema';
import { loadProcedure } from '../src/features/procedure/repo';
import { loadSettings } from '../src/features/procedure/settings';
import { office } from '../src/office/commands';
import { terminFestlegen } from '../src/features/buero/termine';
import { jwtFor } from './helpers/accounts';
import { addDays } from '@examensportal/domain/dates';
import { addHalfYears } from '@examensportal/domain/rules/semester';
import { anmeldeschluss, offenerTermin } from '@examensportal/domain/rules/terms';
import { leereSlotAuswahl } from '@examensportal/domain/schemas/modul';
import { demoWerkzeug } from '../src/demo/werkzeug';
import { anmeldung } from '../src/features/declarations/ablaeufe/anmeldung';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { download, listDocuments } from './helpers/documents';
import { entwerfenUndFreigeben, entwurfsStand, freigabePfad } from './helpers/entwuerfe';
import { readPdf } from './helpers/pdf';
import {
  officeDeps,
  readAs,
  seedAccount,
  submitApplication,
  type SeededCandidate,
} from './helpers/procedure';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';

describe.each(backends)('result corrections on %s', (backend) => {
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
  }, 240_000);
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const run = (command: string, email: string, optionen: Record<string, string>) =>
    office(officeDeps(t.database, t.clock), command, { positionals: [email], optionen });

  /** Admitted for ST in 2/2027, invited to both parts, the result recorded on 20.09.2027. */
  async function mitErgebnis(ergebnis: 'bestanden' | 'nicht-bestanden') {
    t.clock.set('2026-10-05T08:00:00Z');
    const c = await seedAccount(t.database, t.clock);
    await submitApplication(t.database, t.clock, c, semester(2027, 2), ['st']);
    await run('zulassen', c.email, {});
    t.clock.set('2027-07-01T08:00:00Z');
    await run('laden', c.email, { modul: 'st', teil: 'schriftlich' });
    t.clock.set('2027-09-01T08:00:00Z');
    await run('laden', c.email, { modul: 'st', teil: 'muendlich' });
    t.clock.set('2027-09-20T08:00:00Z');
    await run('ergebnis', c.email, { modul: 'st', ergebnis });
    t.clock.set('2027-10-04T08:00:00Z');
    // Staff sessions of the day of the correction.
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    zweiteLeitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    const [row] = await db().select().from(results).where(eq(results.accountId, c.id));
    if (!row) throw new Error('no result');
    return { c, ergebnisId: row.id };
  }

  /** Everything a correction writes: corrections, letter jobs, Protokoll rows, drafts. */
  const stand = async (accountId: string) => ({
    berichtigungen: (
      await db().select().from(resultCorrections).where(eq(resultCorrections.accountId, accountId))
    ).length,
    ...(await entwurfsStand(db(), accountId)),
  });
  const pfad = (c: SeededCandidate, ergebnisId: string) => `/kandidaten/${c.id}/berichtigung/${ergebnisId}`;
  const koerper = {
    ergebnis: 'failed',
    begruendung: 'Die Note 3,7 wurde als 4,7 übertragen; Übertragungsfehler.',
  };

  it('a pass recorded by mistake, corrected to a failure by two leitung members: ST can be repeated', async () => {
    const { c, ergebnisId } = await mitErgebnis('bestanden');
    const vorher = await stand(c.id);
    const settings = await loadSettings(db(), t.config.verfahren);
    expect(modulAkte((await loadProcedure(db(), c.id))!.facts, 'st', settings)).toMatchObject({
      versucheVerbraucht: 0,
    });

    // A caseworker may not draft a correction; nothing is written.
    const sb = await postStaff(t.app, pfad(c, ergebnisId), koerper, sachbearbeitung.jwt);
    expect(sb.statusCode).toBe(403);
    expect(sb.json()).toEqual({ message: bt.nurLeitungEntwurf });
    // Without a reason: a field error, nothing written.
    const ohne = await postStaff(
      t.app,
      pfad(c, ergebnisId),
      { ergebnis: 'failed', begruendung: ' ' },
      leitung.jwt,
    );
    expect(ohne.statusCode).toBe(400);
    expect(ohne.json().fieldErrors).toEqual({ begruendung: bt.begruendungFehlt });
    // The same outcome again is no correction: 409 from the dry run, nothing written.
    const gleich = await postStaff(
      t.app,
      pfad(c, ergebnisId),
      { ...koerper, ergebnis: 'passed' },
      leitung.jwt,
    );
    expect(gleich.statusCode).toBe(409);
    expect(gleich.json()).toEqual({ message: bt.keineAenderung });
    expect(await stand(c.id)).toEqual(vorher);

    const res = await postStaff(t.app, pfad(c, ergebnisId), koerper, leitung.jwt);
    expect(res.statusCode, res.body).toBe(200);
    const { entwurf } = res.json<EntwurfAntwort>();
    expect(entwurf).toMatchObject({
      art: 'berichtigung',
      fallId: ergebnisId,
      entscheidung: 'berichtigen',
      begruendung: koerper.begruendung,
      freigabe: { moeglich: false, hinweis: bt.hinweisBerichtigung },
    });
    // The draft changes nothing of the facts.
    expect((await stand(c.id)).berichtigungen).toBe(0);

    // The preview is the letter: which letter of which date, what applies now, the legal remedy.
    const pdf = await getStaff(
      t.app,
      `/kandidaten/${c.id}/entwuerfe/${entwurf.id}/bescheid`,
      zweiteLeitung.jwt,
    );
    expect(pdf.statusCode).toBe(200);
    const text = readPdf(pdf.rawPayload).text.replace(/\s+/g, ' ');
    expect(text).toContain('Berichtigung des Bescheids über das Ergebnis der Prüfung');
    expect(text).toContain('unser Bescheid vom 20.09.2027 über das Ergebnis der Modulprüfung Steuerrecht');
    expect(text).toContain('§ 42 des Verwaltungsverfahrensgesetzes');
    expect(text).toContain('Es gilt nun: Sie haben die Modulprüfung Steuerrecht nicht bestanden.');
    expect(text).toContain('1 von 3 Prüfungsversuchen verbraucht; es bleiben 2 weitere Versuche');
    expect(text).toContain('Rechtsbehelfsbelehrung');
    expect(text).toContain(koerper.begruendung);

    // Not the drafter, not a caseworker: a second leitung releases.
    const selbst = await postStaff(t.app, freigabePfad(c.id, entwurf.id), {}, leitung.jwt);
    expect(selbst.statusCode).toBe(403);
    expect(selbst.json()).toEqual({ message: f.eigenerEntwurf });
    const sbFrei = await postStaff(t.app, freigabePfad(c.id, entwurf.id), {}, sachbearbeitung.jwt);
    expect(sbFrei.statusCode).toBe(403);
    expect(sbFrei.json()).toEqual({ message: f.nurLeitungBerichtigung });
    const frei = await postStaff(t.app, freigabePfad(c.id, entwurf.id), {}, zweiteLeitung.jwt);
    expect(frei.statusCode, frei.body).toBe(200);
    expect(frei.json().bescheid.dateiname).toBe('Berichtigung-Ergebnis-Steuerrecht-2027-10-04.pdf');

    // The job files the letter in the ST section of the candidate's file, as the preview read.
    await t.app.outbox.runOnce();
    const jwt = await jwtFor(t.app, c);
    const [brief] = (await listDocuments(t.app, jwt)).filter((d) =>
      d.originalFileName.startsWith('Berichtigung'),
    );
    expect(brief).toMatchObject({ category: 'ST', type: 'BESCHEID' });
    const abgelegt = await download(t.app, jwt, String(brief?.documentId));
    expect(readPdf(abgelegt.rawPayload).text.replace(/\s+/g, ' ')).toContain(
      'Es gilt nun: Sie haben die Modulprüfung Steuerrecht nicht bestanden.',
    );

    // A new fact; the result row stays as recorded.
    const [ergebnis] = await db().select().from(results).where(eq(results.id, ergebnisId));
    expect(ergebnis?.ergebnis).toBe('passed');
    const [berichtigung] = await db()
      .select()
      .from(resultCorrections)
      .where(eq(resultCorrections.resultId, ergebnisId));
    expect(berichtigung).toMatchObject({
      ergebnis: 'failed',
      am: '2027-10-04',
      begruendung: koerper.begruendung,
    });
    const nachher = await stand(c.id);
    expect(nachher.jobs).toBe(vorher.jobs + 1);
    expect(nachher.audit.slice(-3)).toEqual(['entwurf.anlegen', 'ergebnis.berichtigen', 'entwurf.freigeben']);

    // Derived again: one attempt used, ST not passed, a repetition possible.
    const procedure = (await loadProcedure(db(), c.id))!;
    expect(procedure.facts.module.st.anmeldungen[0]).toMatchObject({
      ergebnis: 'failed',
      berichtigtAm: '2027-10-04',
    });
    expect(modulAkte(procedure.facts, 'st', settings)).toMatchObject({
      versucheVerbraucht: 1,
      status: 'offen',
    });

    // The decision page lists the result as it applies now, with the day of its correction.
    const seite = await getStaff(t.app, `/kandidaten/${c.id}/entscheidungen`, sachbearbeitung.jwt);
    expect(seite.json().ergebnisse).toEqual([
      {
        id: ergebnisId,
        modul: 'st',
        ergebnis: 'failed',
        am: '2027-09-20',
        berichtigtAm: '2027-10-04',
        noten: null,
      },
    ]);

    // The candidate's timeline says so.
    const status = await getStatus(c);
    expect(status.zeitleiste).toContainEqual({
      datum: '2027-10-04',
      text: 'Steuerrecht: Ergebnis berichtigt (§ 42 VwVfG) – es gilt „nicht bestanden“',
    });

    // Corrected once: a second correction is refused, nothing written.
    const nochmal = await postStaff(
      t.app,
      pfad(c, ergebnisId),
      { ...koerper, ergebnis: 'passed' },
      leitung.jwt,
    );
    expect(nochmal.statusCode).toBe(409);
    expect(nochmal.json()).toEqual({ message: bt.bereitsBerichtigt('04.10.2027') });
    expect(await stand(c.id)).toEqual(nachher);

    // The Kandidat page shows the corrected result with the day of the correction.
    const akte = await getStaff(t.app, `/kandidaten/${c.id}`, sachbearbeitung.jwt);
    const st = akte
      .json<{ verfahren: { module: { modul: string; anmeldungen: unknown[] }[] } }>()
      .verfahren.module.find((m) => m.modul === 'st');
    expect(st?.anmeldungen[0]).toMatchObject({ ergebnis: 'failed', berichtigtAm: '2027-10-04' });
  });

  it("another candidate's result looks like a missing one; an unknown candidate is 404", async () => {
    const { ergebnisId } = await mitErgebnis('nicht-bestanden');
    const andere = await seedAccount(t.database, t.clock);
    const res = await postStaff(t.app, pfad(andere, ergebnisId), koerper, leitung.jwt);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: bt.ergebnisUnbekannt });
    expect(await stand(andere.id)).toEqual({ berichtigungen: 0, jobs: 0, audit: [], entwuerfe: [] });
    const keiner = await postStaff(
      t.app,
      `/kandidaten/00000000-0000-4000-8000-000000000000/berichtigung/${ergebnisId}`,
      koerper,
      leitung.jwt,
    );
    expect(keiner.statusCode).toBe(404);
  });

  it('a pass needs the oral invitation; a fail corrected to a pass is released and counts as passed', async () => {
    const { c, ergebnisId } = await mitErgebnis('nicht-bestanden');
    const frei = await entwerfenUndFreigeben(
      t.app,
      pfad(c, ergebnisId),
      { ...koerper, ergebnis: 'passed' },
      leitung,
      zweiteLeitung,
    );
    expect(frei.statusCode, frei.body).toBe(200);
    const settings = await loadSettings(db(), t.config.verfahren);
    expect(modulAkte((await loadProcedure(db(), c.id))!.facts, 'st', settings)).toMatchObject({
      versucheVerbraucht: 0,
      status: 'bestanden',
    });
  });

  // A history over three years from the rules document: R-60 three attempts per module, R-62 the third
  // failure ends the overall attempt and opens a second one. The third WP result was recorded as failed
  // by mistake: corrected to passed, the module is passed with two attempts used and no second overall
  // attempt is offered. Had the candidate already applied for the second one, the correction is refused.
  describe('three WP attempts over three years (R-60, R-62)', () => {
    const LADUNG = 30;
    const ERGEBNIS = 60;
    async function dreimalNichtBestanden(neuerAntrag: boolean) {
      t.clock.set('2030-11-20T10:00:00Z');
      const c = await seedAccount(t.database, t.clock);
      const konto = { ...c, zustand: '', erwartet: {} };
      const settings = await loadSettings(db(), t.config.verfahren);
      const w = demoWerkzeug(db(), t.clock, new Map([['k', konto]]), t.config.verfahren, settings);
      const zurueck = (n: number) => addHalfYears(offenerTermin('2030-11-20', settings), -n);
      await w.frueherZugelassen('k', zurueck(6), ['wp']);
      let letzte = '2030-01-01';
      for (const n of [6, 5, 4]) {
        const schluss = anmeldeschluss(zurueck(n), settings);
        await w.run('laden', c.email, { modul: 'wp', teil: 'schriftlich', datum: addDays(schluss, LADUNG) });
        await w.run('laden', c.email, {
          modul: 'wp',
          teil: 'muendlich',
          datum: addDays(schluss, LADUNG + 20),
        });
        letzte = addDays(schluss, ERGEBNIS);
        await w.run('ergebnis', c.email, { modul: 'wp', ergebnis: 'nicht-bestanden', datum: letzte });
        if (n > 4)
          await w.erklaeren('k', anmeldung, { ...leereSlotAuswahl(), wp: true }, addDays(letzte, 10));
      }
      if (neuerAntrag) await w.einreichenAm('k', zurueck(1), addDays(letzte, 15), ['wp'], [letzte]);
      leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
      zweiteLeitung = await staffMember(t.app, t.database, t.clock, 'leitung');
      const ids = await db()
        .select({ id: results.id, am: results.am })
        .from(results)
        .where(eq(results.accountId, c.id));
      const dritte = ids.find((r) => r.am === letzte);
      if (!dritte) throw new Error('third result missing');
      return { c, ergebnisId: dritte.id, settings };
    }

    it('the third failure corrected to a pass: WP passed with 2 attempts used, no second overall attempt', async () => {
      const { c, ergebnisId, settings } = await dreimalNichtBestanden(false);
      const laufbahn = async () =>
        (await readAs<{ laufbahn: { stand: string; antragMoeglich: boolean } }>(t.app, c, '/api/zulassung'))
          .laufbahn;
      expect(modulAkte((await loadProcedure(db(), c.id))!.facts, 'wp', settings)).toMatchObject({
        status: 'endgueltigNichtBestanden',
        versucheVerbraucht: 3,
      });
      expect(await laufbahn()).toMatchObject({ antragMoeglich: true });

      const frei = await entwerfenUndFreigeben(
        t.app,
        pfad(c, ergebnisId),
        { ...koerper, ergebnis: 'passed' },
        leitung,
        zweiteLeitung,
      );
      expect(frei.statusCode, frei.body).toBe(200);
      expect(modulAkte((await loadProcedure(db(), c.id))!.facts, 'wp', settings)).toMatchObject({
        status: 'bestanden',
        versucheVerbraucht: 2,
      });
      expect(await laufbahn()).toMatchObject({ antragMoeglich: false });
    });

    it('after an application for the second overall attempt the third result can no longer be corrected', async () => {
      const { c, ergebnisId } = await dreimalNichtBestanden(true);
      const vorher = await stand(c.id);
      const res = await postStaff(
        t.app,
        pfad(c, ergebnisId),
        { ...koerper, ergebnis: 'passed' },
        leitung.jwt,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: bt.spaetererAntrag });
      expect(await stand(c.id)).toEqual(vorher);
    });
  });

  const getStatus = (c: SeededCandidate) =>
    readAs<{ zeitleiste: { datum: string; text: string }[] }>(t.app, c, '/api/status');
});
