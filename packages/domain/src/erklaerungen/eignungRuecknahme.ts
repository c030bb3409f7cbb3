// Event 13: withdrawal of the aptitude-test application, as event 2.
import { messages } from '../messages';
import { erklaerung, gebuehrenregel } from './erklaerung';

export const eignungRuecknahme = erklaerung({
  key: 'eignungRuecknahme',
  art: 'EIGNUNG',
  ereignisarten: [13],
  vorgang: 'ruecknahmeEignung',
  aufruf: { pfad: '/api/modul/ruecknahmeeignung', body: 'json' },
  verfuegbarkeit: 'ruecknahme',
  gebuehren: gebuehrenregel('eignungRuecknahme', (e, r) => {
    // R-101 [I]: as the WP application – admission fee halved, exam fee refunded minus processing fee.
    const prozent = r.ordnung(e.termin).bearbeitungsgebuehrProzent;
    return [
      r.pauschale('eignungZulassungsgebuehr', e.termin, (g) =>
        r.anteil(g, r.regeln.zulassungsgebuehrNachRuecknahmeProzent),
      ),
      r.pauschale('eignungPruefungsgebuehr', e.termin, (g) => r.anteil(g, prozent), prozent),
    ];
  }),
  versuch: 'keiner',
  quittung: {
    titel: messages.quittung.ereignisse.eignungRuecknahme,
    dateiname: messages.quittung.dateinamen.eignungRuecknahme,
    typ: 'RUECKTRITT',
    ablage: 'mantelakte',
    schritt: 'ruecknahme',
  },
});
