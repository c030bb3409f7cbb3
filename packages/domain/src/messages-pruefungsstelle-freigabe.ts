// German texts of the four-eyes release (issue 26 point 5): drafts (Entwürfe) of the back-office's
// decisions, the letter's preview, the release (Freigabe) by a second person and the discarding.

export const freigabe = {
  // The draft on the decision page
  entwurfSpeichern: 'Entwurf speichern',
  entwurfTitel: 'Entwurf zur Freigabe',
  ablehnungHinweis:
    'Eine Ablehnung ist eine belastende Entscheidung: Sie wird erst wirksam, wenn eine Person mit der Rolle Leitung sie freigibt.',
  entwurfGespeichert:
    'Der Entwurf ist gespeichert. Die Entscheidung wird erst wirksam, wenn eine zweite Person sie freigibt.',
  entworfenVon: 'Entworfen von',
  entworfenAm: 'Entworfen am',
  entscheidung: 'Entscheidung',
  datum: 'Datum der ersten Zulassung',
  begruendung: 'Begründung',
  keineBegruendung: 'keine',
  entscheidungen: {
    zulassen: 'Zulassen',
    ablehnen: 'Ablehnen',
    anerkennen: 'Anerkennen',
    gewaehren: 'Gewähren',
    berichtigen: 'Berichtigen (§ 42 VwVfG)',
    abgeholfen: 'Widerspruch abhelfen',
    zurueckgewiesen: 'Widerspruch zurückweisen',
    zurueckgenommen: 'Rücknahme des Widerspruchs bestätigen',
  } as Record<string, string>,
  bescheidAnsehen: 'Bescheid ansehen',
  bescheidTitel: 'Bescheid-Entwurf',
  bescheidDatei: (datei: string) => `Entwurf-${datei}`,
  freigeben: 'Freigeben',
  verwerfen: 'Verwerfen',
  verwerfenGrund: 'Grund für das Verwerfen',
  verwerfenGrundHinweis:
    'Der Grund steht im Protokoll. Die Person, die den Entwurf angelegt hat, sieht ihn dort.',
  verwerfenBestaetigen: 'Entwurf verwerfen',
  abbrechen: 'Abbrechen',
  freigegeben: (datei: string) =>
    `Die Entscheidung ist freigegeben. Der Bescheid „${datei}“ wird in die digitale Akte gelegt und die Person per E-Mail benachrichtigt.`,
  verworfen: 'Der Entwurf ist verworfen. Für den Vorgang kann ein neuer Entwurf angelegt werden.',

  // Who may release (said to the drafter and to everyone who may not)
  hinweisZweitePerson:
    'Diese Entscheidung muss eine zweite Person der Prüfungsstelle freigeben (Sachbearbeitung oder Leitung). Erst mit der Freigabe wird der Bescheid verschickt.',
  hinweisLeitung:
    'Diese Entscheidung ist belastend. Sie muss von einer anderen Person mit der Rolle Leitung freigegeben werden. Erst mit der Freigabe wird der Bescheid verschickt.',
  hinweisAllein:
    'Sie können diese begünstigende Entscheidung selbst freigeben (Einstellung der Prüfungsstelle).',

  // Refusals
  eigenerEntwurf:
    'Sie können Ihren eigenen Entwurf nicht freigeben. Die Freigabe muss eine zweite Person erteilen.',
  nurLeitung: 'Belastende Entscheidungen (Ablehnungen) kann nur die Leitung der Prüfungsstelle freigeben.',
  nurLeitungWiderspruch:
    'Entscheidungen über einen Widerspruch kann nur die Leitung der Prüfungsstelle freigeben.',
  nurLeitungAufhebung:
    'Die Rücknahme oder den Widerruf einer Entscheidung (§§ 48, 49 VwVfG) kann nur die Leitung der Prüfungsstelle freigeben.',
  nurLeitungBerichtigung: 'Berichtigungen nach § 42 VwVfG kann nur die Leitung der Prüfungsstelle freigeben.',
  verwerfenNicht:
    'Verwerfen können nur die Person, die den Entwurf angelegt hat, und Personen, die ihn freigeben dürfen.',
  entwurfUnbekannt: 'Diesen Entwurf gibt es für diese Person nicht.',
  entwurfErledigt: (status: string) => `Dieser Entwurf ist bereits ${status}.`,
  status: { freigegeben: 'freigegeben', verworfen: 'verworfen', offen: 'offen' } as Record<string, string>,
  entwurfVorhanden: (wer: string, wann: string) =>
    `Für diesen Vorgang gibt es bereits einen offenen Entwurf von ${wer} (angelegt am ${wann}). Bitte geben Sie ihn frei oder verwerfen Sie ihn zuerst.`,
  grundFehlt: 'Bitte geben Sie einen Grund für das Verwerfen an.',
  grundZuLang: 'Der Grund darf höchstens 5.000 Zeichen lang sein.',
  freigabeAusstehend: '(Freigabe ausstehend)',
  massnahmen: 'Maßnahmen',

  // The letter's line near the closing
  bearbeitung: (entworfenVon: string, freigegebenVon: string) =>
    `Bearbeitet von ${entworfenVon} · Freigegeben von ${freigegebenVon}`,

  // Eingang
  queue: 'Zur Freigabe',
  queueLeer: 'Es liegen keine Entwürfe zur Freigabe vor.',
  was: (art: string, wer: string) => `${art} – Entwurf von ${wer}`,
  arten: {
    'antrag:zulassen': 'Zulassung',
    'antrag:ablehnen': 'Ablehnung des Antrags',
    'triftigerGrund:anerkennen': 'Triftiger Grund anerkennen',
    'triftigerGrund:ablehnen': 'Triftiger Grund ablehnen',
    'anrechnung:anerkennen': 'Anrechnung anerkennen',
    'anrechnung:ablehnen': 'Anrechnung ablehnen',
    'nachteilsausgleich:gewaehren': 'Nachteilsausgleich gewähren',
    'nachteilsausgleich:ablehnen': 'Nachteilsausgleich ablehnen',
    'widerspruch:abgeholfen': 'Widerspruch abhelfen',
    'widerspruch:zurueckgewiesen': 'Widerspruch zurückweisen',
    'widerspruch:zurueckgenommen': 'Rücknahme des Widerspruchs bestätigen',
    'aufhebung:zuruecknehmen': 'Rücknahme einer Entscheidung (§ 48 VwVfG)',
    'aufhebung:widerrufen': 'Widerruf einer Entscheidung (§ 49 VwVfG)',
    'bescheidBerichtigung:berichtigen': 'Berichtigung eines Bescheids (§ 42 VwVfG)',
  } as Record<string, string>,

  // Protokoll
  aktionen: {
    'entwurf.anlegen': 'Entwurf angelegt',
    'entwurf.freigeben': 'Entwurf freigegeben',
    'entwurf.verwerfen': 'Entwurf verworfen',
    'entwurf.bescheid.ansehen': 'Bescheid-Entwurf angesehen',
    'ergebnis.berichtigen': 'Ergebnis berichtigt (§ 42 VwVfG)',
    'widerspruch.erfassen': 'Widerspruch erfasst',
    'widerspruch.entscheiden': 'Widerspruch erledigt',
    'entscheidung.aufheben': 'Entscheidung aufgehoben (§§ 48, 49 VwVfG)',
    'bescheid.berichtigen': 'Bescheid berichtigt (§ 42 VwVfG)',
  } as Record<string, string>,
} as const;
