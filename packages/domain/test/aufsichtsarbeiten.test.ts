// The written grade from the papers, written from domain-rules ("Written papers", § 7 (2),(3);
// § 13 (2) exclusion above 5,00) and decision 0068 (average cut after two decimals), not from the code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUFSICHTSARBEITEN,
  modulbewertungAusArbeiten,
  schriftlicheNote,
} from '../src/rules/aufsichtsarbeiten';
import { notenKurz, notenVon } from '../src/rules/modulnote';

describe('papers per module', () => {
  it('WP, BWL and ST write two papers, WR one (7 in all)', () => {
    expect(AUFSICHTSARBEITEN).toEqual({ wp: 2, bwl: 2, st: 2, wr: 1 });
    expect(Object.values(AUFSICHTSARBEITEN).reduce((a, b) => a + b, 0)).toBe(7);
  });
});

describe('schriftlicheNote', () => {
  it.each([
    // papers, written grade
    [[430], 430], // WR: the one paper is the written grade
    [[430, 370], 400],
    [[500, 500], 500],
    [[500, 510], 505],
    [[500, 501], 500], // 5,005 cut to 5,00, not rounded to 5,01
    [[399, 400], 399], // 3,995 cut to 3,99
    [[100, 600], 350],
  ] as const)('papers %j → %i', (arbeiten, note) => {
    expect(schriftlicheNote(arbeiten)).toBe(note);
  });

  it.each([[[]], [[99, 400]], [[400, 601]], [[400.5]]])('refuses %j', (arbeiten) => {
    expect(schriftlicheNote(arbeiten)).toBe('noteUngueltig');
  });
});

describe('§ 13 (2) through the papers', () => {
  it('5,00 / 5,00 is not excluded (the oral grade decides), 5,00 / 5,10 is', () => {
    expect(modulbewertungAusArbeiten([500, 500], null)).toBe('muendlichFehlt');
    expect(modulbewertungAusArbeiten([500, 500], 250)).toMatchObject({
      art: 'bewertet',
      schriftlich: 500,
      modulnote: 400,
      ergebnis: 'passed',
    });
    expect(modulbewertungAusArbeiten([500, 510], null)).toEqual({
      art: 'ausgeschlossen',
      schriftlich: 505,
      ergebnis: 'failed',
      arbeiten: [500, 510],
    });
    expect(modulbewertungAusArbeiten([500, 510], 100)).toBe('muendlichNachAusschluss');
  });

  it('the papers are named in the short line', () => {
    const b = modulbewertungAusArbeiten([430, 370], 350);
    if (typeof b === 'string') throw new Error(b);
    expect(notenKurz(notenVon(b))).toBe(
      'Modulgesamtnote 3,80 (schriftlich 4,00 aus 1. Aufsichtsarbeit 4,30 und 2. Aufsichtsarbeit 3,70, mündlich 3,50)',
    );
  });
});

const note = fc.integer({ min: 100, max: 600 });
const arbeiten = fc.array(note, { minLength: 1, maxLength: 2 });

describe('schriftlicheNote properties', () => {
  it('lies between the best and the worst paper, and one paper is itself', () => {
    fc.assert(
      fc.property(arbeiten, (a) => {
        const s = schriftlicheNote(a) as number;
        expect(s).toBeGreaterThanOrEqual(Math.min(...a));
        expect(s).toBeLessThanOrEqual(Math.max(...a));
        if (a.length === 1) expect(s).toBe(a[0]);
      }),
    );
  });

  it('is the exact average or up to half a hundredth better, never worse', () => {
    fc.assert(
      fc.property(note, note, (a, b) => {
        const s = schriftlicheNote([a, b]) as number;
        expect(s * 2).toBeLessThanOrEqual(a + b);
        expect(s * 2).toBeGreaterThanOrEqual(a + b - 1);
      }),
    );
  });

  it('a worse paper never makes the written grade better (monotony)', () => {
    fc.assert(
      fc.property(note, note, note, (a, b, c) => {
        fc.pre(b <= c);
        expect(schriftlicheNote([a, b]) as number).toBeLessThanOrEqual(schriftlicheNote([a, c]) as number);
      }),
    );
  });
});
