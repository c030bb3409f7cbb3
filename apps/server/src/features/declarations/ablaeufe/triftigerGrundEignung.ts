// The handler of erklaerungen/triftigerGrundEignung.ts: POST /api/modul/triftigergrundeignung, multipart.
import { EIGNUNG_TEILE } from '@examensportal/domain/rules/module';
import { verhindertEignungPayloadSchema } from '@examensportal/domain/schemas/triftigerGrund';
import { laufenderVersuch, nichtAnwendbar, zustandEignung } from '../regeln';
import { triftigerGrundAblauf } from './triftigerGrund';

/** The aptitude-test candidate: a case per part, filed with the running attempt. */
export const triftigerGrundEignung = triftigerGrundAblauf('triftigerGrundEignung', {
  schema: verhindertEignungPayloadSchema,
  typen: { zeugnis: 'attest', grund: 'attest' },
  verhindert: (lage) => zustandEignung(lage).modulverhindert,
  teile: EIGNUNG_TEILE,
  zuordnung: (lage) => {
    const { versuch, id } = laufenderVersuch(lage);
    return (teil) => {
      const ladungVom = versuch.geladenAm[teil];
      if (!ladungVom) throw nichtAnwendbar();
      return { teil, ladungVom, ziel: { eignungAttemptId: id }, termin: versuch.termin };
    };
  },
});
