// Issue 31.7: the fingerprint an Idempotency-Key is bound to is stored with the declaration for good.
// The hashes below were computed by the code before FINGERPRINT_KEYS existed (commit f63f8ad, where
// each kind's name was its handler's route path `Ablauf.kind`, and `${part}/files` for the
// applications); a stored row holds exactly these values, so they must never change.
import { ERKLAERUNG_KEYS, type ErklaerungKey } from '@examensportal/domain/erklaerungen/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABLAEUFE } from '../src/features/declarations/ablaeufe/index';
import {
  FINGERPRINT_KEYS,
  fingerprintName,
  fingerabdruck,
  UPLOAD_FINGERPRINT_KEY,
} from '../src/features/declarations/fingerprint';
import { jwtFor } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { eingereicht, erklaerungenVon, postModul, umschlag } from './helpers/declarations';

const BODY = {
  zulassungsblock: '2/2027',
  art: 3,
  abgesendetAm: '1999-01-01 00:00',
  auswahl: { wr: true, bwl: false },
  liste: [2, 1],
  text: 'Prüfung ä',
};
const DATEIEN = [
  'nachweis:9f86d081884c7d659a2feb0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  'attest:60303ae22b998861bce3b28f33eec1be758a213c86c93c076dbe9f558c11c752',
];

/** fingerabdruck(<old name>, BODY, DATEIEN) as the old code computed it, by registry key. */
const ALTE_ABDRUECKE = {
  zulassungsantrag: 'b5807d465755e40963c292191b80c7ef387f6295b497467c74baebf0cb1c8c07',
  ruecknahme: '6a2881187c7d811c8bd06ebe10906f6ca68bcd0114eeac73efc538235f116a91',
  anmeldung: '0dd0277695f44342ae759623d11c698f6d0046db33ff6c01965c5fc2606d1d7e',
  abmeldung: 'c11f26710014e639cd7bf2b95ed776dbb70b532443594ddde79114448677a07c',
  verschiebung: 'b01063028719ae93db671bff54c3d76d0c3f3d4fd525df9a519ca7d21fa497ee',
  anrechnung: '7a8d37db0b913ef3f4707ed6cce3147611520530d92e16dc7372b9da7e81eb4b',
  modulruecktritt: '42aeb55e538150bc26b7388f037edbd1323ae4ec03409467005138384674efe6',
  gesamtruecktritt: 'b78b011a965a25400aa7c180aaac3af457905f56a936ce4f438cd09a74e04124',
  triftigerGrund: '910e7f15ed2283fd6ebe7342872fcc90497e1d755f1f1c23418e5f7ea8957f71',
  kontaktdaten: '58dfe36bde9b3556af8f15cf896aa8f66f9c6a4f75378dc0508ed5e6171ecf23',
  eignungAntrag: 'a926adbca22025c9ca6fd2c2597654a9b3d4c1ba3b92cc8bc726b02a742b12ed',
  eignungRuecknahme: 'd3780a5429d10bac19eee8613b2cbc1a38e4e43f52cee7a3846c1d23b8bfe994',
  eignungRuecktritt: '6987fe594662fb959c698ba1a7cb226839fd44cfc9957973da1f78e7b19e66a2',
  triftigerGrundEignung: 'bb867a50e51f0de0da9f369b34c8e533bbbb5fda4cbbd49ed0f9d45eccc5f0ee',
  kontaktdatenEignung: 'acc3818f1956d5b37da2c9ba1c2bb780cc73e0d8fae24db36171393bd14cc7b8',
} as const;

describe('the fingerprint contract', () => {
  it.each(Object.keys(ALTE_ABDRUECKE) as (keyof typeof ALTE_ABDRUECKE)[])(
    '%s: the same request gives the fingerprint the old code stored',
    (key) => {
      expect(fingerabdruck(fingerprintName(key), BODY, DATEIEN)).toBe(ALTE_ABDRUECKE[key]);
    },
  );

  it('every kind has a name of its own, and none is the upload keys’', () => {
    const namen = [...ERKLAERUNG_KEYS.map(fingerprintName), UPLOAD_FINGERPRINT_KEY];
    expect(new Set(namen).size).toBe(namen.length);
  });

  it('a kind added later needs no entry: it takes erklaerung/<key>, a name no old kind has', () => {
    const neu = 'ortswechsel' as ErklaerungKey;
    expect(fingerprintName(neu)).toBe('erklaerung/ortswechsel');
    expect(Object.values(FINGERPRINT_KEYS).some((n) => n.startsWith('erklaerung/'))).toBe(false);
  });

  it('each handler hashes its own kind’s name', () => {
    for (const [key, weg] of Object.entries(ABLAEUFE)) {
      if (weg.weg !== 'antrag') expect(weg.ablauf.fingerprintKey).toBe(fingerprintName(weg.ablauf.key));
      expect(weg.weg === 'antrag' || weg.ablauf.key === key).toBe(true);
    }
  });

  it('the order of keys and files does not matter; the content does', () => {
    const umgestellt = Object.fromEntries(Object.entries(BODY).reverse());
    expect(fingerabdruck('abmeldung', umgestellt, [...DATEIEN].reverse())).toBe(ALTE_ABDRUECKE.abmeldung);
    expect(fingerabdruck('abmeldung', { ...BODY, art: 4 }, DATEIEN)).not.toBe(ALTE_ABDRUECKE.abmeldung);
  });
});

describe.each(backends)('a declaration stored by the old code on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    // 5 October 2026 in Berlin: the open term is 2/2027.
    t.clock.set('2026-10-05T08:00:00Z');
  });
  afterAll(async () => t.close());

  it('is stored with the old fingerprint, and a late retry with its key gets its answer', async () => {
    const k = await eingereicht(t);
    const body = umschlag(2, { bestaetigt: true });
    const first = await postModul(t.app, 'ruecknahme', k.jwt, body, 'ruecknahme-alt');
    expect(first.statusCode, first.body).toBe(200);
    const [row] = await erklaerungenVon(t.database, k.c.id).then((rows) =>
      rows.filter((r) => r.vorgang === 'ruecknahme'),
    );
    // fingerabdruck('ruecknahme', body) of the old code.
    expect((row!.payload as { fingerabdruck: string }).fingerabdruck).toBe(
      '44107c601954949af35c40e280d40ed1591bed787fd594d99b148906341fd1ae',
    );
    // A year later (another open term, the application closed): the stored answer all the same.
    t.clock.set('2027-10-05T08:00:00Z');
    const retry = await postModul(t.app, 'ruecknahme', await jwtFor(t.app, k.c), body, 'ruecknahme-alt');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
  });
});
