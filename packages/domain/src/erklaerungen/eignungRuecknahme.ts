// Event 13: withdrawal of the aptitude-test application, as event 2.
import { messages } from '../messages';
import { erklaerung } from './erklaerung';

export const eignungRuecknahme = erklaerung({
  key: 'eignungRuecknahme',
  art: 'EIGNUNG',
  ereignisarten: [13],
  vorgang: 'ruecknahmeEignung',
  verfuegbarkeit: 'ruecknahme',
  gebuehrenregel: 'eignungRuecknahme',
  versuch: 'keiner',
  quittung: {
    titel: messages.quittung.ereignisse.eignungRuecknahme,
    dateiname: messages.quittung.dateinamen.eignungRuecknahme,
    typ: 'RUECKTRITT',
    ablage: 'mantelakte',
    schritt: 'ruecknahme',
  },
});
