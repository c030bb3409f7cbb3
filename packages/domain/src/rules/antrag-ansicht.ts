// The application as the candidate sent it (issue 26 point 1), as data: every field of every wizard
// page, grouped and labelled as the wizard's summary shows it, values written for people (TT.MM.JJJJ,
// Ja/Nein, country names), each upload list beside its field with its documents. Pure, so the
// back-office page, the candidate's PDF copy and the receipt's list of what was sent read one source.
import { loeschung } from '../messages-loeschung';
import { inhaltGeloeschtText } from './inhalt-geloescht';
import { formatDatum, formatEuro } from '../format';
import { messages } from '../messages';
import { antragskopie as t } from '../messages-antragskopie';
import { type BisherigeZulassungenEntwurf, VERSICHERUNGEN } from '../schemas/antrag';
import { eignungEntwurfSchema, type EignungEntwurf, leereEignung, WAHLFAECHER } from '../schemas/eignung';
import type { EignungKontaktdatenEntwurf } from '../schemas/kontaktdaten';
import { leereZulassung, zulassungEntwurfSchema, type ZulassungEntwurf } from '../schemas/zulassung';
import type { Art } from './facts';
import { type Erklaerung, gebuehrenfolgen, gebuehrensumme } from './fees';
import { landName, SONSTIGER_STAAT } from './laender';
import { MODULE, type Modul, vorgezogenKey } from './module';
import { entfalleneModule, VORBILDUNG_UPLOADS, type VorbildungOption } from './selection';
import { parseSemester, parseSemesterDisplay } from './semester';
import type { Verfahrenseinstellungen } from './settings';

export interface AntragAnlage {
  readonly documentId: string;
  readonly name: string;
}

/** One field: its label, its value(s) as text and, for an upload list, the documents. */
export interface AntragZeile {
  readonly bezeichnung: string;
  readonly werte: readonly string[];
  readonly anlagen?: readonly AntragAnlage[];
}

/** One page of the wizard (the shape of a receipt's section, so the receipt's PDF renderer draws it). */
export interface AntragAbschnitt {
  readonly ueberschrift: string;
  readonly zeilen: readonly AntragZeile[];
  readonly hinweis?: string;
}

export interface AntragAnsicht {
  readonly art: Art;
  /** The term as the wizard showed it, 'S/YYYY'. */
  readonly termin: string;
  /** The candidate asks for a Nachteilsausgleich (page Kontaktdaten, 'behinderung'). */
  readonly nachteilsausgleich: boolean;
  readonly abschnitte: readonly AntragAbschnitt[];
}

const a = messages.antrag;
const s = messages.seiten.schritte;
const jaNein = (wert: boolean) => (wert ? messages.generic.ja : messages.generic.nein);

/** A row of one value; an empty value reads 'Keine Angabe', as in the wizard's summary. */
const zeile = (bezeichnung: string, wert: string): AntragZeile => ({
  bezeichnung,
  werte: [wert.trim() === '' ? messages.wizard.keineAngabe : wert],
});

type Dateien = Readonly<
  Record<string, readonly { documentId?: string | number | undefined; originalFileName: string }[]>
>;

/** An upload list beside its field: the file names as values, the documents to open. */
function anlagenZeile(bezeichnung: string, dateien: Dateien, liste: string): AntragZeile {
  const eintraege = dateien[liste] ?? [];
  if (eintraege.length === 0) return { bezeichnung, werte: [messages.wizard.keineDateien], anlagen: [] };
  return {
    bezeichnung,
    werte: eintraege.map((d) => d.originalFileName),
    anlagen: eintraege.map((d) => ({ documentId: String(d.documentId ?? ''), name: d.originalFileName })),
  };
}

const hatDateien = (dateien: Dateien, liste: string) => (dateien[liste]?.length ?? 0) > 0;

const ibanGruppen = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

