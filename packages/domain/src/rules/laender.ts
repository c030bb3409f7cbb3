// Countries for the contact data (spec §3: country code, default DE; spec §9: about 250 entries)
// and the aptitude test's European states. German names come from i18n-iso-countries' `de` locale.
import * as countriesModule from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };

// The package is CommonJS: Node hands over `default`, bundlers may hand over the named functions.
const countries: typeof countriesModule =
  (countriesModule as { default?: typeof countriesModule }).default ?? countriesModule;
countries.registerLocale(de);

export interface Land {
  /** ISO 3166-1 alpha-2, e.g. 'DE'. */
  readonly code: string;
  /** German name, e.g. 'Deutschland'. */
  readonly name: string;
}

export const STANDARD_LAND = 'DE';

const deutsch = new Intl.Collator('de');
const byName = (a: Land, b: Land) => deutsch.compare(a.name, b.name);

const namen: Readonly<Record<string, string>> = countries.getNames('de', { select: 'official' });

/** Every country with its German name, sorted the German way (Ägypten after Afghanistan). */
export const LAENDER: readonly Land[] = Object.entries(namen)
  .map(([code, name]) => ({ code, name }))
  .sort(byName);

const codes = new Set(LAENDER.map((land) => land.code));

export const isLand = (code: string): boolean => codes.has(code);

/** The German name of a country code; the code itself when unknown. */
export const landName = (code: string): string => namen[code] ?? code;

/** The 27 member states of the European Union. */
export const EU_STAATEN = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

/** The other states of the European Economic Area. */
export const EWR_STAATEN = ['IS', 'LI', 'NO'] as const;

/**
 * The European states of the aptitude test. Spec §9 counts "30 European states" – the EU 27 plus
 * the three other EEA states. § 131g (1) WPO also names Switzerland, and Swiss nationals enjoy
 * free movement under the EU–Swiss agreement, so Switzerland is listed too (31); otherwise a
 * Swiss candidate the law expressly covers would have to declare 'sonstiger Staat'.
 */
export const EIGNUNG_STAATEN: readonly string[] = [...EU_STAATEN, ...EWR_STAATEN, 'CH'];

/** The nationality 'sonstiger Staat' (spec §3: "country list plus 'sonst'"). */
export const SONSTIGER_STAAT = 'sonst';

/** Nationalities offered in the aptitude-test contact data, sorted by name; 'sonst' is added by the form. */
export const EIGNUNG_STAATSANGEHOERIGKEITEN: readonly Land[] = EIGNUNG_STAATEN.map((code) => ({
  code,
  name: landName(code),
})).sort(byName);

export const isEignungStaatsangehoerigkeit = (code: string): boolean =>
  code === SONSTIGER_STAAT || EIGNUNG_STAATEN.includes(code);

/**
 * The country of qualification of an aptitude-test candidate: one of the European states other
 * than Germany (§ 131g (1) WPO: "in einem anderen Mitgliedstaat … oder in der Schweiz").
 */
export const EIGNUNG_QUALIFIKATIONSLAENDER: readonly Land[] = EIGNUNG_STAATSANGEHOERIGKEITEN.filter(
  (land) => land.code !== STANDARD_LAND,
);

export const isEignungQualifikationsland = (code: string): boolean =>
  EIGNUNG_QUALIFIKATIONSLAENDER.some((land) => land.code === code);
