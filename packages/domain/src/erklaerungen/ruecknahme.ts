// Event 2: a submitted, not yet admitted application is withdrawn; its registrations end with it.
import { messages } from '../messages';
import { erklaerung, gebuehrenregel } from './erklaerung';

export const ruecknahme = erklaerung({
  key: 'ruecknahme',
  art: 'WP',
  ereignisarten: [2],
  vorgang: 'ruecknahme',
  aufruf: { pfad: '/api/modul/ruecknahme', body: 'json' },
  verfuegbarkeit: 'ruecknahme',
  gebuehren: gebuehrenregel('ruecknahme', (e, r) => [
    // the admission fee is halved; the registrations end as deregistrations.
    r.pauschale('zulassungsgebuehr', e.termin, (g) =>
      r.anteil(g, r.regeln.zulassungsgebuehrNachRuecknahmeProzent),
    ),
    ...e.anmeldungen.map(r.storno),
  ]),
  versuch: 'keiner',
  quittung: {
    titel: messages.quittung.ereignisse.ruecknahme,
    dateiname: messages.quittung.dateinamen.ruecknahme,
    typ: 'RUECKTRITT',
    ablage: 'mantelakte',
    schritt: 'ruecknahme',
  },
});
