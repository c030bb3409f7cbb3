// The office of ten (issue 28 point 14, decision 0061): on a seeded demo database, a second caseworker
// with a name the Protokoll must spell right (umlaut and ß), and 50 submitted aptitude-test
// applications of the open term, ten days old, whose Prüfliste the demo caseworker has marked geprüft –
// complete applications a batch admits. The demo's own functions (seedMitarbeitende) and the Eingang's
// bulk seed (one SQL statement) instead of 50 wizards in the browser.
import { eq } from 'drizzle-orm';
import { berlinDate } from '@examensportal/domain/dates';
import { offenerTermin } from '@examensportal/domain/rules/terms';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/connect';
import { staffAccounts } from '../../src/db/schema';
import { DEMO_PASSWORT } from '../../src/demo/konten';
import { DEMO_SACHBEARBEITUNG, type DemoMitarbeiter, seedMitarbeitende } from '../../src/demo/mitarbeitende';
import { loadSettings } from '../../src/features/procedure/settings';
import type { Clock } from '../../src/infra/clock';
import { prueflistenGeprueft, seedSubmittedApplications } from './eingang';

/** The second caseworker; the journey logs in with this key (e2e/tests/pruefungsstelle-amtsbetrieb.spec.ts). */
const AMTSBETRIEB_KOLLEGE: DemoMitarbeiter = {
  email: 'joerg.weiss@pruefungsstelle.example',
  name: 'Jörg Weiß',
  rolle: 'sachbearbeitung',
  totpSchluessel: 'KXKYUCO2UINAW2TQ3F5EU4RQB6KKDDJT',
};

// 50 for the batch, one more that the demo caseworker takes first: a case he holds stays out of the
// other caseworker's batch (decision 0061).
const AMTSBETRIEB_ANTRAEGE = 51;

export async function seedAmtsbetrieb(
  database: Database,
  clock: Clock,
  config: Pick<Config, 'jwtSecret' | 'verfahren' | 'passwordHashCost'>,
): Promise<void> {
  const now = clock.now();
  await seedMitarbeitende(database.db, clock, config.jwtSecret, DEMO_PASSWORT, config.passwordHashCost, [
    AMTSBETRIEB_KOLLEGE,
  ]);
  const settings = await loadSettings(database.db, config.verfahren);
  await seedSubmittedApplications(database, {
    n: AMTSBETRIEB_ANTRAEGE,
    start: new Date(now.getTime() - 10 * 86_400_000),
    tag: 'amt',
    art: 'EIGNUNG',
    termin: offenerTermin(berlinDate(now), settings).value,
  });
  const [sami] = await database.db
    .select({ id: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, DEMO_SACHBEARBEITUNG));
  if (!sami) throw new Error('the demo caseworker is missing: run the demo seed first');
  await prueflistenGeprueft(database, sami, now, AMTSBETRIEB_ANTRAEGE, 'amt');
}
