import { describe, expect, it } from 'vitest';
import { parseSemester } from '../src/rules/semester';
import {
  einstellungen,
  gebuehrenordnungFuer,
  STANDARD_EINSTELLUNGEN,
  vorgezogeneModuleIm,
} from '../src/rules/settings';

const t = (value: string) => parseSemester(value)!;

describe('procedure settings', () => {
  it('has the defaults of domain-rules and spec §9', () => {
    expect(STANDARD_EINSTELLUNGEN).toMatchObject({
      bekanntgabeTage: 3,
      versucheProModul: 3,
      eignungVersuche: 3,
      sechsJahresFristJahre: 6,
      verschiebbarImTermin1: ['wp', 'wr'],
      anrechenbareModule: ['wr', 'bwl', 'st'],
      vorgezogeneModule: { standard: ['wr', 'bwl'] },
    });
  });

  it.each([
    ['2026/1', []],
    ['2026/2', ['wr', 'bwl']],
  ])('June-eligible modules in %s: %j', (termin, module) =>
    expect(vorgezogeneModuleIm(STANDARD_EINSTELLUNGEN, t(termin))).toEqual(module),
  );

  it('June-eligible modules can differ per term', () => {
    const s = einstellungen({
      vorgezogeneModule: { standard: ['wr', 'bwl'], proTermin: { '2027/2': ['wr', 'bwl', 'st'] } },
    });
    expect(vorgezogeneModuleIm(s, t('2027/2'))).toEqual(['wr', 'bwl', 'st']);
    expect(vorgezogeneModuleIm(s, t('2028/2'))).toEqual(['wr', 'bwl']);
  });

  it.each([
    ['2018/2', 0], // before the first schedule: the first applies
    ['2024/1', 0],
    ['2024/2', 20], // processing fee from term 2/2024
    ['2030/1', 20],
  ])('fee schedule of %s has a %i %% processing fee', (termin, prozent) => {
    const ordnung = gebuehrenordnungFuer(STANDARD_EINSTELLUNGEN, t(termin));
    expect(ordnung.bearbeitungsgebuehrProzent).toBe(prozent);
    expect(ordnung.zulassungsgebuehr).toBe(500_00);
    expect(ordnung.pruefungsgebuehrProAufsichtsarbeit).toBe(500_00);
    expect(ordnung.eignungPruefungsgebuehr).toBe(1_000_00);
    expect(ordnung.eignungZulassungsgebuehr).toBe(500_00);
  });
});
