// Every declaration kind of the domain's registry with its handler (decision 0025): a kind without
// one fails the type check here. The applications are submitted through their own endpoints
// (features/procedure/submit.ts, spec §7), the others through POST /api/modul/{kind}.
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
  | { weg: 'json'; ablauf: JsonAblauf<unknown> & { key: K } }
  | { weg: 'multipart'; ablauf: MultipartAblauf<unknown> & { key: K } }
  /** The application's submit of features/procedure (POST /api/zulassung/files, /api/eignung/files). */
  | { weg: 'antrag' };

export const ABLAEUFE: { readonly [K in ErklaerungKey]: Weg<K> } = {
  zulassungsantrag: { weg: 'antrag' },
  ruecknahme: { weg: 'json', ablauf: ruecknahme },
  anmeldung: { weg: 'json', ablauf: anmeldung },
  abmeldung: { weg: 'json', ablauf: abmeldung },
  verschiebung: { weg: 'json', ablauf: verschiebung },
  anrechnung: { weg: 'multipart', ablauf: anrechnung },
  modulruecktritt: { weg: 'json', ablauf: modulruecktritt },
  gesamtruecktritt: { weg: 'json', ablauf: gesamtruecktritt },
  triftigerGrund: { weg: 'multipart', ablauf: triftigerGrund },
  kontaktdaten: { weg: 'multipart', ablauf: kontaktdaten },
  eignungAntrag: { weg: 'antrag' },
  eignungRuecknahme: { weg: 'json', ablauf: eignungRuecknahme },
  eignungRuecktritt: { weg: 'json', ablauf: eignungRuecktritt },
  triftigerGrundEignung: { weg: 'multipart', ablauf: triftigerGrundEignung },
  kontaktdatenEignung: { weg: 'multipart', ablauf: kontaktdatenEignung },
};
