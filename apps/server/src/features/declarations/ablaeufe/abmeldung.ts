// The handler of erklaerungen/abmeldung.ts: POST /api/modul/abmeldung, JSON.
import { abmeldungPayloadSchema } from '@examensportal/domain/schemas/modul';
import { gewaehlteSlots } from '@examensportal/domain/rules/availability';
import { offenerTerminDerErklaerung } from '../envelope';
import { betroffen, gewaehlteAnmeldung, verlangeAuswahl, verlangeVerfuegbar } from '../regeln';
import { jsonAblauf } from './ablauf';
import { keineAngaben, beenden } from './gemeinsam';

/** Event 4: the running registration ends before its invitation; no attempt used. */
export const abmeldung = jsonAblauf('abmeldung', abmeldungPayloadSchema, {
  planen(lage, angaben) {
    const termin = offenerTerminDerErklaerung(angaben.zulassungsblock, lage.today, lage.settings);
    verlangeVerfuegbar(lage, 'abmeldung');
    verlangeAuswahl(lage, 'abmeldung', angaben);
    const gewaehlt = gewaehlteSlots(angaben).map((s) => s.modul);
    const laufend = gewaehlt.map((m) => ({ modul: m, ...gewaehlteAnmeldung(lage, m) }));
    return {
      term: termin.value,
      angaben,
      quittung: { module: gewaehlt, ...keineAngaben },
      erklaerung: { art: 'abmeldung', anmeldungen: laufend.map((l) => betroffen(l.modul, l.anmeldung)) },
      async ausfuehren(declarationId) {
        await beenden(lage, 'abmeldung', laufend, declarationId);
      },
    };
  },
});
