// The handler of erklaerungen/ruecknahme.ts: POST /api/modul/ruecknahme, JSON.
import { ruecknahmePayloadSchema } from '@examensportal/domain/schemas/zulassung';
import { MODUL_SLOTS, MODULE } from '@examensportal/domain/rules/module';
import { parseSemester } from '@examensportal/domain/rules/semester';
import { withdrawApplication } from '../../procedure/records';
import { offenerTerminDerErklaerung } from '../envelope';
import { betroffen, laufendeAnmeldung, nichtAnwendbar, verlangeVerfuegbar } from '../regeln';
import { jsonAblauf } from './ablauf';
import { module, keineAngaben, beenden } from './gemeinsam';

/** Event 2: a submitted, not yet admitted application is withdrawn. */
export const ruecknahme = jsonAblauf('ruecknahme', ruecknahmePayloadSchema, {
  planen(lage, angaben) {
    offenerTerminDerErklaerung(angaben.zulassungsblock, lage.today, lage.settings);
    verlangeVerfuegbar(lage, 'ruecknahme');
    const application = lage.procedure.application;
    const antragsTermin = application?.term ? parseSemester(application.term) : null;
    if (!application || !antragsTermin) throw nichtAnwendbar();
    // The registrations made with the application and still running (a module deregistered before
    // the admission is settled already); an application submitted before registrations came with the
    // submit has only its declared slots.
    const laufend = MODULE.flatMap((modul) => {
      const l = laufendeAnmeldung(lage, modul);
      return l ? [{ modul, ...l }] : [];
    });
    const registriert = MODULE.some((m) => lage.procedure.facts.module[m].anmeldungen.length > 0);
    const payload = (application.payload ?? {}) as Record<string, unknown>;
    const slots = registriert ? [] : MODUL_SLOTS.filter((slot) => payload[slot] === true);
    const anmeldungen = registriert
      ? laufend.map((l) => betroffen(l.modul, l.anmeldung))
      : module(slots).map((modul) => ({ modul, termin: antragsTermin, geladen: false }));
    return {
      term: antragsTermin.value,
      angaben,
      quittung: {
        module: registriert ? laufend.map((l) => l.modul) : slots,
        ...keineAngaben,
      },
      erklaerung: { art: 'ruecknahme', termin: antragsTermin, anmeldungen },
      async ausfuehren(declarationId) {
        await withdrawApplication(lage.tx, application.id, lage.now);
        // the registrations declared with the application are cancelled with it.
        await beenden(lage, 'abmeldung', laufend, declarationId, 'ruecknahme');
      },
    };
  },
});
