// Event 9: withdrawal from the whole exam; the overall attempt is lost.
import { messages } from '../messages';
import { erklaerung, gebuehrenregel } from './erklaerung';

export const gesamtruecktritt = erklaerung({
  key: 'gesamtruecktritt',
  art: 'WP',
  ereignisarten: [9],
  vorgang: 'gesamtruecktritt',
  aufruf: { pfad: '/api/modul/pruefungrucktritt', body: 'json' },
  verfuegbarkeit: 'gesamtruecktritt',
  gebuehren: gebuehrenregel('gesamtruecktritt', (e, r) =>
    // the fee rules of R-72 for the open module fees; the admission fee stays. Registrations
    // not yet invited as the setting says (R-72 by default, or like a deregistration).
    e.anmeldungen.map((a) =>
      a.geladen || r.regeln.gesamtruecktrittNichtGeladenWie === 'ruecktritt'
        ? r.ruecktritt(a, e)
        : r.storno(a),
    ),
  ),
  versuch: 'gesamtruecktritt',
  quittung: {
    titel: messages.quittung.ereignisse.gesamtruecktritt,
    dateiname: messages.quittung.dateinamen.gesamtruecktritt,
    typ: 'RUECKTRITT',
    ablage: 'mantelakte',
    schritt: 'ruecktritt',
  },
});
