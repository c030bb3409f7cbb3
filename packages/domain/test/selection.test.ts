import { describe, expect, it } from 'vitest';
import { MODUL_SLOTS, type ModulSlot, perKey } from '../src/rules/module';
import {
  anrechnungsauswahl,
  entfalleneModule,
  gesperrteSlots,
  setzeBerufserfahrung,
  setzeBisherigeZulassungenArt,
  setzeTaetigkeit,
  setzeVerkuerzung,
  setzeVerkuerzungEP,
  setzeVerkuerzungGruppe,
  setzeVorbildung,
  setzeVorzeitigeZulassung,
  type Taetigkeit,
  type Verkuerzung,
  VERKUERZUNG_EP_LEER,
  VERKUERZUNG_LEER,
  type VerkuerzungEP,
  verkuerzungGesperrt,
  verkuerzungZuruecksetzen,
  waehleAntragsmodul,
  waehleSlot,
} from '../src/rules/selection';

const slots = (...on: ModulSlot[]) => perKey(MODUL_SLOTS, (k) => on.includes(k));
const an = (flags: Readonly<Record<string, boolean>>) => Object.keys(flags).filter((k) => flags[k] === true);

describe('slots: June and August never both (spec §4)', () => {
  it.each<[ModulSlot[], ModulSlot, boolean, string[]]>([
    [[], 'wr', true, ['wr']],
    [['wrVorgezogen'], 'wr', true, ['wr']],
    [['wr'], 'wrVorgezogen', true, ['wrVorgezogen']],
    [['wr', 'bwlVorgezogen'], 'wrVorgezogen', true, ['bwlVorgezogen', 'wrVorgezogen']],
    [['wr'], 'wr', false, []],
    [['wr', 'bwlVorgezogen'], 'wr', false, ['bwlVorgezogen']], // unticking touches nothing else
  ])('%j, tick %s=%s → %j', (vorher, slot, checked, nachher) =>
    expect(an(waehleSlot(slots(...vorher), slot, checked)).sort()).toEqual(nachher.sort()),
  );

  it('credit is sent with wp forced to false', () => {
    expect(anrechnungsauswahl({ wp: true, wr: true, bwl: false, st: false })).toEqual({
      wp: false,
      wr: true,
      bwl: false,
      st: false,
    });
  });
});

const zulassung = (overrides: Partial<Parameters<typeof setzeVorzeitigeZulassung>[0]> = {}) => ({
  ...slots('wp', 'wr', 'bwlVorgezogen'),
  vorzeitigeZulassung: 0 as 0 | 6 | 7,
  vorbildung: {
    hochschulstudium: false,
    zehnjaehrigeTaetigkeit: true,
    fuenfjaehrigeBerufserfahrung: false,
    fuenfjaehrigeBerufserfahrungArt: 0 as const,
  },
  verkuerzung: { ...VERKUERZUNG_LEER, vollPruefung: true },
  zusatzinformationen: 'bleibt',
  ...overrides,
});

