// Every declaration kind of the domain's registry with its handler (decision 0025): a kind without
// one fails the type check here. The applications are submitted through their own endpoints
// (features/procedure/submit.ts, spec §7), the others through their call, derived from their registry entry (erklaerungen/aufrufe.ts, POST /api/modul/{kind}).
import type { ApiCall } from '@examensportal/domain/api';
import type { ErklaerungKey } from '@examensportal/domain/erklaerungen/index';
import type { JsonAblauf, MultipartAblauf } from './ablauf';
import { abmeldung } from './abmeldung';
import { anmeldung } from './anmeldung';
import { anrechnung } from './anrechnung';
import { eignungRuecknahme } from './eignungRuecknahme';
import { eignungRuecktritt } from './eignungRuecktritt';
import { gesamtruecktritt } from './gesamtruecktritt';
import { kontaktdaten } from './kontaktdaten';
import { kontaktdatenEignung } from './kontaktdatenEignung';
import { modulruecktritt } from './modulruecktritt';
import { ruecknahme } from './ruecknahme';
import { triftigerGrund } from './triftigerGrund';
import { triftigerGrundEignung } from './triftigerGrundEignung';
import { verschiebung } from './verschiebung';
import { ERKLAERUNG_API } from '@examensportal/domain/erklaerungen/aufrufe';

type Weg<K extends ErklaerungKey> =
  | { weg: 'json'; call: ApiCall; ablauf: JsonAblauf<unknown> & { key: K } }
  | { weg: 'multipart'; call: ApiCall; ablauf: MultipartAblauf<unknown> & { key: K } }
  /** The application's submit of features/procedure (POST /api/zulassung/files, /api/eignung/files). */
  | { weg: 'antrag' };

export const ABLAEUFE: { readonly [K in ErklaerungKey]: Weg<K> } = {
  zulassungsantrag: { weg: 'antrag' },
  ruecknahme: { weg: 'json', call: ERKLAERUNG_API.ruecknahme, ablauf: ruecknahme },
  anmeldung: { weg: 'json', call: ERKLAERUNG_API.anmeldung, ablauf: anmeldung },
  abmeldung: { weg: 'json', call: ERKLAERUNG_API.abmeldung, ablauf: abmeldung },
  verschiebung: { weg: 'json', call: ERKLAERUNG_API.verschiebung, ablauf: verschiebung },
  anrechnung: { weg: 'multipart', call: ERKLAERUNG_API.anrechnung, ablauf: anrechnung },
  modulruecktritt: { weg: 'json', call: ERKLAERUNG_API.modulruecktritt, ablauf: modulruecktritt },
  gesamtruecktritt: { weg: 'json', call: ERKLAERUNG_API.gesamtruecktritt, ablauf: gesamtruecktritt },
  triftigerGrund: { weg: 'multipart', call: ERKLAERUNG_API.triftigerGrund, ablauf: triftigerGrund },
  kontaktdaten: { weg: 'multipart', call: ERKLAERUNG_API.kontaktdaten, ablauf: kontaktdaten },
  eignungAntrag: { weg: 'antrag' },
  eignungRuecknahme: { weg: 'json', call: ERKLAERUNG_API.eignungRuecknahme, ablauf: eignungRuecknahme },
  eignungRuecktritt: { weg: 'json', call: ERKLAERUNG_API.eignungRuecktritt, ablauf: eignungRuecktritt },
  triftigerGrundEignung: {
    weg: 'multipart',
    call: ERKLAERUNG_API.triftigerGrundEignung,
    ablauf: triftigerGrundEignung,
  },
  kontaktdatenEignung: {
    weg: 'multipart',
    call: ERKLAERUNG_API.kontaktdatenEignung,
    ablauf: kontaktdatenEignung,
  },
};
