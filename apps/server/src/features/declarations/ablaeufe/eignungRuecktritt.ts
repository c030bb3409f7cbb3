// The handler of erklaerungen/eignungRuecktritt.ts: POST /api/modul/pruefungrucktritteignung, JSON.
import { parseSemester } from '@examensportal/domain/rules/semester';
import { insertWithdrawal } from '../../procedure/records';
import { offenerTerminDerErklaerung } from '../envelope';
import { laufenderVersuch, nichtAnwendbar, verlangeGesamtruecktritt, verfuegbarEignung } from '../regeln';
import { jsonAblauf } from './ablauf';
import { keineAngaben } from './gemeinsam';

/** Event 14: the running attempt ends as failed (§ 32, R-102). */
export const eignungRuecktritt = jsonAblauf('eignungRuecktritt', {
  kind: 'pruefungrucktritteignung',
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