describe('vorzeitigeZulassung (spec §4)', () => {
  it.each([
    [0, []],
    [6, ['wr', 'bwl', 'wrVorgezogen', 'bwlVorgezogen']],
    [7, ['wp', 'wpVorgezogen']],
  ] as const)('%i disables %j', (wert, gesperrt) => expect(an(gesperrteSlots(wert))).toEqual(gesperrt));

  it('6: clears all module flags, sets hochschulstudium and par8a (which clears vollPruefung)', () => {
    const next = setzeVorzeitigeZulassung(zulassung(), 6);
    expect(an(perKey(MODUL_SLOTS, (k) => next[k]))).toEqual([]);
    expect(next.vorzeitigeZulassung).toBe(6);
    expect(next.vorbildung).toMatchObject({ hochschulstudium: true, zehnjaehrigeTaetigkeit: true });
    expect(next.verkuerzung).toEqual({ ...VERKUERZUNG_LEER, par8a: true });
    expect(next.zusatzinformationen).toBe('bleibt');
  });

  it.each([0, 7] as const)('%i: clears module flags, hochschulstudium and par8a', (wert) => {
    const vorher = zulassung({
      vorzeitigeZulassung: 6,
      vorbildung: { ...zulassung().vorbildung, hochschulstudium: true },
      verkuerzung: { ...VERKUERZUNG_LEER, par8a: true, par131: true },
    });
    const next = setzeVorzeitigeZulassung(vorher, wert);
    expect(an(perKey(MODUL_SLOTS, (k) => next[k]))).toEqual([]);
    expect(next.vorbildung.hochschulstudium).toBe(false);
    expect(next.verkuerzung).toEqual({ ...VERKUERZUNG_LEER, par131: true });
  });

  it('a disabled module cannot be ticked; ticking a module clears its early variant', () => {
    const z7 = { ...zulassung(), ...slots(), vorzeitigeZulassung: 7 as const };
    expect(waehleAntragsmodul(z7, 'wp', true)).toBe(z7);
    expect(an(perKey(MODUL_SLOTS, (k) => waehleAntragsmodul(z7, 'st', true)[k]))).toEqual(['st']);
    const mitFruehem = { ...zulassung(), ...slots('stVorgezogen') };
    expect(an(perKey(MODUL_SLOTS, (k) => waehleAntragsmodul(mitFruehem, 'st', true)[k]))).toEqual(['st']);
  });
});

describe('bishierigeZulassungen art (spec §4)', () => {
  const b = {
    art: 3 as 0 | 1 | 2 | 3,
    datumNichtBestanden1: '2020-06-01',
    datumNichtBestanden2: '2021-06-01',
  };
  it.each([
    [1, '', ''],
    [2, '2020-06-01', ''],
    [3, '2020-06-01', '2021-06-01'],
    [0, '2020-06-01', '2021-06-01'],
  ] as const)('art %i keeps dates %j / %j', (art, d1, d2) =>
    expect(setzeBisherigeZulassungenArt(b, art)).toEqual({
      art,
      datumNichtBestanden1: d1,
      datumNichtBestanden2: d2,
    }),
  );
});

describe('Vorbildung and Tätigkeit (spec §4)', () => {
  const werte = {
    vorbildung: {
      hochschulstudium: true,
      zehnjaehrigeTaetigkeit: true,
      fuenfjaehrigeBerufserfahrung: true,
      fuenfjaehrigeBerufserfahrungArt: 2 as 0 | 1 | 2,
    },
    uploads: {
      zeugnis: ['z.pdf'],
      agbescheinigung: ['ag.pdf'],
      stbescheinigung: ['st.pdf'],
      lebenslauf: ['cv.pdf'],
    },
  };

  it.each([
    ['hochschulstudium', { zeugnis: [] }, {}],
    ['zehnjaehrigeTaetigkeit', { agbescheinigung: [] }, {}],
    ['fuenfjaehrigeBerufserfahrung', { stbescheinigung: [] }, { fuenfjaehrigeBerufserfahrungArt: 0 }],
  ] as const)('unticking %s empties its uploads', (option, leer, vorbildung) => {
    const next = setzeVorbildung(werte, option, false);
    expect(next.uploads).toEqual({ ...werte.uploads, ...leer });
    expect(next.vorbildung).toEqual({ ...werte.vorbildung, [option]: false, ...vorbildung });
  });

  it('ticking keeps the uploads', () => {
    expect(setzeVorbildung(werte, 'hochschulstudium', true).uploads).toBe(werte.uploads);
  });

  it.each<[Taetigkeit, 'taetigkeit' | 'berufserfahrung', 0 | 1 | 2, Taetigkeit]>([
    [{ taetigkeit: 0, berufserfahrung: 2 }, 'taetigkeit', 1, { taetigkeit: 1, berufserfahrung: 0 }],
    [{ taetigkeit: 3, berufserfahrung: 0 }, 'berufserfahrung', 1, { taetigkeit: 0, berufserfahrung: 1 }],
    [{ taetigkeit: 2, berufserfahrung: 0 }, 'berufserfahrung', 0, { taetigkeit: 2, berufserfahrung: 0 }],
  ])('%j: choose %s = %i → %j', (vorher, feld, wert, nachher) => {
    const next = feld === 'taetigkeit' ? setzeTaetigkeit(vorher, wert) : setzeBerufserfahrung(vorher, wert);
    expect(next).toEqual(nachher);
  });
});

