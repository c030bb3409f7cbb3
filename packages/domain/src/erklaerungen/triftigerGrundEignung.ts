// A compelling reason for missed parts of the aptitude test (R-80 by analogy); no event number.
import { messages } from '../messages';
import { erklaerung } from './erklaerung';
import { triftigerGrund } from './triftigerGrund';

export const triftigerGrundEignung = erklaerung({
  key: 'triftigerGrundEignung',
  art: 'EIGNUNG',
  ereignisarten: [],
  vorgang: 'triftigerGrundEignung',
  aufruf: {
    pfad: '/api/modul/triftigergrundeignung',
    body: 'multipart',
    multipart: { json: 'verhindert', files: ['zeugnis', 'grund'] },
  },
  verfuegbarkeit: 'triftigerGrund',
  // No fee, as for the WP candidate (the rule of 'triftigerGrund', which stored receipt jobs name).
  gebuehren: triftigerGrund.gebuehren,
  versuch: null,
  quittung: {
    titel: messages.quittung.ereignisse.triftigerGrundEignung,
    dateiname: messages.quittung.dateinamen.triftigerGrundEignung,
    typ: 'ATTEST',
    ablage: 'mantelakte',
    schritt: 'triftigerGrund',
  },
});
