// Reminder mails and the events of the personal calendar (issue 27 points 5 and 6, decision 0040).
// Server-only: the web build never imports this module (eslint zone in eslint.config.js).
// The mails say what is due, on which day and what to do, and carry no more personal data than that.

/** What a reminder mail names: the event's day and, for paper days, time and venue where known. */
export interface ErinnerungWerte {
  /** The event's day, 'TT.MM.JJJJ'. */
  readonly tag: string;
  /** The exam term 'S/JJJJ'. */
  readonly termin?: string | null | undefined;
  /** The module's name. */
  readonly modul?: string | null | undefined;
  /** Paper days: '1. Aufsichtsarbeit von 2'. */
  readonly nummer?: string | null | undefined;
  readonly beginn?: string | null | undefined;
  readonly ort?: string | null | undefined;
  readonly lgs?: string | null | undefined;
  /** Registration deadline: the candidate still has a draft (else: modules to register). */
  readonly entwurf?: boolean | undefined;
}

const abschalten =
  'Diese Erinnerung können Sie im Examensportal unter „Meine Daten“ › „Erinnerungen und Kalender“ abschalten.';

const mitLink = (text: string, link: string) => `${text}\n\nZum Examensportal:\n${link}\n\n${abschalten}`;

const wo = (w: ErinnerungWerte) =>
  w.ort
    ? `Ort: ${w.ort}${w.lgs ? ` (Landesgeschäftsstelle ${w.lgs})` : ''}.`
    : w.lgs
      ? `Den genauen Ort teilt Ihnen die Landesgeschäftsstelle ${w.lgs} mit; er steht auch in Ihrer Ladung.`
      : 'Ort und Uhrzeit entnehmen Sie bitte Ihrer Ladung.';

export const erinnerungTexte = {
  anmeldeschluss: {
    betreff: (w: ErinnerungWerte) => `Examensportal: Anmeldeschluss am ${w.tag}`,
    text: (w: ErinnerungWerte, link: string) =>
      mitLink(
        w.entwurf
          ? `der Anmeldeschluss für den Prüfungstermin ${w.termin ?? ''} ist am ${w.tag}. Ihr Antrag auf Zulassung ist noch nicht eingereicht. Bitte reichen Sie ihn spätestens an diesem Tag im Examensportal ein.`
          : `der Anmeldeschluss für den Prüfungstermin ${w.termin ?? ''} ist am ${w.tag}. Wenn Sie in diesem Prüfungstermin Modulprüfungen ablegen möchten, melden Sie sich bitte spätestens an diesem Tag im Examensportal dazu an.`,
        link,
      ),
  },
  aufsichtsarbeit: {
    betreff: (w: ErinnerungWerte) => `Examensportal: Aufsichtsarbeit am ${w.tag}`,
    text: (w: ErinnerungWerte, link: string) =>
      mitLink(
        `am ${w.tag}${w.beginn ? ` um ${w.beginn} Uhr` : ''} schreiben Sie die ${w.nummer ?? 'Aufsichtsarbeit'} im Modul ${w.modul ?? ''} (Prüfungstermin ${w.termin ?? ''}). ${wo(w)}`,
        link,
      ),
  },
  ruecktrittsfenster: {
    betreff: (w: ErinnerungWerte) => `Examensportal: Rücktritt mit Erstattung bis ${w.tag}`,
    text: (w: ErinnerungWerte, link: string) =>
      mitLink(
        `wenn Sie von der Modulprüfung ${w.modul ?? ''} (Prüfungstermin ${w.termin ?? ''}) zurücktreten möchten: Bei einem Rücktritt bis zum Ende der Bearbeitungszeit der letzten Aufsichtsarbeit am ${w.tag} wird die Hälfte der Prüfungsgebühr erstattet, danach nichts. Der Rücktritt gilt als nicht bestandene Prüfung. Sie erklären ihn im Examensportal unter „Rücktritt von Modulprüfungen“.`,
        link,
      ),
  },
  sechsJahresfrist: {
    betreff: (w: ErinnerungWerte) => `Examensportal: Modulprüfungen nur noch bis ${w.tag}`,
    text: (w: ErinnerungWerte, link: string) =>
      mitLink(
        `sechs Jahre nach Ihrer Zulassung können Sie sich nur noch bis zum ${w.tag} zu Modulprüfungen anmelden; der letzte mögliche Prüfungstermin ist ${w.termin ?? ''}. Sie haben noch Module, die weder bestanden noch angerechnet sind. Bitte prüfen Sie im Examensportal, zu welchen Modulprüfungen Sie sich noch anmelden möchten.`,
        link,
      ),
  },
  nachforderung: {
    betreff: (w: ErinnerungWerte) => `Examensportal: Frist für nachgeforderte Unterlagen am ${w.tag}`,
    text: (w: ErinnerungWerte, link: string) =>
      mitLink(
        `die Prüfungsstelle hat Unterlagen oder Angaben zu Ihrem Antrag nachgefordert; die Frist endet am ${w.tag}, und noch ist nicht alles beantwortet. Bitte melden Sie sich an und beantworten Sie die offenen Punkte auf Ihrer Startseite. Geht bis zum Fristende nichts ein, entscheidet die Prüfungsstelle nach Aktenlage.`,
        link,
      ),
  },
  bescheidAbruf: {
    betreff: () => 'Examensportal: Bescheid noch nicht abgerufen',
    text: (w: ErinnerungWerte, link: string) =>
      mitLink(
        `in Ihrer digitalen Akte liegt ein Bescheid, den Sie noch nicht abgerufen haben. Bitte melden Sie sich an und rufen Sie ihn bis zum ${w.tag} ab. Danach ist die Bereitstellung beendet, und Sie erhalten den Bescheid per Post.`,
        link,
      ),
  },
} as const;

