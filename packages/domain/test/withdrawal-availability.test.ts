// The whole-exam withdrawals (events 9 and 14) once sent: the module state the server sends must
// already say 'not offered', so the page shows 'nicht anwendbar' instead of a form the server would
// refuse. Each row: facts → zwischegespeichert, what the client derives, what the server allows.
import { describe, expect, it } from 'vitest';
import {
  verfahrenBeendet,
  verfuegbarkeitEignung,
  verfuegbarkeitEignungAusFakten,
  verfuegbarkeitWP,
  verfuegbarkeitWPAusFakten,
} from '../src/rules/availability';
import type { Verfahrensfakten } from '../src/rules/facts';
import { deriveModulStateEignung, deriveModulStateWP } from '../src/rules/modulState';
import { STANDARD_EINSTELLUNGEN as s } from '../src/rules/settings';
import { offenerTermin } from '../src/rules/terms';
import { anmeldung, bestanden, eignungVersuch, geladen, nichtBestanden, zugelassen } from './support/facts';

/** Open term 2/2026; the admission of `zugelassen()` (2024-06-15) is long past the 3-day rule. */
const HEUTE = '2025-10-01';

interface Zeile {
  name: string;
  facts: Verfahrensfakten;
  zwischegespeichert: 0 | 1 | 2;
  gesamtruecktritt: boolean;
  kontaktdaten: boolean;
}

const wpZeilen: Zeile[] = [
  {
    name: 'admitted, nothing declared: the withdrawal is offered',
    facts: zugelassen(),
    zwischegespeichert: 2,
    gesamtruecktritt: true,
    kontaktdaten: true,
  },
  {
    name: 'event 9 sent: not offered again, the contact change stays',
    facts: zugelassen({ gesamtruecktrittAm: '2025-09-30' }),
    zwischegespeichert: 1,
    gesamtruecktritt: false,
    kontaktdaten: true,
  },
  {
    name: 'event 9 sent while invited: not offered again',
    facts: zugelassen({
      gesamtruecktrittAm: '2025-09-30',
      module: { wp: { anmeldungen: [anmeldung({ termin: '2025/2', ...geladen('2025-09-01') })] } },
    }),
    zwischegespeichert: 1,
    gesamtruecktritt: false,
    kontaktdaten: true,
  },
  {
    name: 'a module finally failed: the overall attempt is lost, nothing to withdraw from',
    facts: zugelassen({
      module: {
        wr: { anmeldungen: [nichtBestanden('2024/2'), nichtBestanden('2025/1'), nichtBestanden('2025/2')] },
      },
    }),
    zwischegespeichert: 1,
    gesamtruecktritt: false,
    kontaktdaten: true,
  },
  {
    name: 'every module passed (§ 18 (3)): nothing to withdraw from, the contact change stays',
    facts: zugelassen({
      module: {
        wp: { anmeldungen: [bestanden('2024/2')] },
        wr: { anmeldungen: [bestanden('2024/2')] },
        bwl: { anmeldungen: [bestanden('2025/1')] },
        st: { anmeldungen: [bestanden('2025/2')] },
      },
    }),
    zwischegespeichert: 1,
    gesamtruecktritt: false,
    kontaktdaten: true,
  },
  {
    name: 'submitted, not admitted: unchanged (2, no withdrawal before the admission)',
    facts: zugelassen({ antrag: { status: 'submitted', ersteszulassungsdatum: null } }),
    zwischegespeichert: 2,
    gesamtruecktritt: false,
    kontaktdaten: true,
  },
  {
    name: 'draft: unchanged (1)',
    facts: zugelassen({ antrag: { status: 'draft', ersteszulassungsdatum: null } }),
    zwischegespeichert: 1,
    gesamtruecktritt: false,
    kontaktdaten: true,
  },
];

const eignung = (versuch?: Parameters<typeof eignungVersuch>[0]) =>
  zugelassen({ art: 'EIGNUNG', eignungVersuche: versuch ? [eignungVersuch(versuch)] : [] });

