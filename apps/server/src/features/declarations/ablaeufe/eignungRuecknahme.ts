// The handler of erklaerungen/eignungRuecknahme.ts: POST /api/modul/ruecknahmeeignung, JSON.
import { eignungRuecknahmePayloadSchema } from '@examensportal/domain/schemas/eignung';
import { parseSemester } from '@examensportal/domain/rules/semester';
import { withdrawApplication } from '../../procedure/records';
import { offenerTerminDerErklaerung } from '../envelope';
import { nichtAnwendbar, verlangeVerfuegbar } from '../regeln';
import { jsonAblauf } from './ablauf';
import { keineAngaben } from './gemeinsam';

/**
 * Event 13: the aptitude-test application, as event 2. Apart from ruecknahme.ts, since the
 * rules differ beyond data: the WP withdrawal ends the module registrations made with the
 * application and its receipt and fees name them; the aptitude test has no registrations.
 */
export const eignungRuecknahme = jsonAblauf('eignungRuecknahme', eignungRuecknahmePayloadSchema, {
  planen(lage, angaben) {
    offenerTerminDerErklaerung(angaben.zulassungsblock, lage.today, lage.settings);
    verlangeVerfuegbar(lage, 'eignungRuecknahme');
    const application = lage.procedure.application;
    const antragsTermin = application?.term ? parseSemester(application.term) : null;
    if (!application || !antragsTermin) throw nichtAnwendbar();
    return {
      term: antragsTermin.value,
      angaben,
      quittung: { module: [], ...keineAngaben },
      erklaerung: { art: 'eignungRuecknahme', termin: antragsTermin },
      async ausfuehren() {
        await withdrawApplication(lage.tx, application.id, lage.now);
      },
    };
  },
});
