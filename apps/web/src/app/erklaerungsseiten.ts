// The page where the candidate makes each declaration of the domain's registry (decision 0025): a
// kind without a page fails the type check here. Links only, so the pages stay lazily loaded; the
// flow definitions behind them are listed by the same keys in test/flows.test.ts.
import type { ErklaerungKey } from '@examensportal/domain/erklaerungen/index';
import { paths } from './paths';

export const ERKLAERUNGSSEITEN = {
  zulassungsantrag: paths.zulassungAntrag.base,
  ruecknahme: paths.zulassungZuruecknehmen.href,
  anmeldung: paths.modulAnmeldung.href,
  abmeldung: paths.modulAbmeldung.href,
  verschiebung: paths.modulVerschiebung.href,
  anrechnung: paths.modulAnrechnung.href,
  modulruecktritt: paths.ruecktrittModulpruefung.href,
  gesamtruecktritt: paths.ruecktrittGesamtpruefung.href,
  triftigerGrund: paths.triftigerGrund.href,
  kontaktdaten: paths.kontaktdatenAendern.href,
  eignungAntrag: paths.eignungAntrag.base,
  eignungRuecknahme: paths.eignungZuruecknehmen.href,
  eignungRuecktritt: paths.eignungRuecktritt.href,
  triftigerGrundEignung: paths.triftigerGrundEignung.href,
  kontaktdatenEignung: paths.kontaktdatenAendern.href,
} as const satisfies Record<ErklaerungKey, `/${string}`>;