function kontaktdatenZeilen(kd: EignungKontaktdatenEntwurf, eignung: boolean): AntragZeile[] {
  const anrede = kd.anrede === '' ? '' : a.anredeOptionen[kd.anrede];
  const staat =
    kd.staatsangehoerigkeit === SONSTIGER_STAAT
      ? a.sonstigerStaat
      : kd.staatsangehoerigkeit
        ? landName(kd.staatsangehoerigkeit)
        : '';
  return [
    zeile(a.anrede, anrede),
    zeile(a.vorname, kd.vorname),
    zeile(a.nachname, kd.nachname),
    zeile(a.weitereVornamen, kd.weitereVornamen),
    zeile(a.geburtsname, kd.geburtsname),
    zeile(a.geburtsdatum, formatDatum(kd.geburtsdatum) || kd.geburtsdatum),
    zeile(a.geburtsort, kd.geburtsort),
    ...(eignung ? [zeile(a.staatsangehoerigkeit, staat)] : []),
    zeile(a.aktArbeitgeber, kd.aktArbeitgeber),
    zeile(a.strasse, kd.strasse),
    zeile(a.land, kd.land ? landName(kd.land) : ''),
    zeile(a.plz, kd.plz),
    zeile(a.ort, kd.ort),
    zeile(a.email, kd.email),
    zeile(a.telefon, kd.telefon),
    zeile(a.bic, kd.bic),
    zeile(a.iban, kd.iban ? ibanGruppen(kd.iban) : ''),
    zeile(a.behinderung, jaNein(kd.behinderung)),
  ];
}

function bisherigeZeilen(
  b: BisherigeZulassungenEntwurf,
  legende: string,
  optionen: Readonly<Record<1 | 2 | 3, string>>,
): AntragZeile[] {
  return [
    zeile(legende, b.art === 0 ? '' : optionen[b.art]),
    ...(b.art >= 2 ? [zeile(a.datumNichtBestanden1, formatDatum(b.datumNichtBestanden1))] : []),
    ...(b.art === 3 ? [zeile(a.datumNichtBestanden2, formatDatum(b.datumNichtBestanden2))] : []),
  ];
}

const versicherungenAbschnitt = (
  werte: Readonly<Record<(typeof VERSICHERUNGEN)[number], boolean>>,
): AntragAbschnitt => ({
  ueberschrift: a.versicherungen,
  zeilen: VERSICHERUNGEN.map((v) => zeile(a[v], werte[v] ? t.bestaetigt : t.nichtBestaetigt)),
});

/** What falls due with the application (the fee schedule of its term), or nothing without a term. */
function gebuehrenAbschnitt(
  erklaerung: Erklaerung | null,
  settings: Verfahrenseinstellungen,
): AntragAbschnitt {
  const folgen = erklaerung ? gebuehrenfolgen(erklaerung, settings) : [];
  const zeilen: AntragZeile[] = folgen.map((f) => {
    const modul = f.modul ? ` – ${a.modulNamen[f.modul]}` : '';
    const termin = parseSemester(f.termin)?.display ?? f.termin;
    return zeile(t.gebuehr(`${messages.gebuehren[f.posten]}${modul}`, termin), formatEuro(f.faellig));
  });
  if (zeilen.length === 0)
    return { ueberschrift: a.gebuehren, zeilen: [zeile(a.gebuehren, t.keineGebuehren)] };
  zeilen.push(zeile(messages.quittung.summe, formatEuro(gebuehrensumme(folgen).faellig)));
  return { ueberschrift: a.gebuehren, zeilen, hinweis: a.gebuehrenHinweis };
}

// ---------------------------------------------------------------------------------------------
// WP: the seven pages of zulassung/antragstellen

/** The module with its sitting: in term 2 June (vorgezogen) or August; in term 1 the module alone. */
function modulZeilen(z: ZulassungEntwurf, termin2: boolean): string[] {
  return MODULE.flatMap((m) => {
    const name = a.modulNamen[m];
    const juni = z[vorgezogenKey(m)] ? [a.modulVorgezogen(name)] : [];
    const regulaer = z[m] ? [termin2 ? messages.modulpruefung.modulAugust(name) : name] : [];
    return [...juni, ...regulaer];
  });
}

const VORBILDUNG_OPTIONEN: readonly VorbildungOption[] = [
  'hochschulstudium',
  'zehnjaehrigeTaetigkeit',
  'fuenfjaehrigeBerufserfahrung',
];
const VORBILDUNG_LABEL = {
  zeugnis: a.zeugnis,
  agbescheinigung: a.agbescheinigung,
  stbescheinigung: a.stbescheinigung,
} as const;

const VERKUERZUNG_OPTIONEN = ['vollPruefung', 'par8a', 'par131', 'par132', 'par13b1', 'par13b2'] as const;
const verkuerzungBezeichnung = (option: (typeof VERKUERZUNG_OPTIONEN)[number]) =>
  option === 'par131' || option === 'par132'
    ? `${a.par13} – ${a[option]}`
    : option === 'par13b1' || option === 'par13b2'
      ? `${a.par13b} – ${a[option]}`
      : a[option];