describe('shortening, regular exam (spec §4)', () => {
  const v = (...on: (keyof Verkuerzung)[]) => ({ ...VERKUERZUNG_LEER, ...perKey(on, () => true) });

  it.each<[(keyof Verkuerzung)[], keyof Verkuerzung, boolean, (keyof Verkuerzung)[]]>([
    [['par8a', 'par131'], 'vollPruefung', true, ['par8a', 'par131']], // disabled by par8a: no change
    [['par131', 'par13b1'], 'vollPruefung', true, ['vollPruefung']], // clears all others
    [['vollPruefung'], 'par131', true, ['vollPruefung']], // disabled
    [['par13b1', 'par13b2', 'par131'], 'par8a', true, ['par8a', 'par131']],
    [['par8a'], 'par13b1', true, ['par8a']], // disabled
    [['par131'], 'par132', true, ['par131']], // disabled by its partner
    [[], 'par132', true, ['par132']],
    [['par132', 'par13b2'], 'par132', false, ['par13b2']],
  ])('%j, set %s=%s → %j', (vorher, option, checked, nachher) =>
    expect(an(setzeVerkuerzung(v(...vorher), option, checked)).sort()).toEqual(nachher.sort()),
  );

  it('reports which boxes are disabled', () => {
    expect(an(verkuerzungGesperrt(v('vollPruefung')))).toEqual([
      'par8a',
      'par131',
      'par132',
      'par13b1',
      'par13b2',
    ]);
    expect(an(verkuerzungGesperrt(v('par8a')))).toEqual(['vollPruefung', 'par13b1', 'par13b2']);
    expect(an(verkuerzungGesperrt(v('par131')))).toEqual(['par132']);
  });

  it('unchecking a parent clears its dependants; Reset clears all', () => {
    expect(an(setzeVerkuerzungGruppe(v('par131', 'par13b1'), 'par13', false))).toEqual(['par13b1']);
    expect(an(setzeVerkuerzungGruppe(v('par131', 'par13b1', 'par13b2'), 'par13b', false))).toEqual([
      'par131',
    ]);
    expect(an(setzeVerkuerzungGruppe(v('par131'), 'par13', true))).toEqual(['par131']);
    expect(verkuerzungZuruecksetzen({ ...v('par8a', 'par131'), extra: 1 })).toEqual({
      ...VERKUERZUNG_LEER,
      extra: 1,
    });
  });

  it.each<[(keyof Verkuerzung)[], string[]]>([
    [['vollPruefung'], []],
    [['par8a'], ['wr', 'bwl']],
    [['par132'], ['st']],
    [['par13b1'], ['bwl']],
    [
      ['par13b2', 'par131'],
      ['wr', 'st'],
    ],
  ])('%j drops %j', (on, module) => expect(entfalleneModule(v(...on))).toEqual(module));
});

describe('shortening, aptitude test (spec §4)', () => {
  const e = (...on: (keyof VerkuerzungEP)[]) => ({ ...VERKUERZUNG_EP_LEER, ...perKey(on, () => true) });
  it.each<[(keyof VerkuerzungEP)[], keyof VerkuerzungEP, boolean, (keyof VerkuerzungEP)[]]>([
    [['verkuerzung2', 'verkuerzung4'], 'verkuerzung1', true, ['verkuerzung1']],
    [['verkuerzung1'], 'verkuerzung2', true, ['verkuerzung1']],
    [['verkuerzung2'], 'verkuerzung3', true, ['verkuerzung2']],
    [['verkuerzung3'], 'verkuerzung4', true, ['verkuerzung3', 'verkuerzung4']],
    [['verkuerzung4'], 'verkuerzung5', true, ['verkuerzung4']],
    [['verkuerzung1'], 'verkuerzung1', false, []],
  ])('%j, set %s=%s → %j', (vorher, option, checked, nachher) =>
    expect(an(setzeVerkuerzungEP(e(...vorher), option, checked)).sort()).toEqual(nachher.sort()),
  );
});
