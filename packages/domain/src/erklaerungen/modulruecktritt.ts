// Events 7 and 8: withdrawal from an invited module exam; 8 is taken for the oral part [I].
import { messages } from '../messages';
import { erklaerung, gebuehrenregel } from './erklaerung';

export const modulruecktritt = erklaerung({
  key: 'modulruecktritt',
  art: 'WP',
  ereignisarten: [7, 8],
  vorgang: 'modulruecktritt',
  aufruf: { pfad: '/api/modul/modulruecktritt', body: 'json' },
  verfuegbarkeit: 'modulruecktritt',
  gebuehren: gebuehrenregel('modulruecktritt', (e, r) => e.anmeldungen.map((a) => r.ruecktritt(a, e))),
  versuch: 'modulruecktritt',
  quittung: {
    titel: messages.quittung.ereignisse.modulruecktritt,
    dateiname: messages.quittung.dateinamen.modulruecktritt,
    typ: 'RUECKTRITT',
    ablage: 'module',
    schritt: 'ruecktritt',
  },
});
