// The procedure status and the reasons of issue 16 point 2 (decision 0020). The histories below are
// written from the rules document (domain-rules …,
// R-60… ), not from the code: each names what the law says the candidate
// sees and why a flow is closed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addYears, type IsoDate } from '../src/dates';
import { verfahrensstand as vs } from '../src/messages-verfahrensstand';
import { verfuegbarkeitEignungAusFakten, verfuegbarkeitWPAusFakten } from '../src/rules/availability';
import { type Art, leereFakten, type Verfahrensfakten } from '../src/rules/facts';
import { antragMoeglich, SONSTIGER_GRUND } from '../src/rules/gruende';
import { MODUL_SLOTS } from '../src/rules/module';
import { deriveModulStateEignung, deriveModulStateWP } from '../src/rules/modulState';
import { laufenderEignungVersuch } from '../src/rules/attempts';
import { parseSemesterDisplay } from '../src/rules/semester';
import { STANDARD_EINSTELLUNGEN as s } from '../src/rules/settings';
import { anmeldeschluss } from '../src/rules/terms';
import { type Verfahrensstand, verfahrensstand } from '../src/rules/verfahrensstand';
import { verfahrensstandSchema } from '../src/schemas/verfahrensstand';
import { anmeldung, bestanden, eignungVersuch, geladen, nichtBestanden, zugelassen } from './support/facts';
import { karriereArb, schritt, start } from './support/simulation';

const g = vs.grund;
const o = vs.option;

const grundVon = (stand: Verfahrensstand, flow: string) =>
  stand.funktionen.find((f) => f.flow === flow)?.grund;

/** A fresh WP candidate on 2026-10-05 (term 1/2027 open until 31.08.2026? no – 2/2027 until end of Feb). */
const HEUTE: IsoDate = '2026-10-05';

describe('the application and the open term (R-02)', () => {
  it('a fresh account: no application, the open term with its legal deadline, only the application open', () => {
    const stand = verfahrensstand(leereFakten('WP'), HEUTE, s);
    expect(stand.antrag).toMatchObject({ stand: 'keiner', text: 'Noch kein Antrag' });
    // 5 October 2026 lies in the window 1 September – end of February: term 2/2027, deadline 28.02.2027.
    expect(stand.termin).toEqual({ termin: '2/2027', anmeldeschluss: '2027-02-28' });
    expect(grundVon(stand, 'zulassungsantrag')).toBeNull();
    for (const flow of [
      'anmeldung',
      'abmeldung',
      'verschiebung',
      'anrechnung',
      'modulruecktritt',
      'triftigerGrund',
      'gesamtruecktritt',
    ]) {
      expect(grundVon(stand, flow)).toBe(g.keinAntrag);
    }
    expect(grundVon(stand, 'ruecknahme')).toBe(g.ruecknahmeOhneAntrag);
    // contact data once an application exists.
    expect(grundVon(stand, 'kontaktdaten')).toBe(g.kontaktdatenOhneAntrag);
    expect(stand.zeitleiste).toEqual([]);
    expect(stand.sechsJahresfrist).toBeNull();
  });

  it.each<[string, Partial<Verfahrensfakten['antrag']>, string, string]>([
    [
      'draft',
      { status: 'draft', zulassungsblock: '2027/2' },
      'Entwurf (zwischengespeichert, nicht abgesendet)',
      g.entwurf,
    ],
    [
      'submitted (in Prüfung)',
      { status: 'submitted', zulassungsblock: '2027/2', antragsdatum: '2026-09-20' },
      'Eingereicht am 20.09.2026 – in Prüfung',
      g.inPruefung,
    ],
    [
      'rejected',
      { status: 'rejected', zulassungsblock: '2027/2', antragsdatum: '2026-09-20' },
      'Abgelehnt',
      g.abgelehnt,
    ],
    [
      'withdrawn',
      { status: 'withdrawn', zulassungsblock: '2027/2', antragsdatum: '2026-09-20' },
      'Zurückgenommen',
      g.zurueckgenommen,
    ],
  ])(
    '%s: the state in German, and module flows closed until the admission (R-30)',
    (_, antrag, text, grund) => {
      const leer = leereFakten('WP');
      const stand = verfahrensstand({ ...leer, antrag: { ...leer.antrag, ...antrag } }, HEUTE, s);
      expect(stand.antrag.text).toBe(text);
      expect(stand.antrag.pruefungstermin).toBe('2/2027');
      expect(grundVon(stand, 'anmeldung')).toBe(grund);
      expect(grundVon(stand, 'modulruecktritt')).toBe(grund);
    },
  );

  it.each<[string, Verfahrensfakten['antrag']['status'], string]>([
    ['draft', 'draft', g.ruecknahmeOhneAntrag],
    ['withdrawn', 'withdrawn', g.ruecknahmeSchonZurueck],
    ['rejected', 'rejected', g.ruecknahmeAbgelehnt],
  ])('Rücknahme of a %s application: why not (R-20)', (_, status, grund) => {
    const leer = leereFakten('WP');
    const facts = {
      ...leer,
      antrag: { ...leer.antrag, status, zulassungsblock: '2027/2', antragsdatum: '2026-09-20' },
    };
    expect(grundVon(verfahrensstand(facts, HEUTE, s), 'ruecknahme')).toBe(grund);
  });

  it('submitted: the Rücknahme is open (R-20), a second application is not (R-15)', () => {
    const leer = leereFakten('WP');
    const stand = verfahrensstand(
      {
        ...leer,
        antrag: {
          ...leer.antrag,
          status: 'submitted',
          zulassungsblock: '2027/2',
          antragsdatum: '2026-09-20',
        },
      },
      HEUTE,
      s,
    );
    expect(grundVon(stand, 'ruecknahme')).toBeNull();
    expect(grundVon(stand, 'zulassungsantrag')).toBe(g.antragEingereicht);
    expect(stand.zeitleiste).toEqual([{ datum: '2026-09-20', text: 'Zulassungsantrag eingereicht' }]);
  });

  it('withdrawn for 2/2027: a new application only for 1/2028, whose window opens on 01.03.2027 (R-15, R-21)', () => {
    const leer = leereFakten('WP');
    const facts: Verfahrensfakten = {
      ...leer,
      antrag: { ...leer.antrag, status: 'withdrawn', zulassungsblock: '2027/2', antragsdatum: '2026-09-20' },
    };
    const stand = verfahrensstand(facts, HEUTE, s);
    expect(grundVon(stand, 'zulassungsantrag')).toBe(g.fensterOeffnet('1/2028', '01.03.2027'));
    expect(grundVon(stand, 'kontaktdaten')).toBeNull();
    // On 1 March 2027 the window is open and the reason is gone.
    expect(grundVon(verfahrensstand(facts, '2027-03-01', s), 'zulassungsantrag')).toBeNull();
  });
});

