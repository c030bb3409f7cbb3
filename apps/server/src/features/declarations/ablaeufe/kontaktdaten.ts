// Events 10/16: the contact change, whenever an application exists; the e-mail stays the
// account's. Multipart with an optional CV or certificate.
import type { Kontaktdaten } from '@examensportal/domain/rules/facts';
import type { kontaktdatenEignungPayloadSchema } from '@examensportal/domain/schemas/kontaktdatenAenderung';
import {
  KONTAKTDATEN_UPLOADS,
  kontaktdatenPayloadSchema,
} from '@examensportal/domain/schemas/kontaktdatenAenderung';
import { setKontaktdaten } from '../../procedure/records';
import { nichtAnwendbar, zustandEignung, zustandWP } from '../regeln';
import { multipartAblauf } from './ablauf';
import { keineAngaben } from './gemeinsam';

/**
 * The handler of both contact changes (WP and EIGNUNG differ only in data: the document types and
 * whose state decides whether an application exists; the route is the call table's).
 */
export function kontaktdatenAblauf<K extends 'kontaktdaten' | 'kontaktdatenEignung'>(
  key: K,
  weg: {
    schema: typeof kontaktdatenPayloadSchema | typeof kontaktdatenEignungPayloadSchema;
    typen: { lebenslauf: string; attest: string };
  },
) {
  return multipartAblauf(key, weg.schema, {
    teil: 'kontaktdaten',
    listen: KONTAKTDATEN_UPLOADS,
    typen: weg.typen,
    planen(lage, angaben) {
      const state = key === 'kontaktdaten' ? zustandWP(lage) : zustandEignung(lage);
      if (state.zwischegespeichert === 0) throw nichtAnwendbar();
      const { art: _art, abgesendetAm: _abgesendetAm, ...felder } = angaben;
      const kontaktdaten: Kontaktdaten = { ...felder, email: lage.procedure.account.email };
      return {
        term: null,
        angaben,
        quittung: { module: [], ...keineAngaben },
        erklaerung: { art: 'kontaktdaten' },
        async ausfuehren() {
          await setKontaktdaten(lage.tx, lage.procedure.account.accountId, kontaktdaten, lage.now);
        },
      };
    },
  });
}

export const kontaktdaten = kontaktdatenAblauf('kontaktdaten', {
  schema: kontaktdatenPayloadSchema,
  typen: { lebenslauf: 'LEBENSLAUF', attest: 'ATTEST' },
});
