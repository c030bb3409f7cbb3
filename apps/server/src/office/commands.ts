// The office commands: name, allowed options, German argument checks (zod), and the function that
// runs them. The CLI and the tests use this table alike.
import path from 'node:path';
import { z } from 'zod';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { isIsoDate } from '@examensportal/domain/dates';
import { emailSchema } from '@examensportal/domain/fields';
import { ROLLEN } from '@examensportal/domain/messages-pruefungsstelle';
import { DOKUMENT_KATEGORIEN } from '@examensportal/domain/rules/documents';
import { MODULE, type Modul } from '@examensportal/domain/rules/module';
import { noteLesen } from '@examensportal/domain/rules/modulnote';
import { messages } from '@examensportal/domain/messages';
import { termineTexte as tt } from '@examensportal/domain/messages-pruefungsstelle-termine';
import { LGS_SCHLUESSEL } from '@examensportal/domain/schemas/pruefungsstelle-termine';
import { parseSemester, parseSemesterDisplay } from '@examensportal/domain/rules/semester';
import {
  ANTRAG_STATUS_ARGS,
  antraege,
  kandidaten,
  modulstatus,
  protokoll,
  OfficeError,
  type OfficeDeps,
  type OfficeOutput,
  dokumentAblegen,
  anrechnungEntscheiden,
  anrechnungErfassen,
  triftigerGrundEntscheiden,
  triftigerGrundErfassen,
  ergebnis,
  laden,
  protokollPruefen,
  mitarbeiterAnlegen,
  mitarbeiterZuruecksetzen,
  type Aufsichtsarbeitstage,
  terminFestlegen,
  ablehnen,
  zulassen,
  begruendungPflicht,
} from '../features/buero/service';
import { bescheide } from '@examensportal/domain/messages-pruefungsstelle-bescheide';

const o = officeCliTexte;

/** The options of `termin` (a term's dates, start times and venues). */
const TERMIN_OPTIONEN = [
  'juni',
  'anmeldeschluss',
  'aufsichtsarbeiten',
  'aufsichtsarbeiten-juni',
  'beginn',
  'beginn-juni',
  'orte',
  'orte-juni',
] as const;

/** Options every command may take. */
export const OPTIONEN = [
  'von',
  'datum',
  'modul',
  'teil',
  'ergebnis',
  'note-schriftlich',
  'note-muendlich',
  'note-arbeit-1',
  'note-arbeit-2',
  'entscheidung',
  ...TERMIN_OPTIONEN,
  'status',
  'art',
  'anzahl',
  'kategorie',
  'typ',
  'name',
  'email',
  'rolle',
  'begruendung',
] as const;
export type Option = (typeof OPTIONEN)[number];

export interface Eingabe {
  positionals: readonly string[];
  optionen: Partial<Record<Option, string>>;
  /** The caller's working directory, against which a relative <datei> is read (the server's differs). */
  cwd?: string;
}

// ---------------------------------------------------------------------------------------------
// Argument schemas (German messages only)

const pflicht = (name: string) =>
  z
    .string({ error: o.argumentFehlt(name) })
    .trim()
    .min(1, { error: o.argumentFehlt(name) });

const datum = (name = '--datum') =>
  z
    .string({ error: o.argumentFehlt(name) })
    .trim()
    .refine(isIsoDate, { error: o.datumUngueltig(name) });

const auswahl = <const T extends readonly [string, ...string[]]>(name: string, werte: T) =>
  z
    .string({ error: o.argumentFehlt(name) })
    .trim()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(werte, { error: o.wertUngueltig(name, werte.join(', ')) }));

