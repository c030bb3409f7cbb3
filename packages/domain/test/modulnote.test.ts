// The module result from its parts, written from domain-rules (WiPrPrüfV §§ 13 (2), 17, 18), not from
// the code: a table of the edges and properties over all grades.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { modulbewertung, noteLesen, noteText } from '../src/rules/modulnote';

describe('modulbewertung', () => {
  it.each([
    // written, oral, module grade, result
    [400, 400, 400, 'passed'],
    [500, 250, 400, 'passed'], // (3000 + 1000) / 10: exactly 4.00 passes
    [500, 253, 401, 'failed'], // 4.012 → 4.01: worse than 4.00
    [433, 350, 399, 'passed'], // 3.998 cut to 3.99, not rounded to 4.00
    [100, 600, 300, 'passed'],
    [600 - 100, 600, 540, 'failed'],
    [350, 475, 400, 'passed'],
  ] as const)('written %i, oral %i → %i %s', (s, m, note, ergebnis) => {
    expect(modulbewertung(s, m)).toEqual({
      art: 'bewertet',
      schriftlich: s,
      muendlich: m,
      modulnote: note,
      ergebnis,
    });
  });

  it('excludes from the oral part when the written grade is worse than 5.00, and 5.00 is not excluded', () => {
    expect(modulbewertung(501, null)).toEqual({
      art: 'ausgeschlossen',
      schriftlich: 501,
      ergebnis: 'failed',
    });
    expect(modulbewertung(600, null)).toEqual({
      art: 'ausgeschlossen',
      schriftlich: 600,
      ergebnis: 'failed',
    });
    expect(modulbewertung(500, null)).toBe('muendlichFehlt');
    expect(modulbewertung(501, 100)).toBe('muendlichNachAusschluss');
  });

  it.each([
    [99, 300],
    [601, 300],
    [300, 99],
    [300, 601],
    [300.5, 300],
    [Number.NaN, 300],
  ])('refuses grades out of range (%s, %s)', (s, m) => {
    expect(modulbewertung(s, m)).toBe('noteUngueltig');
  });
});

const note = fc.integer({ min: 100, max: 600 });

describe('modulbewertung properties', () => {
  it('an excluded candidate always fails and has no oral grade; everyone else needs one', () => {
    fc.assert(
      fc.property(note, (s) => {
        const r = modulbewertung(s, null);
        if (s > 500) expect(r).toMatchObject({ art: 'ausgeschlossen', ergebnis: 'failed' });
        else expect(r).toBe('muendlichFehlt');
      }),
    );
  });

  it('the module grade lies between the parts, weighs written 6 : oral 4, and passes exactly at 4.00 or better', () => {
    fc.assert(
      fc.property(
        note.filter((s) => s <= 500),
        note,
        (s, m) => {
          const r = modulbewertung(s, m);
          if (typeof r === 'string' || r.art !== 'bewertet') throw new Error('expected a grade');
          expect(r.modulnote).toBeGreaterThanOrEqual(Math.min(s, m));
          expect(r.modulnote).toBeLessThanOrEqual(Math.max(s, m));
          const exakt = (6 * s + 4 * m) / 10;
          expect(exakt - r.modulnote).toBeGreaterThanOrEqual(0);
          expect(exakt - r.modulnote).toBeLessThan(1);
          expect(r.ergebnis).toBe(r.modulnote <= 400 ? 'passed' : 'failed');
        },
      ),
    );
  });

  it('a better part never makes the result worse', () => {
    fc.assert(
      fc.property(
        note.filter((s) => s <= 500),
        note,
        note,
        (s, m1, m2) => {
          const a = modulbewertung(s, Math.min(m1, m2));
          const b = modulbewertung(s, Math.max(m1, m2));
          if (typeof a === 'string' || typeof b === 'string' || a.art !== 'bewertet' || b.art !== 'bewertet')
            throw new Error('expected grades');
          expect(a.modulnote).toBeLessThanOrEqual(b.modulnote);
        },
      ),
    );
  });

  it('reads and writes grades with the German comma', () => {
    expect(noteLesen('4,3')).toBe(430);
    expect(noteLesen('4,30')).toBe(430);
    expect(noteLesen('1')).toBe(100);
    expect(noteLesen('6,01')).toBeNull();
    expect(noteLesen('0,9')).toBeNull();
    expect(noteLesen('4,333')).toBeNull();
    expect(noteLesen('')).toBeNull();
    fc.assert(
      fc.property(note, (n) => {
        expect(noteLesen(noteText(n))).toBe(n);
      }),
    );
  });
});
