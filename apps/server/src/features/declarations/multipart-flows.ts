// The declarations sent as multipart (spec §7): credit (event 6, part `anrechnung`), compelling
// reason (part `verhindert`, no event kind) and the contact change (events 10/16, part `kontaktdaten`).
// The files become locked Akteneingang documents of the declaration.
import type { z } from 'zod';
import { messages } from '@examensportal/domain/messages';
import { pruefeVerhindertAuswahl } from '@examensportal/domain/rules/availability';
import { EREIGNISART } from '@examensportal/domain/rules/eventKinds';
import type { Art, Kontaktdaten } from '@examensportal/domain/rules/facts';
import {
  EIGNUNG_TEILE,
  type EignungTeil,
  PRUEFUNGSTEIL_KEYS,
  type PruefungsteilKey,
  pruefungsteil,
} from '@examensportal/domain/rules/module';
import {
  kontaktdatenEignungPayloadSchema,
  kontaktdatenPayloadSchema,
  KONTAKTDATEN_UPLOADS,
} from '@examensportal/domain/schemas/kontaktdatenAenderung';
import { ANRECHNUNG_UPLOADS, anrechnungPayloadSchema } from '@examensportal/domain/schemas/modul';
import {
  TRIFTIGER_GRUND_UPLOADS,
  verhindertEignungPayloadSchema,
  verhindertPayloadSchema,
} from '@examensportal/domain/schemas/triftigerGrund';
import { offenerTermin } from '@examensportal/domain/rules/terms';
import { ANRECHENBARE_MODULE } from '@examensportal/domain/rules/modulState';
import { HttpError } from '../../http/errors';
import type { StoredUpload } from '../../infra/upload';
import { insertCompellingReason, insertCredit, setKontaktdaten } from '../procedure/records';
import { offenerTerminDerErklaerung } from './envelope';
import {
  betroffen,
  laufendeAnmeldung,
  laufenderVersuch,
  nichtAnwendbar,
  verlangeAuswahl,
  verlangeEignung,
  verlangeWP,
  zustandEignung,
  zustandWP,
} from './regeln';
import type { Lage, Plan } from './transaction';

export interface MultipartAblauf<T> {
  kind: string;
  art: Art;
  /** The JSON text part. */
  teil: string;
  schema: z.ZodType<T>;
  arten: readonly number[] | null;
  listen: readonly string[];
  /** Akteneingang type per list. */
  typen: Readonly<Record<string, string>>;
  planen(lage: Lage, angaben: T, files: readonly StoredUpload[]): Promise<Plan> | Plan;
}

const ablauf = <T>(definition: MultipartAblauf<T>): MultipartAblauf<T> => definition;

const mindestensEinNachweis = (files: readonly StoredUpload[]) => {
  if (files.length === 0) throw new HttpError(422, messages.validation.mindestensEinNachweis);
};

/**
 * Event 6: a pending credit case per module for the office; WP is never creditable
 * (the schema takes only `wp: false`). The receipt names the running registrations the credit would
 * cancel once granted, with that fee consequence.
 */
export const anrechnung = ablauf({
  kind: 'anrechnung',
  art: 'WP',
  teil: 'anrechnung',
  schema: anrechnungPayloadSchema,
  arten: [EREIGNISART.anrechnung],
  listen: ANRECHNUNG_UPLOADS,
  typen: { masterzeugnis: 'ZEUGNIS', pruefungsbescheinigung: 'STBESCHEINIGUNG' },
  planen(lage, angaben, files) {
    const termin = offenerTerminDerErklaerung(angaben.zulassungsblock, lage.today, lage.settings);
    verlangeWP(lage, 'anrechnung');
    verlangeAuswahl(lage, 'anrechnung', angaben);
    mindestensEinNachweis(files);
    const application = lage.procedure.application;
    if (!application) throw nichtAnwendbar();
    const gewaehlt = ANRECHENBARE_MODULE.filter((m) => angaben[m] === true);
    const laufend = gewaehlt.flatMap((m) => {
      const l = laufendeAnmeldung(lage, m);
      return l ? [betroffen(m, l.anmeldung)] : [];
    });
    return {
      art: EREIGNISART.anrechnung,
      vorgang: 'anrechnung',
      term: termin.value,
      angaben,
      quittung: { ereignis: 'anrechnung', module: gewaehlt, pruefungsteile: [], angaben: [] },
      erklaerung: { art: 'anrechnung', stornierteAnmeldungen: laufend },
      async ausfuehren(declarationId) {
        for (const modul of gewaehlt) {
          await insertCredit(
            lage.tx,
            {
              accountId: lage.procedure.account.accountId,
              applicationId: application.id,
              modul,
              beantragtAm: lage.today,
              declarationId,
            },
            lage.now,
          );
        }
      },
    };
  },
});

