import { describe, expect, it } from 'vitest';
import { toZulassungsblock } from '../src/rules/zulassungsblock';

describe('zulassungsblock transformation (spec §3)', () => {
  it.each([
    ['1/2026', 1, '1/2026', '2026/1', ['wp', 'wr', 'bwl', 'st']],
    [
      '2/2026',
      2,
      '2/2026',
      '2026/2',
      ['wp', 'wr', 'bwl', 'st', 'wpVorgezogen', 'wrVorgezogen', 'bwlVorgezogen', 'stVorgezogen'],
    ],
    [
      ' 2/2025 ',
      2,
      '2/2025',
      '2025/2',
      ['wp', 'wr', 'bwl', 'st', 'wpVorgezogen', 'wrVorgezogen', 'bwlVorgezogen', 'stVorgezogen'],
    ],
    ['3/2026', null, 'SEM', null, []],
    ['2026/2', null, 'SEM', null, []],
    ['', null, 'SEM', null, []],
    ['II/2026', null, 'SEM', null, []],
  ])('%j → semester %j, label %j, term %j, slots %j', (value, sem, label, termin, slots) => {
    const block = toZulassungsblock(value);
    expect(block.value).toBe(value);
    expect(block.semester).toBe(sem);
    expect(block.aktuelSemester).toBe(label);
    expect(block.termin?.value ?? null).toBe(termin);
    expect(block.slots).toEqual(slots);
  });

  it('offers early slots only for the June-eligible modules when given', () => {
    expect(toZulassungsblock('2/2026', ['bwl', 'wr']).slots).toEqual([
      'wp',
      'wr',
      'bwl',
      'st',
      'wrVorgezogen',
      'bwlVorgezogen',
    ]);
    expect(toZulassungsblock('1/2026', ['bwl', 'wr']).slots).toEqual(['wp', 'wr', 'bwl', 'st']);
  });
});
