// The legal checklist (Prüfliste, issue 26 point 2): which requirements of the rules an application
// must meet, each with the evidence (the wizard's upload lists) it needs and whether such a file is
// attached. Derived from the application alone – the stored payload in the back-office, the form's
// values in the wizard – so both sides name the same proofs. Pure; the office's marks are the server's.
import { messages } from '../messages';
import { pruefliste as t } from '../messages-pruefliste';
import { EIGNUNG_UPLOADS, eignungEntwurfSchema, type EignungEntwurf, leereEignung } from '../schemas/eignung';
import {
  leereZulassung,
  vorbildungErforderlich,
  ZULASSUNG_UPLOADS,
  zulassungEntwurfSchema,
  type ZulassungEntwurf,
} from '../schemas/zulassung';
import type { Art } from './facts';
import { entfalleneModule, VORBILDUNG_UPLOADS, type VorbildungOption } from './selection';

const a = messages.antrag;

/** The upload lists of each kind's wizard: the only evidence a point may ask for. */
export const NACHWEIS_LISTEN = { WP: ZULASSUNG_UPLOADS, EIGNUNG: EIGNUNG_UPLOADS } as const;
export type NachweisListe = (typeof ZULASSUNG_UPLOADS)[number] | (typeof EIGNUNG_UPLOADS)[number];

/** The label of an upload list as its wizard page shows it. */
export function nachweisBezeichnung(art: Art, liste: NachweisListe): string {
  if (art === 'EIGNUNG') {
    if (liste === 'nachweise') return a.nachweise;
    if (liste === 'zeugnis') return a.eignungZeugnis;
    if (liste === 'wahlfach') return a.wahlfachUnterlagen;
  }
  return (a as unknown as Record<string, string>)[liste] ?? liste;
}

export interface PrueflistePunkt {
  /** Stable within its kind: marks are stored under it. */
  readonly key: string;
  readonly bezeichnung: string;
  /** The rule of the rules document it comes from (R-…). */
  readonly regel: string;
  /** Upload lists that hold its proof; empty when the office checks its own records. */
  readonly nachweise: readonly NachweisListe[];
  /** Every list it needs holds at least one file (true when it needs none). */
  readonly vorhanden: boolean;
}

/** How many files a list holds: the stored payload's `dateien`, or the wizard's chosen files. */
export type Dateianzahl = (liste: NachweisListe) => number;

const punkt = (
  key: string,
  bezeichnung: string,
  regel: string,
  nachweise: readonly NachweisListe[],
  anzahl: Dateianzahl,
): PrueflistePunkt => ({
  key,
  bezeichnung,
  regel,
  nachweise,
  vorhanden: nachweise.every((liste) => anzahl(liste) > 0),
});

const VORBILDUNG_OPTIONEN: readonly VorbildungOption[] = [
  'hochschulstudium',
  'zehnjaehrigeTaetigkeit',
  'fuenfjaehrigeBerufserfahrung',
];

const modulNamen = (module: readonly string[]) =>
  module.map((m) => a.modulNamen[m as keyof typeof a.modulNamen]).join(', ');