const gewaehlteTeile = <K extends string>(
  angaben: Readonly<Partial<Record<string, unknown>>>,
  keys: readonly K[],
) => keys.filter((key) => angaben[key] === true);

/**
 * Compelling reason: a pending case per flagged part for the invitation it answers;
 * nothing is withdrawn until the office decides. Only parts the state flags verhindert.
 */
export const triftigerGrund = ablauf({
  kind: 'triftigergrund',
  art: 'WP',
  teil: 'verhindert',
  schema: verhindertPayloadSchema,
  arten: null,
  listen: TRIFTIGER_GRUND_UPLOADS,
  typen: { zeugnis: 'ATTEST', grund: 'ATTEST' },
  planen(lage, angaben, files) {
    verlangeWP(lage, 'triftigerGrund');
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
      art: null,
      vorgang: 'triftigerGrund',
      term: offenerTermin(lage.today, lage.settings).value,
      angaben,
      quittung: {
        ereignis: 'triftigerGrund',
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

export const triftigerGrundEignung = ablauf({
  kind: 'triftigergrundeignung',
  art: 'EIGNUNG',
  teil: 'verhindert',
  schema: verhindertEignungPayloadSchema,
  arten: null,
  listen: TRIFTIGER_GRUND_UPLOADS,
  typen: { zeugnis: 'attest', grund: 'attest' },
  planen(lage, angaben, files) {
    verlangeEignung(lage, 'triftigerGrund');
    const fehler = pruefeVerhindertAuswahl(angaben, zustandEignung(lage).modulverhindert, files.length);
    if (fehler) throw new HttpError(422, fehler);
    const { versuch, id } = laufenderVersuch(lage);
    const teile = gewaehlteTeile<EignungTeil>(angaben, EIGNUNG_TEILE).map((teil) => {
      const ladungVom = versuch.geladenAm[teil];
      if (!ladungVom) throw nichtAnwendbar();
      return { teil, ladungVom };
    });
    return {
      art: null,
      vorgang: 'triftigerGrundEignung',
      term: offenerTermin(lage.today, lage.settings).value,
      angaben,
      quittung: {
        ereignis: 'triftigerGrundEignung',
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

type KontaktdatenAngaben = Omit<Kontaktdaten, 'email'> & { art: number; abgesendetAm: string };

/** Events 10/16: whenever an application exists; the e-mail stays the account's. */
function kontaktdatenPlan(lage: Lage, angaben: KontaktdatenAngaben, art: 'WP' | 'EIGNUNG'): Plan {
  const state = art === 'WP' ? zustandWP(lage) : zustandEignung(lage);
  if (state.zwischegespeichert === 0) throw nichtAnwendbar();
  const { art: _art, abgesendetAm: _abgesendetAm, ...felder } = angaben;
  const kontaktdaten: Kontaktdaten = { ...felder, email: lage.procedure.account.email };
  return {
    art: art === 'WP' ? EREIGNISART.kontaktdaten : EREIGNISART.kontaktdatenEignung,
    vorgang: art === 'WP' ? 'kontaktdaten' : 'kontaktdatenEignung',
    term: null,
    angaben,
    quittung: {
      ereignis: art === 'WP' ? 'kontaktdaten' : 'kontaktdatenEignung',
      module: [],
      pruefungsteile: [],
      angaben: [],
    },
    erklaerung: { art: 'kontaktdaten' },
    async ausfuehren() {
      await setKontaktdaten(lage.tx, lage.procedure.account.accountId, kontaktdaten, lage.now);
    },
  };
}

export const kontaktdaten = ablauf({
  kind: 'kontaktdaten',
  art: 'WP',
  teil: 'kontaktdaten',
  schema: kontaktdatenPayloadSchema,
  arten: [EREIGNISART.kontaktdaten],
  listen: KONTAKTDATEN_UPLOADS,
  typen: { lebenslauf: 'LEBENSLAUF', attest: 'ATTEST' },
  planen: (lage, angaben) => kontaktdatenPlan(lage, angaben, 'WP'),
});

export const kontaktdatenEignung = ablauf({
  kind: 'kontaktdateneignung',
  art: 'EIGNUNG',
  teil: 'kontaktdaten',
  schema: kontaktdatenEignungPayloadSchema,
  arten: [EREIGNISART.kontaktdatenEignung],
  listen: KONTAKTDATEN_UPLOADS,
  typen: { lebenslauf: 'EIGNUNG_NACHWEIS', attest: 'attest' },
  planen: (lage, angaben) => kontaktdatenPlan(lage, angaben, 'EIGNUNG'),
});