const modulListe = (module: readonly Modul[]) =>
  module.length === 0 ? t.keineEntfallenden : module.map((m) => a.modulNamen[m]).join(', ');

function zulassungAnsicht(z: ZulassungEntwurf & { dateien?: Dateien }, settings: Verfahrenseinstellungen) {
  const dateien: Dateien = z.dateien ?? {};
  const termin = parseSemesterDisplay(z.zulassungsblock);
  const module = modulZeilen(z, termin?.semester === 2);
  const entfallen = entfalleneModule(z.verkuerzung);
  const { vorbildung: v, taetigkeit } = z;
  const art = v.fuenfjaehrigeBerufserfahrungArt;
  const abschnitte: AntragAbschnitt[] = [
    {
      ueberschrift: s.modulanmeldung,
      zeilen: [
        zeile(a.zulassungsblock, z.zulassungsblock),
        zeile(a.lgs, a.lgsOptionen[z.lgs as keyof typeof a.lgsOptionen] ?? ''),
        zeile(a.vorzeitigeZulassung, a.vorzeitigeZulassungOptionen[z.vorzeitigeZulassung]),
        module.length > 0 ? { bezeichnung: a.module, werte: module } : zeile(a.module, ''),
        zeile(a.zusatzinformationen, z.zusatzinformationen),
      ],
    },
    {
      ueberschrift: s.kontaktdaten,
      zeilen: [
        ...kontaktdatenZeilen({ ...z.kontaktdaten, staatsangehoerigkeit: '' }, false),
        ...(z.kontaktdaten.behinderung || hatDateien(dateien, 'attest')
          ? [anlagenZeile(a.attest, dateien, 'attest')]
          : []),
        anlagenZeile(a.lebenslauf, dateien, 'lebenslauf'),
      ],
    },
    {
      ueberschrift: s.bisherigezulassungsantraege,
      zeilen: bisherigeZeilen(
        z.bishierigeZulassungen,
        a.bisherigeZulassungen,
        a.bisherigeZulassungenOptionen,
      ),
    },
    {
      ueberschrift: s.akademischevorbildung,
      zeilen: VORBILDUNG_OPTIONEN.flatMap((option) => {
        const liste = VORBILDUNG_UPLOADS[option];
        return [
          zeile(a[option], jaNein(v[option])),
          ...(v[option] && option === 'fuenfjaehrigeBerufserfahrung'
            ? [
                zeile(
                  a.fuenfjaehrigeBerufserfahrungArt,
                  art === 1 || art === 2 ? a.fuenfjaehrigeBerufserfahrungArtOptionen[art] : '',
                ),
              ]
            : []),
          ...(v[option] || hatDateien(dateien, liste)
            ? [anlagenZeile(VORBILDUNG_LABEL[liste], dateien, liste)]
            : []),
        ];
      }),
    },
    {
      ueberschrift: s.praktischevorbildung,
      zeilen: [
        zeile(a.taetigkeit, taetigkeit.taetigkeit === 0 ? '' : a.taetigkeitOptionen[taetigkeit.taetigkeit]),
        ...(taetigkeit.taetigkeit !== 0 || hatDateien(dateien, 'agbescheinigung2')
          ? [anlagenZeile(a.agbescheinigung2, dateien, 'agbescheinigung2')]
          : []),
        zeile(
          a.berufserfahrung,
          taetigkeit.berufserfahrung === 0 ? '' : a.berufserfahrungOptionen[taetigkeit.berufserfahrung],
        ),
        ...(taetigkeit.berufserfahrung !== 0 || hatDateien(dateien, 'stbescheinigung2')
          ? [anlagenZeile(a.stbescheinigung2, dateien, 'stbescheinigung2')]
          : []),
      ],
    },
    {
      ueberschrift: s.pruefungsverkuerzung,
      zeilen: [
        ...VERKUERZUNG_OPTIONEN.map((o) => zeile(verkuerzungBezeichnung(o), jaNein(z.verkuerzung[o]))),
        zeile(t.entfallendeModule, modulListe(entfallen)),
        ...(entfallen.length > 0 || hatDateien(dateien, 'verkuerzungbescheinigung')
          ? [anlagenZeile(a.verkuerzungbescheinigung, dateien, 'verkuerzungbescheinigung')]
          : []),
      ],
    },
    versicherungenAbschnitt(z),
    gebuehrenAbschnitt(
      termin
        ? {
            art: 'zulassungsantrag',
            termin,
            module: MODULE.filter((m) => (z[m] || z[vorgezogenKey(m)]) && !entfallen.includes(m)),
          }
        : null,
      settings,
    ),
  ];
  return { termin: z.zulassungsblock, nachteilsausgleich: z.kontaktdaten.behinderung, abschnitte };
}

