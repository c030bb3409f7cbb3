// The parts of a result where the candidate sees it (issue 26 point 7, decision 0056): the module table
// names the grades of the module's latest result, the timeline the result with its parts on the day of
// its letter, and a correction the parts that apply now (the correction's, never the recorded ones).
// Grades from WiPrPrüfV §§ 13 (2), 17, 18: (6 × written + 4 × oral) / 10, cut to two decimals.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { modulbewertung, notenKurz, noteText, notenVon } from '../src/rules/modulnote';
import { STANDARD_EINSTELLUNGEN as s } from '../src/rules/settings';
import { verfahrensstand } from '../src/rules/verfahrensstand';
import { bestanden, nichtBestanden, zugelassen } from './support/facts';

const HEUTE = '2026-10-05';
const noten = (schriftlich: number, muendlich: number | null) => {
  const b = modulbewertung(schriftlich, muendlich);
  if (typeof b === 'string') throw new Error(b);
  return notenVon(b);
};

describe('notenKurz', () => {
  it.each([
    [370, 400, 'Modulgesamtnote 3,82 (schriftlich 3,70, mündlich 4,00)'],
    [500, 250, 'Modulgesamtnote 4,00 (schriftlich 5,00, mündlich 2,50)'],
    [530, null, 'schriftlich 5,30, von der mündlichen Prüfung ausgeschlossen (§ 13 Abs. 2 WiPrPrüfV)'],
  ])('%i / %s → %s', (schriftlich, muendlich, text) => {
    expect(notenKurz(noten(schriftlich, muendlich))).toBe(text);
  });

  it('always names the written grade, and the module grade whenever there is one', () => {
    const note = fc.integer({ min: 100, max: 600 });
    fc.assert(
      fc.property(note, note, (schriftlich, muendlich) => {
        const n = noten(schriftlich, schriftlich > 500 ? null : muendlich);
        const text = notenKurz(n);
        expect(text).toContain(`schriftlich ${noteText(schriftlich)}`);
        if (n.modulnote !== null) expect(text).toContain(`Modulgesamtnote ${noteText(n.modulnote)}`);
      }),
    );
  });
});

describe('the candidate’s status with grades', () => {
  const facts = zugelassen({
    module: {
      wr: { anmeldungen: [{ ...bestanden('2025/1'), ergebnisAm: '2025-06-01', noten: noten(300, 200) }] },
      bwl: {
        anmeldungen: [
          nichtBestanden('2025/1'),
          nichtBestanden('2025/2'),
          { ...nichtBestanden('2026/1'), ergebnisAm: '2026-07-01', noten: noten(530, null) },
        ],
      },
      // Recorded failed with 4,62, corrected to passed with 3,82: only the correction's parts show.
      st: {
        anmeldungen: [
          {
            ...bestanden('2026/1'),
            ergebnisAm: '2026-07-01',
            berichtigtAm: '2026-09-01',
            noten: noten(370, 400),
          },
        ],
      },
    },
  });
  const stand = verfahrensstand(facts, HEUTE, s);
  const text = (modul: string) => stand.module.find((m) => m.modul === modul)?.text;

  it('the module table names the latest result’s grades', () => {
    expect(text('wr')).toBe('Bestanden – Modulgesamtnote 2,60 (schriftlich 3,00, mündlich 2,00)');
    expect(text('bwl')).toBe(
      'Endgültig nicht bestanden – letztes Ergebnis: nicht bestanden, schriftlich 5,30, von der mündlichen Prüfung ausgeschlossen (§ 13 Abs. 2 WiPrPrüfV)',
    );
    expect(text('st')).toBe('Bestanden – Modulgesamtnote 3,82 (schriftlich 3,70, mündlich 4,00)');
    // Without grades the text stays as it was.
    expect(text('wp')).toBe('Nicht angemeldet');
  });

  it('the timeline: the result with its parts on its day, a correction with the parts that apply', () => {
    expect(stand.zeitleiste).toContainEqual({
      datum: '2025-06-01',
      text: 'Wirtschaftsrecht: Ergebnis „bestanden“ – Modulgesamtnote 2,60 (schriftlich 3,00, mündlich 2,00)',
    });
    expect(stand.zeitleiste).toContainEqual({
      datum: '2026-09-01',
      text: 'Steuerrecht: Ergebnis berichtigt (§ 42 VwVfG) – es gilt „bestanden, Modulgesamtnote 3,82 (schriftlich 3,70, mündlich 4,00)“',
    });
    // The corrected result's own entry would show grades that no longer apply: there is none.
    expect(stand.zeitleiste.filter((e) => e.text.startsWith('Steuerrecht: Ergebnis „'))).toEqual([]);
  });
});
