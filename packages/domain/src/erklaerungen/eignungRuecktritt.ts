// Event 14: withdrawal from the aptitude test; the running attempt ends as failed (§ 32, R-102).
import { messages } from '../messages';
import { erklaerung } from './erklaerung';

export const eignungRuecktritt = erklaerung({
  key: 'eignungRuecktritt',
  art: 'EIGNUNG',
  ereignisarten: [14],
  vorgang: 'gesamtruecktrittEignung',
  verfuegbarkeit: 'gesamtruecktritt',
  gebuehrenregel: 'eignungRuecktritt',
  versuch: 'eignungRuecktritt',
  quittung: {
    titel: messages.quittung.ereignisse.eignungRuecktritt,
    dateiname: messages.quittung.dateinamen.eignungRuecktritt,
    typ: 'RUECKTRITT',
    ablage: 'mantelakte',
    schritt: 'ruecktritt',
  },
});