/** Points of a WP application (R-11… … ). */
export function zulassungPunkte(z: ZulassungEntwurf, anzahl: Dateianzahl): PrueflistePunkt[] {
  const p = t.punkte;
  const out: PrueflistePunkt[] = [
    punkt('lebenslauf', p.lebenslauf, 'R-13', ['lebenslauf'], anzahl),
    punkt('module', p.module, 'R-14', [], anzahl),
  ];
  // § 22 (2) WiPrPrüfV: a repeat admission needs no Vorbildung (page 3 decides, as in the wizard).
  if (vorbildungErforderlich(z.bishierigeZulassungen.art)) {
    for (const option of VORBILDUNG_OPTIONEN) {
      if (z.vorbildung[option])
        out.push(
          punkt(`vorbildung.${option}`, p.vorbildung[option], 'R-11', [VORBILDUNG_UPLOADS[option]], anzahl),
        );
    }
  }
  const { taetigkeit, berufserfahrung } = z.taetigkeit;
  if (taetigkeit !== 0)
    out.push(
      punkt(
        'taetigkeit',
        p.taetigkeit(a.taetigkeitOptionen[taetigkeit]),
        'R-12',
        ['agbescheinigung2'],
        anzahl,
      ),
    );
  if (berufserfahrung !== 0)
    out.push(
      punkt(
        'berufserfahrung',
        p.berufserfahrung(a.berufserfahrungOptionen[berufserfahrung]),
        'R-12',
        ['stbescheinigung2'],
        anzahl,
      ),
    );
  const v = z.verkuerzung;
  const verkuerzung = (key: string, option: string, gewaehlt: Parameters<typeof entfalleneModule>[0]) =>
    punkt(
      key,
      p.verkuerzung(option, modulNamen(entfalleneModule(gewaehlt))),
      'R-56',
      ['verkuerzungbescheinigung'],
      anzahl,
    );
  const keine = {
    vollPruefung: false,
    par8a: false,
    par131: false,
    par132: false,
    par13b1: false,
    par13b2: false,
  };
  if (v.par8a) out.push(verkuerzung('verkuerzung.par8a', '§ 8a WPO', { ...keine, par8a: true }));
  if (v.par131 || v.par132)
    out.push(verkuerzung('verkuerzung.par13', '§ 13 WPO', { ...keine, par131: true }));
  if (v.par13b1 || v.par13b2)
    out.push(
      verkuerzung('verkuerzung.par13b', '§ 13b WPO', { ...keine, par13b1: v.par13b1, par13b2: v.par13b2 }),
    );
  const bisherige = z.bishierigeZulassungen.art;
  if (bisherige === 2 || bisherige === 3) {
    out.push(punkt('versuche', bisherige === 3 ? p.versucheZweimal : p.versuche, 'R-63', [], anzahl));
    out.push(punkt('sechsJahre', p.sechsJahre, 'R-62', [], anzahl));
  }
  if (z.kontaktdaten.behinderung)
    out.push(punkt('nachteilsausgleich', p.nachteilsausgleich, 'R-85', ['attest'], anzahl));
  return out;
}

const EP_VERKUERZUNG = [
  ['verkuerzung2', 'nachweise'],
  ['verkuerzung3', 'nachweise'],
  ['verkuerzung4', 'zeugnis'],
  ['verkuerzung5', 'nachweise'],
] as const;

/** Points of an aptitude-test application. */
export function eignungPunkte(e: EignungEntwurf, anzahl: Dateianzahl): PrueflistePunkt[] {
  const p = t.punkte;
  const out: PrueflistePunkt[] = [
    punkt('eignung.nachweise', p.eignung.nachweise, 'R-100', ['nachweise'], anzahl),
    punkt('eignung.zeugnis', p.eignung.zeugnis, 'R-100', ['zeugnis'], anzahl),
    punkt('eignung.wahlfach', p.eignung.wahlfach, 'R-100', ['wahlfach'], anzahl),
  ];
  for (const [option, liste] of EP_VERKUERZUNG) {
    if (e.verkuerzungEP[option])
      out.push(punkt(`eignung.${option}`, p.eignung.verkuerzung(a[option]), 'R-100', [liste], anzahl));
  }
  const bisherige = e.bishierigeZulassungenEP.art;
  if (bisherige === 2 || bisherige === 3) out.push(punkt('versuche', p.eignungVersuche, 'R-64', [], anzahl));
  // The aptitude test's wizard has no certificate list: the office asks for it itself.
  if (e.kontaktdaten.behinderung)
    out.push(punkt('nachteilsausgleich', p.nachteilsausgleich, 'R-85', [], anzahl));
  return out;
}

type MitDateien = { dateien?: Readonly<Record<string, readonly unknown[] | undefined>> };

/**
 * The checklist of a stored application payload (the submit's `dateien` name its attachments). Read
 * with the interim save's lenient schema, like the application as sent (rules/antrag-ansicht.ts).
 */
export function prueflisteAusPayload(art: Art, payload: unknown): PrueflistePunkt[] {
  const dateien = ((payload as MitDateien | null)?.dateien ?? {}) as NonNullable<MitDateien['dateien']>;
  const anzahl: Dateianzahl = (liste) => (Array.isArray(dateien[liste]) ? dateien[liste].length : 0);
  if (art === 'WP') {
    const parsed = zulassungEntwurfSchema.safeParse(payload);
    return zulassungPunkte(parsed.success ? (parsed.data as ZulassungEntwurf) : leereZulassung(), anzahl);
  }
  const parsed = eignungEntwurfSchema.safeParse(payload);
  return eignungPunkte(parsed.success ? (parsed.data as EignungEntwurf) : leereEignung(), anzahl);
}

/** The points whose proof is not attached (the wizard's warning, the Eingang's badge). */
export const fehlendeNachweise = (punkte: readonly PrueflistePunkt[]): PrueflistePunkt[] =>
  punkte.filter((p) => p.nachweise.length > 0 && !p.vorhanden);
