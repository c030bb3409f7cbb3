// Properties of the career (issue 13 point 3) over random multi-year careers of both kinds, written
// from domain-rules … – not from rules/laufbahn.ts: the
// expected next step is computed here from the rules document and compared with laufbahn().
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addYears, type IsoDate } from '../src/dates';
import { verfuegbarkeitEignungAusFakten, verfuegbarkeitWPAusFakten } from '../src/rules/availability';
import type { Art, EignungVersuch, Ergebnis, Modulanmeldung, Verfahrensfakten } from '../src/rules/facts';
import { LAUFBAHNSTAENDE, type Laufbahn, laufbahn, terminErlaubt } from '../src/rules/laufbahn';
import { laufbahnHinweise } from '../src/rules/laufbahnText';
import { MODULE } from '../src/rules/module';
import { addHalfYears, compareSemester, parseSemester } from '../src/rules/semester';
import { STANDARD_EINSTELLUNGEN as s } from '../src/rules/settings';
import { type Aktion, karriereArb, schritt, start, type Welt } from './support/simulation';

/**
 * Fixed seed: the same careers on every run. The default random seed passes as well (checked while
 * writing these properties with many seeds); 120 careers of up to 150 steps per kind take about a second.
 */
const RUNS = { numRuns: 120, seed: 1313 };
const TIMEOUT = 60_000;

// ---------------------------------------------------------------------------------------------
// The rules document as an oracle

/** failed, withdrawn, or a compelling reason rejected; a deregistration uses nothing. */
const verbraucht = (a: {
  ergebnis: Ergebnis | null;
  ruecktrittAm: IsoDate | null;
  triftigeGruende: readonly { status: string }[];
}) =>
  a.ergebnis === 'failed' ||
  (a.ergebnis === null &&
    (a.ruecktrittAm !== null || a.triftigeGruende.some((f) => f.status === 'rejected')));

const gueltig = (a: Modulanmeldung) => a.abgemeldetAm === null;

/** What the law says comes next: the attempt of the application the candidate may make, or null. */
function naechsterSchritt(facts: Verfahrensfakten, today: IsoDate): { versuch: number } | null {
  const { antrag } = facts;
  switch (antrag.status) {
    case 'none':
      return { versuch: 1 };
    case 'draft':
    case 'withdrawn': // nothing consumed
    case 'rejected': // nothing consumed
      return { versuch: antrag.versuch };
    case 'submitted': // one open application
      return null;
    case 'admitted':
      return facts.art === 'WP' ? nachWpZulassung(facts, today) : nachEignungZulassung(facts.eignungVersuche);
  }
}

/** Why the WP overall attempt is lost, if it is, R-03 (open question 4, a setting). */
function wpVerlorenDurch(facts: Verfahrensfakten, today: IsoDate): string | null {
  const { antrag, module } = facts;
  const laufend = MODULE.some((m) =>
    module[m].anmeldungen.some((a) => gueltig(a) && a.ergebnis === null && !verbraucht(a)),
  );
  if (facts.gesamtruecktrittAm !== null) return 'gesamtruecktritt';
  if (MODULE.some((m) => module[m].anmeldungen.filter((a) => gueltig(a) && verbraucht(a)).length >= 3))
    return 'modulEndgueltig';
  const frist =
    antrag.ersteszulassungsdatum && addYears(antrag.ersteszulassungsdatum, s.sechsJahresFristJahre);
  return s.fristablaufBeendetGesamtversuch && frist && today > frist && !laufend ? 'sechsJahre' : null;
}

/** § 18 (3): passed when every module is passed or credited (shortening, § 8a, accepted credit). */
function wpBestanden({ antrag, module }: Verfahrensfakten): boolean {
  return MODULE.every(
    (m) =>
      module[m].anmeldungen.some((a) => gueltig(a) && a.ergebnis === 'passed') ||
      antrag.entfalleneModule.includes(m) ||
      (antrag.vorzeitigeZulassung === 6 && (m === 'wr' || m === 'bwl')) ||
      module[m].anrechnungen.some((r) => r.status === 'accepted'),
  );
}

function nachWpZulassung(facts: Verfahrensfakten, today: IsoDate): { versuch: number } | null {
  if (wpBestanden(facts) || wpVerlorenDurch(facts, today) === null) return null; // passed, or running
  return facts.antrag.versuch < 2 ? { versuch: facts.antrag.versuch + 1 } : null; // one repetition
}