const eignungZeilen: Zeile[] = [
  {
    name: 'attempt running: the withdrawal is offered',
    facts: eignung({ geladenAm: { awr: '2025-09-20', ast: null, mp: null } }),
    zwischegespeichert: 2,
    gesamtruecktritt: true,
    kontaktdaten: true,
  },
  {
    name: 'event 14 sent: not offered again, the contact change stays',
    facts: eignung({ geladenAm: { awr: '2025-09-20', ast: null, mp: null }, ruecktrittAm: '2025-09-30' }),
    zwischegespeichert: 1,
    gesamtruecktritt: false,
    kontaktdaten: true,
  },
  {
    name: 'attempt decided (passed): nothing to withdraw from',
    facts: eignung({ ergebnis: 'passed' }),
    zwischegespeichert: 1,
    gesamtruecktritt: false,
    kontaktdaten: true,
  },
  {
    name: 'a second attempt running after a withdrawn first: offered again',
    facts: zugelassen({
      art: 'EIGNUNG',
      eignungVersuche: [
        eignungVersuch({ termin: '2025/1', ruecktrittAm: '2025-04-01' }),
        eignungVersuch({ termin: '2025/2' }),
      ],
    }),
    zwischegespeichert: 2,
    gesamtruecktritt: true,
    kontaktdaten: true,
  },
  {
    name: 'submitted, not admitted: unchanged (2; the application can still be withdrawn)',
    facts: zugelassen({ art: 'EIGNUNG', antrag: { status: 'submitted', ersteszulassungsdatum: null } }),
    zwischegespeichert: 2,
    gesamtruecktritt: false,
    kontaktdaten: true,
  },
];

describe('whole-exam withdrawal WP (event 9): the state shows what the server allows', () => {
  it.each(wpZeilen)('$name', ({ facts, zwischegespeichert, gesamtruecktritt, kontaktdaten }) => {
    const state = deriveModulStateWP(facts, HEUTE, s);
    expect(state.zwischegespeichert).toBe(zwischegespeichert);
    expect(verfahrenBeendet(state)).toBe(zwischegespeichert === 1 && state.ersteszulassungsdatum !== null);
    const client = verfuegbarkeitWP(state, offenerTermin(HEUTE, s).semester, HEUTE, s);
    const server = verfuegbarkeitWPAusFakten(facts, HEUTE, s);
    expect({ client: client.gesamtruecktritt, server: server.gesamtruecktritt }).toEqual({
      client: gesamtruecktritt,
      server: gesamtruecktritt,
    });
    expect({ client: client.kontaktdaten, server: server.kontaktdaten }).toEqual({
      client: kontaktdaten,
      server: kontaktdaten,
    });
  });
});

describe('whole-exam withdrawal EIGNUNG (event 14): the state shows what the server allows', () => {
  it.each(eignungZeilen)('$name', ({ facts, zwischegespeichert, gesamtruecktritt, kontaktdaten }) => {
    const state = deriveModulStateEignung(facts);
    expect(state.zwischegespeichert).toBe(zwischegespeichert);
    const client = verfuegbarkeitEignung(state, HEUTE, s);
    const server = verfuegbarkeitEignungAusFakten(facts, HEUTE, s);
    expect({ client: client.gesamtruecktritt, server: server.gesamtruecktritt }).toEqual({
      client: gesamtruecktritt,
      server: gesamtruecktritt,
    });
    expect({ client: client.kontaktdaten, server: server.kontaktdaten }).toEqual({
      client: kontaktdaten,
      server: kontaktdaten,
    });
  });

  it('a finished procedure keeps its admission date (a page tells it from a draft)', () => {
    const state = deriveModulStateEignung(eignungZeilen[1]!.facts);
    expect(state).toMatchObject({ zwischegespeichert: 1, ersteszulassungsdatum: '2024-06-15' });
    expect(verfahrenBeendet(state)).toBe(true);
    const entwurf = zugelassen({ art: 'EIGNUNG', antrag: { status: 'draft', ersteszulassungsdatum: null } });
    expect(verfahrenBeendet(deriveModulStateEignung(entwurf))).toBe(false);
  });
});
