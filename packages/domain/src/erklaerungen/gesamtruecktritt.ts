// Event 9: withdrawal from the whole exam; the overall attempt is lost.
import { messages } from '../messages';
import { erklaerung } from './erklaerung';

export const gesamtruecktritt = erklaerung({
  key: 'gesamtruecktritt',
  art: 'WP',
  ereignisarten: [9],
  vorgang: 'gesamtruecktritt',
  verfuegbarkeit: 'gesamtruecktritt',
  gebuehrenregel: 'gesamtruecktritt',
  versuch: 'gesamtruecktritt',
  quittung: {
    titel: messages.quittung.ereignisse.gesamtruecktritt,
    dateiname: messages.quittung.dateinamen.gesamtruecktritt,
    typ: 'RUECKTRITT',
    ablage: 'mantelakte',
    schritt: 'ruecktritt',
  },
});