const modul = auswahl('--modul', MODULE);
const anrechenbar = auswahl('--modul', ['wr', 'bwl', 'st'] as const);
const teil = auswahl('--teil', ['schriftlich', 'muendlich', 'awr', 'ast', 'mp'] as const);
const ergebnisArg = auswahl('--ergebnis', ['bestanden', 'nicht-bestanden'] as const).transform((v) =>
  v === 'bestanden' ? ('passed' as const) : ('failed' as const),
);
/** A German grade "4,30" in hundredths (decision 0056). */
const note = (name: string) =>
  z
    .string({ error: o.argumentFehlt(name) })
    .transform((v) => noteLesen(v))
    .refine((n): n is number => n !== null, { error: o.noteUngueltig(name) })
    .transform((n) => n as number);
const entscheidung = auswahl('--entscheidung', ['anerkannt', 'abgelehnt'] as const).transform((v) =>
  v === 'anerkannt' ? ('accepted' as const) : ('rejected' as const),
);
const termin = z
  .string({ error: o.argumentFehlt('<termin>') })
  .trim()
  .transform((v, ctx) => {
    const sem = parseSemesterDisplay(v) ?? parseSemester(v);
    if (!sem) {
      ctx.addIssue({ code: 'custom', message: o.terminUngueltig });
      return z.NEVER;
    }
    return sem;
  });
const juni = z
  .string({ error: o.argumentFehlt('--juni') })
  .trim()
  .transform((v, ctx) => {
    if (v === '' || v.toLowerCase() === 'keine') return [] as Modul[];
    const liste = v.split(',').map((m) => m.trim().toLowerCase());
    if (!liste.every((m): m is Modul => (MODULE as readonly string[]).includes(m))) {
      ctx.addIssue({ code: 'custom', message: o.wertUngueltig('--juni', 'wp, wr, bwl, st, keine') });
      return z.NEVER;
    }
    return [...new Set(liste)] as Modul[];
  });
const schluss = z
  .string({ error: o.argumentFehlt('--anmeldeschluss') })
  .trim()
  .refine((v) => v.toLowerCase() === 'gesetzlich' || isIsoDate(v), {
    error: o.datumUngueltig('--anmeldeschluss'),
  })
  .transform((v) => (v.toLowerCase() === 'gesetzlich' ? ('gesetzlich' as const) : v));
/** 'wp=2027-08-10+2027-08-11,wr=2027-08-12' or 'keine'. */
const aufsichtsarbeiten = (name: string) =>
  z
    .string({ error: o.argumentFehlt(name) })
    .trim()
    .transform((v, ctx) => {
      const tage: Aufsichtsarbeitstage = {};
      if (v === '' || v.toLowerCase() === 'keine') return tage;
      for (const teil of v.split(',')) {
        const [m, liste] = teil.split('=').map((x) => x.trim().toLowerCase());
        const daten = liste?.split('+').map((x) => x.trim()) ?? [];
        if (
          !(MODULE as readonly string[]).includes(m ?? '') ||
          daten.length === 0 ||
          !daten.every(isIsoDate)
        ) {
          ctx.addIssue({ code: 'custom', message: o.aufsichtsarbeitenUngueltig(name) });
          return z.NEVER;
        }
        tage[m as Modul] = [...(tage[m as Modul] ?? []), ...daten];
      }
      return tage;
    });
const UHRZEIT = /^([01]\d|2[0-3]):[0-5]\d$/;
/** 'wp=09:00+09:00,wr=09:00' (by the index of the module's days, '-' for a day without one) or 'keine'. */
const beginnZeiten = (name: string) =>
  z
    .string({ error: o.argumentFehlt(name) })
    .trim()
    .transform((v, ctx) => {
      const zeiten: Partial<Record<Modul, string[]>> = {};
      if (v === '' || v.toLowerCase() === 'keine') return zeiten;
      for (const teil of v.split(',')) {
        const [m, liste] = teil.split('=').map((x) => x.trim().toLowerCase());
        const werte = liste?.split('+').map((x) => x.trim()) ?? [];
        if (
          !(MODULE as readonly string[]).includes(m ?? '') ||
          werte.length === 0 ||
          !werte.every((w) => w === '-' || UHRZEIT.test(w))
        ) {
          ctx.addIssue({ code: 'custom', message: o.beginnUngueltig(name) });
          return z.NEVER;
        }
        zeiten[m as Modul] = [...(zeiten[m as Modul] ?? []), ...werte.map((w) => (w === '-' ? '' : w))];
      }
      return zeiten;
    });
