// Event 2: a submitted, not yet admitted application is withdrawn; its registrations end with it.
import { messages } from '../messages';
import { erklaerung } from './erklaerung';

export const ruecknahme = erklaerung({
  key: 'ruecknahme',
  art: 'WP',
  ereignisarten: [2],
  vorgang: 'ruecknahme',
  verfuegbarkeit: 'ruecknahme',
  gebuehrenregel: 'ruecknahme',
  versuch: 'keiner',
  quittung: {
    titel: messages.quittung.ereignisse.ruecknahme,
    dateiname: messages.quittung.dateinamen.ruecknahme,
    typ: 'RUECKTRITT',
    ablage: 'mantelakte',
    schritt: 'ruecknahme',
  },
});
