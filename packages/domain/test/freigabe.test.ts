// Who may release a draft (issue 26 point 5, decision 0026), as a table.
import { describe, expect, it } from 'vitest';
import { freigabeHindernis, istNachteilig } from '../src/rules/freigabe';

const A = 'staff-a';
const B = 'staff-b';

describe('freigabeHindernis', () => {
  it.each([
    // releaser role, releaser, adverse, setting "favourable alone", expected
    ['sachbearbeitung', B, false, false, null],
    ['leitung', B, false, false, null],
    ['sachbearbeitung', A, false, false, 'eigenerEntwurf'],
    ['leitung', A, false, false, 'eigenerEntwurf'],
    ['sachbearbeitung', A, false, true, null],
    ['leitung', A, false, true, null],
    ['sachbearbeitung', B, true, false, 'nurLeitung'],
    ['sachbearbeitung', B, true, true, 'nurLeitung'],
    ['leitung', B, true, false, null],
    ['leitung', A, true, false, 'eigenerEntwurf'],
    ['leitung', A, true, true, 'eigenerEntwurf'],
    ['sachbearbeitung', A, true, true, 'nurLeitung'],
  ] as const)('%s %s adverse=%s alone=%s → %s', (rolle, staffId, nachteilig, allein, erwartet) => {
    expect(freigabeHindernis({ staffId, rolle }, { entworfenVon: A, nachteilig }, allein)).toBe(erwartet);
  });

  // Corrections (§ 42 VwVfG, decision 0032): a second leitung, whatever the setting.
  it.each([
    ['sachbearbeitung', B, false, 'nurLeitungBerichtigung'],
    ['sachbearbeitung', B, true, 'nurLeitungBerichtigung'],
    ['leitung', A, false, 'eigenerEntwurf'],
    ['leitung', A, true, 'eigenerEntwurf'],
    ['leitung', B, false, null],
    ['leitung', B, true, null],
  ] as const)('correction: %s %s alone=%s → %s', (rolle, staffId, allein, erwartet) => {
    expect(
      freigabeHindernis(
        { staffId, rolle },
        { entworfenVon: A, nachteilig: false, berichtigung: true },
        allein,
      ),
    ).toBe(erwartet);
  });

  it('every rejection is adverse, nothing else', () => {
    expect(istNachteilig({ entscheidung: 'ablehnen' })).toBe(true);
    expect(istNachteilig({ entscheidung: 'zulassen' })).toBe(false);
    expect(istNachteilig({ entscheidung: 'anerkennen' })).toBe(false);
  });
});