/** The regional offices by code ('1'…'6') and by city ('düsseldorf'). */
const LGS_NAMEN = messages.antrag.lgsOptionen as Readonly<Record<string, string>>;
const lgsCode = (text: string): string | undefined =>
  LGS_SCHLUESSEL.find((c) => c === text || LGS_NAMEN[c]?.toLowerCase() === text.toLowerCase());
/** '3=Messe Düsseldorf, Halle 3;5=MOC München' (';' between the offices) or 'keine'. */
const orteArg = (name: string) =>
  z
    .string({ error: o.argumentFehlt(name) })
    .trim()
    .transform((v, ctx) => {
      const orte: Record<string, string> = {};
      if (v === '' || v.toLowerCase() === 'keine') return orte;
      for (const teil of v.split(';')) {
        if (teil.trim() === '') continue;
        const gleich = teil.indexOf('=');
        const code = gleich > 0 ? lgsCode(teil.slice(0, gleich).trim()) : undefined;
        const ort = teil.slice(gleich + 1).trim();
        if (!code || ort === '') {
          ctx.addIssue({
            code: 'custom',
            message: o.orteUngueltig(name, LGS_SCHLUESSEL.map((c) => `${c} ${LGS_NAMEN[c]}`).join(', ')),
          });
          return z.NEVER;
        }
        if (ort.length > 300) {
          ctx.addIssue({ code: 'custom', message: `${name} (${LGS_NAMEN[code]}): ${tt.ortZuLang}` });
          return z.NEVER;
        }
        orte[code] = ort;
      }
      return orte;
    });
const kategorie = z
  .string({ error: o.argumentFehlt('--kategorie') })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(
    z.enum(DOKUMENT_KATEGORIEN, { error: o.wertUngueltig('--kategorie', DOKUMENT_KATEGORIEN.join(', ')) }),
  );
const art = auswahl('--art', ['wp', 'eignung'] as const).transform(
  (v) => v.toUpperCase() as 'WP' | 'EIGNUNG',
);
const status = auswahl(
  '--status',
  Object.keys(ANTRAG_STATUS_ARGS) as [
    keyof typeof ANTRAG_STATUS_ARGS,
    ...(keyof typeof ANTRAG_STATUS_ARGS)[],
  ],
);
const staffEmail = z
  .string({ error: o.argumentFehlt('--email') })
  .pipe(emailSchema({ leer: o.argumentFehlt('--email') }));

const anzahl = z
  .string({ error: o.anzahlUngueltig })
  .trim()
  .regex(/^\d{1,4}$/, { error: o.anzahlUngueltig })
  .transform(Number)
  .refine((n) => n >= 1 && n <= 1000, { error: o.anzahlUngueltig });

/** The first German message of a failed check. */
function parseEingabe<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new OfficeError(result.error.issues[0]?.message ?? o.eingabeUngueltig);
}

const optional = <T>(schema: z.ZodType<T>, value: string | undefined): T | undefined =>
  value === undefined ? undefined : parseEingabe(schema, value);

// ---------------------------------------------------------------------------------------------
// The table

export interface Befehl {
  name: string;
  /** Positional arguments (names for the help). */
  argumente: readonly string[];
  optionen: readonly Option[];
  /** Writes facts (and is audited) or only reads. */
  schreibt: boolean;
  /** Checks the input; the returned function runs the command. */
  vorbereiten(eingabe: Eingabe): (deps: OfficeDeps) => Promise<OfficeOutput>;
}

