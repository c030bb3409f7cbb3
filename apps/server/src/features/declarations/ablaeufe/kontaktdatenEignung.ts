// Event 16: the aptitude-test candidate's contact change, as event 10.
import { KONTAKTDATEN_UPLOADS } from '@examensportal/domain/schemas/kontaktdatenAenderung';
import { multipartAblauf } from './ablauf';
import { kontaktdatenPlan } from './kontaktdaten';

export const kontaktdatenEignung = multipartAblauf('kontaktdatenEignung', {
  kind: 'kontaktdateneignung',
  teil: 'kontaktdaten',
  listen: KONTAKTDATEN_UPLOADS,
  typen: { lebenslauf: 'EIGNUNG_NACHWEIS', attest: 'attest' },
  planen: (lage, angaben) => kontaktdatenPlan(lage, angaben, 'kontaktdatenEignung'),
});
