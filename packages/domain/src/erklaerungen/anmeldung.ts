// Event 3: registration for module exams in the open term.
import { messages } from '../messages';
import { erklaerung, gebuehrenregel } from './erklaerung';

export const anmeldung = erklaerung({
  key: 'anmeldung',
  art: 'WP',
  ereignisarten: [3],
  vorgang: 'anmeldung',
  aufruf: { pfad: '/api/modul/anmeldung', body: 'json' },
  verfuegbarkeit: 'anmeldung',
  gebuehren: gebuehrenregel('anmeldung', (e, r) => r.neu(e.module, e.termin)),
  versuch: null,
  quittung: {
    titel: messages.quittung.ereignisse.anmeldung,
    dateiname: messages.quittung.dateinamen.anmeldung,
    typ: 'ANMELDUNG',
    ablage: 'module',
    schritt: 'anmeldung',
  },
});