describe('an admitted candidate (R-03, R-30…R-32, R-40, R-50, R-60, R-91)', () => {
  // Admitted 2024-06-15 for 2/2024; today 2026-10-05 with term 2/2027 open.
  const facts = zugelassen({
    module: {
      wp: {
        anmeldungen: [nichtBestanden('2025/1'), anmeldung({ termin: '2027/2', angemeldetAm: '2026-09-10' })],
      },
      wr: { anmeldungen: [bestanden('2025/1')] },
      bwl: {
        anmeldungen: [nichtBestanden('2025/1'), nichtBestanden('2025/2'), nichtBestanden('2026/1')],
      },
      st: {
        anmeldungen: [anmeldung({ termin: '2027/1', angemeldetAm: '2026-05-10', ...geladen('2026-10-01') })],
      },
    },
  });
  const stand = verfahrensstand(facts, HEUTE, s);

  it('shows each module: ended with the attempt, passed, three attempts used, ended', () => {
    expect(stand.module.map((m) => [m.modul, m.stand, m.versucheVerbraucht])).toEqual([
      ['wp', 'beendet', 1],
      ['wr', 'bestanden', 0],
      ['bwl', 'endgueltigNichtBestanden', 3],
      ['st', 'beendet', 0],
    ]);
    const laufend = verfahrensstand(
      { ...facts, module: { ...facts.module, bwl: { anmeldungen: [], anrechnungen: [] } } },
      HEUTE,
      s,
    );
    expect(laufend.module[3]!.text).toBe(
      'Angemeldet für den Prüfungstermin 1/2027, Sitzung im Februar, geladen am 01.10.2026',
    );
  });

  it('a finally failed module ends the overall attempt (R-62): its running registrations end with it', () => {
    expect(stand.module.find((m) => m.modul === 'wp')?.stand).toBe('beendet');
  });

  it('a finally failed module ends the overall attempt (R-62): every module flow says so', () => {
    expect(grundVon(stand, 'anmeldung')).toBe(g.gesamtversuchBeendet);
    expect(grundVon(stand, 'gesamtruecktritt')).toBe(g.gesamtversuchBeendet);
  });

  it('the six years end on admission + 6 years, and the last registrable term is the one open that day', () => {
    expect(stand.sechsJahresfrist).toBe('2030-06-15');
    // 15 June 2030 lies in the window 1 March – 31 August 2030: term 1/2031.
    expect(stand.letzterTermin).toBe('1/2031');
  });

  it('the timeline is in date order and names what happened', () => {
    const daten = stand.zeitleiste.map((e) => e.datum);
    expect(daten).toEqual([...daten].sort());
    expect(stand.zeitleiste).toContainEqual({ datum: '2024-02-20', text: 'Zulassungsantrag eingereicht' });
    expect(stand.zeitleiste).toContainEqual({ datum: '2024-06-15', text: 'Zugelassen' });
    expect(stand.zeitleiste.at(-1)).toEqual({
      datum: '2026-10-01',
      text: 'Steuerrecht: geladen zur schriftlichen Prüfung',
    });
  });
});

