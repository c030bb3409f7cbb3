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
    [{ art: 'triftigerGrund', entscheidung: 'rejected' }, 'triftigerGrund', 'a refused reason is accepted'],
    [{ art: 'triftigerGrund', entscheidung: 'accepted' }, null, 'an accepted reason is favourable'],
    [{ art: 'anrechnung', entscheidung: 'rejected' }, 'anrechnung', 'a refused credit is granted'],
    [{ art: 'anrechnung', entscheidung: 'accepted' }, null, 'a credit granted is favourable'],
    [
      { art: 'nachteilsausgleich', entscheidung: 'rejected' },
      'nachteilsausgleich',
      'a refused Nachteilsausgleich is granted with the measures the remedy names',
    ],
    [
      { art: 'nachteilsausgleich', entscheidung: 'accepted' },
      'nachteilsausgleich',
      'a grant in part: the remedy grants more',
    ],
    [{ art: 'aufhebung' }, null, 'a revocation: not built'],
    [{ art: 'bescheidBerichtigung' }, null, 'a § 42 correction of a letter'],
    [{ art: 'nachforderung' }, null, 'a request for documents is no decision'],
    [{ art: 'ladung' }, null, 'an invitation'],
    [{ art: 'berichtigung', ergebnis: 'failed' }, null, 'a correction letter: not built'],
    [{ art: 'widerspruch' }, null, 'a Widerspruchsbescheid goes to court, not to the office'],
    [null, null, 'a letter whose content is unknown'],
  ] as [AbhilfeBrief | null, string | null, string][])('%o → %s (%s)', (brief, erwartet) => {
    expect(abhilfeFuer(brief)).toBe(erwartet);
  });

  it('only an adverse letter has a remedy the release writes', () => {
    const arten = fc.constantFrom(
      'ablehnung',
      'zulassung',
      'ergebnis',
      'triftigerGrund',
      'anrechnung',
      'nachteilsausgleich',
      'ladung',
    );
    fc.assert(
      fc.property(
        fc.record({
          art: fc.oneof(arten, fc.string()),
          ergebnis: fc.option(fc.constantFrom('passed', 'failed'), { nil: undefined }),
          entscheidung: fc.option(fc.constantFrom('accepted', 'rejected'), { nil: undefined }),
        }),
        (brief) => {
          const art = abhilfeFuer(brief);
          if (art === 'zulassung') expect(brief.art).toBe('ablehnung');
          if (art === 'ergebnisBerichtigung')
            expect(brief).toMatchObject({ art: 'ergebnis', ergebnis: 'failed' });
          if (art === 'triftigerGrund' || art === 'anrechnung')
            expect(brief).toMatchObject({ art, entscheidung: 'rejected' });
          if (art === 'nachteilsausgleich') expect(brief.art).toBe('nachteilsausgleich');
          if (art === null) expect(['ablehnung', 'nachteilsausgleich']).not.toContain(brief.art);
        },
      ),
    );
  });
});
