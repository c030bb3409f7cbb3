// The back-office's Postversand page (issue 27 point 4, decision 0033).
import { formatDatum } from './format';

export const postversandTexte = {
  titel: 'Postversand',
  einleitung:
    'Hier stehen die Bescheide, die per Post bekannt gegeben werden müssen: ohne Einwilligung in die Bekanntgabe durch Abruf, nach zehn Tagen nicht abgerufen oder nach Widerruf der Einwilligung. Erstellen Sie einen Druckstapel, drucken Sie ihn und vermerken Sie den Tag der Aufgabe zur Post. Der Bescheid gilt dann nach der Frist des § 41 Abs. 2 VwVfG als bekannt gegeben; das Datum steht danach in der Akte der Person.',
  faellig: (n: number) =>
    n === 0
      ? 'Zurzeit sind keine Bescheide per Post zu versenden.'
      : n === 1
        ? '1 Bescheid ist per Post zu versenden.'
        : `${n} Bescheide sind per Post zu versenden.`,
  stapelErstellen: 'Druckstapel erstellen',
  stapelHinweis: (hoechstens: number) =>
    `Ein Druckstapel nimmt die ältesten fälligen Bescheide auf, höchstens ${hoechstens}.`,
  stapelErstellt: (id: number, n: number) =>
    `Druckstapel ${id} mit ${n === 1 ? '1 Bescheid' : `${n} Bescheiden`} wurde erstellt.`,
  offeneStapel: 'Gedruckte Stapel, Versand noch nicht vermerkt',
  versandteStapel: 'Zuletzt versandte Stapel',
  keineOffenenStapel: 'Es gibt keinen Druckstapel, dessen Versand noch zu vermerken ist.',
  stapelTitel: (id: number) => `Druckstapel ${id}`,
  stapelZeile: (erstelltAm: string, von: string, n: number) =>
    `erstellt am ${erstelltAm} von ${von}, ${n === 1 ? '1 Bescheid' : `${n} Bescheide`}`,
  versandtZeile: (am: string, von: string) => `zur Post gegeben am ${formatDatum(am)} (vermerkt von ${von})`,
  pdf: 'Als PDF drucken',
  versandtAm: 'Tag der Aufgabe zur Post',
  vermerken: 'Versand vermerken',
  vermerkt: (id: number, am: string) =>
    `Der Versand von Druckstapel ${id} am ${formatDatum(am)} ist vermerkt.`,
  verwerfen: 'Stapel auflösen',
  verworfen: (id: number) =>
    `Druckstapel ${id} wurde aufgelöst; seine Bescheide stehen wieder zum Versand an.`,
  briefeTitel: 'Fällige Bescheide',
  spalten: {
    name: 'Name',
    aktenzeichen: 'Aktenzeichen',
    bescheid: 'Bescheid',
    abgelegt: 'Abgelegt am',
    grund: 'Grund',
  },
  gruende: {
    ohneEinwilligung: 'keine Einwilligung in den Abruf',
    nichtAbgerufen: 'nicht innerhalb von zehn Tagen abgerufen',
    widerrufen: 'Einwilligung widerrufen',
  },
  aktionen: {
    'postversand.stapel': 'Druckstapel erstellt (Postversand)',
    'postversand.druck': 'Druckstapel gedruckt (Postversand)',
    'postversand.versandt': 'Bescheid zur Post gegeben',
    'postversand.verworfen': 'Druckstapel aufgelöst (Postversand)',
  } as Record<string, string>,
  // Server answers
  nichtsFaellig: 'Es gibt keine Bescheide, die per Post zu versenden sind.',
  stapelUnbekannt: 'Diesen Druckstapel gibt es nicht.',
  stapelMitGeloeschten: (id: number, n: number) =>
    `Druckstapel ${id} kann nicht mehr gedruckt werden: ${n === 1 ? 'ein Bescheid wurde' : `${n} Bescheide wurden`} nach Ablauf der Aufbewahrungsfrist gelöscht.`,
  stapelErledigt: 'Dieser Druckstapel ist bereits versandt oder aufgelöst.',
  versandtAmZukunft: 'Der Tag der Aufgabe zur Post darf nicht in der Zukunft liegen.',
  versandtAmVorStapel: (erstellt: string) =>
    `Der Tag der Aufgabe zur Post darf nicht vor der Erstellung des Stapels (${formatDatum(erstellt)}) liegen.`,
  versandtAmUngueltig: 'Bitte geben Sie einen gültigen Tag im Format TT.MM.JJJJ ein.',
} as const;
