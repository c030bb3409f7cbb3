// Event 16: change of the aptitude-test candidate's contact data.
import { messages } from '../messages';
import { erklaerung } from './erklaerung';
import { kontaktdaten } from './kontaktdaten';

export const kontaktdatenEignung = erklaerung({
  key: 'kontaktdatenEignung',
  art: 'EIGNUNG',
  ereignisarten: [16],
  vorgang: 'kontaktdatenEignung',
  aufruf: {
    pfad: '/api/modul/kontaktdateneignung',
    body: 'multipart',
    multipart: { json: 'kontaktdaten', files: ['lebenslauf', 'attest'] },
  },
  verfuegbarkeit: 'kontaktdaten',
  // No fee, as for the WP candidate (the rule of 'kontaktdaten', which stored receipt jobs name).
  gebuehren: kontaktdaten.gebuehren,
  versuch: null,
  quittung: {
    titel: messages.quittung.ereignisse.kontaktdatenEignung,
    dateiname: messages.quittung.dateinamen.kontaktdatenEignung,
    typ: 'KONTAKTDATEN',
    ablage: 'mantelakte',
    schritt: 'kontaktdaten',
  },
});
