// R-91 read from the rules document: the whole-exam withdrawal is open from the day after the
// admission was notified. The spec's presumption (admission day + BEKANNTGABE_TAGE, "more than 3
// days") holds until the real day is known: the day after the candidate retrieved the letter with
// consent (§ 41 (2a) VwVfG), or the posting day + BEKANNTGABE_TAGE (§ 41 (2) VwVfG; four days since
// 2025). Decision 0033.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '../src/dates';
import { gesamtruecktrittAb, gesamtruecktrittTag } from '../src/rules/availability';
import type { Bereitstellung } from '../src/rules/bekanntgabe';

/** Admitted on Monday 5 October 2026; the letter filed and provided at 10:00 Berlin. */
const ZUGELASSEN = '2026-10-05';
const GEFILT = new Date('2026-10-05T08:00:00Z');
const mitEinwilligung: Bereitstellung = {
  bereitgestelltAm: GEFILT,
  abgerufenAm: null,
  widerrufenAm: null,
  versandtAm: null,
};
const ohneEinwilligung: Bereitstellung = { ...mitEinwilligung, bereitgestelltAm: null };

const zeilen: {
  name: string;
  bescheid?: Bereitstellung;
  heute: IsoDate;
  tage: number;
  ab: IsoDate;
}[] = [
  { name: 'letter not filed yet: the presumption (spec)', heute: '2026-10-06', tage: 3, ab: '2026-10-09' },
  { name: 'the same under the 2025 law (four days)', heute: '2026-10-06', tage: 4, ab: '2026-10-10' },
  {
    name: 'retrieved the same evening: notified the next day, open the day after',
    bescheid: { ...mitEinwilligung, abgerufenAm: new Date('2026-10-05T16:00:00Z') },
    heute: '2026-10-06',
    tage: 3,
    ab: '2026-10-07',
  },
  {
    name: 'provided, not yet retrieved: the presumption',
    bescheid: mitEinwilligung,
    heute: '2026-10-08',
    tage: 3,
    ab: '2026-10-09',
  },
  {
    name: 'retrieved at 23:59:59 Berlin on day 10: notified on day 11',
    bescheid: { ...mitEinwilligung, abgerufenAm: new Date('2026-10-15T21:59:59Z') },
    heute: '2026-10-16',
    tage: 3,
    ab: '2026-10-17',
  },
  {
    name: 'retrieved at 00:00 Berlin on day 11: too late, waits for the post (presumption meanwhile)',
    bescheid: { ...mitEinwilligung, abgerufenAm: new Date('2026-10-15T22:00:00Z') },
    heute: '2026-10-16',
    tage: 3,
    ab: '2026-10-09',
  },
  {
    name: 'not retrieved, posted on 19 October: notified 22 October, open from 23 October',
    bescheid: { ...mitEinwilligung, versandtAm: '2026-10-19' },
    heute: '2026-10-20',
    tage: 3,
    ab: '2026-10-23',
  },
  {
    name: 'without consent, posted the day after the decision, 2025 law',
    bescheid: { ...ohneEinwilligung, versandtAm: '2026-10-06' },
    heute: '2026-10-07',
    tage: 4,
    ab: '2026-10-11',
  },
  {
    name: 'retrieved after the consent was revoked: does not notify; posted later',
    bescheid: {
      ...mitEinwilligung,
      widerrufenAm: new Date('2026-10-06T08:00:00Z'),
      abgerufenAm: new Date('2026-10-07T08:00:00Z'),
      versandtAm: '2026-10-08',
    },
    heute: '2026-10-09',
    tage: 3,
    ab: '2026-10-12',
  },
];

describe('R-91 from the real notification of the admission (decision 0033)', () => {
  it.each(zeilen)('$name', ({ bescheid, heute, tage, ab }) => {
    const antrag = {
      ersteszulassungsdatum: ZUGELASSEN,
      ...(bescheid ? { zulassungsbescheid: bescheid } : {}),
    };
    expect(gesamtruecktrittAb(antrag, heute, tage)).toBe(ab);
  });

  it('without an admission there is no day', () => {
    expect(gesamtruecktrittAb({ ersteszulassungsdatum: null }, '2026-10-06', 3)).toBeNull();
  });

  it('without a known notification it is the spec day rule, for every admission day and setting', () => {
    const tag = fc.integer({ min: 0, max: 3_000 }).map((n) => addDays('2020-01-01', n));
    fc.assert(
      fc.property(
        tag,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 60 }),
        (zugelassen, tage, nach) => {
          const heute = addDays(zugelassen, nach);
          const ab = gesamtruecktrittAb({ ersteszulassungsdatum: zugelassen }, heute, tage);
          expect(ab !== null && heute >= ab).toBe(gesamtruecktrittTag(zugelassen, heute, tage) === 'ok');
        },
      ),
    );
  });

  it('never opens before the day after the admission', () => {
    const abgerufen = fc
      .integer({ min: 0, max: 20 * 24 * 60 })
      .map((min) => new Date(GEFILT.getTime() + min * 60_000));
    fc.assert(
      fc.property(abgerufen, fc.integer({ min: 0, max: 30 }), (am, tage) => {
        const ab = gesamtruecktrittAb(
          { ersteszulassungsdatum: ZUGELASSEN, zulassungsbescheid: { ...mitEinwilligung, abgerufenAm: am } },
          '2026-12-31',
          tage,
        );
        expect(ab !== null && ab > ZUGELASSEN).toBe(true);
      }),
    );
  });
});
