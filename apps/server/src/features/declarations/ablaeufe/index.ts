// Every declaration kind of the domain's registry with its handler (decision 0025): a kind without
// one fails the type check here. The applications are submitted through their own endpoints
// (features/procedure/submit.ts, spec §7), the others through their call of the API table (POST /api/modul/{kind}).
import { API, type ApiCall } from '@examensportal/domain/api';
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

type Weg<K extends ErklaerungKey> =
  | { weg: 'json'; call: ApiCall; ablauf: JsonAblauf<unknown> & { key: K } }
  | { weg: 'multipart'; call: ApiCall; ablauf: MultipartAblauf<unknown> & { key: K } }
  /** The application's submit of features/procedure (POST /api/zulassung/files, /api/eignung/files). */
  | { weg: 'antrag' };

export const ABLAEUFE: { readonly [K in ErklaerungKey]: Weg<K> } = {
  zulassungsantrag: { weg: 'antrag' },
  ruecknahme: { weg: 'json', call: API.ruecknahme, ablauf: ruecknahme },
  anmeldung: { weg: 'json', call: API.anmeldung, ablauf: anmeldung },
  abmeldung: { weg: 'json', call: API.abmeldung, ablauf: abmeldung },
  verschiebung: { weg: 'json', call: API.verschiebung, ablauf: verschiebung },
  anrechnung: { weg: 'multipart', call: API.anrechnung, ablauf: anrechnung },
  modulruecktritt: { weg: 'json', call: API.modulruecktritt, ablauf: modulruecktritt },
  gesamtruecktritt: { weg: 'json', call: API.gesamtruecktritt, ablauf: gesamtruecktritt },
  triftigerGrund: { weg: 'multipart', call: API.triftigerGrund, ablauf: triftigerGrund },
  kontaktdaten: { weg: 'multipart', call: API.kontaktdaten, ablauf: kontaktdaten },
  eignungAntrag: { weg: 'antrag' },
  eignungRuecknahme: { weg: 'json', call: API.eignungRuecknahme, ablauf: eignungRuecknahme },
  eignungRuecktritt: { weg: 'json', call: API.eignungRuecktritt, ablauf: eignungRuecktritt },
  triftigerGrundEignung: { weg: 'multipart', call: API.triftigerGrundEignung, ablauf: triftigerGrundEignung },
  kontaktdatenEignung: { weg: 'multipart', call: API.kontaktdatenEignung, ablauf: kontaktdatenEignung },
};
