// Events 10/16: the contact change, whenever an application exists; the e-mail stays the
// account's. Multipart with an optional CV or certificate.
import type { ErklaerungKey } from '@examensportal/domain/erklaerungen/index';
import type { Kontaktdaten } from '@examensportal/domain/rules/facts';
import { KONTAKTDATEN_UPLOADS } from '@examensportal/domain/schemas/kontaktdatenAenderung';
import { setKontaktdaten } from '../../procedure/records';
import { nichtAnwendbar, zustandEignung, zustandWP } from '../regeln';
import type { Lage, Plan } from '../transaction';
import { type Angaben, multipartAblauf } from './ablauf';
import { keineAngaben } from './gemeinsam';

/** The plan of both contact changes; `key` says whose state decides. */
export function kontaktdatenPlan(
  lage: Lage,
  angaben: Angaben<'kontaktdaten' | 'kontaktdatenEignung'>,
  key: Extract<ErklaerungKey, 'kontaktdaten' | 'kontaktdatenEignung'>,
): Omit<Plan, 'key'> {
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
}

export const kontaktdaten = multipartAblauf('kontaktdaten', {
  kind: 'kontaktdaten',
  teil: 'kontaktdaten',
  listen: KONTAKTDATEN_UPLOADS,
  typen: { lebenslauf: 'LEBENSLAUF', attest: 'ATTEST' },
  planen: (lage, angaben) => kontaktdatenPlan(lage, angaben, 'kontaktdaten'),
});
