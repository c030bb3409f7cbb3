// Issue 26 point 3: the modules a path blocks and the June sittings the office set, as
// tables from the rules document and as properties over every combination.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import { MODUL_SLOTS, type Modul, type ModulSlot, slotModul } from '../src/rules/module';
import { gesperrteWahl, modulwahlFehler, sperrgruende, verkuerzungDesAntrags } from '../src/rules/modulwahl';
import { type Verkuerzung, VERKUERZUNG_LEER } from '../src/rules/selection';

const v = (teil: Partial<Verkuerzung>): Verkuerzung => ({ ...VERKUERZUNG_LEER, ...teil });

describe('sperrgruende (R-14)', () => {
  it.each<[string, 0 | 6 | 7, Partial<Verkuerzung>, Partial<Record<Modul, string>>]>([
    ['full exam', 0, { vollPruefung: true }, {}],
    ['§ 8a declared → WR and BWL', 0, { par8a: true }, { wr: '§ 8a WPO', bwl: '§ 8a WPO' }],
    ['§ 8a master admission → WR and BWL', 6, {}, { wr: '§ 8a WPO', bwl: '§ 8a WPO' }],
    ['§ 13 appointed StB → ST', 0, { par131: true }, { st: '§ 13 WPO' }],
    ['§ 13 passed StB exam → ST', 0, { par132: true }, { st: '§ 13 WPO' }],
    ['§ 13b BWL only', 0, { par13b1: true }, { bwl: '§ 13b WPO' }],
    ['§ 13b WR only', 0, { par13b2: true }, { wr: '§ 13b WPO' }],
    ['§ 13b both', 0, { par13b1: true, par13b2: true }, { bwl: '§ 13b WPO', wr: '§ 13b WPO' }],
    ['§ 13 and § 13b', 0, { par131: true, par13b2: true }, { st: '§ 13 WPO', wr: '§ 13b WPO' }],
    ['§ 9 (7) → WP', 7, {}, { wp: '§ 9 Abs. 7 WPO' }],
    ['§ 9 (7) and § 13', 7, { par132: true }, { wp: '§ 9 Abs. 7 WPO', st: '§ 13 WPO' }],
  ])('%s', (_name, vz, verkuerzung, erwartet) => {
    expect(sperrgruende(vz, v(verkuerzung))).toEqual(erwartet);
  });
});

describe('modulwahlFehler', () => {
  const name = messages.antrag.modulNamen;
  it('names the provision for a replaced module and the term for a June slot the office did not set', () => {
    const fehler = modulwahlFehler(
      { wr: true, st: true, wpVorgezogen: true, bwlVorgezogen: true },
      { blockiert: sperrgruende(0, v({ par13b2: true })), juni: ['bwl'] },
      '2/2027',
    );
    expect(fehler).toEqual({
      wr: `Das Modul ${name.wr} entfällt nach § 13b WPO und kann nicht angemeldet werden.`,
      wpVorgezogen: `Für das Modul ${name.wp} gibt es im Prüfungstermin 2/2027 keinen vorgezogenen Termin im Juni.`,
    });
  });

  it('says "ausgeschlossen" for WP under a partial admission', () => {
    expect(
      modulwahlFehler({ wp: true }, { blockiert: sperrgruende(7, VERKUERZUNG_LEER), juni: [] }, '1/2027'),
    ).toEqual({
      wp: `Das Modul ${name.wp} ist nach § 9 Abs. 7 WPO ausgeschlossen und kann nicht angemeldet werden.`,
    });
  });

  it('has no error for an allowed choice', () => {
    expect(
      modulwahlFehler({ wp: true, wrVorgezogen: true }, { blockiert: {}, juni: ['wr', 'bwl'] }, '2/2027'),
    ).toEqual({});
  });
});

const verkuerzungArb = fc.record({
  vollPruefung: fc.boolean(),
  par8a: fc.boolean(),
  par131: fc.boolean(),
  par132: fc.boolean(),
  par13b1: fc.boolean(),
  par13b2: fc.boolean(),
});
const modulArb = fc.constantFrom<Modul>('wp', 'wr', 'bwl', 'st');
const auswahlArb = fc.dictionary(fc.constantFrom(...MODUL_SLOTS), fc.boolean());

describe('properties', () => {
  it('a slot has an error exactly when it is chosen and the wizard disables it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<0 | 6 | 7>(0, 6, 7),
        verkuerzungArb,
        fc.uniqueArray(modulArb),
        auswahlArb,
        (vz, verkuerzung, juni, auswahl) => {
          const sperren = { blockiert: sperrgruende(vz, verkuerzung), juni };
          const fehler = modulwahlFehler(auswahl, sperren, '2/2027');
          const gesperrt = gesperrteWahl(sperren);
          for (const slot of MODUL_SLOTS) {
            expect(fehler[slot] !== undefined).toBe(auswahl[slot] === true && gesperrt[slot]);
          }
        },
      ),
    );
  });

  it('never blocks a module no provision names; WP only under § 9 (7)', () => {
    fc.assert(
      fc.property(fc.constantFrom<0 | 6 | 7>(0, 6, 7), verkuerzungArb, (vz, verkuerzung) => {
        const gruende = sperrgruende(vz, verkuerzung);
        expect(gruende.wp !== undefined).toBe(vz === 7);
        expect(gruende.st !== undefined).toBe(verkuerzung.par131 || verkuerzung.par132);
        expect(gruende.wr !== undefined).toBe(vz === 6 || verkuerzung.par8a || verkuerzung.par13b2);
        expect(gruende.bwl !== undefined).toBe(vz === 6 || verkuerzung.par8a || verkuerzung.par13b1);
      }),
    );
  });

  it('a June slot is open only for the June modules', () => {
    fc.assert(
      fc.property(fc.uniqueArray(modulArb), (juni) => {
        const gesperrt = gesperrteWahl({ blockiert: {}, juni });
        for (const slot of MODUL_SLOTS.filter((s): s is ModulSlot => s.endsWith('Vorgezogen')))
          expect(gesperrt[slot]).toBe(!juni.includes(slotModul(slot)));
      }),
    );
  });
});

describe('verkuerzungDesAntrags', () => {
  it('reads a stored application defensively', () => {
    expect(verkuerzungDesAntrags(null)).toEqual(VERKUERZUNG_LEER);
    expect(verkuerzungDesAntrags({ verkuerzung: { par131: true, par8a: 'ja' } })).toEqual(
      v({ par131: true }),
    );
  });
});
