// German texts of the back-office page "Termine" (issue 15): the exam terms with their registration
// windows, June sittings and paper days, and the form that sets them (office function terminFestlegen).

export const termineTexte = {
  seite: 'Termine',
  einleitung:
    'Prüfungstermine mit Anmeldezeitraum, vorgezogenen Modulen im Juni und den Tagen der Aufsichtsarbeiten. Was die Prüfungsstelle nicht festlegt, gilt nach der Prüfungsordnung (Anmeldeschluss 31. August bzw. Ende Februar).',
  nurLeitung: 'Termine festlegen kann nur die Leitung der Prüfungsstelle.',
  termin: 'Prüfungstermin',
  anmeldezeitraum: 'Anmeldezeitraum',
  zeitraum: (von: string, bis: string) => `${von} bis ${bis}`,
  gesetzlich: 'gesetzlich',
  festgelegt: 'festgelegt',
  offen: 'offen',
  juni: 'Vorgezogen im Juni',
  keinJuni: 'keine',
  aufsichtsarbeiten: 'Aufsichtsarbeiten',
  keineAufsichtsarbeiten: 'noch nicht festgelegt',
  modulJuni: (modul: string) => `${modul} (Juni)`,
  festlegenTitel: 'Termin festlegen',
  festlegenText:
    'Wählen Sie einen Prüfungstermin. Ein leerer Anmeldeschluss bedeutet den gesetzlichen; leere Tage der Aufsichtsarbeiten bedeuten: noch nicht festgelegt.',
  anmeldeschluss: 'Anmeldeschluss',
  anmeldeschlussHinweis: (gesetzlich: string) =>
    `Leer lassen für den gesetzlichen Anmeldeschluss (${gesetzlich}).`,
  juniModule: 'Module mit vorgezogener Sitzung im Juni (nur 2. Prüfungstermin)',
  aufsichtsarbeitTag: (modul: string, nummer: number) => `${modul}: ${nummer}. Aufsichtsarbeit`,
  aufsichtsarbeitJuniTag: (modul: string, nummer: number) => `${modul} im Juni: ${nummer}. Aufsichtsarbeit`,
  regulaereSitzung: 'Aufsichtsarbeiten der regulären Sitzung (Februar bzw. August)',
  juniSitzung: 'Aufsichtsarbeiten der vorgezogenen Sitzung im Juni',
  speichern: 'Termin speichern',
  gespeichert: (termin: string) => `Der Prüfungstermin ${termin} wurde gespeichert.`,
  waehlen: 'Termin auswählen',
  terminFehlt: 'Bitte wählen Sie einen Prüfungstermin.',
  terminUnbekannt: 'Diesen Prüfungstermin kann die Prüfungsstelle hier nicht festlegen.',
  datumUngueltig: 'Bitte geben Sie ein gültiges Datum ein.',
  modulUngueltig: 'Bitte wählen Sie nur die Module WP, WR, BWL oder ST.',
  zuVieleTage: 'Zu viele Tage für die Aufsichtsarbeiten dieses Moduls.',
} as const;

/** Protokoll names of the actions of this page. */
export const termineAktionen: Record<string, string> = {
  'termin.festlegen': 'Termin festgelegt',
};
