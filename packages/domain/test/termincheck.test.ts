// Issue 26 point 7: the checks of a term's dates – a table of impossible inputs with the field each
// error sits on, and properties: every error names a field of the input, possible dates pass.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { termineTexte as tt } from '../src/messages-pruefungsstelle-termine';
import { semester } from '../src/rules/semester';
import { terminFehler, terminFeldLabel, type TerminEingabe, type TerminLage } from '../src/rules/termincheck';

const f = tt.fehler;
const t2 = semester(2027, 2);

const eingabe = (teil: Partial<TerminEingabe> = {}): TerminEingabe => ({
  termin: t2,
  anmeldeschluss: null,
  juni: ['wr', 'bwl'],
  aufsichtsarbeiten: {},
  aufsichtsarbeitenJuni: {},
  aufsichtsarbeitenBeginn: {},
  aufsichtsarbeitenJuniBeginn: {},
  ...teil,
});
// 2/2027: legal deadline 28.02.2027, window from 01.09.2026; today 05.10.2026 (running).
const lage = (teil: Partial<TerminLage> = {}): TerminLage => ({
  heute: '2026-10-05',
  gesetzlich: '2027-02-28',
  vorherSchluss: '2026-08-31',
  beginn: '2026-09-01',
  bisher: {},
  ...teil,
});

describe('terminFehler', () => {
  it.each<[string, Partial<TerminEingabe>, Partial<TerminLage>, Record<string, string>]>([
    [
      'possible dates',
      { anmeldeschluss: '2027-02-15', aufsichtsarbeiten: { wp: ['2027-08-10', '2027-08-11'] } },
      {},
      {},
    ],
    [
      'deadline after the legal end (R-02)',
      { anmeldeschluss: '2027-03-15' },
      {},
      { anmeldeschluss: f.nachGesetzlichemSchluss('28.02.2027') },
    ],
    [
      'deadline not after the previous term’s',
      { anmeldeschluss: '2026-08-31' },
      { heute: '2026-08-01' },
      { anmeldeschluss: f.vorVorherigemSchluss('31.08.2026') },
    ],
    [
      'new deadline already past in a running term',
      { anmeldeschluss: '2026-10-01' },
      {},
      { anmeldeschluss: f.vergangen('05.10.2026') },
    ],
    [
      'a stored deadline already past stays',
      { anmeldeschluss: '2026-10-01' },
      { bisher: { anmeldeschluss: '2026-10-01' } },
      {},
    ],
    [
      'papers in February for an August sitting, out of order',
      { aufsichtsarbeiten: { wp: ['2027-02-10', '2027-02-09'], st: ['2027-08-12', '2027-08-11'] } },
      {},
      {
        'aufsichtsarbeiten.wp.0': f.ausserhalbMonat('August', 2027),
        'aufsichtsarbeiten.wp.1': f.ausserhalbMonat('August', 2027),
        'aufsichtsarbeiten.st.1': f.reihenfolge(1),
      },
    ],
    [
      'June papers in July, and for a module without a June sitting',
      { aufsichtsarbeitenJuni: { bwl: ['2027-07-01'], st: ['2027-06-24'] } },
      {},
      {
        'aufsichtsarbeitenJuni.bwl.0': f.ausserhalbMonat('Juni', 2027),
        'aufsichtsarbeitenJuni.st.0': f.keinJuni('ST', '2/2027'),
      },
    ],
    [
      'two papers of one sitting on one day; a second day without a first',
      { aufsichtsarbeiten: { wp: ['2027-08-10'], wr: ['2027-08-10'], st: ['', '2027-08-12'] } },
      {},
      { 'aufsichtsarbeiten.wr.0': f.gleicherTag('WP', 1), 'aufsichtsarbeiten.st.1': f.luecke(1) },
    ],
    [
      'a start time without its day',
      { aufsichtsarbeiten: { wp: ['2027-08-10'] }, aufsichtsarbeitenBeginn: { wp: ['09:00', '09:00'] } },
      {},
      { 'aufsichtsarbeitenBeginn.wp.1': f.beginnOhneTag },
    ],
    [
      'term 1: February',
      { termin: semester(2027, 1), juni: [], aufsichtsarbeiten: { wr: ['2027-08-10'] } },
      { heute: '2026-05-01', gesetzlich: '2026-08-31', vorherSchluss: '2026-02-28', beginn: '2026-03-01' },
      { 'aufsichtsarbeiten.wr.0': f.ausserhalbMonat('Februar', 2027) },
    ],
    [
      'a paper day past in a running term, unless stored',
      {
        termin: semester(2027, 1),
        juni: [],
        aufsichtsarbeiten: { wr: ['2027-02-03'], st: ['2027-02-04', '2027-02-05'] },
      },
      {
        heute: '2027-02-05',
        gesetzlich: '2026-08-31',
        vorherSchluss: '2026-02-28',
        beginn: '2026-03-01',
        bisher: { aufsichtsarbeiten: { wr: ['2027-02-03'] } },
      },
      { 'aufsichtsarbeiten.st.0': f.vergangen('05.02.2027') },
    ],
  ])('%s', (_name, e, l, erwartet) => {
    expect(terminFehler(eingabe(e), lage(l))).toEqual(erwartet);
  });

  it('labels each field as the form does', () => {
    expect(terminFeldLabel('anmeldeschluss')).toBe(tt.anmeldeschluss);
    expect(terminFeldLabel('aufsichtsarbeitenJuni.bwl.1')).toBe(tt.aufsichtsarbeitJuniTag('BWL', 2));
    expect(terminFeldLabel('aufsichtsarbeitenBeginn.wp.0')).toBe(tt.beginn(tt.aufsichtsarbeitTag('WP', 1)));
    expect(terminFeldLabel('orte.regulaer.3')).toBe(tt.ort(tt.regulaereSitzung, 'Düsseldorf'));
  });
});

describe('properties', () => {
  const tag = fc
    .date({
      min: new Date('2026-01-01T00:00:00Z'),
      max: new Date('2028-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
  const tage = fc.array(fc.oneof(tag, fc.constant('')), { maxLength: 2 });
  const sitzung = fc.record({ wp: tage, wr: tage, bwl: tage, st: tage });

  it('every error sits on a field of the input', () => {
    fc.assert(
      fc.property(fc.option(tag, { nil: null }), sitzung, sitzung, tag, (schluss, regulaer, juni, heute) => {
        const fehler = terminFehler(
          eingabe({ anmeldeschluss: schluss, aufsichtsarbeiten: regulaer, aufsichtsarbeitenJuni: juni }),
          lage({ heute }),
        );
        for (const feld of Object.keys(fehler)) {
          const [teil, modul, index] = feld.split('.');
          if (teil === 'anmeldeschluss') expect(schluss).not.toBeNull();
          else {
            const quelle = teil === 'aufsichtsarbeiten' ? regulaer : juni;
            expect(quelle[modul as 'wp'][Number(index)]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          }
        }
      }),
    );
  });

  it('days in August of the year, in order, on different days, not before today, pass', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 31 }), { minLength: 7, maxLength: 7 }),
        (tageImAugust) => {
          const d = [...tageImAugust]
            .sort((a, b) => a - b)
            .map((n) => `2027-08-${String(n).padStart(2, '0')}`);
          const regulaer = { wp: [d[0]!, d[1]!], bwl: [d[2]!, d[3]!], st: [d[4]!, d[5]!], wr: [d[6]!] };
          expect(terminFehler(eingabe({ aufsichtsarbeiten: regulaer }), lage())).toEqual({});
        },
      ),
    );
  });
});
