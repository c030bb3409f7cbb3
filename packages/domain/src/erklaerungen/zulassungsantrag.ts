// The WP application with its module registrations (spec §3 gives it no event number; its own endpoints, spec §7).
import { messages } from '../messages';
import { erklaerung, gebuehrenregel } from './erklaerung';

export const zulassungsantrag = erklaerung({
  key: 'zulassungsantrag',
  art: 'WP',
  ereignisarten: [],
  vorgang: 'zulassungsantrag',
  verfuegbarkeit: null,
  gebuehren: gebuehrenregel('zulassungsantrag', (e, r) => [
    r.pauschale('zulassungsgebuehr', e.termin),
    ...r.neu(e.module, e.termin),
  ]),
  versuch: null,
  quittung: {
    titel: messages.quittung.ereignisse.zulassungsantrag,
    dateiname: messages.quittung.dateinamen.zulassungsantrag,
    typ: 'ZULASSUNG',
    ablage: 'mantelakte',
    schritt: 'antrag',
  },
});