describe('reasons next to the module checkboxes', () => {
  // Admitted, running: WP registered for 2/2027 and not invited; WR passed; ST invited for 1/2027.
  const facts = zugelassen({
    module: {
      wp: { anmeldungen: [anmeldung({ termin: '2027/2', angemeldetAm: '2026-09-10' })] },
      wr: { anmeldungen: [bestanden('2025/1')] },
      st: {
        anmeldungen: [anmeldung({ termin: '2027/1', angemeldetAm: '2026-05-10', ...geladen('2026-10-01') })],
      },
      bwl: { anrechnungen: [{ beantragtAm: '2026-09-01', status: 'pending' }] },
    },
  });
  const stand = verfahrensstand(facts, HEUTE, s);

  it.each<[string, string, string]>([
    ['anmeldung', 'wp', o.schonAngemeldet('2/2027')],
    ['anmeldung', 'wr', o.bestanden],
    ['anmeldung', 'wrVorgezogen', o.bestanden],
    ['anmeldung', 'st', o.laeuft('1/2027')],
    ['anmeldung', 'bwl', o.anrechnungOffen],
    // Term 2 of the default settings has June sittings for WR and BWL only (R-33, open question 2).
    ['anmeldung', 'stVorgezogen', o.laeuft('1/2027')],
    ['abmeldung', 'st', o.geladen('01.10.2026')],
    ['abmeldung', 'wr', o.bestanden],
    ['abmeldung', 'bwl', o.nichtAngemeldet],
    ['verschiebung', 'st', o.geladen('01.10.2026')],
    ['verschiebung', 'wpVorgezogen', o.andereSitzung.august],
    ['anrechnung', 'bwl', o.anrechnungOffen],
    ['anrechnung', 'wr', o.bestanden],
    ['modulruecktritt', 'wp', o.nichtGeladen],
  ])('%s %s: %s', (flow, slot, grund) => {
    expect(stand.optionen[flow as keyof Verfahrensstand['optionen']][slot as 'wp']).toBe(grund);
  });

  it('open options have no reason', () => {
    expect(stand.optionen.abmeldung.wp).toBeUndefined();
    expect(stand.optionen.verschiebung.wp).toBeUndefined();
    expect(stand.optionen.modulruecktritt.st).toBeUndefined();
  });

  it('a postponement in term 1 only for WP and WR; never twice (spec §4, R-50)', () => {
    const termin1 = zugelassen({
      module: {
        st: { anmeldungen: [anmeldung({ termin: '2027/1', angemeldetAm: '2026-05-10' })] },
        wp: {
          anmeldungen: [
            anmeldung({
              termin: '2026/2',
              angemeldetAm: '2026-01-10',
              verschiebung: { am: '2026-02-01', nachTermin: '2027/1' },
            }),
          ],
        },
      },
    });
    const st = verfahrensstand(termin1, '2026-06-01', s);
    expect(st.optionen.verschiebung.st).toBe(o.nichtImTermin1('WP und WR'));
    expect(st.optionen.verschiebung.wp).toBe(o.schonVerschoben);
  });

  it('the whole-exam withdrawal names its first day: more than 3 days after the admission (R-91)', () => {
    const heute = zugelassen({
      antrag: { ersteszulassungsdatum: '2026-10-04' },
      module: { wp: { anmeldungen: [anmeldung({ termin: '2027/2' })] } },
    });
    expect(grundVon(verfahrensstand(heute, HEUTE, s), 'gesamtruecktritt')).toBe(
      g.gesamtruecktrittAb('08.10.2026'),
    );
    expect(grundVon(verfahrensstand(heute, '2026-10-08', s), 'gesamtruecktritt')).toBeNull();
  });

  it('after six years with nothing running the registration names the end (R-03)', () => {
    const alt = zugelassen({ module: { wr: { anmeldungen: [bestanden('2025/1')] } } });
    const stand2 = verfahrensstand(alt, '2030-06-16', { ...s, fristablaufBeendetGesamtversuch: false });
    expect(grundVon(stand2, 'anmeldung')).toBe(g.fristAbgelaufen('15.06.2030'));
  });
});

