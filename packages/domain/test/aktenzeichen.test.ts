// The Aktenzeichen of the back-office (decision 0017): derived from the account id, found again by
// the search in any typing.
import { describe, expect, it } from 'vitest';
import { aktenzeichen, aktenzeichenPraefix } from '../src/rules/aktenzeichen';

const ID = '97dc10d9-75a9-48b3-8c11-88b7b72744a8';

describe('aktenzeichen', () => {
  it('is the kind and the first 12 hex digits of the account id in groups of four', () => {
    expect(aktenzeichen(ID, 'WP')).toBe('WP-97DC-10D9-75A9');
    expect(aktenzeichen(ID, 'EIGNUNG')).toBe('EP-97DC-10D9-75A9');
  });

  it.each([
    ['WP-97DC-10D9-75A9', 'WP', '97dc10d9-75a9'],
    ['wp97dc10d975a9', 'WP', '97dc10d9-75a9'],
    ['EP-97DC-10D9', 'EIGNUNG', '97dc10d9'],
    ['97DC 10D9', undefined, '97dc10d9'],
    ['97dc', undefined, '97dc'],
  ] as const)('reads %s as a file number', (suche, art, idPraefix) => {
    expect(aktenzeichenPraefix(suche)).toEqual({ art, idPraefix });
  });

  it.each(['Anna', 'abc', 'anna@example.org', 'WP-', '97DC-10D9-75A9-48B3'])(
    'reads %s as no file number',
    (suche) => {
      expect(aktenzeichenPraefix(suche)).toBeUndefined();
    },
  );
});
