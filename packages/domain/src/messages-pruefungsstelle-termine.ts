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
  beginn: (tag: string) => `${tag}: Beginn (Uhrzeit)`,
  beginnHinweis: 'Uhrzeit des Beginns, z. B. 09:00.',
  orteTitel: (sitzung: string) => `Prüfungsorte: ${sitzung}`,
  orteHinweis:
    'Je Landesgeschäftsstelle der Ort der Aufsichtsarbeiten (Anschrift); er steht in der Ladung der Kandidatinnen und Kandidaten dieser Landesgeschäftsstelle.',
  ort: (sitzung: string, lgs: string) => `${sitzung}: Prüfungsort der Landesgeschäftsstelle ${lgs}`,
  ortKurz: (lgs: string) => `Landesgeschäftsstelle ${lgs}`,
  zeitUngueltig: 'Bitte geben Sie eine gültige Uhrzeit ein, z. B. 09:00.',
  ortZuLang: 'Der Prüfungsort ist zu lang (höchstens 300 Zeichen).',
  pruefen: 'Bitte prüfen Sie die markierten Angaben.',
  bestaetigen: (termin: string, anzahl: number) =>
    anzahl === 1
      ? `Die Änderung betrifft eine angemeldete oder geladene Person im Prüfungstermin ${termin}. Wirklich speichern?`
      : `Die Änderung betrifft ${anzahl} angemeldete oder geladene Personen im Prüfungstermin ${termin}. Wirklich speichern?`,
  bestaetigenJa: 'Ja, speichern',
  bestaetigenNein: 'Abbrechen',
  /** The checks of rules/termincheck.ts, one per field (issue 26 point 7). */
  fehler: {
    nachGesetzlichemSchluss: (gesetzlich: string) =>
      `Der Anmeldeschluss darf nicht nach dem gesetzlichen Anmeldeschluss (${gesetzlich}) liegen.`,
    vorVorherigemSchluss: (vorher: string) =>
      `Der Anmeldeschluss muss nach dem Anmeldeschluss des vorigen Prüfungstermins (${vorher}) liegen.`,
    vergangen: (heute: string) =>
      `Der Tag liegt vor dem heutigen Tag (${heute}); der Prüfungstermin läuft bereits.`,
    keinJuni: (modul: string, termin: string) =>
      `${modul} hat im Prüfungstermin ${termin} keine vorgezogene Sitzung im Juni.`,
    ausserhalbMonat: (monat: string, jahr: number) =>
      `Die Aufsichtsarbeiten dieser Sitzung finden im ${monat} ${jahr} statt; der Tag liegt außerhalb.`,
    luecke: (nummer: number) =>
      `Bitte legen Sie zuerst die Tage davor fest (vor der ${nummer + 1}. Aufsichtsarbeit).`,
    reihenfolge: (nummer: number) => `Der Tag muss nach dem Tag der ${nummer}. Aufsichtsarbeit liegen.`,
    beginnOhneTag: 'Bitte legen Sie zuerst den Tag dieser Aufsichtsarbeit fest.',
    gleicherTag: (modul: string, nummer: number) =>
      `An diesem Tag liegt schon die ${nummer}. Aufsichtsarbeit in ${modul}; an einem Tag wird nur eine Aufsichtsarbeit geschrieben.`,
  },
} as const;

/** Protokoll names of the actions of this page. */
export const termineAktionen: Record<string, string> = {
  'termin.festlegen': 'Termin festgelegt',
};
