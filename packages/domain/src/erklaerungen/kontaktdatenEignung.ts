// Event 16: change of the aptitude-test candidate's contact data.
import { messages } from '../messages';
import { erklaerung } from './erklaerung';

export const kontaktdatenEignung = erklaerung({
  key: 'kontaktdatenEignung',
  art: 'EIGNUNG',
  ereignisarten: [16],
  vorgang: 'kontaktdatenEignung',
  verfuegbarkeit: 'kontaktdaten',
  gebuehrenregel: 'kontaktdaten',
  versuch: null,
  quittung: {
    titel: messages.quittung.ereignisse.kontaktdatenEignung,
    dateiname: messages.quittung.dateinamen.kontaktdatenEignung,
    typ: 'KONTAKTDATEN',
    ablage: 'mantelakte',
    schritt: 'kontaktdaten',
  },
});