function nachEignungZulassung(versuche: readonly EignungVersuch[]): { versuch: number } | null {
  if (versuche.some((v) => v.ergebnis === 'passed')) return null;
  const benutzt = versuche.filter(verbraucht).length; // § 32: a withdrawal is a failed attempt
  if (versuche.length > benutzt) return null; // an attempt runs
  return benutzt < 3 ? { versuch: benutzt + 1 } : null; // three attempts
}

// ---------------------------------------------------------------------------------------------
// The checks at each step

/** All applications of the career, oldest first (the current one last). */
const antraege = (facts: Verfahrensfakten) => [...facts.fruehereAntraege, facts.antrag];

/** (a) Attempt caps: WP two overall attempts, aptitude test three; one admission per attempt. */
function verletzteObergrenzen(facts: Verfahrensfakten): string[] {
  const verletzt: string[] = [];
  const zulassungen = antraege(facts).filter((a) => a.ersteszulassungsdatum !== null);
  const grenze = facts.art === 'WP' ? s.gesamtversuche : s.eignungVersuche;
  const versuche = zulassungen.map((a) => a.versuch);
  if (zulassungen.length > grenze) verletzt.push(`${zulassungen.length} admissions`);
  if (new Set(versuche).size !== versuche.length)
    verletzt.push(`two admissions for one attempt: ${versuche.join()}`);
  if (antraege(facts).some((a) => a.versuch < 1 || a.versuch > grenze))
    verletzt.push('attempt number out of range');
  if (facts.art === 'EIGNUNG') {
    if (facts.eignungVersuche.length > grenze)
      verletzt.push(`${facts.eignungVersuche.length} aptitude attempts`);
    // Each admission is for the next attempt: the k-th admission for attempt k.
    if (versuche.some((v, i) => v !== i + 1)) verletzt.push(`admissions for attempts ${versuche.join()}`);
  }
  return verletzt;
}

/** (b) Never a dead end: laufbahn() gives a next step exactly when the law does, for that attempt. */
function verletzterNaechsterSchritt(facts: Verfahrensfakten, today: IsoDate, l: Laufbahn): string[] {
  const erwartet = naechsterSchritt(facts, today);
  const ist = l.neuerAntrag && { versuch: l.neuerAntrag.versuch };
  return JSON.stringify(ist) === JSON.stringify(erwartet)
    ? []
    : [`next step ${JSON.stringify(ist)}, the rules give ${JSON.stringify(erwartet)} (stand ${l.stand})`];
}

const ENGLISCH = /\b(the|is|not|application|attempt|exam|undefined|null|NaN|Invalid)\b/;

/** (c) At least one sentence; each a complete German sentence, dates as on paper (dd.mm.yyyy). */
function verletzteHinweise(l: Laufbahn, facts: Verfahrensfakten): string[] {
  const saetze = laufbahnHinweise(l, facts);
  if (saetze.length === 0) return ['no sentence'];
  return saetze.flatMap((satz) =>
    /^[A-ZÄÖÜ].*[.)]$/s.test(satz.trim()) &&
    !ENGLISCH.test(satz) &&
    !/\s{2}|\d{4}-\d{2}-\d{2}| \.|\s,/.test(satz)
      ? []
      : [`sentence "${satz}"`],
  );
}

/** (d), (e) at a step that withdrew or rejected an application. */
function verletzteRuecknahme(vorher: Welt, nachher: Welt, aktion: Aktion): string[] {
  const { antrag } = nachher.facts;
  const wurde = (status: string) => vorher.facts.antrag.status === 'submitted' && antrag.status === status;
  if (
    !(aktion.typ === 'ruecknahme' && wurde('withdrawn')) &&
    !(aktion.typ === 'ablehnen' && wurde('rejected'))
  )
    return [];
  const verletzt: string[] = [];
  const l = laufbahn(nachher.facts, nachher.today, s);
  if (antrag.versuch !== vorher.facts.antrag.versuch || l.versuch !== antrag.versuch)
    verletzt.push(`${aktion.typ} changed the attempt`);
  if (l.neuerAntrag?.versuch !== antrag.versuch)
    verletzt.push(`${aktion.typ}: next application for another attempt`);
  if (aktion.typ === 'ruecknahme' && l.neuerAntrag) {
    const termin = parseSemester(antrag.zulassungsblock ?? '');
    if (!termin) return [...verletzt, 'withdrawn application without a term'];
    if (terminErlaubt(l.neuerAntrag, termin))
      verletzt.push(`the withdrawn term ${termin.value} allowed again`);
    if (!terminErlaubt(l.neuerAntrag, addHalfYears(termin, 1))) verletzt.push('the next term refused');
  }
  return verletzt;
}

