// After a whole-exam withdrawal (event 9 WP, event 14 EIGNUNG) the module state the server sends
// already says that the withdrawal is not offered (zwischegespeichert 1, the admission date kept;
// domain rules/modulState.ts): the client shows 'nicht anwendbar' instead of a form the server would
// refuse. The contact change stays open, and the server still refuses a forged repetition.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import {
  verfahrenBeendet,
  verfuegbarkeitEignung,
  verfuegbarkeitWP,
} from '@examensportal/domain/rules/availability';
import { STANDARD_EINSTELLUNGEN } from '@examensportal/domain/rules/settings';
import { parseModulStateEignung, parseModulStateWP } from '@examensportal/domain/schemas/modulstand';
import { jwtFor } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import {
  kontaktaenderung,
  laden,
  postModul,
  postMultipart,
  umschlag,
  zugelassen,
} from './helpers/declarations';
import { readAs } from './helpers/procedure';

// Admitted on 5 October 2026 (open term 2/2027); the withdrawal is possible from the 9th.
const ZULASSUNG = '2026-10-05T08:00:00Z';
const VIERTER_TAG = '2026-10-09T08:00:00Z';
const HEUTE = '2026-10-09';

describe.each(backends)('module state after a whole-exam withdrawal on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  beforeEach(() => t.clock.set(ZULASSUNG));
  afterAll(async () => t.close());

  it('WP (event 9): state 1 with the admission date, the withdrawal no longer offered, contact change open', async () => {
    const k = await zugelassen(t, 'WP', ['wp']);
    t.clock.set(VIERTER_TAG);
    const wp = async () => parseModulStateWP(await readAs(t.app, k.c, '/api/zulassung/modul'));
    const vorher = await wp();
    expect(vorher.zwischegespeichert).toBe(2);
    expect(verfuegbarkeitWP(vorher, 2, HEUTE, STANDARD_EINSTELLUNGEN).gesamtruecktritt).toBe(true);

    const jwt = await jwtFor(t.app, k.c);
    const res = await postModul(t.app, 'pruefungrucktritt', jwt, umschlag(9, { bestaetigt: true }));
    expect(res.statusCode, res.body).toBe(200);

    const nachher = await wp();
    expect(nachher).toMatchObject({
      zwischegespeichert: 1,
      ersteszulassungsdatum: vorher.ersteszulassungsdatum,
      antragsdatum: vorher.antragsdatum,
    });
    expect(verfahrenBeendet(nachher)).toBe(true);
    const flows = verfuegbarkeitWP(nachher, 2, HEUTE, STANDARD_EINSTELLUNGEN);
    expect(Object.entries(flows).filter(([, on]) => on)).toEqual([['kontaktdaten', true]]);

    // The server agrees: a forged repetition is refused, the contact change is taken.
    const again = await postModul(t.app, 'pruefungrucktritt', jwt, umschlag(9, { bestaetigt: true }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.generic.nichtAnwendbar });
    const kontakt = await postMultipart(t.app, 'kontaktdaten', jwt, [
      { name: 'kontaktdaten', data: JSON.stringify(kontaktaenderung(10, { ort: 'Bonn', plz: '53111' })) },
    ]);
    expect(kontakt.statusCode, kontakt.body).toBe(200);
    // The overall attempt is lost: GET /api/zulassung offers the one new application of the
    // second overall attempt (§ 22 (2)); the module state above still shows the ended admission.
    expect(await readAs(t.app, k.c, '/api/zulassung')).toMatchObject({
      status: 'none',
      bishierigeZulassungen: { art: 2 },
      laufbahn: { stand: 'versuchVerloren', versuch: 2, wiederholung: true, antragMoeglich: true },
    });
  });

  it('EIGNUNG (event 14): state 1 with the admission date, the withdrawal no longer offered', async () => {
    const z = await zugelassen(t, 'EIGNUNG');
    await laden(t, z, 'awr');
    t.clock.set(VIERTER_TAG);
    const eignung = async () => parseModulStateEignung(await readAs(t.app, z.c, '/api/eignung/modul'));
    const vorher = await eignung();
    expect(vorher.zwischegespeichert).toBe(2);
    expect(verfuegbarkeitEignung(vorher, HEUTE, STANDARD_EINSTELLUNGEN).gesamtruecktritt).toBe(true);

    const jwt = await jwtFor(t.app, z.c);
    const res = await postModul(t.app, 'pruefungrucktritteignung', jwt, umschlag(14, { bestaetigt: true }));
    expect(res.statusCode, res.body).toBe(200);

    const nachher = await eignung();
    expect(nachher).toMatchObject({
      zwischegespeichert: 1,
      ersteszulassungsdatum: vorher.ersteszulassungsdatum,
      modulverhindert: { awr: false, ast: false, mp: false },
    });
    expect(verfahrenBeendet(nachher)).toBe(true);
    expect(verfuegbarkeitEignung(nachher, HEUTE, STANDARD_EINSTELLUNGEN)).toEqual({
      gesamtruecktritt: false,
      triftigerGrund: false,
      ruecknahme: false,
      kontaktdaten: true,
    });
    const again = await postModul(t.app, 'pruefungrucktritteignung', jwt, umschlag(14, { bestaetigt: true }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.generic.nichtAnwendbar });
  });
});
