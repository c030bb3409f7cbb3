// The candidate's dated events (decision 0040): the deadline for a draft and for an admitted candidate
// who can register, the paper days of the registered sitting (June or regular) with time and venue,
// the withdrawal window once invited, the six-year end while a module is open.
import { describe, expect, it } from 'vitest';
import { leereFakten } from '../src/rules/facts';
import { kandidatentermine, lgsCode } from '../src/rules/kandidatentermine';
import { einstellungen } from '../src/rules/settings';
import { anmeldung, bestanden, geladen, zugelassen } from './support/facts';

const settings = einstellungen({
  termine: {
    '2026/2': {
      aufsichtsarbeiten: { st: ['2026-08-17', '2026-08-18'], wrVorgezogen: ['2026-06-22'] },
      beginn: { st: ['09:00', null], wrVorgezogen: ['08:30'] },
      orte: { regulaer: { '1': 'Berlin, Rankestraße 26' }, juni: { '1': 'Hamburg' } },
    },
  },
});
const HEUTE = '2026-03-10';
const arten = (t: { art: string; schluessel: string }[]) => t.map((x) => x.schluessel);

describe('kandidatentermine', () => {
  it('a draft: the open term’s deadline only', () => {
    const facts = { ...leereFakten('WP'), antrag: { ...leereFakten('WP').antrag, status: 'draft' as const } };
    expect(kandidatentermine(facts, HEUTE, settings, null)).toEqual([
      {
        art: 'anmeldeschluss',
        schluessel: 'anmeldeschluss:2027/1',
        tag: '2026-08-31',
        beginn: null,
        termin: '2027/1',
        modul: null,
      },
    ]);
  });

  it('no application: nothing', () => {
    expect(kandidatentermine(leereFakten('WP'), HEUTE, settings, null)).toEqual([]);
  });

  it('admitted with a regular and a June registration: paper days with time and venue of the LGS', () => {
    const facts = zugelassen({
      module: {
        st: { anmeldungen: [anmeldung({ termin: '2026/2' })] },
        wr: { anmeldungen: [anmeldung({ termin: '2026/2', vorgezogen: true, ...geladen('2026-05-01') })] },
      },
    });
    const termine = kandidatentermine(facts, HEUTE, settings, '1');
    expect(arten(termine)).toEqual([
      'aufsichtsarbeit:2026/2:wrVorgezogen:1',
      'ruecktrittsfenster:2026/2:wrVorgezogen',
      'aufsichtsarbeit:2026/2:st:1',
      'aufsichtsarbeit:2026/2:st:2',
      'anmeldeschluss:2027/1',
      'sechsJahresfrist:2030-06-15',
    ]);
    expect(termine.find((t) => t.schluessel === 'aufsichtsarbeit:2026/2:wrVorgezogen:1')).toMatchObject({
      tag: '2026-06-22',
      beginn: '08:30',
      ort: 'Hamburg',
      lgs: '1',
    });
    expect(termine.find((t) => t.schluessel === 'aufsichtsarbeit:2026/2:st:2')).toMatchObject({
      beginn: null,
      ort: 'Berlin, Rankestraße 26',
      nummer: { von: 2, bis: 2 },
    });
  });

  it('every module passed: no six-year reminder and no deadline', () => {
    const facts = zugelassen({
      module: {
        wp: { anmeldungen: [bestanden()] },
        wr: { anmeldungen: [bestanden()] },
        bwl: { anmeldungen: [bestanden()] },
        st: { anmeldungen: [bestanden()] },
      },
    });
    expect(kandidatentermine(facts, HEUTE, settings, '1')).toEqual([]);
  });

  it('reads the LGS code of an application', () => {
    expect(lgsCode({ lgs: 3 })).toBe('3');
    expect(lgsCode({})).toBeNull();
    expect(lgsCode(null)).toBeNull();
  });
});