// ---------------------------------------------------------------------------------------------
// EIGNUNG: the four pages of zulassungeignung/antragstellen

const EP_OPTIONEN = ['verkuerzung1', 'verkuerzung2', 'verkuerzung3', 'verkuerzung4', 'verkuerzung5'] as const;
const EP_UPLOADS = [
  ['nachweise', a.nachweise],
  ['zeugnis', a.eignungZeugnis],
  ['wahlfach', a.wahlfachUnterlagen],
] as const;

function eignungAnsicht(e: EignungEntwurf & { dateien?: Dateien }, settings: Verfahrenseinstellungen) {
  const dateien: Dateien = e.dateien ?? {};
  const termin = parseSemesterDisplay(e.zulassungsblock);
  const wahlfach = (WAHLFAECHER as readonly number[]).includes(e.wahlfach)
    ? a.wahlfachOptionen[e.wahlfach as (typeof WAHLFAECHER)[number]]
    : '';
  const abschnitte: AntragAbschnitt[] = [
    {
      ueberschrift: s.anmeldung,
      zeilen: [
        zeile(a.zulassungsblock, e.zulassungsblock),
        zeile(a.eignungLand, e.land ? landName(e.land) : ''),
        zeile(a.wahlfach, wahlfach),
      ],
    },
    {
      ueberschrift: s.kontaktdaten,
      zeilen: [
        ...kontaktdatenZeilen(e.kontaktdaten, true),
        // The aptitude test's wizard has no certificate list; a file sent as one is still shown.
        ...(hatDateien(dateien, 'attest') ? [anlagenZeile(a.attest, dateien, 'attest')] : []),
      ],
    },
    {
      ueberschrift: s.erklaerung,
      zeilen: [
        ...bisherigeZeilen(
          e.bishierigeZulassungenEP,
          a.bisherigeZulassungenEP,
          a.bisherigeZulassungenEPOptionen,
        ),
        ...EP_OPTIONEN.map((o) => zeile(a[o], jaNein(e.verkuerzungEP[o]))),
        ...EP_UPLOADS.map(([liste, label]) => anlagenZeile(label, dateien, liste)),
      ],
    },
    versicherungenAbschnitt(e),
    gebuehrenAbschnitt(termin ? { art: 'eignungAntrag', termin } : null, settings),
  ];
  return { termin: e.zulassungsblock, nachteilsausgleich: e.kontaktdaten.behinderung, abschnitte };
}

/**
 * The application of a stored payload (the submit's or a draft's). Read with the interim save's
 * lenient schema, so an older or incomplete payload still shows what it holds; one it cannot read at
 * all shows the empty form's rows ('Keine Angabe') rather than nothing.
 */
export function antragAnsicht(art: Art, payload: unknown, settings: Verfahrenseinstellungen): AntragAnsicht {
  // Ten years after finality what the candidate wrote is gone (decision 0062): one row says so and when.
  const geloescht = inhaltGeloeschtText(payload);
  if (geloescht !== null)
    return {
      art,
      termin: '',
      nachteilsausgleich: false,
      abschnitte: [
        {
          ueberschrift: loeschung.inhaltUeberschrift,
          zeilen: [{ bezeichnung: loeschung.inhaltUeberschrift, werte: [geloescht] }],
        },
      ],
    };
  if (art === 'WP') {
    const parsed = zulassungEntwurfSchema.safeParse(payload);
    const z = parsed.success ? parsed.data : leereZulassung();
    return { art, ...zulassungAnsicht(z as ZulassungEntwurf & { dateien?: Dateien }, settings) };
  }
  const parsed = eignungEntwurfSchema.safeParse(payload);
  const e = parsed.success ? parsed.data : leereEignung();
  return { art, ...eignungAnsicht(e as EignungEntwurf & { dateien?: Dateien }, settings) };
}

/** Every document of the application, in the order of its rows (for the receipt's list). */
export const antragAnlagen = (ansicht: AntragAnsicht): AntragAnlage[] =>
  ansicht.abschnitte.flatMap((abschnitt) => abschnitt.zeilen.flatMap((z) => z.anlagen ?? []));
