// Event 5: a registration moves by one term, once, before the invitation.
import { messages } from '../messages';
import { erklaerung, gebuehrenregel } from './erklaerung';

export const verschiebung = erklaerung({
  key: 'verschiebung',
  art: 'WP',
  ereignisarten: [5],
  vorgang: 'verschiebung',
  aufruf: { pfad: '/api/modul/verschiebung', body: 'json' },
  verfuegbarkeit: 'verschiebung',
  gebuehren: gebuehrenregel('verschiebung', (e, r) => e.anmeldungen.map(r.unveraendert)),
  versuch: 'keiner',
  quittung: {
    titel: messages.quittung.ereignisse.verschiebung,
    dateiname: messages.quittung.dateinamen.verschiebung,
    typ: 'VERSCHIEBUNG',
    ablage: 'module',
    schritt: 'verschiebung',
  },
});
