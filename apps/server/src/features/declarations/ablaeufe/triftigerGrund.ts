// The handler of erklaerungen/triftigerGrund.ts: POST /api/modul/triftigergrund, multipart; and the
// handler factory the aptitude test's compelling reason (triftigerGrundEignung.ts) shares.
import type { IsoDate } from '@examensportal/domain/dates';
import { effektiverTermin } from '@examensportal/domain/rules/attempts';
import { checkVerhindertAuswahl } from '@examensportal/domain/rules/availability';
import { PRUEFUNGSTEIL_KEYS, pruefungsteil } from '@examensportal/domain/rules/module';
import {
  TRIFTIGER_GRUND_UPLOADS,
  type verhindertEignungPayloadSchema,
  verhindertPayloadSchema,
} from '@examensportal/domain/schemas/triftigerGrund';
import { offenerTermin } from '@examensportal/domain/rules/terms';
import { HttpError } from '../../../http/errors';
import { insertCompellingReason, type Ziel } from '../../procedure/records';
import type { Lage } from '../transaction';
import { laufendeAnmeldung, nichtAnwendbar, verlangeVerfuegbar, zustandWP } from '../regeln';
import { multipartAblauf } from './ablauf';
import { gewaehlteTeile } from './gemeinsam';

/** What a compelling reason's handler needs to know of its candidate kind. */
interface TriftigerGrundWeg<T extends string> {
  /** The request schema of the candidate kind. */
  schema: typeof verhindertPayloadSchema | typeof verhindertEignungPayloadSchema;
  /** Akteneingang type of the certificate and of the statement. */
  typen: { zeugnis: string; grund: string };
  /** The parts the candidate kind's state flags verhindert. */
  verhindert(lage: Lage): Readonly<Partial<Record<T, boolean>>>;
  /** The exam parts of the kind (the request's checkboxes). */
  teile: readonly T[];
  /**
   * Where the pending case of a chosen part is filed and the invitation it answers; throws
   * nichtAnwendbar where there is none. Called once the choice is checked (the aptitude test reads
   * its running attempt there, before any part).
   */
  zuordnung(lage: Lage): (key: T) => { teil: string; ladungVom: IsoDate; ziel: Ziel; termin: string | null };
}

/**
 * Compelling reason (R-80 – R-82, for the aptitude test by analogy): a pending case per flagged part
 * for the invitation it answers; nothing is withdrawn until the office decides. Only parts the state
 * flags verhindert. WP and EIGNUNG differ only in data: their parts, state and where a case is filed.
 */
export function triftigerGrundAblauf<K extends 'triftigerGrund' | 'triftigerGrundEignung', T extends string>(
  key: K,
  weg: TriftigerGrundWeg<T>,
) {
  return multipartAblauf(key, weg.schema, {
    teil: 'verhindert',
    listen: TRIFTIGER_GRUND_UPLOADS,
    typen: weg.typen,
    planen(lage, angaben, files) {
      verlangeVerfuegbar(lage, key);
      const fehler = checkVerhindertAuswahl(angaben, weg.verhindert(lage), files.length);
      if (fehler) throw new HttpError(422, fehler);
      const zuordnung = weg.zuordnung(lage);
      const teile = gewaehlteTeile<T>(angaben, weg.teile).map((k) => ({ key: k, ...zuordnung(k) }));
      return {
        // The term the declaration concerns: the one of the invitation it answers (issue 26 point 8),
        // not the open term the candidate may already register for.
        term: teile.find((t) => t.termin !== null)?.termin ?? offenerTermin(lage.today, lage.settings).value,
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
                ziel: t.ziel,
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
}

/** The WP candidate: a case per module part, filed with the part's running registration. */
export const triftigerGrund = triftigerGrundAblauf('triftigerGrund', {
  schema: verhindertPayloadSchema,
  typen: { zeugnis: 'ATTEST', grund: 'ATTEST' },
  verhindert: (lage) => zustandWP(lage).modulverhindert,
  teile: PRUEFUNGSTEIL_KEYS,
  zuordnung: (lage) => (key) => {
    const { modul, teil } = pruefungsteil(key);
    const l = laufendeAnmeldung(lage, modul);
    const ladungVom = l?.anmeldung.geladenAm[teil];
    if (!l || !ladungVom) throw nichtAnwendbar();
    return {
      teil,
      ladungVom,
      ziel: { registrationId: l.id },
      termin: effektiverTermin(l.anmeldung)?.value ?? null,
    };
  },
});
