// Event 4: a registration ends before its invitation; no attempt used.
import { messages } from '../messages';
import { erklaerung, gebuehrenregel } from './erklaerung';

export const abmeldung = erklaerung({
  key: 'abmeldung',
  art: 'WP',
  ereignisarten: [4],
  vorgang: 'abmeldung',
  aufruf: { pfad: '/api/modul/abmeldung', body: 'json' },
  verfuegbarkeit: 'abmeldung',
  gebuehren: gebuehrenregel('abmeldung', (e, r) => e.anmeldungen.map(r.storno)),
  versuch: 'keiner',
  quittung: {
    titel: messages.quittung.ereignisse.abmeldung,
    dateiname: messages.quittung.dateinamen.abmeldung,
    typ: 'ABMELDUNG',
    ablage: 'module',
    schritt: 'abmeldung',
  },
});
