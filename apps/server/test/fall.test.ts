// Case work (issue 28 points 1–3, decision 0046): the case is the candidate's account. Assigning is
// audited and limited to active staff; the Eingang filters by holder and shows it; a draft on a case
// someone else holds needs `trotzZuweisung`; the loser of a parallel decision learns who decided and
// when; internal notes and Wiedervorlagen are append-only, audited without their text and never in
// the candidate's data copy; the Wiedervorlage queue puts due items first; every item shows its age
// and items over their queue's target come first.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDatum, formatZeitpunkt } from '@examensportal/domain/format';
import { fallTexte as t } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { freigabe as f } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import type { EingangSeite } from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import type { EntwurfAntwort } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import type { Fall, FallMeldung } from '@examensportal/domain/schemas/pruefungsstelle-fall';
import { entwuerfe, fallNotizen, staffAudit } from '../src/db/schema';
import { loadDatenkopie } from '../src/features/datenkopie/collect';
import { halterFuer } from '../src/features/staff/fall';
import { createTestApp, type TestApp } from './helpers/app';
import { backends, query } from './helpers/db';
import { eingereicht } from './helpers/declarations';
import { freigabePfad } from './helpers/entwuerfe';
import { alleGeprueft } from './helpers/pruefliste';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';

describe.each(backends)('case work on %s', (backend) => {
  let app: TestApp;
  let leitung: TestStaff;
  let anna: TestStaff;
  let bert: TestStaff;

  const umbenennen = async (s: TestStaff, name: string) => {
    await query(app.database, sql`update staff_accounts set name = ${name} where id = ${s.id}`);
    s.name = name;
  };
  const fall = async (id: string, s: TestStaff = anna) => {
    const res = await getStaff(app.app, `/kandidaten/${id}/fall`, s.jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Fall>();
  };
  const seite = async (pfad: string, s: TestStaff = anna) => {
    const res = await getStaff(app.app, `/eingang/${pfad}`, s.jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EingangSeite>();
  };
  const zuweisen = (id: string, staffId: string | null, s: TestStaff = anna) =>
    postStaff(app.app, `/kandidaten/${id}/zuweisung`, { staffId }, s.jwt);
  const aktionen = async (accountId: string, prefix: string) =>
    (
      await app.database.db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.accountId, accountId))
        .orderBy(staffAudit.id)
    )
      .filter((a) => a.aktion.startsWith(prefix))
      .map((a) => ({ aktion: a.aktion, wer: a.wer, ziel: a.ziel, nachher: a.nachher }));

  beforeAll(async () => {
    app = await createTestApp(backend, { env: { EINGANG_ZIEL_TAGE: 'antraege=10' } });
    app.clock.set('2026-10-05T08:00:00Z');
    leitung = await staffMember(app.app, app.database, app.clock, 'leitung');
    anna = await staffMember(app.app, app.database, app.clock, 'sachbearbeitung');
    bert = await staffMember(app.app, app.database, app.clock, 'sachbearbeitung');
    await umbenennen(leitung, 'Lea Leitung');
    await umbenennen(anna, 'Anna Arndt');
    await umbenennen(bert, 'Bert Brandt');
  }, 240_000);

  afterAll(async () => {
    await app.close();
  });

  it('assigns to oneself and to active staff, unassigns, audited; refuses the rest in German', async () => {
    const k = await eingereicht(app, 'WP');
    expect(await fall(k.c.id)).toMatchObject({ halter: null, notizen: [], wiedervorlagen: [] });
    expect((await fall(k.c.id)).mitarbeitende.map((m) => m.name)).toEqual([
      'Anna Arndt',
      'Bert Brandt',
      'Lea Leitung',
    ]);

    const mir = await zuweisen(k.c.id, anna.id);
    expect(mir.statusCode, mir.body).toBe(200);
    expect(mir.json<FallMeldung>().message).toBe(t.zugewiesen('Anna Arndt'));
    expect(mir.json<FallMeldung>().fall.halter).toMatchObject({ staffId: anna.id, name: 'Anna Arndt' });
    expect((await zuweisen(k.c.id, anna.id)).json()).toEqual({ message: t.schonZugewiesen('Anna Arndt') });

    // "Zuweisen an …": to Bert, by the leitung.
    const an = await zuweisen(k.c.id, bert.id, leitung);
    expect(an.statusCode, an.body).toBe(200);
    expect((await fall(k.c.id)).halter?.name).toBe('Bert Brandt');
    expect((await halterFuer(app.database.db, [k.c.id, 'kein-uuid'])).get(k.c.id)?.name).toBe('Bert Brandt');

    // Not to someone unknown or deactivated.
    const unbekannt = await zuweisen(k.c.id, '00000000-0000-4000-8000-000000000000');
    expect(unbekannt.statusCode).toBe(422);
    expect(unbekannt.json()).toEqual({ message: t.nichtAktiv });
    const weg = await staffMember(app.app, app.database, app.clock, 'sachbearbeitung');
    await query(app.database, sql`update staff_accounts set disabled_at = now() where id = ${weg.id}`);
    expect((await zuweisen(k.c.id, weg.id, leitung)).statusCode).toBe(422);

    const auf = await zuweisen(k.c.id, null, bert);
    expect(auf.statusCode, auf.body).toBe(200);
    expect(auf.json<FallMeldung>()).toMatchObject({ message: t.aufgehoben, fall: { halter: null } });
    expect((await zuweisen(k.c.id, null)).json()).toEqual({ message: t.nichtZugewiesen });

    expect(await aktionen(k.c.id, 'fall.')).toEqual([
      {
        aktion: 'fall.zuweisen',
        wer: 'Anna Arndt',
        ziel: 'Anna Arndt',
        nachher: { halter: 'Anna Arndt', staffId: anna.id },
      },
      {
        aktion: 'fall.zuweisen',
        wer: 'Lea Leitung',
        ziel: 'Bert Brandt',
        nachher: { halter: 'Bert Brandt', staffId: bert.id },
      },
      { aktion: 'fall.zuweisung.aufheben', wer: 'Bert Brandt', ziel: 'Bert Brandt', nachher: null },
    ]);

    // Unknown candidate, candidate token, extra fields.
    expect((await zuweisen('00000000-0000-4000-8000-000000000000', anna.id)).statusCode).toBe(404);
    expect(
      (await postStaff(app.app, `/kandidaten/${k.c.id}/zuweisung`, { staffId: anna.id }, k.jwt)).statusCode,
    ).toBe(401);
    const extra = await postStaff(
      app.app,
      `/kandidaten/${k.c.id}/zuweisung`,
      { staffId: anna.id, am: 'x' },
      anna.jwt,
    );
    expect(extra.statusCode).toBe(400);
  });

  it('filters the Eingang by "Meine Fälle" and "Nicht zugewiesen" and shows the holder', async () => {
    const meins = await eingereicht(app, 'WP');
    const frei = await eingereicht(app, 'WP');
    expect((await zuweisen(meins.c.id, anna.id)).statusCode).toBe(200);

    const fuerAnna = await seite('antraege?zuweisung=meine');
    expect(fuerAnna.eintraege.map((e) => e.accountId)).toEqual([meins.c.id]);
    expect(fuerAnna.eintraege[0]).toMatchObject({
      halter: { staffId: anna.id, name: 'Anna Arndt' },
      entscheiden: `/pruefungsstelle/kandidaten/${meins.c.id}/entscheidungen`,
      alterTage: 0,
      zielTage: 10,
    });
    expect((await seite('antraege?zuweisung=meine', bert)).eintraege).toEqual([]);
    const niemand = (await seite('antraege?zuweisung=keine')).eintraege.map((e) => e.accountId);
    expect(niemand).toContain(frei.c.id);
    expect(niemand).not.toContain(meins.c.id);
    // Unfiltered: the holder beside every item.
    const alle = await seite('antraege');
    expect(alle.eintraege.find((e) => e.accountId === meins.c.id)?.halter?.name).toBe('Anna Arndt');
    expect(alle.eintraege.find((e) => e.accountId === frei.c.id)?.halter).toBeUndefined();
    const falsch = await getStaff(app.app, '/eingang/antraege?zuweisung=alle', anna.jwt);
    expect(falsch.statusCode).toBe(400);
    expect(falsch.json<{ fieldErrors: Record<string, string> }>().fieldErrors.zuweisung).toBe(
      t.zuweisungFilterUngueltig,
    );
  });

  it('asks before a draft on a case someone else holds; the flag is never stored with the draft', async () => {
    const k = await eingereicht(app, 'WP');
    await alleGeprueft(app, k.c.id, anna);
    expect((await zuweisen(k.c.id, anna.id)).statusCode).toBe(200);
    const url = `/kandidaten/${k.c.id}/zulassung`;
    const ohne = await postStaff(app.app, url, { entscheidung: 'zulassen' }, bert.jwt);
    expect(ohne.statusCode).toBe(409);
    expect(ohne.json()).toEqual({ message: t.fallZugewiesen('Anna Arndt') });
    const unklar = await postStaff(
      app.app,
      url,
      { entscheidung: 'zulassen', trotzZuweisung: 'ja' },
      bert.jwt,
    );
    expect(unklar.statusCode).toBe(400);
    expect(await app.database.db.select().from(entwuerfe).where(eq(entwuerfe.accountId, k.c.id))).toEqual([]);

    const trotz = await postStaff(app.app, url, { entscheidung: 'zulassen', trotzZuweisung: true }, bert.jwt);
    expect(trotz.statusCode, trotz.body).toBe(200);
    const [row] = await app.database.db.select().from(entwuerfe).where(eq(entwuerfe.accountId, k.c.id));
    expect(row?.eingabe).not.toHaveProperty('trotzZuweisung');

    // The holder's own drafts need no flag (after the other draft is discarded).
    const weg = await postStaff(
      app.app,
      `/kandidaten/${k.c.id}/entwuerfe/${trotz.json<EntwurfAntwort>().entwurf.id}/verwerfen`,
      { begruendung: 'Fall gehört Anna' },
      bert.jwt,
    );
    expect(weg.statusCode, weg.body).toBe(200);
    expect((await postStaff(app.app, url, { entscheidung: 'zulassen' }, anna.jwt)).statusCode).toBe(200);
  });

  it('tells the loser of a parallel decision who decided and when', async () => {
    const k = await eingereicht(app, 'WP');
    await alleGeprueft(app, k.c.id, anna);
    const entwurf = await postStaff(
      app.app,
      `/kandidaten/${k.c.id}/zulassung`,
      { entscheidung: 'zulassen' },
      anna.jwt,
    );
    expect(entwurf.statusCode, entwurf.body).toBe(200);
    const id = entwurf.json<EntwurfAntwort>().entwurf.id;
    app.clock.advance(60_000);
    const [erste, zweite] = await Promise.all([
      postStaff(app.app, freigabePfad(k.c.id, id), {}, leitung.jwt),
      postStaff(app.app, freigabePfad(k.c.id, id), {}, bert.jwt),
    ]);
    const gewonnen = erste?.statusCode === 200 ? leitung : bert;
    const verloren = erste?.statusCode === 200 ? zweite : erste;
    expect([erste?.statusCode, zweite?.statusCode].sort()).toEqual([200, 409]);
    const [row] = await app.database.db.select().from(entwuerfe).where(eq(entwuerfe.id, id));
    expect(verloren?.json()).toEqual({
      message: t.bereitsErledigt(
        f.status.freigegeben ?? '',
        gewonnen.name,
        formatZeitpunkt(row?.erledigtAm ?? null),
      ),
    });
    // A new draft on the decided application names the decision too.
    const spaet = await postStaff(
      app.app,
      `/kandidaten/${k.c.id}/zulassung`,
      { entscheidung: 'zulassen' },
      anna.jwt,
    );
    expect(spaet.statusCode).toBe(409);
    expect(spaet.json()).toEqual({
      message: t.bereitsEntschieden(gewonnen.name, formatZeitpunkt(row?.erledigtAm ?? null)),
    });
  });

  it('keeps internal notes append-only, audited without their text, and out of the data copy', async () => {
    const k = await eingereicht(app, 'WP');
    const geheim = 'Interner Vermerk: Rückruf bei der Kammer Hamburg wegen Zeugnis';
    const res = await postStaff(app.app, `/kandidaten/${k.c.id}/notizen`, { text: `  ${geheim} ` }, anna.jwt);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FallMeldung>().message).toBe(t.notizGespeichert);
    expect(res.json<FallMeldung>().fall.notizen).toMatchObject([{ text: geheim, von: 'Anna Arndt' }]);
    const leer = await postStaff(app.app, `/kandidaten/${k.c.id}/notizen`, { text: '   ' }, anna.jwt);
    expect(leer.statusCode).toBe(400);
    expect(leer.json<{ fieldErrors: Record<string, string> }>().fieldErrors.text).toBe(t.notizFehlt);
    const grund = 'Wiedervorlage wegen Nachweis aus Hamburg geheim';
    const wv = await postStaff(
      app.app,
      `/kandidaten/${k.c.id}/wiedervorlagen`,
      { datum: '2026-10-09', grund },
      anna.jwt,
    );
    expect(wv.statusCode, wv.body).toBe(200);
    expect((await zuweisen(k.c.id, anna.id)).statusCode).toBe(200);

    const audit = await aktionen(k.c.id, 'fall.');
    expect(audit.map((a) => a.aktion)).toEqual(['fall.notiz', 'fall.wiedervorlage', 'fall.zuweisen']);
    expect(JSON.stringify(audit)).not.toContain('Hamburg');

    const kopie = await loadDatenkopie(app.database.db, k.c.id, app.clock.now());
    const text = JSON.stringify(kopie);
    expect(text).toContain(k.c.id);
    expect(text).not.toContain('Hamburg');
    expect(text).not.toContain('Anna Arndt');
    expect(text).not.toContain('fall.');

    // The database refuses to change or delete a note.
    await expect(
      query(app.database, sql`update fall_notizen set text = 'x' where account_id = ${k.c.id}`),
    ).rejects.toThrow();
    await expect(
      query(app.database, sql`delete from fall_notizen where account_id = ${k.c.id}`),
    ).rejects.toThrow();
    expect(
      await app.database.db.select().from(fallNotizen).where(eq(fallNotizen.accountId, k.c.id)),
    ).toHaveLength(1);
  });

  it('orders the Wiedervorlage queue due first; done and cancelled are new rows', async () => {
    const a = await eingereicht(app, 'WP');
    const b = await eingereicht(app, 'WP');
    const c = await eingereicht(app, 'WP');
    const setzen = (id: string, datum: string) =>
      postStaff(
        app.app,
        `/kandidaten/${id}/wiedervorlagen`,
        { datum, grund: `Nachfassen ${datum}` },
        anna.jwt,
      );
    const vergangen = await setzen(a.c.id, '2026-10-01');
    expect(vergangen.statusCode).toBe(422);
    expect(vergangen.json()).toMatchObject({ message: t.datumVergangen });
    expect((await setzen(a.c.id, '2026-10-20')).statusCode).toBe(200);
    expect((await setzen(b.c.id, '2026-10-07')).statusCode).toBe(200);
    expect((await setzen(c.c.id, '2026-10-12')).statusCode).toBe(200);
    const meine = [a.c.id, b.c.id, c.c.id];
    const reihe = async () =>
      (await seite('wiedervorlage', bert)).eintraege
        .filter((e) => meine.includes(e.accountId))
        .map((e) => e.accountId);
    expect(await reihe()).toEqual([b.c.id, c.c.id, a.c.id]);

    // Twelve days on (a new session: idle ones end): b and c are due; by their day, before a even
    // in descending order.
    app.clock.set('2026-10-17T08:00:00Z');
    bert = await staffMember(app.app, app.database, app.clock, 'sachbearbeitung');
    const ab = (await seite('wiedervorlage?richtung=ab', bert)).eintraege.filter((e) =>
      meine.includes(e.accountId),
    );
    expect(ab.map((e) => e.accountId)).toEqual([b.c.id, c.c.id, a.c.id]);
    expect(ab[0]?.was).toBe(
      `Wiedervorlage am ${formatDatum('2026-10-07')}: Nachfassen 2026-10-07 (Anna Arndt)`,
    );
    expect((await fall(b.c.id, bert)).wiedervorlagen).toMatchObject([{ status: 'offen', faellig: true }]);

    const id = (await fall(b.c.id, bert)).wiedervorlagen[0]?.id ?? 0;
    const erledigt = await postStaff(
      app.app,
      `/kandidaten/${b.c.id}/wiedervorlagen/${id}/ende`,
      { art: 'erledigt' },
      bert.jwt,
    );
    expect(erledigt.statusCode, erledigt.body).toBe(200);
    expect(erledigt.json<FallMeldung>().fall.wiedervorlagen).toMatchObject([
      { status: 'erledigt', faellig: false },
    ]);
    const nochmal = await postStaff(
      app.app,
      `/kandidaten/${b.c.id}/wiedervorlagen/${id}/ende`,
      { art: 'aufgehoben' },
      bert.jwt,
    );
    expect(nochmal.statusCode).toBe(409);
    // Another candidate's Wiedervorlage looks like a missing one.
    const fremd = await postStaff(
      app.app,
      `/kandidaten/${a.c.id}/wiedervorlagen/${id}/ende`,
      { art: 'erledigt' },
      bert.jwt,
    );
    expect(fremd.statusCode).toBe(404);
    expect(
      (
        await postStaff(
          app.app,
          `/kandidaten/${a.c.id}/wiedervorlagen/abc/ende`,
          { art: 'erledigt' },
          bert.jwt,
        )
      ).statusCode,
    ).toBe(404);
    expect(await reihe()).toEqual([c.c.id, a.c.id]);
    const audit = await aktionen(b.c.id, 'fall.wiedervorlage');
    expect(audit.map((x) => x.aktion)).toEqual(['fall.wiedervorlage', 'fall.wiedervorlage.erledigt']);
  });

  it('shows every item its age and puts items over the queue target first, whatever the order', async () => {
    app.clock.set('2026-09-01T08:00:00Z');
    const alt = await eingereicht(app, 'WP');
    app.clock.set('2026-09-20T08:00:00Z');
    const neu = await eingereicht(app, 'WP');
    app.clock.set('2026-09-22T08:00:00Z');
    const leser = await staffMember(app.app, app.database, app.clock, 'sachbearbeitung');
    for (const richtung of ['auf', 'ab']) {
      const eintraege = (await seite(`antraege?richtung=${richtung}`, leser)).eintraege;
      const i = eintraege.findIndex((e) => e.accountId === alt.c.id);
      const j = eintraege.findIndex((e) => e.accountId === neu.c.id);
      expect(eintraege[i]).toMatchObject({ alterTage: 21, zielTage: 10, ueberZiel: true });
      expect(eintraege[j]).toMatchObject({ alterTage: 2, zielTage: 10 });
      expect(eintraege[j]?.ueberZiel).toBeUndefined();
      expect(i).toBeLessThan(j);
      // Every item over the target before every item within it.
      const ueber = eintraege.map((e) => e.ueberZiel === true);
      expect(ueber).toEqual([...ueber].sort((x, y) => Number(y) - Number(x)));
    }
    // Queues without a target: the age only.
    const wv = await seite('wiedervorlage', leser);
    for (const e of wv.eintraege) expect(e.zielTage).toBeUndefined();
  });

  it('refuses a malformed EINGANG_ZIEL_TAGE at start-up', async () => {
    await expect(createTestApp(backend, { env: { EINGANG_ZIEL_TAGE: 'antraege=0' } })).rejects.toThrow(
      /EINGANG_ZIEL_TAGE/,
    );
  });
});
