// The handler of erklaerungen/eignungRuecktritt.ts: POST /api/modul/pruefungrucktritteignung, JSON.
import { eignungRuecktrittPayloadSchema } from '@examensportal/domain/schemas/eignung';
import { parseSemester } from '@examensportal/domain/rules/semester';
import { insertWithdrawal } from '../../procedure/records';
import { offenerTerminDerErklaerung } from '../envelope';
import { laufenderVersuch, nichtAnwendbar, verlangeGesamtruecktritt, verfuegbarEignung } from '../regeln';
import { jsonAblauf } from './ablauf';
import { keineAngaben } from './gemeinsam';

/**
 * Event 14: the running attempt ends as failed (§ 32, R-102). Apart from gesamtruecktritt.ts, since
 * the rules differ beyond data: the WP withdrawal ends the application with its running module
 * registrations (R-93), its fees and the papers' end read from them; this one ends the running
 * attempt, its term and invitation that attempt's. What they share is one call each
 * (verlangeGesamtruecktritt, insertWithdrawal).
 */
export const eignungRuecktritt = jsonAblauf('eignungRuecktritt', eignungRuecktrittPayloadSchema, {
  planen(lage, angaben) {
    offenerTerminDerErklaerung(angaben.zulassungsblock, lage.today, lage.settings);
    verlangeGesamtruecktritt(lage, verfuegbarEignung(lage).gesamtruecktritt);
    const { versuch, id } = laufenderVersuch(lage);
    const termin = parseSemester(versuch.termin);
    if (!termin) throw nichtAnwendbar();
    return {
      term: termin.value,
      angaben,
      quittung: { module: [], ...keineAngaben },
      erklaerung: {
        art: 'eignungRuecktritt',
        termin,
        am: lage.today,
        bisEndeLetzteAufsichtsarbeit: versuch.geladenAm.mp === null,
      },
      async ausfuehren(declarationId) {
        await insertWithdrawal(
          lage.tx,
          {
            accountId: lage.procedure.account.accountId,
            kind: 'eignungruecktritt',
            eignungAttemptId: id,
            am: lage.today,
            declarationId,
          },
          lage.now,
        );
      },
    };
  },
});
