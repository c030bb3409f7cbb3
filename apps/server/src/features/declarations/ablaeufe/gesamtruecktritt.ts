// The handler of erklaerungen/gesamtruecktritt.ts: POST /api/modul/pruefungrucktritt, JSON.
import { gesamtruecktrittPayloadSchema } from '@examensportal/domain/schemas/modul';
import { insertWithdrawal } from '../../procedure/records';
import { offenerTerminDerErklaerung } from '../envelope';
import {
  betroffen,
  laufendeAnmeldung,
  nichtAnwendbar,
  verlangeGesamtruecktritt,
  verfuegbarWP,
} from '../regeln';
import { jsonAblauf } from './ablauf';
import { keineAngaben } from './gemeinsam';

/**
 * Event 9: more than N days after the admission; the overall attempt is lost and the
 * running registrations end with it – the facts read them as ended through the withdrawal.
 */
export const gesamtruecktritt = jsonAblauf('gesamtruecktritt', gesamtruecktrittPayloadSchema, {
  planen(lage, angaben) {
    const termin = offenerTerminDerErklaerung(angaben.zulassungsblock, lage.today, lage.settings);
    verlangeGesamtruecktritt(lage, verfuegbarWP(lage).gesamtruecktritt);
    const application = lage.procedure.application;
    if (!application) throw nichtAnwendbar();
    const laufend = (['wp', 'wr', 'bwl', 'st'] as const).flatMap((m) => {
      const l = laufendeAnmeldung(lage, m);
      return l ? [{ modul: m, ...l }] : [];
    });
    // the office's paper days where set (fees.ts); else [I] declared before any oral
    // invitation counts as by the end of the papers (half the fee).
    const bisEnde = laufend.every((l) => l.anmeldung.geladenAm.muendlich === null);
    return {
      term: termin.value,
      angaben,
      quittung: { module: [], ...keineAngaben },
      erklaerung: {
        art: 'gesamtruecktritt',
        anmeldungen: laufend.map((l) => betroffen(l.modul, l.anmeldung)),
        am: lage.today,
        bisEndeLetzteAufsichtsarbeit: bisEnde,
      },
      async ausfuehren(declarationId) {
        await insertWithdrawal(
          lage.tx,
          {
            accountId: lage.procedure.account.accountId,
            kind: 'gesamtruecktritt',
            applicationId: application.id,
            am: lage.today,
            declarationId,
          },
          lage.now,
        );
      },
    };
  },
});
