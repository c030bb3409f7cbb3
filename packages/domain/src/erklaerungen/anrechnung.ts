// Event 6: credit of a module, sent with proof files.
import { messages } from '../messages';
import { erklaerung, gebuehrenregel } from './erklaerung';

export const anrechnung = erklaerung({
  key: 'anrechnung',
  art: 'WP',
  ereignisarten: [6],
  vorgang: 'anrechnung',
  aufruf: {
    pfad: '/api/modul/anrechnung',
    body: 'multipart',
    multipart: { json: 'anrechnung', files: ['masterzeugnis', 'pruefungsbescheinigung'] },
  },
  verfuegbarkeit: 'anrechnung',
  gebuehren: gebuehrenregel('anrechnung', (e, r) =>
    e.stornierteAnmeldungen.map((a) =>
      r.regeln.anrechnungStorniertWie === 'abmeldung'
        ? r.storno(a)
        : r.folge('pruefungsgebuehr', a.modul, a.termin, r.pruefungsgebuehr(a.modul, a.termin), 0),
    ),
  ),
  versuch: 'keiner',
  quittung: {
    titel: messages.quittung.ereignisse.anrechnung,
    dateiname: messages.quittung.dateinamen.anrechnung,
    typ: 'ANRECHNUNG',
    ablage: 'module',
    schritt: 'anrechnung',
  },
});
