// The reason next to a disabled shortening option (issue 16 point 2): the spec §4 rules (vollPruefung
// disables all others; par8a disables vollPruefung and § 13b; par131 and par132 exclude each other;
// aptitude test: option 1 excludes the rest, 2/3 and 4/5 exclude each other) name their blocker.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type Verkuerzung,
  type VerkuerzungEP,
  verkuerzungEPGesperrt,
  verkuerzungGesperrt,
} from '../src/rules/selection';
import { sperrendeWahl } from '../src/rules/sperrgrund';

const leer: Verkuerzung = {
  vollPruefung: false,
  par8a: false,
  par131: false,
  par132: false,
  par13b1: false,
  par13b2: false,
};

describe('sperrendeWahl', () => {
  it.each<[Partial<Verkuerzung>, keyof Verkuerzung, keyof Verkuerzung | null]>([
    [{ vollPruefung: true }, 'par131', 'vollPruefung'],
    [{ vollPruefung: true }, 'par8a', 'vollPruefung'],
    [{ par8a: true }, 'vollPruefung', 'par8a'],
    [{ par8a: true }, 'par13b1', 'par8a'],
    [{ par131: true }, 'par132', 'par131'],
    [{ par131: true }, 'par13b1', null],
  ])('%o: %s blocked by %s', (wahl, option, erwartet) => {
    expect(sperrendeWahl({ ...leer, ...wahl }, verkuerzungGesperrt, option)).toBe(erwartet);
  });

  it('aptitude test: option 1 blocks 2–5, 2 and 3 exclude each other', () => {
    const ep = {
      verkuerzung1: false,
      verkuerzung2: true,
      verkuerzung3: false,
      verkuerzung4: false,
      verkuerzung5: false,
    } as VerkuerzungEP;
    expect(sperrendeWahl(ep, verkuerzungEPGesperrt, 'verkuerzung3')).toBe('verkuerzung2');
    expect(
      sperrendeWahl(
        { ...ep, verkuerzung2: false, verkuerzung1: true },
        verkuerzungEPGesperrt,
        'verkuerzung4',
      ),
    ).toBe('verkuerzung1');
  });

  it('every disabled option reachable by the rules has a blocker that was chosen', () => {
    const optionen = Object.keys(leer) as (keyof Verkuerzung)[];
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(optionen.map((o) => [o, fc.boolean()])) as Record<
            keyof Verkuerzung,
            fc.Arbitrary<boolean>
          >,
        ),
        (v) => {
          for (const option of optionen) {
            const wer = sperrendeWahl(v, verkuerzungGesperrt, option);
            if (!verkuerzungGesperrt(v)[option]) expect(wer).toBeNull();
            else expect(wer === null || v[wer]).toBe(true);
          }
        },
      ),
      { numRuns: 200, seed: 20 },
    );
  });
});
