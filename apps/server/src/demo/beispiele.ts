// Complete, valid applications for the demo data and the tests: built from the empty drafts of the
// shared schemas and checked with the same final-check schemas the server uses on submit.
import type { IsoDate } from '@examensportal/domain/dates';
import type { ModulSlot } from '@examensportal/domain/rules/module';
import type { Semester } from '@examensportal/domain/rules/semester';
import { type Eignung, eignungSchema, leereEignung } from '@examensportal/domain/schemas/eignung';
import { leereZulassung, type Zulassung, zulassungSchema } from '@examensportal/domain/schemas/zulassung';

export interface Person {
  vorname: string;
  nachname: string;
  email: string;
}

/**
 * Page 3 of a repeat application (§ 22 (2), § 33): the earlier admissions that ended without a pass,
 * with the day each ended. None: a first application ("noch nicht zugelassen").
 */
export type Bisherige = readonly IsoDate[];

const bisherigeZulassungen = (bisherige: Bisherige) => ({
  art: bisherige.length + 1,
  datumNichtBestanden1: bisherige[0] ?? '',
  datumNichtBestanden2: bisherige[1] ?? '',
});

const kontakt = (person: Person) => ({
  anrede: 'KeineAnrede' as const,
  vorname: person.vorname,
  nachname: person.nachname,
  weitereVornamen: '',
  geburtsname: '',
  geburtsdatum: '1992-05-14',
  geburtsort: 'Leipzig',
  aktArbeitgeber: 'Muster Wirtschaftsprüfungsgesellschaft mbH',
  behinderung: false,
  strasse: 'Beispielweg 12',
  land: 'DE',
  plz: '04109',
  ort: 'Leipzig',
  email: person.email,
  telefon: '+49 341 1234567',
  bic: '',
  iban: 'DE89 3704 0044 0532 0130 00',
});

/** A WP application for a term with the given module slots. */
export function beispielZulassung(
  termin: Semester,
  slots: readonly ModulSlot[],
  person: Person,
  options: {
    /** 'master': the master's degree under § 8a (vorzeitigeZulassung 6, WR and BWL drop out). */
    verkuerzung?: 'keine' | 'steuerberater' | 'master';
    bisherige?: Bisherige;
    /** The request for a Nachteilsausgleich (page Kontaktdaten, 'behinderung'). */
    nachteilsausgleich?: boolean;
  } = {},
): Zulassung {
  const bisherige = options.bisherige ?? [];
  const leer = leereZulassung(termin.display);
  const flags = Object.fromEntries(slots.map((slot) => [slot, true])) as Partial<Record<ModulSlot, boolean>>;
  return zulassungSchema.parse({
    ...leer,
    ...flags,
    lgs: 1,
    vorzeitigeZulassung: options.verkuerzung === 'master' ? 6 : 0,
    kontaktdaten: { ...kontakt(person), behinderung: options.nachteilsausgleich === true },
    bishierigeZulassungen: bisherigeZulassungen(bisherige),
    // A repeat admission needs no Vorbildung (§ 22 (2)): the form leaves page 4 empty.
    vorbildung: bisherige.length > 0 ? leer.vorbildung : { ...leer.vorbildung, hochschulstudium: true },
    taetigkeit: { taetigkeit: 1, berufserfahrung: 0 },
    verkuerzung:
      options.verkuerzung === 'steuerberater'
        ? { ...leer.verkuerzung, par131: true }
        : options.verkuerzung === 'master'
          ? { ...leer.verkuerzung, par8a: true }
          : { ...leer.verkuerzung, vollPruefung: true },
    versicherung1: true,
    versicherung2: true,
    versicherung3: true,
  });
}

/** An aptitude-test application for a term. */
export function beispielEignung(termin: Semester, person: Person, bisherige: Bisherige = []): Eignung {
  const leer = leereEignung(termin.display);
  return eignungSchema.parse({
    ...leer,
    land: 'AT',
    wahlfach: 2,
    kontaktdaten: { ...kontakt(person), staatsangehoerigkeit: 'AT' },
    bishierigeZulassungenEP: bisherigeZulassungen(bisherige),
    verkuerzungEP: { ...leer.verkuerzungEP, verkuerzung1: true },
    versicherung1: true,
    versicherung2: true,
    versicherung3: true,
  });
}
