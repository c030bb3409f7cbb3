import { describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import type { Art } from '../src/rules/facts';
import {
  abschnittTitel,
  AKTEN_SEITEN,
  AKTENEINGANG_TYPEN,
  aktenSeite,
  type AktenSeite,
  darfLoeschen,
  DATEI_ACCEPT,
  dateiendung,
  type Dokument,
  type DokumentKategorie,
  dokumenttypBezeichnung,
  formatDateigroesse,
  gruppiereDokumente,
  istErlaubterDateityp,
  MAX_DATEIGROESSE,
  MIN_DATEIGROESSE,
  checkDatei,
  checkDateiauswahl,
  SEITEN_KATEGORIE,
  STANDARD_DOKUMENTTYP,
  UPLOAD_LISTE,
  uploadListen,
  uploadListenNamen,
} from '../src/rules/documents';

const MiB = 1024 * 1024;

describe('upload checks (spec §5, §9, SEC-FILE-1)', () => {
  it('defines 31 MB as 31 MiB and the minimum as 105 bytes', () => {
    expect(MAX_DATEIGROESSE).toBe(32_505_856);
    expect(MIN_DATEIGROESSE).toBe(105);
    expect(DATEI_ACCEPT).toBe('.jpg,.jpeg,.png,.gif,.pdf');
  });

  it.each([
    ['lebenslauf.pdf', 'pdf'],
    ['Scan.JPEG', 'jpeg'],
    ['archiv.tar.gz', 'gz'],
    ['ohne-endung', ''],
    ['.pdf', 'pdf'],
    ['punkt.', ''],
  ])('dateiendung(%s) = %j', (name, endung) => expect(dateiendung(name)).toBe(endung));

  it.each([
    ['a.jpg', true],
    ['a.JPG', true],
    ['a.Jpeg', true],
    ['a.png', true],
    ['a.GIF', true],
    ['a.PdF', true],
    ['a.svg', false],
    ['a.html', false],
    ['a.pdf.exe', false],
    ['pdf', false],
    ['a.tiff', false],
    ['a.docx', false],
  ])('%s allowed: %s', (name, ok) => expect(istErlaubterDateityp(name)).toBe(ok));

  it.each([
    ['a.pdf', 104, 'zuKlein'],
    ['a.pdf', 105, null],
    ['a.pdf', 0, 'zuKlein'],
    ['a.pdf', 31 * MiB, null],
    ['a.pdf', 31 * MiB + 1, 'zuGross'],
    ['a.pdf', 30 * MiB, null],
    ['a.png', 200, null],
    ['a.svg', 200, 'typ'],
    ['a.svg', 10, 'typ'], // the type is checked first: a wrong type is dropped silently
    ['a.exe', 40 * MiB, 'typ'],
  ] as const)('%s of %i bytes → %s', (name, size, grund) => expect(checkDatei({ name, size })).toBe(grund));

  it('keeps the good files in order, drops other types silently and names the size refusals', () => {
    const dateien = [
      { name: 'zeugnis.pdf', size: 5000 },
      { name: 'klein.png', size: 12 },
      { name: 'bild.svg', size: 5000 },
      { name: 'riesig.pdf', size: 31 * MiB + 1 },
      { name: 'foto.JPG', size: 2 * MiB },
    ];
    expect(checkDateiauswahl(dateien)).toEqual({
      angenommen: [dateien[0], dateien[4]],
      fehler: ['Die Datei “klein.png” ist leider zu klein.', 'Die Datei “riesig.pdf” ist leider zu groß.'],
    });
  });

  it.each([
    [0, '1 KB'],
    [105, '1 KB'],
    [12 * 1024, '12 KB'],
    [1023 * 1024, '1.023 KB'],
    [MiB, '1 MB'],
    [1.5 * MiB, '1,5 MB'],
    [31 * MiB, '31 MB'],
  ])('%i bytes show as %s', (bytes, text) => expect(formatDateigroesse(bytes)).toBe(text));
});

describe('Akteneingang types and upload lists (spec §3, §7)', () => {
  it('lists the types of each kind', () => {
    expect(AKTENEINGANG_TYPEN.WP).toEqual([
      'LEBENSLAUF',
      'ATTEST',
      'ZEUGNIS',
      'AGBESCHEINIGUNG',
      'STBESCHEINIGUNG',
      'AGBESCHEINIGUNG2',
      'VERKUERZUNG',
      'STAATSANGEHOERIGKEIT',
    ]);
    expect(AKTENEINGANG_TYPEN.EIGNUNG).toEqual(['attest', 'EIGNUNG_WAHLFACH', 'EIGNUNG_NACHWEIS']);
    expect(STANDARD_DOKUMENTTYP).toEqual({ WP: 'LEBENSLAUF', EIGNUNG: 'attest' });
  });

  it.each([
    ['LEBENSLAUF', 'lebenslauf', 'Lebenslauf'],
    ['ATTEST', 'attest', 'Attest'],
    ['ZEUGNIS', 'zeugnis', 'Zeugnis'],
    ['AGBESCHEINIGUNG', 'agbescheinigung', 'Arbeitgeberbescheinigung'],
    ['STBESCHEINIGUNG', 'stbescheinigung', 'Bescheinigung Steuerberater'],
    ['AGBESCHEINIGUNG2', 'agbescheinigung2', 'Arbeitgeberbescheinigung (2)'],
    ['VERKUERZUNG', 'verkuerzungbescheinigung', 'Nachweis Prüfungsverkürzung'],
    ['STAATSANGEHOERIGKEIT', 'staatsangehoerigkeit', 'Nachweis Staatsangehörigkeit'],
    ['attest', 'attest', 'Attest'],
    ['EIGNUNG_WAHLFACH', 'wahlfach', 'Wahlfach'],
    ['EIGNUNG_NACHWEIS', 'nachweise', 'Nachweis'],
  ] as const)('%s goes to the list %s and reads %s', (typ, liste, bezeichnung) => {
    expect(UPLOAD_LISTE[typ]).toBe(liste);
    expect(dokumenttypBezeichnung(typ)).toBe(bezeichnung);
  });

  it('shows an unknown type as it is', () => expect(dokumenttypBezeichnung('NOTIZ')).toBe('NOTIZ'));

  it.each<[Art, string[]]>([
    [
      'WP',
      [
        'lebenslauf',
        'attest',
        'zeugnis',
        'agbescheinigung',
        'stbescheinigung',
        'agbescheinigung2',
        'verkuerzungbescheinigung',
        'staatsangehoerigkeit',
      ],
    ],
    ['EIGNUNG', ['attest', 'wahlfach', 'nachweise']],
  ])('%s sends the lists %j', (art, listen) => expect(uploadListenNamen(art)).toEqual(listen));

  it('puts each file into the list of its type and keeps the empty lists', () => {
    const listen = uploadListen('WP', [
      { datei: 'a', typ: 'ZEUGNIS' },
      { datei: 'b', typ: 'LEBENSLAUF' },
      { datei: 'c', typ: 'ZEUGNIS' },
    ]);
    expect(listen).toEqual([
      ['lebenslauf', ['b']],
      ['attest', []],
      ['zeugnis', ['a', 'c']],
      ['agbescheinigung', []],
      ['stbescheinigung', []],
      ['agbescheinigung2', []],
      ['verkuerzungbescheinigung', []],
      ['staatsangehoerigkeit', []],
    ]);
    expect(
      uploadListen('EIGNUNG', [
        { datei: 'x', typ: 'EIGNUNG_NACHWEIS' },
        { datei: 'y', typ: 'attest' },
      ]),
    ).toEqual([
      ['attest', ['y']],
      ['wahlfach', []],
      ['nachweise', ['x']],
    ]);
  });

  it.each<[Art, string]>([
    ['EIGNUNG', 'LEBENSLAUF'],
    ['WP', 'EIGNUNG_WAHLFACH'],
    ['WP', 'ANMELDUNG'],
  ])('refuses a type %s does not have: %s', (art, typ) =>
    expect(() => uploadListen(art, [{ datei: 'x', typ }])).toThrow(),
  );
});

describe('pages of the digital file (spec §2)', () => {
  it('has the pages of each kind in order', () => {
    expect(AKTEN_SEITEN.WP).toEqual([
      'akteneingang',
      'mantelakte',
      'modulpruefungwp',
      'modulpruefungwr',
      'modulpruefungbwl',
      'modulpruefungst',
    ]);
    expect(AKTEN_SEITEN.EIGNUNG).toEqual(['akteneingang', 'akte']);
  });

  it.each<[DokumentKategorie, Art, AktenSeite | null]>([
    ['AKTENEINGANG', 'WP', 'akteneingang'],
    ['AKTENEINGANG', 'EIGNUNG', 'akteneingang'],
    ['MANTELAKTE', 'WP', 'mantelakte'],
    ['MANTELAKTE', 'EIGNUNG', 'akte'],
    ['WP', 'WP', 'modulpruefungwp'],
    ['WR', 'WP', 'modulpruefungwr'],
    ['BWL', 'WP', 'modulpruefungbwl'],
    ['ST', 'WP', 'modulpruefungst'],
    ['WP', 'EIGNUNG', null],
    ['ST', 'EIGNUNG', null],
  ])('%s of a %s candidate shows on %s', (kategorie, art, seite) => {
    expect(aktenSeite(kategorie, art)).toBe(seite);
    if (seite) expect(SEITEN_KATEGORIE[seite]).toBe(kategorie);
  });
});

describe('sections (spec §2 digital-file pages)', () => {
  let id = 0;
  const doc = (
    category: DokumentKategorie,
    type: string,
    createdAt = '2026-03-01T10:00:00Z',
    name = `d${++id}.pdf`,
  ): Dokument => ({ documentId: id, originalFileName: name, createdAt, category, type });

  const sections = (docs: Dokument[], seite: AktenSeite, art: Art = 'WP') =>
    gruppiereDokumente(docs, seite, art).map((a) => [a.typ, a.dokumente.map((d) => d.originalFileName)]);

  it('groups the Akteneingang by type in the order of the type list, the rest last', () => {
    const docs = [
      doc('AKTENEINGANG', 'ZEUGNIS', '2026-01-01T10:00:00Z', 'z-alt.pdf'),
      doc('AKTENEINGANG', 'LEBENSLAUF', '2026-01-02T10:00:00Z', 'cv.pdf'),
      doc('AKTENEINGANG', 'ZEUGNIS', '2026-02-01T10:00:00Z', 'z-neu.pdf'),
      doc('AKTENEINGANG', 'IRGENDWAS', '2026-02-01T10:00:00Z', 'x.pdf'),
      doc('MANTELAKTE', 'ZULASSUNG', '2026-02-01T10:00:00Z', 'zul.pdf'),
    ];
    expect(sections(docs, 'akteneingang')).toEqual([
      ['LEBENSLAUF', ['cv.pdf']],
      ['ATTEST', []],
      ['ZEUGNIS', ['z-neu.pdf', 'z-alt.pdf']],
      ['AGBESCHEINIGUNG', []],
      ['STBESCHEINIGUNG', []],
      ['AGBESCHEINIGUNG2', []],
      ['VERKUERZUNG', []],
      ['STAATSANGEHOERIGKEIT', []],
      [null, ['x.pdf']],
    ]);
  });

  it('matches types case-insensitively for the aptitude test', () => {
    const docs = [
      doc('AKTENEINGANG', 'ATTEST', undefined, 'gross.pdf'),
      doc('AKTENEINGANG', 'attest', undefined, 'klein.pdf'),
    ];
    expect(sections(docs, 'akteneingang', 'EIGNUNG')).toEqual([
      ['attest', ['gross.pdf', 'klein.pdf']],
      ['EIGNUNG_WAHLFACH', []],
      ['EIGNUNG_NACHWEIS', []],
    ]);
  });

  it('shows Zulassungen, Rücktritte, Atteste and the records of the Mantelakte', () => {
    const docs = [
      doc('MANTELAKTE', 'TELEFONVERMERK', undefined, 'tel.pdf'),
      doc('MANTELAKTE', 'RUECKTRITT', undefined, 'rt.pdf'),
      doc('MANTELAKTE', 'ZULASSUNG', undefined, 'zul.pdf'),
      doc('WP', 'ANMELDUNG', undefined, 'anm.pdf'),
    ];
    expect(sections(docs, 'mantelakte')).toEqual([
      ['ZULASSUNG', ['zul.pdf']],
      ['RUECKTRITT', ['rt.pdf']],
      ['ATTEST', []],
      [null, ['tel.pdf']],
    ]);
    expect(sections(docs, 'akte', 'EIGNUNG')).toEqual(sections(docs, 'mantelakte'));
  });

  it('shows Anmeldungen, Atteste and Rücktritte of one module only', () => {
    const docs = [
      doc('WR', 'RUECKTRITT', undefined, 'wr-rt.pdf'),
      doc('WP', 'ATTEST', undefined, 'wp-attest.pdf'),
      doc('WP', 'ANMELDUNG', undefined, 'wp-anm.pdf'),
    ];
    expect(sections(docs, 'modulpruefungwp')).toEqual([
      ['ANMELDUNG', ['wp-anm.pdf']],
      ['ATTEST', ['wp-attest.pdf']],
      ['RUECKTRITT', []],
    ]);
    expect(sections(docs, 'modulpruefungwr')).toEqual([
      ['ANMELDUNG', []],
      ['ATTEST', []],
      ['RUECKTRITT', ['wr-rt.pdf']],
    ]);
  });

  it('gives the office’s letters sections of their own where there are any; old ANMELDUNG rows stay', () => {
    const docs = [
      doc('ST', 'BESCHEID', undefined, 'Ergebnis-Steuerrecht.pdf'),
      doc('ST', 'LADUNG', undefined, 'Ladung-Steuerrecht.pdf'),
      doc('ST', 'ANMELDUNG', undefined, 'alte-Ladung.pdf'),
      doc('MANTELAKTE', 'LADUNG', undefined, 'Ladung-Eignungspruefung.pdf'),
    ];
    expect(sections(docs, 'modulpruefungst')).toEqual([
      ['ANMELDUNG', ['alte-Ladung.pdf']],
      ['ATTEST', []],
      ['RUECKTRITT', []],
      ['LADUNG', ['Ladung-Steuerrecht.pdf']],
      ['BESCHEID', ['Ergebnis-Steuerrecht.pdf']],
    ]);
    expect(sections(docs, 'akte', 'EIGNUNG')).toEqual([
      ['ZULASSUNG', []],
      ['RUECKTRITT', []],
      ['ATTEST', []],
      ['LADUNG', ['Ladung-Eignungspruefung.pdf']],
    ]);
    expect(abschnittTitel('modulpruefungst', 'LADUNG')).toBe('Ladungen');
    expect(abschnittTitel('akte', 'BESCHEID')).toBe('Bescheide');
  });

  it.each<[AktenSeite, string | null, string]>([
    ['akteneingang', 'VERKUERZUNG', 'Nachweis Prüfungsverkürzung'],
    ['akteneingang', 'EIGNUNG_WAHLFACH', 'Wahlfach'],
    ['akteneingang', null, 'Sonstige Dokumente'],
    ['mantelakte', 'ZULASSUNG', 'Zulassungen'],
    ['mantelakte', 'ATTEST', 'Atteste'],
    ['akte', 'RUECKTRITT', 'Rücktritte'],
    ['mantelakte', null, 'Notizen, Akten- und Telefonvermerke'],
    ['modulpruefungst', 'ANMELDUNG', 'Anmeldungen'],
    ['modulpruefungst', null, 'Sonstige Dokumente'],
  ])('on %s the section %s is headed %s', (seite, typ, titel) =>
    expect(abschnittTitel(seite, typ)).toBe(titel),
  );
});

describe('delete rule (spec §6, SEC-FILE-8)', () => {
  const base: Dokument = {
    documentId: 1,
    originalFileName: 'lebenslauf.pdf',
    createdAt: '2026-03-01T10:00:00Z',
    category: 'AKTENEINGANG',
    type: 'LEBENSLAUF',
  };
  it.each<[Partial<Dokument>, boolean, boolean]>([
    [{}, false, true],
    [{ deletable: true }, false, true],
    [{ deletable: false }, false, false], // the server said no
    [{}, true, false], // module data loaded
    [{ deletable: true }, true, false],
    [{ originalFileName: 'zusammenfassung_triftigergrund.pdf' }, false, false],
    [{ originalFileName: 'Zusammenfassung-TriftigerGrund.PDF', deletable: true }, false, false],
    [{ originalFileName: 'zusammenfassung.pdf' }, false, true],
    [{ category: 'MANTELAKTE', type: 'ZULASSUNG', deletable: true }, false, false],
  ])('%j (module data loaded: %s) → %s', (change, geladen, ok) =>
    expect(darfLoeschen({ ...base, ...change }, geladen)).toBe(ok),
  );

  it('uses the spec texts for the dialog and the toasts', () => {
    expect(messages.files.loeschenFrage).toBe(
      'Möchten Sie dieses Dokument wirklich löschen ? Diese Aktion kann nicht rückgängig gemacht werden.',
    );
    expect(messages.files.geloescht('a.pdf')).toBe('Die Datei “a.pdf” wurde gelöscht.');
    expect(messages.files.nichtGeloescht('a.pdf')).toBe('Die Datei “a.pdf” konnte nicht gelöscht werden.');
  });
});
