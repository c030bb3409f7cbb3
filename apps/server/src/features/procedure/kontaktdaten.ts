// The application names the last name `nachname`, the module state and the contact change `name`
// (spec §3); the facts keep the module-state form.
import type { Kontaktdaten } from '@examensportal/domain/rules/facts';
import type { AntragKontaktdaten, EignungKontaktdaten } from '@examensportal/domain/schemas/kontaktdaten';

/** Contact data of a submitted application; the e-mail is always the account's (read-only, spec §5). */
export function kontaktdatenAusAntrag(
  k: AntragKontaktdaten | EignungKontaktdaten,
  accountEmail: string,
): Kontaktdaten {
  return {
    anrede: k.anrede,
    vorname: k.vorname,
    name: k.nachname,
    weitereVornamen: k.weitereVornamen,
    geburtsname: k.geburtsname,
    geburtsdatum: k.geburtsdatum,
    geburtsort: k.geburtsort,
    ...('staatsangehoerigkeit' in k ? { staatsangehoerigkeit: k.staatsangehoerigkeit } : {}),
    aktArbeitgeber: k.aktArbeitgeber,
    behinderung: k.behinderung,
    strasse: k.strasse,
    land: k.land,
    plz: k.plz,
    ort: k.ort,
    email: accountEmail,
    telefon: k.telefon,
    bic: k.bic,
    iban: k.iban,
  };
}

/** The other way: the last contact data as the wizard's form holds them (for a new application). */
export function kontaktdatenFuerFormular(k: Kontaktdaten): Record<string, unknown> {
  const { name, email: _email, ...rest } = k;
  return { ...rest, nachname: name };
}

const FELDER: readonly (keyof Kontaktdaten)[] = [
  'anrede',
  'vorname',
  'name',
  'weitereVornamen',
  'geburtsname',
  'geburtsdatum',
  'geburtsort',
  'staatsangehoerigkeit',
  'aktArbeitgeber',
  'behinderung',
  'strasse',
  'land',
  'plz',
  'ort',
  'email',
  'telefon',
  'bic',
  'iban',
];

/** Stored contact data in the order of spec §3 (jsonb keeps its own key order). */
export function kontaktdatenAusSpeicher(raw: unknown): Kontaktdaten | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const stored = raw as Record<string, unknown>;
  return Object.fromEntries(
    FELDER.filter((f) => f in stored).map((f) => [f, stored[f]]),
  ) as unknown as Kontaktdaten;
}