/** (d), (e) over the whole history: after a Rücknahme the next application is for a later term, same attempt. */
function verletzteHistorie(facts: Verfahrensfakten): string[] {
  const liste = antraege(facts);
  return liste.slice(1).flatMap((antrag, i) => {
    const davor = liste[i]!;
    if (davor.status !== 'withdrawn' && davor.status !== 'rejected') return [];
    const verletzt =
      antrag.versuch === davor.versuch
        ? []
        : [`attempt ${davor.versuch} → ${antrag.versuch} after ${davor.status}`];
    const alt = parseSemester(davor.zulassungsblock ?? '');
    const neu = antrag.antragsdatum ? parseSemester(antrag.zulassungsblock ?? '') : null;
    if (davor.status === 'withdrawn' && alt && neu && compareSemester(neu, alt) <= 0)
      verletzt.push(`submitted for ${neu.value} after withdrawing ${alt.value}`);
    return verletzt;
  });
}

/**
 * (f) Withdrawal only while something is left to withdraw from (R-70, R-90, § 32); the contact data
 * stay changeable whenever an application exists.
 */
function verletzteFlows(welt: Welt, l: Laufbahn): string[] {
  const { facts, today } = welt;
  const flows =
    facts.art === 'WP'
      ? verfuegbarkeitWPAusFakten(facts, today, s)
      : verfuegbarkeitEignungAusFakten(facts, today, s);
  const verletzt: string[] = [];
  // The six-year end (R-03, a setting) is left out: whether it ends the attempt is open question 4,
  // and credit stays possible after it (R-55 excludes only § 22) – see laufbahn-historien.test.ts.
  const sechsJahre = facts.art === 'WP' && wpVerlorenDurch(facts, today) === 'sechsJahre';
  const vorbei =
    (l.stand === 'bestanden' || l.stand === 'versuchVerloren' || l.stand === 'keineVersucheMehr') &&
    !sechsJahre;
  if (vorbei && flows.gesamtruecktritt) verletzt.push(`whole-exam withdrawal offered at ${l.stand}`);
  if (vorbei && 'modulruecktritt' in flows && flows.modulruecktritt)
    verletzt.push(`module withdrawal at ${l.stand}`);
  if (facts.antrag.status !== 'none' && !flows.kontaktdaten) verletzt.push('no contact change');
  return verletzt;
}

/** Runs a career and checks every step; returns the stands (and WP: the ways of losing) it passed through. */
function lebenslauf(art: Art, tag: IsoDate, aktionen: readonly Aktion[]): Set<string> {
  let welt = start(tag, art);
  const staende = new Set<string>([laufbahn(welt.facts, welt.today, s).stand]);
  for (const aktion of aktionen) {
    const vorher = welt;
    welt = schritt(welt, aktion, s);
    const l = laufbahn(welt.facts, welt.today, s);
    staende.add(l.stand);
    if (welt.facts.antrag.status === 'admitted' && art === 'WP' && !wpBestanden(welt.facts))
      staende.add(`verloren: ${wpVerlorenDurch(welt.facts, welt.today) ?? 'nein'}`);
    const verletzt = [
      ...verletzteObergrenzen(welt.facts),
      ...verletzterNaechsterSchritt(welt.facts, welt.today, l),
      ...verletzteHinweise(l, welt.facts),
      ...verletzteRuecknahme(vorher, welt, aktion),
      ...verletzteHistorie(welt.facts),
      ...verletzteFlows(welt, l),
    ];
    if (verletzt.length > 0)
      expect.fail(`${verletzt.join('; ')} after ${JSON.stringify(aktion)} on ${welt.today}`);
  }
  return staende;
}

describe.each<Art>(['WP', 'EIGNUNG'])('random careers (%s)', (art) => {
  it(
    'caps, no dead end, German hints, Rücknahme/rejection keep the attempt, the term after a Rücknahme',
    () => {
      const gesehen = new Set<string>();
      fc.assert(
        fc.property(karriereArb(art), ([tag, aktionen]) => {
          for (const stand of lebenslauf(art, tag, aktionen)) gesehen.add(stand);
        }),
        RUNS,
      );
      // Not vacuous: the careers reach every stand, passing and running out of attempts included,
      // and WP loses overall attempts in each of the three ways.
      const verloren = ['gesamtruecktritt', 'modulEndgueltig', 'sechsJahre', 'nein'].map(
        (g) => `verloren: ${g}`,
      );
      expect([...gesehen].sort()).toEqual([...LAUFBAHNSTAENDE, ...(art === 'WP' ? verloren : [])].sort());
    },
    TIMEOUT,
  );
});
