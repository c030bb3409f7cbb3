// Event 16: the aptitude-test candidate's contact change, as event 10.
import { kontaktdatenEignungPayloadSchema } from '@examensportal/domain/schemas/kontaktdatenAenderung';
import { kontaktdatenAblauf } from './kontaktdaten';

export const kontaktdatenEignung = kontaktdatenAblauf('kontaktdatenEignung', {
  schema: kontaktdatenEignungPayloadSchema,
  typen: { lebenslauf: 'EIGNUNG_NACHWEIS', attest: 'attest' },
});
