// The Protokoll as people read it (issue 28 point 10): before/after as the list of the fields that
// changed, with German labels and readable values, and "CSV-Zeile 3 – Name" instead of the bare row.
// Only the presentation: the rows themselves stay as written (append-only, decisions 0029/0041).
import { formatDatum, formatZeitpunkt } from './format';
import { pruefungsstelle } from './messages-pruefungsstelle';

/** German labels of the keys the actions write into before/after; others are shown as written. */
export const FELDNAMEN: Record<string, string> = {
  status: 'Status',
  rolle: 'Rolle',
  name: 'Name',
  email: 'E-Mail-Adresse',
  notiz: 'Notiz',
  grund: 'Grund',
  stufe: 'Anmeldestufe',
  gueltigBis: 'Gültig bis',
  identitaetGeprueft: 'Identitätsprüfung',
  antrag: 'Antrag',
  ergebnis: 'Ergebnis',
  am: 'Am',
  datum: 'Datum',
  termin: 'Termin',
  modul: 'Modul',
  module: 'Module',
  teil: 'Teil',
  art: 'Art',
  anzahl: 'Anzahl',
  stapel: 'Stapel',
  entwurf: 'Entwurf',
  entworfenVon: 'Entworfen von',
  folgeVon: 'Folgt auf',
  bescheid: 'Bescheid',
  dokument: 'Dokument',
  dokumente: 'Dokumente',
  briefe: 'Briefe',
  loeschung: 'Löschung',
  fall: 'Fall',
  angaben: 'Angaben',
  punkt: 'Prüfpunkt',
  punkte: 'Prüfpunkte',
  eingabe: 'Eingabe',
  kategorie: 'Kategorie',
  klasse: 'Klasse',
  stand: 'Stand',
  was: 'Was',
  osUser: 'Benutzer (Betriebssystem)',
  person: 'Person',
  aktion: 'Aktion',
  von: 'Von',
  bis: 'Bis',
  kandidat: 'Kandidat',
  zugelassen: 'Zugelassen',
  verbleibendeVersuche: 'Verbleibende Versuche',
  versuche: 'Versuche',
  gesperrt: 'Gesperrt',
  beginn: 'Beginn',
  ort: 'Ort',
};

const WERTE: Record<string, string> = {
  leitung: 'Leitung',
  sachbearbeitung: 'Sachbearbeitung',
  aktiv: 'aktiv',
  eingeladen: 'eingeladen',
  deaktiviert: 'deaktiviert',
  passed: 'bestanden',
  failed: 'nicht bestanden',
  admitted: 'zugelassen',
  rejected: 'abgelehnt',
  submitted: 'eingereicht',
  angemeldet: 'angemeldet',
  einrichtung: 'Einrichtung',
};

/** A key as a label: the known German one, else the path's last part with spaces before capitals. */
export function feldname(pfad: string): string {
  const teile = pfad.split('.');
  return teile
    .map((t) => FELDNAMEN[t] ?? t.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()))
    .join(' › ');
}

/** A value as text: days and instants German, yes/no, known codes in German, lists joined. */
export function wertText(wert: unknown): string {
  if (wert === null || wert === undefined || wert === '') return '–';
  if (typeof wert === 'boolean') return wert ? 'ja' : 'nein';
  if (typeof wert === 'number') return wert.toLocaleString('de-DE');
  if (typeof wert === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(wert)) return formatDatum(wert);
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(wert) && !Number.isNaN(Date.parse(wert)))
      return formatZeitpunkt(wert);
    return WERTE[wert] ?? wert;
  }
  if (Array.isArray(wert)) return wert.length === 0 ? '–' : wert.map(wertText).join(', ');
  return JSON.stringify(wert);
}

const istObjekt = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Nested objects flattened to dotted paths (lists and primitives are leaves). */
function flach(wert: unknown, pfad = '', aus: Map<string, unknown> = new Map()): Map<string, unknown> {
  if (istObjekt(wert)) {
    for (const [k, v] of Object.entries(wert)) flach(v, pfad ? `${pfad}.${k}` : k, aus);
    if (Object.keys(wert).length === 0 && pfad) aus.set(pfad, null);
  } else if (wert !== null && wert !== undefined) {
    aus.set(pfad || 'wert', wert);
  }
  return aus;
}

export interface Aenderung {
  /** The field's German label. */
  feld: string;
  vorher: string;
  nachher: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A technical id (or a list of them): the row names its person and candidate already. */
const kennung = (wert: unknown): boolean =>
  (typeof wert === 'string' && UUID.test(wert)) ||
  (Array.isArray(wert) && wert.length > 0 && wert.every(kennung));

/**
 * The fields whose value differs between before and after (a field only before or only after counts as
 * changed), in the order they first appear; a field with the same value on both sides is left out, and
 * so is a technical id (the draft's, the case's, a staff member's: a reader cannot use it; the CSV's raw
 * before/after columns keep it).
 */
export function aenderungen(vorher: unknown, nachher: unknown): Aenderung[] {
  const a = flach(vorher);
  const b = flach(nachher);
  const pfade = [...new Set([...a.keys(), ...b.keys()])];
  return pfade
    .filter((p) => !kennung(a.get(p)) && !kennung(b.get(p)))
    .filter((p) => JSON.stringify(a.get(p) ?? null) !== JSON.stringify(b.get(p) ?? null))
    .map((p) => ({ feld: feldname(p), vorher: wertText(a.get(p)), nachher: wertText(b.get(p)) }));
}

/**
 * "Modul WP 2/2027, CSV-Zeile 3" with the person's name: "…, CSV-Zeile 3 – Albers, Anna". A draft
 * names what it decides by its action's key ("antrag.zulassen"): the action's German name instead.
 */
export function zielLesbar(ziel: string | null, kandidat: string | null | undefined): string {
  if (!ziel) return kandidat ?? '';
  if (Object.hasOwn(pruefungsstelle.aktionen, ziel)) return pruefungsstelle.aktionen[ziel] ?? ziel;
  if (!kandidat || ziel.includes(kandidat)) return ziel;
  return /CSV-Zeile \d+$/.test(ziel) ? `${ziel} – ${kandidat}` : ziel;
}
