// The handler of erklaerungen/triftigerGrundEignung.ts: POST /api/modul/triftigergrundeignung, multipart.
import { pruefeVerhindertAuswahl } from '@examensportal/domain/rules/availability';
import { EIGNUNG_TEILE, type EignungTeil } from '@examensportal/domain/rules/module';
import { TRIFTIGER_GRUND_UPLOADS } from '@examensportal/domain/schemas/triftigerGrund';
import { offenerTermin } from '@examensportal/domain/rules/terms';
import { HttpError } from '../../../http/errors';
import { insertCompellingReason } from '../../procedure/records';
import { laufenderVersuch, nichtAnwendbar, verlangeVerfuegbar, zustandEignung } from '../regeln';
import { multipartAblauf } from './ablauf';
import { gewaehlteTeile } from './gemeinsam';

export const triftigerGrundEignung = multipartAblauf('triftigerGrundEignung', {
  kind: 'triftigergrundeignung',
  teil: 'verhindert',
  listen: TRIFTIGER_GRUND_UPLOADS,
  typen: { zeugnis: 'attest', grund: 'attest' },
  planen(lage, angaben, files) {
    verlangeVerfuegbar(lage, 'triftigerGrundEignung');
    const fehler = pruefeVerhindertAuswahl(angaben, zustandEignung(lage).modulverhindert, files.length);
    if (fehler) throw new HttpError(422, fehler);
    const { versuch, id } = laufenderVersuch(lage);
    const teile = gewaehlteTeile<EignungTeil>(angaben, EIGNUNG_TEILE).map((teil) => {
      const ladungVom = versuch.geladenAm[teil];
      if (!ladungVom) throw nichtAnwendbar();
      return { teil, ladungVom };
    });
    return {
      term: offenerTermin(lage.today, lage.settings).value,
      angaben,
      quittung: {
        module: [],
        pruefungsteile: teile.map((t) => t.teil),
        angaben: [],
      },
      erklaerung: { art: 'triftigerGrund' },
      async ausfuehren(declarationId) {
        for (const t of teile) {
          await insertCompellingReason(
            lage.tx,
            {
              accountId: lage.procedure.account.accountId,
              ziel: { eignungAttemptId: id },
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
