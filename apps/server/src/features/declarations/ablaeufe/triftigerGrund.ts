// The handler of erklaerungen/triftigerGrund.ts: POST /api/modul/triftigergrund, multipart.
import { pruefeVerhindertAuswahl } from '@examensportal/domain/rules/availability';
import { PRUEFUNGSTEIL_KEYS, type PruefungsteilKey, pruefungsteil } from '@examensportal/domain/rules/module';
import { TRIFTIGER_GRUND_UPLOADS } from '@examensportal/domain/schemas/triftigerGrund';
import { offenerTermin } from '@examensportal/domain/rules/terms';
import { HttpError } from '../../../http/errors';
import { insertCompellingReason } from '../../procedure/records';
import { laufendeAnmeldung, nichtAnwendbar, verlangeVerfuegbar, zustandWP } from '../regeln';
import { multipartAblauf } from './ablauf';
import { gewaehlteTeile } from './gemeinsam';

/**
 * Compelling reason: a pending case per flagged part for the invitation it answers;
 * nothing is withdrawn until the office decides. Only parts the state flags verhindert.
 */
export const triftigerGrund = multipartAblauf('triftigerGrund', {
  kind: 'triftigergrund',
  teil: 'verhindert',
  listen: TRIFTIGER_GRUND_UPLOADS,
  typen: { zeugnis: 'ATTEST', grund: 'ATTEST' },
  planen(lage, angaben, files) {
    verlangeVerfuegbar(lage, 'triftigerGrund');
    const fehler = pruefeVerhindertAuswahl(angaben, zustandWP(lage).modulverhindert, files.length);
    if (fehler) throw new HttpError(422, fehler);
    const teile = gewaehlteTeile<PruefungsteilKey>(angaben, PRUEFUNGSTEIL_KEYS).map((key) => {
      const { modul, teil } = pruefungsteil(key);
      const l = laufendeAnmeldung(lage, modul);
      const ladungVom = l?.anmeldung.geladenAm[teil];
      if (!l || !ladungVom) throw nichtAnwendbar();
      return { key, teil, ladungVom, registrationId: l.id };
    });
    return {
      term: offenerTermin(lage.today, lage.settings).value,
      angaben,
      quittung: {
        module: [],
        pruefungsteile: teile.map((t) => t.key),
        angaben: [],
      },
      erklaerung: { art: 'triftigerGrund' },
      async ausfuehren(declarationId) {
        for (const t of teile) {
          await insertCompellingReason(
            lage.tx,
            {
              accountId: lage.procedure.account.accountId,
              ziel: { registrationId: t.registrationId },
              teil: t.teil,
              ladungVom: t.ladungVom,
              gemeldetAm: lage.today,
              declarationId,
            },
            lage.now,
          );
        }
      },
    };
  },
});
