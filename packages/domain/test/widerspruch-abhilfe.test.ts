// The remedy of an „abgeholfen“ objection by the kind of the letter objected to (decision 0050).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abhilfeFuer, type AbhilfeBrief } from '../src/rules/widerspruch-abhilfe';

describe('Abhilfe als Tatsache', () => {
  it.each([
    [{ art: 'ablehnung' }, 'zulassung', 'a rejected application is admitted'],
    [{ art: 'ergebnis', ergebnis: 'failed' }, 'ergebnisBerichtigung', 'a failed result becomes „bestanden“'],
    [{ art: 'ergebnis', ergebnis: 'passed' }, null, 'a passed result has nothing to remedy'],
    [{ art: 'zulassung' }, null, 'an admission is favourable'],
    [{ art: 'triftigerGrund', entscheidung: 'rejected' }, null, 'not built: refused'],
    [{ art: 'anrechnung', entscheidung: 'rejected' }, null, 'not built: refused'],
    [{ art: 'nachteilsausgleich', entscheidung: 'rejected' }, null, 'not built: refused'],
    [{ art: 'ladung' }, null, 'an invitation'],
    [{ art: 'berichtigung', ergebnis: 'failed' }, null, 'a correction letter: not built'],
    [{ art: 'widerspruch' }, null, 'a Widerspruchsbescheid goes to court, not to the office'],
    [null, null, 'a letter whose content is unknown'],
  ] as [AbhilfeBrief | null, string | null, string][])('%o → %s (%s)', (brief, erwartet) => {
    expect(abhilfeFuer(brief)).toBe(erwartet);
  });

  it('only a rejection or a failed result has a remedy the release writes', () => {
    fc.assert(
      fc.property(
        fc.record({ art: fc.string(), ergebnis: fc.option(fc.string(), { nil: undefined }) }),
        (brief) => {
          const art = abhilfeFuer(brief);
          if (art === 'zulassung') expect(brief.art).toBe('ablehnung');
          if (art === 'ergebnisBerichtigung')
            expect(brief).toMatchObject({ art: 'ergebnis', ergebnis: 'failed' });
        },
      ),
    );
  });
});
