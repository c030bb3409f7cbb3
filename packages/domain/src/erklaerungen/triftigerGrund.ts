// A compelling reason for missed exam parts; spec §3 gives it no event number.
import { messages } from '../messages';
import { erklaerung, gebuehrenregel } from './erklaerung';

export const triftigerGrund = erklaerung({
  key: 'triftigerGrund',
  art: 'WP',
  ereignisarten: [],
  vorgang: 'triftigerGrund',
  aufruf: {
    pfad: '/api/modul/triftigergrund',
    body: 'multipart',
    multipart: { json: 'verhindert', files: ['zeugnis', 'grund'] },
  },
  verfuegbarkeit: 'triftigerGrund',
  // R-84 [I]: a compelling reason costs no fee.
  gebuehren: gebuehrenregel('triftigerGrund', () => []),
  versuch: null,
  quittung: {
    titel: messages.quittung.ereignisse.triftigerGrund,
    dateiname: messages.quittung.dateinamen.triftigerGrund,
    typ: 'ATTEST',
    ablage: 'pruefungsteile',
    schritt: 'triftigerGrund',
  },
});
