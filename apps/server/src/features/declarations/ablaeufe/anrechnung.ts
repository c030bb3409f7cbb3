// The handler of erklaerungen/anrechnung.ts: POST /api/modul/anrechnung, multipart.
import { anrechnungPayloadSchema } from '@examensportal/domain/schemas/modul';
import { ANRECHNUNG_UPLOADS } from '@examensportal/domain/schemas/modul';
import { ANRECHENBARE_MODULE } from '@examensportal/domain/rules/modulState';
import { insertCredit } from '../../procedure/records';
import { offenerTerminDerErklaerung } from '../envelope';
import { betroffen, laufendeAnmeldung, nichtAnwendbar, verlangeAuswahl, verlangeVerfuegbar } from '../regeln';
import { multipartAblauf } from './ablauf';
import { mindestensEinNachweis } from './gemeinsam';

/**
 * Event 6: a pending credit case per module for the office; WP is never creditable
 * (the schema takes only `wp: false`). The receipt names the running registrations the credit would
 * cancel once granted, with that fee consequence.
 */
export const anrechnung = multipartAblauf('anrechnung', anrechnungPayloadSchema, {
  teil: 'anrechnung',
  listen: ANRECHNUNG_UPLOADS,
  typen: { masterzeugnis: 'ZEUGNIS', pruefungsbescheinigung: 'STBESCHEINIGUNG' },
  planen(lage, angaben, files) {
    const termin = offenerTerminDerErklaerung(angaben.zulassungsblock, lage.today, lage.settings);
    verlangeVerfuegbar(lage, 'anrechnung');
    verlangeAuswahl(lage, 'anrechnung', angaben);
    mindestensEinNachweis(files);
    const application = lage.procedure.application;
    if (!application) throw nichtAnwendbar();
    const gewaehlt = ANRECHENBARE_MODULE.filter((m) => angaben[m] === true);
    const laufend = gewaehlt.flatMap((m) => {
      const l = laufendeAnmeldung(lage, m);
      return l ? [betroffen(m, l.anmeldung)] : [];
    });
    return {
      term: termin.value,
      angaben,
      quittung: { module: gewaehlt, pruefungsteile: [], angaben: [] },
      erklaerung: { art: 'anrechnung', stornierteAnmeldungen: laufend },
      async ausfuehren(declarationId) {
        for (const modul of gewaehlt) {
          await insertCredit(
            lage.tx,
            {
              accountId: lage.procedure.account.accountId,
              applicationId: application.id,
              modul,
              beantragtAm: lage.today,
              declarationId,
            },
            lage.now,
          );
        }
      },
    };
  },
});
