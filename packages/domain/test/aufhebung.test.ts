// Revocation (§§ 48, 49 VwVfG) and § 42 corrections of letters (decision 0055) as tables: which
// decisions are favourable, the one year of § 48 (4) VwVfG with its edges, which letters § 42 corrects.
import { describe, expect, it } from 'vitest';
import {
  aufhebbareEntscheidung,
  aufhebungsfristEnde,
  aufhebungsfristHindernis,
  berichtigungsfaehig,
  istBeguenstigend,
  zeitleisteMit,
} from '../src/rules/aufhebung';
import { istNachteilig } from '../src/rules/freigabe';

describe('favourable decisions (begünstigende Verwaltungsakte) the portal revokes', () => {
  it.each([
    [{ art: 'zulassung' }, 'zulassung'],
    [{ art: 'anrechnung', entscheidung: 'accepted' }, 'anrechnung'],
    [{ art: 'anrechnung', entscheidung: 'rejected' }, null],
    [{ art: 'triftigerGrund', entscheidung: 'accepted' }, 'triftigerGrund'],
    [{ art: 'triftigerGrund', entscheidung: 'rejected' }, null],
    [{ art: 'nachteilsausgleich', entscheidung: 'accepted' }, 'nachteilsausgleich'],
    [{ art: 'nachteilsausgleich', entscheidung: 'rejected' }, null],
    [{ art: 'ablehnung' }, null],
    [{ art: 'ladung' }, null],
    [{ art: 'ergebnis' }, null],
    [{ art: 'berichtigung' }, null],
    [{ art: 'nachforderung' }, null],
    [{ art: 'widerspruch' }, null],
    [{ art: 'aufhebung' }, null],
    [{ art: 'bescheidBerichtigung' }, null],
  ])('%o → %s', (brief, erwartet) => {
    expect(aufhebbareEntscheidung(brief)).toBe(erwartet);
    expect(istBeguenstigend(brief)).toBe(erwartet !== null);
  });

  it('has nothing to revoke without a letter', () => expect(aufhebbareEntscheidung(null)).toBeNull());
});

describe('one year from the office learning the facts (§ 48 (4), § 31 VwVfG, §§ 187 (1), 188 (2), (3) BGB)', () => {
  it.each([
    ['2025-10-05', '2026-10-05'],
    ['2026-01-31', '2027-01-31'],
    ['2026-12-31', '2027-12-31'],
    // 29 February: the next year has none – the period ends on 28 February (§ 188 (3) BGB).
    ['2028-02-29', '2029-02-28'],
    // No move to the next working day: 10.10.2026 is a Saturday, the year ends on Sunday 10.10.2027.
    ['2026-10-10', '2027-10-10'],
  ])('knowledge on %s → last day %s', (kenntnis, ende) => {
    expect(aufhebungsfristEnde(kenntnis)).toBe(ende);
  });

  it.each([
    ['2025-10-05', '2026-10-05', null],
    ['2025-10-05', '2026-10-06', 'fristAbgelaufen'],
    ['2025-10-04', '2026-10-05', 'fristAbgelaufen'],
    ['2026-10-05', '2026-10-05', null],
    ['2026-10-06', '2026-10-05', 'kenntnisZukunft'],
    ['2028-02-29', '2029-02-28', null],
    ['2028-02-29', '2029-03-01', 'fristAbgelaufen'],
  ])('knowledge %s, today %s → %s', (kenntnis, heute, erwartet) => {
    expect(aufhebungsfristHindernis(kenntnis, heute)).toBe(erwartet);
  });

  // § 48 (4) sentence 2: a decision obtained by deceit etc. has no year; a future day stays refused.
  it.each([
    ['2025-10-04', '2026-10-05', null],
    ['2020-01-01', '2026-10-05', null],
    ['2026-10-05', '2026-10-05', null],
    ['2026-10-06', '2026-10-05', 'kenntnisZukunft'],
  ])('obtained by deceit: knowledge %s, today %s → %s', (kenntnis, heute, erwartet) => {
    expect(aufhebungsfristHindernis(kenntnis, heute, true)).toBe(erwartet);
  });
});

describe('§ 42 corrections of letters other than results', () => {
  it.each([
    ['zulassung', true],
    ['ablehnung', true],
    ['anrechnung', true],
    ['triftigerGrund', true],
    ['nachteilsausgleich', true],
    ['ergebnis', false],
    ['ladung', false],
    ['widerspruch', false],
    ['aufhebung', false],
  ])('%s → %s', (art, erwartet) => expect(berichtigungsfaehig({ art })).toBe(erwartet));
});

describe('a revocation is adverse: only a leitung releases it', () => {
  it.each([
    ['zuruecknehmen', true],
    ['widerrufen', true],
    ['berichtigen', false],
    ['zulassen', false],
  ])('%s → %s', (entscheidung, erwartet) => expect(istNachteilig({ entscheidung })).toBe(erwartet));
});

describe('the timeline with revocations', () => {
  it('keeps the order by day and the existing entries first on the same day', () => {
    expect(
      zeitleisteMit(
        [
          { datum: '2026-01-01', text: 'a' },
          { datum: '2026-03-01', text: 'c' },
        ],
        [
          { datum: '2026-03-01', text: 'd' },
          { datum: '2026-02-01', text: 'b' },
        ],
      ).map((e) => e.text),
    ).toEqual(['a', 'b', 'c', 'd']);
  });
});
