// Demo accounts with a career behind them (rules/laufbahn.ts): a withdrawn application and a new
// one, lost overall attempts and the second one, the aptitude test's second attempt. Each history
// runs term by term in the past – the candidate's declarations on the day they were sent, the
// office's decisions dated with --datum – so every step passed the portal's own checks.
//
// Terms are counted back from the open one: the term before it is being held (its window closed at
// most a day ago), and the results of a term arrive in the window of the next one (deadline + 60
// days), when the module can be registered for again. Every date lies on or before the day of seeding.
import { addDays, type IsoDate } from '@examensportal/domain/dates';
import { addHalfYears, type Semester } from '@examensportal/domain/rules/semester';
import { leereSlotAuswahl } from '@examensportal/domain/schemas/modul';
import { anmeldebeginn, anmeldeschluss, offenerTermin } from '@examensportal/domain/rules/terms';
import { anmeldung } from '../features/declarations/ablaeufe/anmeldung';
import { gesamtruecktritt as pruefungsruecktritt } from '../features/declarations/ablaeufe/gesamtruecktritt';
import { ruecknahme } from '../features/declarations/ablaeufe/ruecknahme';
import { spaeter, type Werkzeug } from './werkzeug';

/** Invited to the written papers a month after the deadline, failed two months after it. */
const LADUNG_TAGE = 30;
const ERGEBNIS_TAGE = 60;

export async function seedLaufbahnen(w: Werkzeug, heute: IsoDate): Promise<void> {
  const offen = offenerTermin(heute, w.settings);
  const zurueck = (n: number): Semester => addHalfYears(offen, -n);

  /** The WP written exam of `termin` failed: invited and failed after the window; returns the day. */
  const wpNichtBestanden = async (email: string, termin: Semester): Promise<IsoDate> => {
    const schluss = anmeldeschluss(termin, w.settings);
    await w.run('laden', email, { modul: 'wp', teil: 'schriftlich', datum: addDays(schluss, LADUNG_TAGE) });
    const am = addDays(schluss, ERGEBNIS_TAGE);
    await w.run('ergebnis', email, { modul: 'wp', ergebnis: 'nicht-bestanden', datum: am });
    return am;
  };
  /** A whole-exam withdrawal (event 9) declared 10 days after the admission of `termin`'s application. */
  const gesamtruecktritt = async (prefix: string, termin: Semester): Promise<IsoDate> => {
    const am = addDays(anmeldebeginn(termin, w.settings), 50);
    await w.erklaeren(prefix, pruefungsruecktritt, { bestaetigt: true }, am);
    return am;
  };

  // wp.zurueckgenommen: applied for the open term and withdrew it again (Rücknahme).
  {
    const prefix = 'wp.zurueckgenommen';
    await w.einreichenAm(prefix, offen, spaeter(anmeldebeginn(offen, w.settings), addDays(heute, -6)), [
      'wp',
      'wr',
    ]);
    await w.erklaeren(
      prefix,
      ruecknahme,
      { bestaetigt: true },
      spaeter(anmeldebeginn(offen, w.settings), addDays(heute, -1)),
    );
  }

  // wp.wiederantrag: applied for the term now being held, withdrew it (Rücknahme) in its window, and
  // has applied again for the open term (not decided yet).
  {
    const vorher = zurueck(1);
    await w.einreichenAm('wp.wiederantrag', vorher, addDays(anmeldebeginn(vorher, w.settings), 10), [
      'wp',
      'st',
    ]);
    await w.erklaeren(
      'wp.wiederantrag',
      ruecknahme,
      { bestaetigt: true },
      addDays(anmeldebeginn(vorher, w.settings), 40),
    );
    await w.einreichenAm(
      'wp.wiederantrag',
      offen,
      spaeter(anmeldebeginn(offen, w.settings), addDays(heute, -2)),
      ['wp', 'st'],
    );
  }

  // wp.zweiterversuch: first admission four terms ago; WP failed three times (terms −4, −3, −2) –
  // finally failed, the first overall attempt is lost; the second admission (versuch 2) for the term
  // being held, with running registrations for WP and WR.
  {
    const prefix = 'wp.zweiterversuch';
    const k = await w.frueherZugelassen(prefix, zurueck(4), ['wp']);
    let endgueltig: IsoDate = heute;
    for (const n of [4, 3, 2]) {
      endgueltig = await wpNichtBestanden(k.email, zurueck(n));
      // Registered again in the next window, ten days after the result – not after the third.
      if (n > 2) {
        await w.erklaeren(prefix, anmeldung, { ...leereSlotAuswahl(), wp: true }, addDays(endgueltig, 10));
      }
    }
    const antragsdatum = addDays(endgueltig, 15);
    await w.einreichenAm(prefix, zurueck(1), antragsdatum, ['wp', 'wr'], [endgueltig]);
    await w.run('zulassen', k.email, { datum: addDays(antragsdatum, 30) });
  }

  // wp.verloren: admitted two terms ago, withdrew from the whole exam after the invitation to WP: the
  // first overall attempt is lost; no new application yet – the start page offers the second one.
  {
    const k = await w.frueherZugelassen('wp.verloren', zurueck(2), ['wp', 'st']);
    const schluss = anmeldeschluss(zurueck(2), w.settings);
    await w.run('laden', k.email, { modul: 'wp', teil: 'schriftlich', datum: addDays(schluss, LADUNG_TAGE) });
    await w.erklaeren('wp.verloren', pruefungsruecktritt, { bestaetigt: true }, addDays(schluss, 45));
  }

  // wp.ausgeschoepft: both overall attempts ended by whole-exam withdrawals (terms −2 and −1).
  {
    const prefix = 'wp.ausgeschoepft';
    await w.frueherZugelassen(prefix, zurueck(2), ['wp', 'bwl']);
    const erster = await gesamtruecktritt(prefix, zurueck(2));
    await w.frueherZugelassen(prefix, zurueck(1), ['wp', 'bwl'], [erster]);
    await gesamtruecktritt(prefix, zurueck(1));
  }

  // eignung.zweiterversuch: admitted three terms ago, failed the aptitude test; applied again in the
  // window of the term being held and admitted for it (attempt 2 of 3), invited to the first paper.
  {
    const prefix = 'eignung.zweiterversuch';
    const k = await w.frueherZugelassen(prefix, zurueck(3));
    const schluss = anmeldeschluss(zurueck(3), w.settings);
    await w.run('laden', k.email, { teil: 'awr', datum: addDays(schluss, LADUNG_TAGE) });
    await w.run('laden', k.email, { teil: 'ast', datum: addDays(schluss, LADUNG_TAGE) });
    const gescheitert = addDays(schluss, ERGEBNIS_TAGE);
    await w.run('ergebnis', k.email, { ergebnis: 'nicht-bestanden', datum: gescheitert });
    await w.frueherZugelassen(prefix, zurueck(1), [], [gescheitert]);
    await w.run('laden', k.email, { teil: 'awr', datum: addDays(heute, -10) });
  }
}
