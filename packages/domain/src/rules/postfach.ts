// The Postfach's rules (issue 27 point 1, decision 0049): filling a template's placeholders, and who
// reads a message (the side it was sent to).

/** The values a template may name; a placeholder without a value stays as written. */
export interface VorlageWerte {
  readonly anrede: string;
  readonly name: string;
  readonly aktenzeichen: string;
  readonly heute: string;
  readonly antragsdatum: string;
  readonly frist: string;
}

/** `{frist}` in a template: this many days after today (the office edits the text before sending). */
export const VORLAGE_FRIST_TAGE = 14;

const PLATZHALTER = /\{(anrede|name|aktenzeichen|heute|antragsdatum|frist)\}/g;

/** The template's text with each known placeholder replaced once (values are not searched again). */
export const vorlageFuellen = (vorlage: string, werte: VorlageWerte): string =>
  vorlage.replace(PLATZHALTER, (_, key: keyof VorlageWerte) => werte[key]);

export type Seite = 'kandidat' | 'pruefungsstelle';

/** The side that reads (and so marks as read) a message sent by `von`. */
export const empfaenger = (von: Seite): Seite => (von === 'kandidat' ? 'pruefungsstelle' : 'kandidat');
