// The back-office's call table (issue 15): the staff API under API_BASE + PRUEFUNGSSTELLE_BASE. The
// server's staff routes and the back-office's client are both built from it, like API for the
// candidate's calls (api.ts), so a path is spelled once.
import { call, type ApiCall } from './api';

/** The staff scope, relative to API_BASE; every path below is relative to it. */
export const PRUEFUNGSSTELLE_BASE = '/pruefungsstelle';

const publicCall = { auth: false } as const;

export const PRUEFUNGSSTELLE_API = {
  // Login and set-up (public: they make the session)
  login: call('POST', '/anmelden', 'json', publicCall),
  einrichtungPruefen: call('POST', '/einrichtung/pruefen', 'json', publicCall),
  einrichtungPasswort: call('POST', '/einrichtung/passwort', 'json', publicCall),
  totpBeginnen: call('POST', '/einrichtung/totp', 'none'),
  totpBestaetigen: call('POST', '/einrichtung/totp/bestaetigen', 'json'),

  // Session
  sitzung: call('GET', '/sitzung', 'none'),
  logout: call('POST', '/abmelden', 'none'),

  // Mitarbeitende (leitung)
  mitarbeitende: call('GET', '/mitarbeitende', 'none'),
  einladen: call('POST', '/mitarbeitende', 'json'),
  rolleAendern: call('POST', '/mitarbeitende/:id/rolle', 'json'),
  deaktivieren: call('POST', '/mitarbeitende/:id/deaktivieren', 'none'),
  zuruecksetzen: call('POST', '/mitarbeitende/:id/zuruecksetzen', 'none'),
  reaktivieren: call('POST', '/mitarbeitende/:id/reaktivieren', 'none'),
  einladungErneut: call('POST', '/mitarbeitende/:id/einladung', 'none'),
  zweiterFaktorMitarbeiter: call('POST', '/mitarbeitende/:id/zweiter-faktor', 'json'),

  // Kandidaten (query: suche, seite …)
  kandidaten: call('GET', '/kandidaten', 'none'),
  /** Exactly the filtered list as CSV or XLSX (query: the filter and `format`; issue 28 point 6). */
  kandidatenExport: call('GET', '/export/kandidaten', 'none', { response: 'blob' }),
  kandidat: call('GET', '/kandidaten/:id', 'none'),
  kandidatDokument: call('GET', '/kandidaten/:id/dokumente/:documentId', 'none', { response: 'blob' }),
  kandidatAntraege: call('GET', '/kandidaten/:id/antraege', 'none'),
  /** The legal checklist of the current application and one mark on it (issue 26 point 2). */
  pruefliste: call('GET', '/kandidaten/:id/pruefliste', 'none'),
  prueflisteMarkieren: call('POST', '/kandidaten/:id/pruefliste/:antragId', 'json'),
  /** The candidate's copy of their data (Art. 15 DSGVO) for a written request (issue 30 point 2). */
  kandidatDatenkopie: call('GET', '/kandidaten/:id/datenkopie', 'none', { response: 'blob' }),
  // A leitung switches a candidate's lost second factor off after an identity check (decision 0042).
  zweiterFaktorZuruecksetzen: call('POST', '/kandidaten/:id/zweiter-faktor/zuruecksetzen', 'json'),

  // Nachforderungen (issue 27 point 2, decision 0039): not decisions, so no four-eyes draft.
  kandidatNachforderungen: call('GET', '/kandidaten/:id/nachforderungen', 'none'),
  nachforderungAnlegen: call('POST', '/kandidaten/:id/nachforderungen', 'json'),
  nachforderungErledigen: call('POST', '/kandidaten/:id/nachforderungen/:nachforderungId/erledigt', 'none'),

  // Case work (issue 28, decision 0046): the case's holder, internal notes, Wiedervorlagen.
  fall: call('GET', '/kandidaten/:id/fall', 'none'),
  fallZuweisen: call('POST', '/kandidaten/:id/zuweisung', 'json'),
  fallNotiz: call('POST', '/kandidaten/:id/notizen', 'json'),
  wiedervorlageSetzen: call('POST', '/kandidaten/:id/wiedervorlagen', 'json'),
  wiedervorlageBeenden: call('POST', '/kandidaten/:id/wiedervorlagen/:wiedervorlageId/ende', 'json'),
  // Postfach (issue 27 point 1, decision 0049): messages with attachments through the intake.
  kandidatNachrichten: call('GET', '/kandidaten/:id/nachrichten', 'none'),
  nachrichtSenden: call('POST', '/kandidaten/:id/nachrichten', 'multipart', {
    multipart: { json: 'nachricht', files: ['anhaenge'] },
  }),
  nachrichtGelesen: call('POST', '/kandidaten/:id/nachrichten/:nachrichtId/gelesen', 'none'),
  nachrichtenVorlagen: call('GET', '/kandidaten/:id/nachrichtenvorlagen', 'none'),

  // Entscheidungen
  entscheidungen: call('GET', '/kandidaten/:id/entscheidungen', 'none'),
  // Each decision is first a draft (issue 26 point 5): a second person releases it.
  zulassungEntwerfen: call('POST', '/kandidaten/:id/zulassung', 'json'),
  triftigerGrundEntwerfen: call('POST', '/kandidaten/:id/triftiger-grund/:fallId', 'json'),
  anrechnungEntwerfen: call('POST', '/kandidaten/:id/anrechnung/:fallId', 'json'),
  nachteilsausgleichEntwerfen: call('POST', '/kandidaten/:id/nachteilsausgleich', 'json'),
  // A leitung corrects a recorded result (§ 42 VwVfG, issue 26 point 6): a draft like the others.
  berichtigungEntwerfen: call('POST', '/kandidaten/:id/berichtigung/:fallId', 'json'),
  // Objections (issue 26 point 6, decision 0038): recorded at once; the outcome is a draft.
  widersprueche: call('GET', '/kandidaten/:id/widersprueche', 'none'),
  widerspruchErfassen: call('POST', '/kandidaten/:id/widersprueche', 'json'),
  widerspruchEntwerfen: call('POST', '/kandidaten/:id/widerspruch/:fallId', 'json'),
  // A leitung revokes a decision (§§ 48, 49 VwVfG) or corrects a decision letter (§ 42 VwVfG); the case
  // is the decision's letter (decision 0055).
  aufhebungEntwerfen: call('POST', '/kandidaten/:id/aufhebung/:fallId', 'json'),
  bescheidBerichtigungEntwerfen: call('POST', '/kandidaten/:id/bescheid-berichtigung/:fallId', 'json'),
  entwurfBescheid: call('GET', '/kandidaten/:id/entwuerfe/:entwurfId/bescheid', 'none', { response: 'blob' }),
  entwurfFreigeben: call('POST', '/kandidaten/:id/entwuerfe/:entwurfId/freigabe', 'none'),
  entwurfVerwerfen: call('POST', '/kandidaten/:id/entwuerfe/:entwurfId/verwerfen', 'json'),

  // Eingang
  eingang: call('GET', '/eingang', 'none'),
  eingangQueue: call('GET', '/eingang/:queue', 'none'),
  kenntnisnahme: call('POST', '/eingang/kenntnisnahme', 'json'),

  // Zur Löschung fällig (leitung; issue 30 point 1, decision 0041)
  loeschliste: call('GET', '/loeschung', 'none'),
  loeschungSperren: call('POST', '/loeschung/:id/sperre', 'json'),
  loeschungFreigeben: call('POST', '/loeschung/freigabe', 'json'),

  // Statistik (leitung; query: termin, art)
  statistik: call('GET', '/statistik', 'none'),
  statistikCsv: call('GET', '/statistik.csv', 'none', { response: 'blob' }),

  // Protokoll (query: the filter)
  protokoll: call('GET', '/protokoll', 'none'),
  protokollCsv: call('GET', '/protokoll.csv', 'none', { response: 'blob' }),

  // Termine, Ladungen, Ergebnisse
  termine: call('GET', '/termine', 'none'),
  terminFestlegen: call('POST', '/termine', 'json'),
  terminVorschau: call('POST', '/termine/vorschau', 'json'),
  ladungen: call('GET', '/ladungen', 'none'),
  ladungenExport: call('GET', '/export/ladungen', 'none', { response: 'blob' }),
  ergebnis: call('POST', '/ergebnisse', 'json'),
  ergebnisVorschau: call('POST', '/ergebnisse/vorschau', 'json'),
  ergebnisImport: call('POST', '/ergebnisse/import', 'json'),

  // Sammelbearbeitung (issue 28 point 4, decision 0047): a batch drafts, a leitung releases a batch
  sammelZulassungen: call('GET', '/sammel/zulassungen', 'none'),
  sammelZulassungenVorschau: call('POST', '/sammel/zulassungen/vorschau', 'json'),
  sammelZulassungenEntwerfen: call('POST', '/sammel/zulassungen', 'json'),
  sammelEntwuerfe: call('GET', '/sammel/entwuerfe', 'none'),
  sammelFreigeben: call('POST', '/sammel/freigaben', 'json'),
  sammelKenntnisnahmen: call('POST', '/sammel/kenntnisnahmen', 'json'),
  sammelLadungenVorschau: call('POST', '/sammel/ladungen/vorschau', 'json'),
  sammelLaden: call('POST', '/sammel/ladungen', 'json'),
  sammelErgebnisseVorschau: call('POST', '/sammel/ergebnisse/vorschau', 'json'),
  sammelErgebnisse: call('POST', '/sammel/ergebnisse', 'json'),

  // Postversand (issue 27 point 4): letters notified by post, printed in batches (query: seite)
  postversand: call('GET', '/postversand', 'none'),
  postversandStapelErstellen: call('POST', '/postversand/stapel', 'none'),
  postversandStapelPdf: call('GET', '/postversand/stapel/:stapelId/pdf', 'none', { response: 'blob' }),
  postversandVermerken: call('POST', '/postversand/stapel/:stapelId/versand', 'json'),
  postversandStapelVerwerfen: call('POST', '/postversand/stapel/:stapelId/verwerfen', 'none'),
} as const satisfies Record<string, ApiCall>;
