// Event 10: change of the WP candidate's contact data.
import { messages } from '../messages';
import { erklaerung, gebuehrenregel } from './erklaerung';

export const kontaktdaten = erklaerung({
  key: 'kontaktdaten',
  art: 'WP',
  ereignisarten: [10],
  vorgang: 'kontaktdaten',
  aufruf: {
    pfad: '/api/modul/kontaktdaten',
    body: 'multipart',
    multipart: { json: 'kontaktdaten', files: ['lebenslauf', 'attest'] },
  },
  verfuegbarkeit: 'kontaktdaten',
  // A contact change costs no fee.
  gebuehren: gebuehrenregel('kontaktdaten', () => []),
  versuch: null,
  quittung: {
    titel: messages.quittung.ereignisse.kontaktdaten,
    dateiname: messages.quittung.dateinamen.kontaktdaten,
    typ: 'KONTAKTDATEN',
    ablage: 'mantelakte',
    schritt: 'kontaktdaten',
  },
});
