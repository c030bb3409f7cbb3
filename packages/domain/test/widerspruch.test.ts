// The objection period (decision 0038): notification + one month (§ 70 VwGO, § 188 (2), (3) BGB),
// an end on a weekend or a Berlin public holiday moved to the next working day (§ 222 (2) ZPO).
import { describe, expect, it } from 'vitest';
import { bekanntgabeTag, widerspruchsfristEnde } from '../src/rules/widerspruch';

describe('Widerspruchsfrist', () => {
  it.each([
    ['2026-03-10', '2026-04-10', 'the same day number of the next month, a Friday'],
    ['2026-01-31', '2026-03-02', 'no 31 February: the 28th, a Saturday, moves to Monday'],
    ['2028-01-31', '2028-02-29', 'a leap year ends on 29 February'],
    ['2026-12-15', '2027-01-15', 'across the year'],
    ['2026-03-03', '2026-04-07', 'Good Friday, the weekend and Easter Monday'],
    ['2026-04-01', '2026-05-04', '1 May on a Friday'],
    ['2026-04-14', '2026-05-15', 'Ascension Day'],
    ['2026-04-25', '2026-05-26', 'Whit Monday'],
    ['2026-09-03', '2026-10-05', '3 October on a Saturday'],
    ['2026-11-25', '2026-12-28', 'Christmas on Friday and the weekend'],
    ['2027-02-08', '2027-03-09', 'International Women’s Day, a Berlin holiday since 2019'],
    ['2018-02-08', '2018-03-08', '8 March before 2019 was a working day'],
  ])('notified %s → in time until %s (%s)', (bekanntgabe, ende) => {
    expect(widerspruchsfristEnde(bekanntgabe)).toBe(ende);
  });

  it('takes the recorded notification day, else the letter’s day + BEKANNTGABE_TAGE (R-91)', () => {
    expect(bekanntgabeTag('2026-03-02', '2026-03-04', 4)).toBe('2026-03-04');
    expect(bekanntgabeTag('2026-03-02', null, 4)).toBe('2026-03-06');
  });
});