describe('aptitude test (R-64, § 32, § 33)', () => {
  it('second attempt running, first failed: 1 of 3 used, a withdrawal is open, a new application is not', () => {
    const facts = zugelassen({
      art: 'EIGNUNG',
      antrag: { versuch: 2, zulassungsblock: '2026/2', ersteszulassungsdatum: '2026-03-10' },
      eignungVersuche: [
        eignungVersuch({
          termin: '2025/2',
          ergebnis: 'failed',
          geladenAm: { awr: '2025-07-01', ast: '2025-07-01', mp: null },
        }),
        eignungVersuch({ termin: '2026/2', geladenAm: { awr: '2026-06-01', ast: null, mp: null } }),
      ],
    });
    const stand = verfahrensstand(facts, '2026-06-20', s);
    expect(stand.eignung).toEqual({
      versucheVerbraucht: 1,
      versucheMoeglich: 3,
      versucheVerbleibend: 2,
      laufenderVersuch: '2/2026',
    });
    expect(stand.module).toEqual([]);
    expect(stand.funktionen.map((f) => f.flow)).toEqual([
      'zulassungsantrag',
      'triftigerGrund',
      'gesamtruecktritt',
      'ruecknahme',
      'kontaktdaten',
    ]);
    expect(grundVon(stand, 'gesamtruecktritt')).toBeNull();
    expect(grundVon(stand, 'triftigerGrund')).toBeNull();
    expect(grundVon(stand, 'zulassungsantrag')).toBe(g.versuchLaeuft);
    expect(grundVon(stand, 'ruecknahme')).toBe(g.ruecknahmeNachZulassung);
  });

  it('triftiger Grund: a part not invited, a written paper done once the oral is invited (R-80)', () => {
    const facts = zugelassen({
      art: 'EIGNUNG',
      eignungVersuche: [
        eignungVersuch({ termin: '2026/2', geladenAm: { awr: '2026-06-01', ast: null, mp: '2026-09-01' } }),
      ],
    });
    const stand = verfahrensstand(facts, '2026-09-10', s);
    expect(stand.teile).toEqual({ awr: o.teilErledigt, ast: o.teilNichtGeladen });
  });

  it('all three attempts failed: no further admission', () => {
    const versagt = (termin: string) => eignungVersuch({ termin, ergebnis: 'failed' });
    const facts = zugelassen({
      art: 'EIGNUNG',
      antrag: { versuch: 3 },
      eignungVersuche: [versagt('2024/2'), versagt('2025/1'), versagt('2025/2')],
    });
    const stand = verfahrensstand(facts, HEUTE, s);
    expect(stand.eignung?.versucheVerbleibend).toBe(0);
    expect(grundVon(stand, 'zulassungsantrag')).toBe(g.keineVersucheMehr);
    expect(grundVon(stand, 'gesamtruecktritt')).toBe(g.gesamtversuchBeendet);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over random careers (support/simulation.ts walks the rules document's events)

const RUNS = { numRuns: 40, seed: 2020 };

function pruefe(facts: Verfahrensfakten, today: IsoDate): string[] {
  const fehler: string[] = [];
  const stand = verfahrensstand(facts, today, s);
  // The server's answer is what the web parses.
  if (!verfahrensstandSchema.safeParse(JSON.parse(JSON.stringify(stand))).success) fehler.push('schema');
  const offen: Record<string, boolean> =
    facts.art === 'WP'
      ? { ...verfuegbarkeitWPAusFakten(facts, today, s), zulassungsantrag: antragMoeglich(facts, today, s) }
      : {
          ...verfuegbarkeitEignungAusFakten(facts, today, s),
          zulassungsantrag: antragMoeglich(facts, today, s),
        };
  for (const f of stand.funktionen) {
    // A reason exactly when the flow is closed, and never the fallback sentence.
    if (f.verfuegbar !== offen[f.flow]) fehler.push(`${f.flow} verfuegbar`);
    if ((f.grund === null) !== f.verfuegbar) fehler.push(`${f.flow} grund`);
    if (f.grund === SONSTIGER_GRUND) fehler.push(`${f.flow} sonst`);
  }
  // before the admission no registration or credit is open and each says why with the application's state.
  if (facts.art === 'WP' && facts.antrag.status !== 'admitted') {
    for (const flow of ['anmeldung', 'anrechnung']) {
      if (grundVon(stand, flow) === null) fehler.push(`${flow} offen vor Zulassung`);
    }
  }
  if (facts.art === 'WP') {
    const state = deriveModulStateWP(facts, today, s);
    const flags = {
      anmeldung: state.modulanmeldungen,
      abmeldung: state.modulabmeldungen,
      verschiebung: state.modulverschiebungen,
      anrechnung: state.modulanrechnungen,
      modulruecktritt: Object.fromEntries(
        Object.entries(state.modulgeladenAm).map(([k, v]) => [k, v !== null]),
      ),
    } as Record<string, Record<string, boolean>>;
    if (state.zwischegespeichert === 2) {
      for (const [flow, slots] of Object.entries(flags)) {
        for (const slot of MODUL_SLOTS) {
          if (!(slot in slots)) continue;
          const grund = stand.optionen[flow as 'anmeldung'][slot];
          if ((grund === undefined) !== slots[slot]) fehler.push(`${flow}.${slot} option`);
          if (grund === SONSTIGER_GRUND) fehler.push(`${flow}.${slot} sonst`);
        }
      }
    }
    // a part that cannot be reported has its reason, a part that can has none.
    if (state.zwischegespeichert === 2) {
      for (const [teil, offen] of Object.entries(state.modulverhindert)) {
        const grund = stand.teile[teil as 'wp'];
        if ((grund === undefined) !== offen || grund === SONSTIGER_GRUND) fehler.push(`teil ${teil}`);
      }
    }
    // three attempts used is "endgültig nicht bestanden" unless passed or credited.
    for (const m of stand.module) {
      if (m.versucheVerbraucht > m.versucheMoeglich) fehler.push(`${m.modul} mehr als 3`);
    }
    // six years after the admission; the last term's deadline lies on or before it, the next one's after.
    const zugelassenAm = facts.antrag.ersteszulassungsdatum;
    if (facts.antrag.status === 'admitted' && zugelassenAm) {
      if (stand.sechsJahresfrist !== addYears(zugelassenAm, 6)) fehler.push('frist');
      const letzter = parseSemesterDisplay(stand.letzterTermin ?? '');
      if (!letzter || anmeldeschluss(letzter, s) < stand.sechsJahresfrist!) fehler.push('letzter Termin');
    }
  }
  if (facts.art === 'EIGNUNG') {
    const state = deriveModulStateEignung(facts);
    if (state.zwischegespeichert === 2 && laufenderEignungVersuch(facts)) {
      for (const [teil, offen] of Object.entries(state.modulverhindert)) {
        const grund = stand.teile[teil as 'awr'];
        if ((grund === undefined) !== offen || grund === SONSTIGER_GRUND) fehler.push(`teil ${teil}`);
      }
    }
  }
  const daten = stand.zeitleiste.map((e) => e.datum);
  if (daten.some((d, i) => i > 0 && d < daten[i - 1]!)) fehler.push('zeitleiste');
  if (daten.some((d) => d > today)) fehler.push('zeitleiste zukunft');
  return fehler;
}

describe.each<Art>(['WP', 'EIGNUNG'])('random careers (%s)', (art) => {
  it('every closed flow and option has its own reason, never the fallback; six years, timeline in order', () => {
    fc.assert(
      fc.property(karriereArb(art, art === 'WP' ? 120 : 80), ([tag, aktionen]) => {
        let welt = start(tag, art);
        for (const aktion of aktionen) {
          welt = schritt(welt, aktion, s);
          const fehler = pruefe(welt.facts, welt.today);
          if (fehler.length > 0)
            expect.fail(`${fehler.join('; ')} after ${JSON.stringify(aktion)} on ${welt.today}`);
        }
      }),
      RUNS,
    );
  }, 120_000);
});
