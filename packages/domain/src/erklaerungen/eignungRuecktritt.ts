// Event 14: withdrawal from the aptitude test; the running attempt ends as failed (§ 32, R-102).
import { messages } from '../messages';
import { erklaerung, gebuehrenregel } from './erklaerung';

export const eignungRuecktritt = erklaerung({
  key: 'eignungRuecktritt',
  art: 'EIGNUNG',
  ereignisarten: [14],
  vorgang: 'gesamtruecktrittEignung',
  aufruf: { pfad: '/api/modul/pruefungrucktritteignung', body: 'json' },
  verfuegbarkeit: 'gesamtruecktritt',
  gebuehren: gebuehrenregel('eignungRuecktritt', (e, r) => [
    // R-102/R-72 [I]: after admission the application fee stays; the exam fee as a withdrawal.
    r.pauschale('eignungPruefungsgebuehr', e.termin, (g) => r.faelligNachRuecktritt(g, r.rechtzeitig(e))),
  ]),
  versuch: 'eignungRuecktritt',
  quittung: {
    titel: messages.quittung.ereignisse.eignungRuecktritt,
    dateiname: messages.quittung.dateinamen.eignungRuecktritt,
    typ: 'RUECKTRITT',
    ablage: 'mantelakte',
    schritt: 'ruecktritt',
  },
});