const p = (eingabe: Eingabe, i: number, name: string) => parseEingabe(pflicht(name), eingabe.positionals[i]);

export const BEFEHLE: readonly Befehl[] = [
  {
    name: 'kandidaten',
    argumente: [],
    optionen: ['art'],
    schreibt: false,
    vorbereiten: (e) => {
      const a = optional(art, e.optionen.art);
      return (deps) => kandidaten(deps, { art: a });
    },
  },
  {
    name: 'antraege',
    argumente: [],
    optionen: ['status'],
    schreibt: false,
    vorbereiten: (e) => {
      const s = optional(status, e.optionen.status);
      return (deps) => antraege(deps, { status: s });
    },
  },
  {
    name: 'modulstatus',
    argumente: ['<kandidat>'],
    optionen: [],
    schreibt: false,
    vorbereiten: (e) => {
      const kandidat = p(e, 0, '<kandidat>');
      return (deps) => modulstatus(deps, { kandidat });
    },
  },
  {
    name: 'zulassen',
    argumente: ['<antrag>'],
    optionen: ['datum', 'von'],
    schreibt: true,
    vorbereiten: (e) => {
      const antrag = p(e, 0, '<antrag>');
      const d = optional(datum(), e.optionen.datum);
      return (deps) => zulassen(deps, { antrag, datum: d });
    },
  },
  {
    name: 'ablehnen',
    argumente: ['<antrag>'],
    optionen: ['begruendung', 'von'],
    schreibt: true,
    vorbereiten: (e) => {
      const antrag = p(e, 0, '<antrag>');
      const begruendung = begruendungPflicht(e.optionen.begruendung, bescheide.wannAblehnung);
      return (deps) => ablehnen(deps, { antrag, begruendung });
    },
  },
  {
    name: 'laden',
    argumente: ['<kandidat>'],
    optionen: ['modul', 'teil', 'datum', 'von'],
    schreibt: true,
    vorbereiten: (e) => {
      const kandidat = p(e, 0, '<kandidat>');
      const m = optional(modul, e.optionen.modul);
      const t = parseEingabe(teil, e.optionen.teil);
      const d = optional(datum(), e.optionen.datum);
      return (deps) => laden(deps, { kandidat, modul: m, teil: t, datum: d });
    },
  },
  {
    name: 'ergebnis',
    argumente: ['<kandidat>'],
    optionen: [
      'modul',
      'ergebnis',
      'note-schriftlich',
      'note-muendlich',
      'note-arbeit-1',
      'note-arbeit-2',
      'datum',
      'von',
    ],
    schreibt: true,
    vorbereiten: (e) => {
      const kandidat = p(e, 0, '<kandidat>');
      const m = optional(modul, e.optionen.modul);
      const r = parseEingabe(ergebnisArg, e.optionen.ergebnis);
      const d = optional(datum(), e.optionen.datum);
      // The parts (decision 0056), German grades as on the back-office page and in the CSV import.
      const schriftlich = optional(note('--note-schriftlich'), e.optionen['note-schriftlich']);
      const muendlich = optional(note('--note-muendlich'), e.optionen['note-muendlich']);
      // The papers (decision 0068); the office function checks their number and the written grade.
      const arbeiten = (['note-arbeit-1', 'note-arbeit-2'] as const).flatMap((name) => {
        const n = optional(note(`--${name}`), e.optionen[name]);
        return n === undefined ? [] : [n];
      });
      if (muendlich !== undefined && schriftlich === undefined && arbeiten.length === 0)
        throw new OfficeError(o.argumentFehlt('--note-schriftlich'));
      const noten =
        schriftlich === undefined && arbeiten.length === 0
          ? undefined
          : {
              schriftlich: schriftlich ?? null,
              muendlich: muendlich ?? null,
              ...(arbeiten.length ? { arbeiten } : {}),
            };
      return (deps) => ergebnis(deps, { kandidat, modul: m, ergebnis: r, datum: d, noten });
    },
  },
  {
    name: 'triftiger-grund-erfassen',
    argumente: ['<kandidat>'],
    optionen: ['modul', 'teil', 'datum', 'von'],
    schreibt: true,
    vorbereiten: (e) => {
      const kandidat = p(e, 0, '<kandidat>');
      const m = optional(modul, e.optionen.modul);
      const t = parseEingabe(teil, e.optionen.teil);
      const d = optional(datum(), e.optionen.datum);
      return (deps) => triftigerGrundErfassen(deps, { kandidat, modul: m, teil: t, datum: d });
    },
  },
  {
    name: 'triftiger-grund-entscheiden',
    argumente: ['<kandidat>'],
    optionen: ['modul', 'teil', 'entscheidung', 'begruendung', 'datum', 'von'],
    schreibt: true,
    vorbereiten: (e) => {
      const kandidat = p(e, 0, '<kandidat>');
      const m = optional(modul, e.optionen.modul);
      const t = parseEingabe(teil, e.optionen.teil);
      const ent = parseEingabe(entscheidung, e.optionen.entscheidung);
      const d = optional(datum(), e.optionen.datum);
      const begruendung = e.optionen.begruendung;
      return (deps) =>
        triftigerGrundEntscheiden(deps, {
          kandidat,
          modul: m,
          teil: t,
          entscheidung: ent,
          datum: d,
          begruendung,
        });
    },
  },
  {
    name: 'anrechnung-erfassen',
    argumente: ['<kandidat>'],
    optionen: ['modul', 'datum', 'von'],
    schreibt: true,
    vorbereiten: (e) => {
      const kandidat = p(e, 0, '<kandidat>');
      const m = parseEingabe(anrechenbar, e.optionen.modul);
      const d = optional(datum(), e.optionen.datum);
      return (deps) => anrechnungErfassen(deps, { kandidat, modul: m, datum: d });
    },
  },
  {
    name: 'anrechnung-entscheiden',
    argumente: ['<kandidat>'],
    optionen: ['modul', 'entscheidung', 'begruendung', 'datum', 'von'],
    schreibt: true,
    vorbereiten: (e) => {
      const kandidat = p(e, 0, '<kandidat>');
      const m = parseEingabe(anrechenbar, e.optionen.modul);
      const ent = parseEingabe(entscheidung, e.optionen.entscheidung);
      const d = optional(datum(), e.optionen.datum);
      const begruendung = e.optionen.begruendung;
      return (deps) =>
        anrechnungEntscheiden(deps, { kandidat, modul: m, entscheidung: ent, datum: d, begruendung });
    },
  },
  {
    name: 'termin',
    argumente: ['<termin>'],
    optionen: [...TERMIN_OPTIONEN, 'von'],
    schreibt: true,
    vorbereiten: (e) => {
      const t = parseEingabe(termin, e.positionals[0]);
      const j = optional(juni, e.optionen.juni);
      const s = optional(schluss, e.optionen.anmeldeschluss);
      const a = optional(aufsichtsarbeiten('--aufsichtsarbeiten'), e.optionen.aufsichtsarbeiten);
      const aj = optional(
        aufsichtsarbeiten('--aufsichtsarbeiten-juni'),
        e.optionen['aufsichtsarbeiten-juni'],
      );
      const b = optional(beginnZeiten('--beginn'), e.optionen.beginn);
      const bj = optional(beginnZeiten('--beginn-juni'), e.optionen['beginn-juni']);
      const or = optional(orteArg('--orte'), e.optionen.orte);
      const oj = optional(orteArg('--orte-juni'), e.optionen['orte-juni']);
      return (deps) =>
        terminFestlegen(deps, {
          termin: t,
          juni: j,
          anmeldeschluss: s,
          aufsichtsarbeiten: a,
          aufsichtsarbeitenJuni: aj,
          aufsichtsarbeitenBeginn: b,
          aufsichtsarbeitenJuniBeginn: bj,
          orteJeSitzung:
            or || oj ? { ...(or ? { regulaer: or } : {}), ...(oj ? { juni: oj } : {}) } : undefined,
        });
    },
  },
  {
    name: 'dokument',
    argumente: ['<kandidat>', '<datei>'],
    optionen: ['kategorie', 'typ', 'name', 'von'],
    schreibt: true,
    vorbereiten: (e) => {
      const kandidat = p(e, 0, '<kandidat>');
      const datei = p(e, 1, '<datei>');
      const k = parseEingabe(kategorie, e.optionen.kategorie);
      const typ = parseEingabe(pflicht('--typ'), e.optionen.typ);
      const name = optional(pflicht('--name'), e.optionen.name);
      return (deps) =>
        dokumentAblegen(deps, {
          kandidat,
          datei: path.resolve(e.cwd ?? process.cwd(), datei),
          kategorie: k,
          typ,
          name,
        });
    },
  },
  {
    name: 'mitarbeiter-anlegen',
    argumente: [],
    optionen: ['email', 'name', 'rolle', 'von'],
    schreibt: true,
    vorbereiten: (e) => {
      const email = parseEingabe(staffEmail, e.optionen.email);
      const name = parseEingabe(pflicht('--name'), e.optionen.name);
      const rolle = parseEingabe(auswahl('--rolle', ROLLEN), e.optionen.rolle);
      return (deps) => mitarbeiterAnlegen(deps, { email, name, rolle });
    },
  },
  {
    name: 'mitarbeiter-zuruecksetzen',
    argumente: [],
    optionen: ['email', 'von'],
    schreibt: true,
    vorbereiten: (e) => {
      const email = parseEingabe(staffEmail, e.optionen.email);
      return (deps) => mitarbeiterZuruecksetzen(deps, { email });
    },
  },
  {
    name: 'protokoll-pruefen',
    argumente: [],
    optionen: [],
    schreibt: false,
    vorbereiten: () => (deps) => protokollPruefen(deps),
  },
  {
    name: 'protokoll',
    argumente: ['[kandidat]'],
    optionen: ['anzahl'],
    schreibt: false,
    vorbereiten: (e) => {
      const n = e.optionen.anzahl === undefined ? 20 : parseEingabe(anzahl, e.optionen.anzahl);
      const kandidat = e.positionals[0];
      return (deps) => protokoll(deps, { anzahl: n, kandidat });
    },
  },
];

