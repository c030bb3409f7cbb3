// The realistic receipt the PDF measurements render (B7 in children/pdf.ts, B7 loop in
// children/pdf-loop.ts): one WP application with three modules and three documents.
import { createQuittung } from '@examensportal/domain/rules/receipt';

export const sampleQuittung = () =>
  createQuittung({
    declarationId: '5f0c8a2e-6a55-4d7b-9f1e-2b3c4d5e6f70',
    ereignis: 'zulassungsantrag',
    kandidat: { vorname: 'Erika', nachname: 'Mustermann', email: 'erika.mustermann@example.org', art: 'WP' },
    termin: '2026/2',
    module: ['wp', 'wr', 'bwl'],
    pruefungsteile: [],
    angaben: [{ bezeichnung: 'Hinweis', wert: 'Antrag über das Examensportal gestellt' }],
    dokumente: ['Lebenslauf.pdf', 'Zeugnis Master.pdf', 'Bescheinigung Arbeitgeber.pdf'],
    eingegangenAm: new Date().toISOString(),
    erklaerung: null,
  });
