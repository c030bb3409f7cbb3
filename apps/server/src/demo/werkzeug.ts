// What the demo seed does on a candidate's behalf and on the office's, on a given day: the functions
// the portal itself runs (einreichen, the declaration flows of POST /api/modul/…, the office
// commands), so every demo history passes the same checks and leaves the same records as real use.
import { addDays, type IsoDate } from '@examensportal/domain/dates';
import type { ModulSlot } from '@examensportal/domain/rules/module';
import type { Semester } from '@examensportal/domain/rules/semester';
import { anmeldebeginn, offenerTermin } from '@examensportal/domain/rules/terms';
import type { Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';
import type { Grundeinstellungen } from '../config';
import type { Db } from '../db/connect';
import type { JsonAblauf } from '../features/declarations/ablaeufe/ablauf';
import { parseErklaerung } from '../features/declarations/envelope';
import { festhalten } from '../features/declarations/transaction';
import { berlinTimestamp } from '../features/procedure/declarations';
import { lockCandidate } from '../features/procedure/records';
import { einreichen } from '../features/procedure/submit';
import type { Clock } from '../infra/clock';
import { office } from '../office/commands';
import type { OfficeDeps } from '../features/buero/context';
import { beispielEignung, beispielZulassung, type Bisherige } from './beispiele';
import type { DemoKonto } from './konten';

export type Konto = DemoKonto & { id: string };

/** The later of two days. */
export const spaeter = (a: IsoDate, b: IsoDate) => (a > b ? a : b);

/** The morning of a calendar day (never after now), as the receipt instant of a past declaration. */
const morgens = (tag: IsoDate, clock: Clock) =>
  new Date(Math.min(clock.now().getTime(), Date.parse(`${tag}T08:30:00Z`)));

export interface Werkzeug {
  /** The procedure settings of the day of seeding (office term dates, else R-02). */
  readonly settings: Verfahrenseinstellungen;
  konto(prefix: string): Konto;
  /** Submits a complete application on a given day (the day the candidate sent it). */
  einreichenAm(
    prefix: string,
    termin: Semester,
    antragsdatum: IsoDate,
    slots?: readonly ModulSlot[],
    bisherige?: Bisherige,
  ): Promise<Konto>;
  /** An application early in a past term's window, admitted a month later. */
  frueherZugelassen(
    prefix: string,
    termin: Semester,
    slots?: readonly ModulSlot[],
    bisherige?: Bisherige,
  ): Promise<Konto>;
  /** An office command on the candidate (`--datum` dates a past action). */
  run(name: string, email: string, optionen?: Record<string, string>): Promise<unknown>;
  /**
   * A declaration the candidate sent on a past day or today, through the flow of its route: the
   * envelope read with the route's schema, the flow's checks on the facts of that day, the
   * declaration and its fact changes. No receipt e-mail is queued for the demo's past.
   */
  erklaeren<T>(
    prefix: string,
    ablauf: JsonAblauf<T>,
    auswahl: Record<string, unknown>,
    tag: IsoDate,
  ): Promise<void>;
}

export function demoWerkzeug(
  db: Db,
  clock: Clock,
  konten: ReadonlyMap<string, Konto>,
  verfahren: Grundeinstellungen,
  settings: Verfahrenseinstellungen,
): Werkzeug {
  const deps: OfficeDeps = { db, clock, von: 'Demodaten', verfahren };
  const konto = (prefix: string) => {
    const k = konten.get(prefix);
    if (!k) throw new Error(`demo account ${prefix} missing`);
    return k;
  };
  const run = (name: string, email: string, optionen: Record<string, string> = {}) =>
    office(deps, name, { positionals: [email], optionen });

  const einreichenAm: Werkzeug['einreichenAm'] = async (
    prefix,
    termin,
    antragsdatum,
    slots = [],
    bisherige = [],
  ) => {
    const k = konto(prefix);
    const person = { vorname: k.vorname, nachname: k.nachname, email: k.email };
    const now = morgens(antragsdatum, clock);
    await db.transaction(async (tx) => {
      await lockCandidate(tx, k.id, now);
      const common = { accountId: k.id, antragsdatum, von: 'kandidat' };
      if (k.art === 'WP') {
        const antrag = beispielZulassung(termin, slots, person, { bisherige });
        await einreichen(tx, { ...common, art: 'WP', antrag }, now);
      } else {
        const antrag = beispielEignung(termin, person, bisherige);
        await einreichen(tx, { ...common, art: 'EIGNUNG', antrag }, now);
      }
    });
    return k;
  };

  return {
    settings,
    konto,
    einreichenAm,
    run,
    async frueherZugelassen(prefix, termin, slots = [], bisherige = []) {
      const antragsdatum = addDays(anmeldebeginn(termin, settings), 10);
      const k = await einreichenAm(prefix, termin, antragsdatum, slots, bisherige);
      await run('zulassen', k.email, { datum: addDays(antragsdatum, 30) });
      return k;
    },
    async erklaeren(prefix, ablauf, auswahl, tag) {
      const k = konto(prefix);
      // The day's clock: the flow reads its facts and the receipt time of that morning.
      const amTag = { now: () => morgens(tag, clock) };
      await db.transaction((tx) =>
        festhalten(
          tx,
          { clock: amTag, config: { verfahren } },
          {
            accountId: k.id,
            key: null,
            ohneQuittung: true,
            planen: (lage) =>
              ablauf.planen(
                lage,
                parseErklaerung(ablauf.schema, ablauf.arten, {
                  zulassungsblock: offenerTermin(tag, lage.settings).display,
                  art: ablauf.arten?.[0],
                  abgesendetAm: berlinTimestamp(lage.now).slice(0, 16),
                  ...auswahl,
                }),
              ),
          },
        ),
      );
    },
  };
}
