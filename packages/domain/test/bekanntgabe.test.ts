// R-111 / § 41 (2a) VwVfG as decision 0033 reads it: each row a letter's record and the portal clock.
import { describe, expect, it } from 'vitest';
import { abrufbarBis, type Bekanntgabe, type Bereitstellung, bekanntgabe } from '../src/rules/bekanntgabe';

const TAGE = 3;
/** Provided (and the notice mail sent) on Thursday 1 October 2026, 14:00 Berlin (CEST, UTC+2). */
const BEREITGESTELLT = new Date('2026-10-01T12:00:00Z');
const keine: Bereitstellung = {
  bereitgestelltAm: BEREITGESTELLT,
  abgerufenAm: null,
  widerrufenAm: null,
  versandtAm: null,
};
const at = (iso: string) => new Date(iso);

const zeilen: { name: string; b: Bereitstellung; jetzt: string; erwartet: Bekanntgabe }[] = [
  {
    name: 'provided, not yet retrieved',
    b: keine,
    jetzt: '2026-10-05T08:00:00Z',
    erwartet: { stand: 'bereitgestellt', abrufbarBis: '2026-10-11' },
  },
  {
    name: 'retrieved: notified on the Berlin day after',
    b: { ...keine, abgerufenAm: at('2026-10-03T09:00:00Z') },
    jetzt: '2026-10-03T09:00:01Z',
    erwartet: { stand: 'bekanntgegeben', am: '2026-10-04', weg: 'abruf' },
  },
  {
    name: 'retrieved at 00:30 Berlin (22:30 UTC the day before): the Berlin day counts',
    b: { ...keine, abgerufenAm: at('2026-10-04T22:30:00Z') },
    jetzt: '2026-10-05T08:00:00Z',
    erwartet: { stand: 'bekanntgegeben', am: '2026-10-06', weg: 'abruf' },
  },
  {
    name: 'the tenth day still counts up to 23:59:59 Berlin (after the change to CET on 25 October)',
    b: { ...keine, abgerufenAm: at('2026-10-11T21:59:59Z') },
    jetzt: '2026-10-12T08:00:00Z',
    erwartet: { stand: 'bekanntgegeben', am: '2026-10-12', weg: 'abruf' },
  },
  {
    name: 'at Berlin midnight after the tenth day the provision has ended',
    b: keine,
    jetzt: '2026-10-11T22:00:00Z',
    erwartet: { stand: 'postversand', grund: 'nichtAbgerufen' },
  },
  {
    name: 'one second before that midnight it is still provided',
    b: keine,
    jetzt: '2026-10-11T21:59:59Z',
    erwartet: { stand: 'bereitgestellt', abrufbarBis: '2026-10-11' },
  },
  {
    name: 'a retrieval on the eleventh day does not notify',
    b: { ...keine, abgerufenAm: at('2026-10-11T22:00:00Z') },
    jetzt: '2026-10-11T22:00:00Z',
    erwartet: { stand: 'postversand', grund: 'nichtAbgerufen' },
  },
  {
    name: 'posted after the provision ended: posting day + BEKANNTGABE_TAGE',
    b: { ...keine, versandtAm: '2026-10-13' },
    jetzt: '2026-10-13T10:00:00Z',
    erwartet: { stand: 'bekanntgegeben', am: '2026-10-16', weg: 'post' },
  },
  {
    name: 'without consent every letter goes to the post',
    b: { ...keine, bereitgestelltAm: null },
    jetzt: '2026-10-01T12:00:00Z',
    erwartet: { stand: 'postversand', grund: 'ohneEinwilligung' },
  },
  {
    name: 'without consent, a download by the candidate does not notify either',
    b: { ...keine, bereitgestelltAm: null, abgerufenAm: at('2026-10-02T10:00:00Z') },
    jetzt: '2026-10-02T10:00:00Z',
    erwartet: { stand: 'postversand', grund: 'ohneEinwilligung' },
  },
  {
    name: 'consent revoked before the retrieval: the provision ends at once, the retrieval does not count',
    b: { ...keine, widerrufenAm: at('2026-10-02T10:00:00Z'), abgerufenAm: at('2026-10-02T11:00:00Z') },
    jetzt: '2026-10-02T11:00:00Z',
    erwartet: { stand: 'postversand', grund: 'widerrufen' },
  },
  {
    name: 'consent revoked after the retrieval: the notification stands',
    b: { ...keine, abgerufenAm: at('2026-10-02T10:00:00Z'), widerrufenAm: at('2026-10-02T11:00:00Z') },
    jetzt: '2026-10-20T11:00:00Z',
    erwartet: { stand: 'bekanntgegeben', am: '2026-10-03', weg: 'abruf' },
  },
  {
    name: 'revoked and posted: posting day + BEKANNTGABE_TAGE',
    b: { ...keine, widerrufenAm: at('2026-10-02T10:00:00Z'), versandtAm: '2026-10-05' },
    jetzt: '2026-10-05T11:00:00Z',
    erwartet: { stand: 'bekanntgegeben', am: '2026-10-08', weg: 'post' },
  },
];

describe('bekanntgabe (R-111, § 41 (2a) VwVfG)', () => {
  it.each(zeilen)('$name', ({ b, jetzt, erwartet }) => {
    expect(bekanntgabe(b, at(jetzt), TAGE)).toEqual(erwartet);
  });

  it('counts the ten days from the Berlin day of the notice, also when it went out after 22:00 UTC', () => {
    // 23:30 Berlin on 31 March 2027 (CEST) is 21:30 UTC: day 0 is 31 March, the last day 10 April.
    expect(abrufbarBis(at('2027-03-31T21:30:00Z'))).toBe('2027-04-10');
    // 00:30 Berlin on 1 April is 22:30 UTC on 31 March: day 0 is 1 April.
    expect(abrufbarBis(at('2027-03-31T22:30:00Z'))).toBe('2027-04-11');
  });
});