/** Finds the command and checks its arguments; throws OfficeError with a German message. */
export function befehlVorbereiten(name: string, eingabe: Eingabe) {
  const befehl = BEFEHLE.find((b) => b.name === name);
  if (!befehl) throw new OfficeError(o.unbekannterBefehl(name));
  for (const option of Object.keys(eingabe.optionen) as Option[]) {
    // --von is read by the CLI for every command, so a habitual --von never hurts.
    if (option === 'von') continue;
    if (eingabe.optionen[option] !== undefined && !befehl.optionen.includes(option)) {
      throw new OfficeError(o.optionNichtErlaubt(`--${option}`, befehl.name));
    }
  }
  const erlaubt = befehl.argumente.length;
  if (eingabe.positionals.length > erlaubt) throw new OfficeError(o.zuVieleArgumente(befehl.name));
  return { befehl, ausfuehren: befehl.vorbereiten(eingabe) };
}

/** Runs a command by name (the tests call this; the CLI adds parsing, locking and printing). */
export async function office(
  deps: OfficeDeps,
  name: string,
  eingabe: Partial<Eingabe> = {},
): Promise<OfficeOutput> {
  const { ausfuehren } = befehlVorbereiten(name, {
    positionals: eingabe.positionals ?? [],
    optionen: eingabe.optionen ?? {},
  });
  return ausfuehren(deps);
}