/** The calendar's texts: the event's title, place and note (the calendar app shows them as written). */
export const kalenderTexte = {
  name: 'Examensportal – meine Termine',
  anmeldeschluss: (termin: string) => `Anmeldeschluss Prüfungstermin ${termin}`,
  anmeldeschlussText:
    'Letzter Tag für den Antrag auf Zulassung und die Anmeldung zu Modulprüfungen in diesem Prüfungstermin (Examensportal).',
  aufsichtsarbeit: (modul: string, nummer: number, von: number) =>
    von > 1 ? `Aufsichtsarbeit ${nummer} von ${von}: ${modul}` : `Aufsichtsarbeit: ${modul}`,
  aufsichtsarbeitText: (termin: string) => `Prüfungstermin ${termin}. Einzelheiten stehen in Ihrer Ladung.`,
  ort: (ort: string | null, lgs: string | null) =>
    ort ? (lgs ? `${ort} (Landesgeschäftsstelle ${lgs})` : ort) : lgs ? `Landesgeschäftsstelle ${lgs}` : '',
  ruecktrittsfenster: (modul: string) => `Letzter Tag: Rücktritt mit halber Erstattung – ${modul}`,
  ruecktrittsfensterText:
    'Bei einem Rücktritt bis zum Ende der Bearbeitungszeit der letzten Aufsichtsarbeit wird die Hälfte der Prüfungsgebühr erstattet.',
  sechsJahresfrist: 'Letzter Tag für Anmeldungen zu Modulprüfungen (sechs Jahre)',
  sechsJahresfristText: 'Danach sind keine Anmeldungen zu Modulprüfungen mehr möglich.',
  nachforderungsfrist: 'Frist: Nachforderung von Unterlagen',
  nachforderungsfristText:
    'Letzter Tag, um die angeforderten Unterlagen oder Angaben im Examensportal nachzureichen (Startseite nach der Anmeldung).',
  dateiname: (tag: string) => `Examensportal-Termin-${tag}.ics`,
  nummer: (nummer: number, von: number) =>
    von > 1 ? `${nummer}. Aufsichtsarbeit (von ${von})` : 'Aufsichtsarbeit',
} as const;
