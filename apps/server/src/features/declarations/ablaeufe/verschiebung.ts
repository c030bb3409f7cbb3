// The handler of erklaerungen/verschiebung.ts: POST /api/modul/verschiebung, JSON.
import { verschiebungPayloadSchema } from '@examensportal/domain/schemas/modul';
import { gewaehlteSlots } from '@examensportal/domain/rules/availability';
import { addHalfYears, parseSemester } from '@examensportal/domain/rules/semester';
import { messages } from '@examensportal/domain/messages';
import { HttpError } from '../../../http/errors';
import { insertPostponement } from '../../procedure/records';
import { offenerTerminDerErklaerung } from '../envelope';
import { betroffen, gewaehlteAnmeldung, verlangeAuswahl, verlangeVerfuegbar } from '../regeln';
import { jsonAblauf } from './ablauf';
import { module } from './gemeinsam';

/** Event 5: once, by one term, before the invitation; the postponements table keeps "once". */
export const verschiebung = jsonAblauf('verschiebung', verschiebungPayloadSchema, {
  planen(lage, angaben) {
    const termin = offenerTerminDerErklaerung(angaben.zulassungsblock, lage.today, lage.settings);
    verlangeVerfuegbar(lage, 'verschiebung');
    verlangeAuswahl(lage, 'verschiebung', angaben);
    const ziel = addHalfYears(termin, 1);
    if (parseSemester(angaben.verschobenSemester)?.value !== ziel.value) {
      throw new HttpError(422, messages.generic.nichtAnwendbar);
    }
    const slots = gewaehlteSlots(angaben).map((s) => s.slot);
    const laufend = module(slots).map((m) => ({ modul: m, ...gewaehlteAnmeldung(lage, m) }));
    return {
      term: termin.value,
      angaben,
      quittung: {
        module: slots,
        pruefungsteile: [],
        angaben: [{ bezeichnung: messages.modulpruefung.neuerTermin, wert: ziel.display }],
      },
      erklaerung: { art: 'verschiebung', anmeldungen: laufend.map((l) => betroffen(l.modul, l.anmeldung)) },
      async ausfuehren(declarationId) {
        for (const l of laufend) {
          await insertPostponement(
            lage.tx,
            {
              accountId: lage.procedure.account.accountId,
              registrationId: l.id,
              am: lage.today,
              toTerm: ziel.value,
              declarationId,
            },
            lage.now,
          );
        }
      },
    };
  },
});
