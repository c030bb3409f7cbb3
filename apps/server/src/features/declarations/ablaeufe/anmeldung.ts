// The handler of erklaerungen/anmeldung.ts: POST /api/modul/anmeldung, JSON.
import { anmeldungPayloadSchema } from '@examensportal/domain/schemas/modul';
import { gewaehlteSlots } from '@examensportal/domain/rules/availability';
import { insertRegistration } from '../../procedure/records';
import { offenerTerminDerErklaerung } from '../envelope';
import { nichtAnwendbar, verlangeAuswahl, verlangeModulwahl, verlangeVerfuegbar } from '../regeln';
import { jsonAblauf } from './ablauf';
import { module, keineAngaben } from './gemeinsam';

/** Event 3: a registration per chosen slot for the open term. */
export const anmeldung = jsonAblauf('anmeldung', anmeldungPayloadSchema, {
  planen(lage, angaben) {
    const termin = offenerTerminDerErklaerung(angaben.zulassungsblock, lage.today, lage.settings);
    verlangeVerfuegbar(lage, 'anmeldung');
    const application = lage.procedure.application;
    if (!application) throw nichtAnwendbar();
    verlangeModulwahl(lage, angaben, termin, application.payload);
    verlangeAuswahl(lage, 'anmeldung', angaben);
    const slots = gewaehlteSlots(angaben).map((s) => s.slot);
    return {
      term: termin.value,
      angaben,
      quittung: { module: slots, ...keineAngaben },
      erklaerung: { art: 'anmeldung', termin, module: module(slots) },
      async ausfuehren(declarationId) {
        for (const slot of slots) {
          await insertRegistration(
            lage.tx,
            {
              accountId: lage.procedure.account.accountId,
              applicationId: application.id,
              slot,
              term: termin.value,
              angemeldetAm: lage.today,
              declarationId,
            },
            lage.now,
          );
        }
      },
    };
  },
});
