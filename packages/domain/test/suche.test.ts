// The person search's key (issue 28, point 5): the German and Turkish letter variants as a table.
import { describe, expect, it } from 'vitest';
import { SUCH_ZEICHEN, suchDatum, suchSchluessel, suchWoerter } from '../src/rules/suche';

describe('suchSchluessel', () => {
  // [stored spelling, typed spelling]: both must give the same key.
  it.each([
    ['Weiß', 'Weiss'],
    ['WEISS', 'weiß'],
    ['Straße', 'STRASSE'],
    ['Müller', 'Mueller'],
    ['Müller', 'Muller'],
    ['Mueller', 'Muller'],
    ['MÜLLER', 'müller'],
    ['Jäger', 'Jaeger'],
    ['Jäger', 'Jager'],
    ['Schröder', 'Schroeder'],
    ['Schröder', 'Schroder'],
    ['Yılmaz', 'Yilmaz'],
    ['YILMAZ', 'yılmaz'],
    ['İnce', 'Ince'],
    ['İSTANBUL', 'istanbul'],
    ['Şahin', 'Sahin'],
    ['Çelik', 'Celik'],
    ['Doğan', 'Dogan'],
    ['Öztürk', 'Ozturk'],
    ['Öztürk', 'Oeztuerk'],
    ['Gülşen', 'Gulsen'],
    ['Ayşe', 'Ayse'],
    ['José', 'Jose'],
    ['François', 'Francois'],
    ['Łukasz', 'Lukasz'],
    ['Søren', 'Soren'],
    ['Dvořák', 'Dvorak'],
    ['Müller-Lüdenscheidt', 'Mullerludenscheidt'],
    ["O'Brien", 'OBrien'],
    ['O’Brien', "o'brien"],
  ])('%s and %s share a key', (gespeichert, getippt) => {
    expect(suchSchluessel(getippt)).toBe(suchSchluessel(gespeichert));
  });

  it.each([
    ['Weiß', 'weiss'],
    ['Yılmaz', 'yilmaz'],
    ['Müller', 'muller'],
    ['Mueller', 'muller'],
    ['İpek', 'ipek'],
    ['anna.weiss@beispiel.de', 'anna.weiss@beispiel.de'],
  ])('%s becomes %s', (text, schluessel) => {
    expect(suchSchluessel(text)).toBe(schluessel);
  });

  it('keeps different people apart', () => {
    expect(suchSchluessel('Weiß')).not.toBe(suchSchluessel('Weis'));
    expect(suchSchluessel('Müller')).not.toBe(suchSchluessel('Miller'));
  });

  it('has one partner letter per translated character, and the dropped ones last', () => {
    expect(SUCH_ZEICHEN.von.length).toBe(SUCH_ZEICHEN.nach.length + 5);
    expect(SUCH_ZEICHEN.nach).toMatch(/^[a-z]+$/);
    expect(suchSchluessel('ȘTEFĂNESCU Țăran Ñúñez Ångström')).toBe('stefanescu taran nunez angstrom');
  });
});

describe('suchDatum and suchWoerter', () => {
  it.each([
    ['01.02.1990', '1990-02-01'],
    ['1.2.1990', '1990-02-01'],
    ['1990-02-01', '1990-02-01'],
    ['31.02.1990', null],
    ['1990-13-01', null],
    ['01.02.90', null],
    ['Weiß', null],
  ])('%s is the day %s', (text, tag) => {
    expect(suchDatum(text)).toBe(tag);
  });

  it('splits at spaces and commas and writes dates as the stored day', () => {
    expect(suchWoerter('  Weiß, Anna  01.02.1990 ').map((w) => w.schluessel)).toEqual([
      'weiss',
      'anna',
      '19900201',
    ]);
    expect(suchWoerter('WP-1A2B')).toEqual([{ wort: 'WP-1A2B', schluessel: 'wp1a2b' }]);
    expect(suchWoerter(' ,  ')).toEqual([]);
  });
});
