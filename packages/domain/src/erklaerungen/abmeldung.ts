// Event 4: a registration ends before its invitation; no attempt used.
import { messages } from '../messages';
import { erklaerung } from './erklaerung';

export const abmeldung = erklaerung({
  key: 'abmeldung',
  art: 'WP',
  ereignisarten: [4],
  vorgang: 'abmeldung',
  verfuegbarkeit: 'abmeldung',
  gebuehrenregel: 'abmeldung',
  versuch: 'keiner',
  quittung: {
    titel: messages.quittung.ereignisse.abmeldung,
    dateiname: messages.quittung.dateinamen.abmeldung,
    typ: 'ABMELDUNG',
    ablage: 'module',
    schritt: 'abmeldung',
  },
});
