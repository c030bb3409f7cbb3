// The aptitude-test application (spec §3 gives it no event number; its own endpoints, spec §7).
import { messages } from '../messages';
import { erklaerung, gebuehrenregel } from './erklaerung';

export const eignungAntrag = erklaerung({
  key: 'eignungAntrag',
  art: 'EIGNUNG',
  ereignisarten: [],
  vorgang: 'eignungsantrag',
  verfuegbarkeit: null,
  gebuehren: gebuehrenregel('eignungAntrag', (e, r) => [
    r.pauschale('eignungZulassungsgebuehr', e.termin),
    r.pauschale('eignungPruefungsgebuehr', e.termin),
  ]),
  versuch: null,
  quittung: {
    titel: messages.quittung.ereignisse.eignungAntrag,
    dateiname: messages.quittung.dateinamen.eignungAntrag,
    typ: 'ZULASSUNG',
    ablage: 'mantelakte',
    schritt: 'antrag',
  },
});
