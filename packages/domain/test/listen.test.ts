// The lists' filters (issue 28 point 6, decision 0047) as tables: terms in either spelling, closed
// sets refused in German, the default order; and the stand a status decides without the facts.
import { describe, expect, it } from 'vitest';
import { listenTexte as l } from '../src/messages-pruefungsstelle-listen';
import { standVorZulassung } from '../src/rules/laufbahn';
import { kandidatenSucheSchema, kandidatenExportSchema } from '../src/schemas/pruefungsstelle-kandidat';
import { ladungenFilterSchema } from '../src/schemas/pruefungsstelle-ladungen';
import { sammelKandidatenSchema } from '../src/schemas/pruefungsstelle-sammel';

describe('Kandidaten filter', () => {
  it.each([
    [{}, { suche: '', seite: 1, sortierung: 'name', richtung: 'auf' }],
    [{ termin: '1/2027' }, { termin: '2027/1' }],
    [{ termin: '2027/2' }, { termin: '2027/2' }],
    [
      { termin: '', status: '', lgs: '' },
      { termin: undefined, status: undefined, lgs: undefined },
    ],
    [
      { lgs: '3', art: 'EIGNUNG' },
      { lgs: 3, art: 'EIGNUNG' },
    ],
    [
      { sortierung: 'geburtsdatum', richtung: 'ab' },
      { sortierung: 'geburtsdatum', richtung: 'ab' },
    ],
  ])('%j reads as %j', (query, erwartet) => {
    expect(kandidatenSucheSchema.parse(query)).toMatchObject(erwartet);
  });

  it.each([
    [{ termin: '2027' }, l.terminUngueltig],
    [{ termin: '3/2027' }, l.terminUngueltig],
    [{ status: 'admitted' }, l.filterUngueltig],
    [{ lgs: '7' }, l.filterUngueltig],
    [{ sortierung: 'passwort' }, l.filterUngueltig],
  ])('%j is refused with %s', (query, meldung) => {
    const r = kandidatenSucheSchema.safeParse(query);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(meldung);
  });

  it('exports with a format and without a page', () => {
    expect(kandidatenExportSchema.safeParse({ format: 'xlsx' }).success).toBe(true);
    expect(kandidatenExportSchema.safeParse({ format: 'pdf' }).error?.issues[0]?.message).toBe(
      l.formatUngueltig,
    );
    expect(kandidatenExportSchema.safeParse({ format: 'csv', seite: '2' }).success).toBe(false);
  });

  it('Ladungen: sitting and search besides term and exam', () => {
    expect(ladungenFilterSchema.parse({ termin: '2027/2', pruefung: 'wp', sitzung: 'juni' })).toMatchObject({
      sitzung: 'juni',
      suche: '',
      seite: 1,
    });
    expect(ladungenFilterSchema.safeParse({ termin: '2027/2', pruefung: 'wp', sitzung: 'mai' }).success).toBe(
      false,
    );
  });
});

describe('stand without the facts', () => {
  it.each([
    ['none', 'keinAntrag'],
    ['draft', 'entwurf'],
    ['submitted', 'eingereicht'],
    ['withdrawn', 'zurueckgenommen'],
    ['rejected', 'abgelehnt'],
    ['admitted', null],
  ] as const)('%s → %s', (status, stand) => {
    expect(standVorZulassung(status)).toBe(stand);
  });
});

describe('batch choice', () => {
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  it.each([
    [0, l.keineAuswahl],
    [501, l.zuViele],
  ])('%i items: %s', (n, meldung) => {
    const r = sammelKandidatenSchema.safeParse({ kandidaten: Array.from({ length: n }, (_, i) => id(i)) });
    expect(r.error?.issues[0]?.message).toBe(meldung);
  });
  it('500 items pass', () => {
    expect(
      sammelKandidatenSchema.safeParse({ kandidaten: Array.from({ length: 500 }, (_, i) => id(i)) }).success,
    ).toBe(true);
  });
});
