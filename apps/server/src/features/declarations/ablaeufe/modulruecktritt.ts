// The handler of erklaerungen/modulruecktritt.ts: POST /api/modul/modulruecktritt, JSON.
import { modulruecktrittPayloadSchema } from '@examensportal/domain/schemas/modul';
import { ERKLAERUNGEN } from '@examensportal/domain/erklaerungen/index';
import { gewaehlteSlots } from '@examensportal/domain/rules/availability';
import { messages } from '@examensportal/domain/messages';
import { serverTexte } from '@examensportal/domain/messages-server';
import { geladenAmKey } from '@examensportal/domain/schemas/modul';
import { HttpError } from '../../../http/errors';
import { offenerTerminDerErklaerung } from '../envelope';
import { betroffen, gewaehlteAnmeldung, verlangeAuswahl, verlangeVerfuegbar, zustandWP } from '../regeln';
import { jsonAblauf } from './ablauf';
import { beenden } from './gemeinsam';

/**
 * Events 7 (written part) and 8 (oral part) [I, see schemas/modul.ts]: the invited registration ends
 * as a withdrawal, the attempt is used. The envelope's invitation dates must be the
 * stored ones – they identify the attempt the candidate saw. Fee: the office's last paper day of
 * the sitting decides where set (fees.ts); else [I] a withdrawal from the papers is declared by the end
 * of the last paper (half the fee), one from the oral exam after it (all of it).
 */
export const modulruecktritt = jsonAblauf('modulruecktritt', modulruecktrittPayloadSchema, {
  planen(lage, angaben) {
    const termin = offenerTerminDerErklaerung(angaben.zulassungsblock, lage.today, lage.settings);
    verlangeVerfuegbar(lage, 'modulruecktritt');
    verlangeAuswahl(lage, 'modulruecktritt', angaben);
    const state = zustandWP(lage);
    const muendlich = angaben.art === ERKLAERUNGEN.modulruecktritt.ereignisarten[1];
    const gewaehlt = gewaehlteSlots(angaben).map((s) => s.modul);
    const laufend = gewaehlt.map((m) => {
      if (angaben[geladenAmKey(m)] !== state.modulgeladenAm[m]) {
        throw new HttpError(409, serverTexte.erklaerungen.ladungGeaendert);
      }
      const l = gewaehlteAnmeldung(lage, m);
      // The oral part can only be withdrawn from once it is invited.
      if (muendlich && l.anmeldung.geladenAm.muendlich === null)
        throw new HttpError(422, messages.generic.nichtAnwendbar);
      return { modul: m, ...l };
    });
    const anmeldungen = laufend.map((l) => betroffen(l.modul, l.anmeldung));
    return {
      ereignisart: angaben.art,
      // The term the withdrawal concerns: the registration's (issue 26 point 8), not the open one.
      term: anmeldungen[0]?.termin.value ?? termin.value,
      angaben,
      quittung: {
        module: gewaehlt,
        pruefungsteile: [],
        angaben: [
          {
            bezeichnung: messages.ruecktritt.teil,
            wert: messages.ruecktritt.teilOptionen[muendlich ? 'muendlich' : 'schriftlich'],
          },
        ],
      },
      erklaerung: {
        art: 'modulruecktritt',
        anmeldungen,
        am: lage.today,
        bisEndeLetzteAufsichtsarbeit: !muendlich,
      },
      async ausfuehren(declarationId) {
        await beenden(lage, 'modulruecktritt', laufend, declarationId);
      },
    };
  },
});
