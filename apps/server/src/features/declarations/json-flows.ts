// The declarations with a JSON envelope (spec §7 POST /api/modul/{kind}): registration (3),
// deregistration (4), postponement (5), module withdrawal (7/8), whole-exam withdrawal (9),
// withdrawal of the application (2) and the aptitude test's 13 and 14.
import type { z } from 'zod';
import { EREIGNISART } from '@examensportal/domain/rules/eventKinds';
import { gewaehlteSlots } from '@examensportal/domain/rules/availability';
import type { Art } from '@examensportal/domain/rules/facts';
import {
  MODUL_SLOTS,
  MODULE,
  type Modul,
  type ModulSlot,
  slotModul,
} from '@examensportal/domain/rules/module';
import { addHalfYears, parseSemester } from '@examensportal/domain/rules/semester';
import { messages } from '@examensportal/domain/messages';
import { serverTexte } from '@examensportal/domain/messages-server';
import {
  abmeldungPayloadSchema,
  anmeldungPayloadSchema,
  gesamtruecktrittPayloadSchema,
  geladenAmKey,
  modulruecktrittPayloadSchema,
  verschiebungPayloadSchema,
} from '@examensportal/domain/schemas/modul';
import {
  eignungRuecknahmePayloadSchema,
  eignungRuecktrittPayloadSchema,
} from '@examensportal/domain/schemas/eignung';
import { ruecknahmePayloadSchema } from '@examensportal/domain/schemas/zulassung';
import { HttpError } from '../../http/errors';
import {
  insertPostponement,
  insertRegistration,
  insertWithdrawal,
  withdrawApplication,
} from '../procedure/records';
import { offenerTerminDerErklaerung } from './envelope';
import {
  betroffen,
  gewaehlteAnmeldung,
  laufendeAnmeldung,
  laufenderVersuch,
  nichtAnwendbar,
  verlangeAuswahl,
  verlangeEignung,
  verlangeGesamtruecktritt,
  verfuegbarEignung,
  verfuegbarWP,
  verlangeWP,
  zustandWP,
} from './regeln';
import type { Lage, Plan } from './transaction';

export interface JsonAblauf<T> {
  /** The path below /api/modul/. */
  kind: string;
  art: Art;
  schema: z.ZodType<T>;
  /** The event kinds the route takes. */
  arten: readonly number[];
  planen(lage: Lage, angaben: T): Promise<Plan> | Plan;
}

const ablauf = <T>(definition: JsonAblauf<T>): JsonAblauf<T> => definition;

const module = (slots: readonly ModulSlot[]): Modul[] => [...new Set(slots.map(slotModul))];

const keineAngaben = { pruefungsteile: [], angaben: [] } as const;

/** Event 3: a registration per chosen slot for the open term. */
export const anmeldung = ablauf({
  kind: 'anmeldung',
  art: 'WP',
  schema: anmeldungPayloadSchema,
  arten: [EREIGNISART.anmeldung],
  planen(lage, angaben) {
    const termin = offenerTerminDerErklaerung(angaben.zulassungsblock, lage.today, lage.settings);
    verlangeWP(lage, 'anmeldung');
    verlangeAuswahl(lage, 'anmeldung', angaben);
    const application = lage.procedure.application;
    if (!application) throw nichtAnwendbar();
    const slots = gewaehlteSlots(angaben).map((s) => s.slot);
    return {
      art: EREIGNISART.anmeldung,
      vorgang: 'anmeldung',
      term: termin.value,
      angaben,
      quittung: { ereignis: 'anmeldung', module: slots, ...keineAngaben },
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

/**
 * Ends running registrations: a deregistration (also with the application: grund 'ruecknahme') or a
 * module withdrawal.
 */
async function beenden(
  lage: Lage,
  kind: 'abmeldung' | 'modulruecktritt',
  laufend: readonly { id: string }[],
  declarationId: string,
  grund?: string,
): Promise<void> {
  for (const l of laufend) {
    await insertWithdrawal(
      lage.tx,
      {
        accountId: lage.procedure.account.accountId,
        kind,
        registrationId: l.id,
        am: lage.today,
        ...(grund ? { grund } : {}),
        declarationId,
      },
      lage.now,
    );
  }
}

/** Event 4: the running registration ends before its invitation; no attempt used. */
export const abmeldung = ablauf({
  kind: 'abmeldung',
  art: 'WP',
  schema: abmeldungPayloadSchema,
  arten: [EREIGNISART.abmeldung],
  planen(lage, angaben) {
    const termin = offenerTerminDerErklaerung(angaben.zulassungsblock, lage.today, lage.settings);
    verlangeWP(lage, 'abmeldung');
    verlangeAuswahl(lage, 'abmeldung', angaben);
    const gewaehlt = gewaehlteSlots(angaben).map((s) => s.modul);
    const laufend = gewaehlt.map((m) => ({ modul: m, ...gewaehlteAnmeldung(lage, m) }));
    return {
      art: EREIGNISART.abmeldung,
      vorgang: 'abmeldung',
      term: termin.value,
      angaben,
      quittung: { ereignis: 'abmeldung', module: gewaehlt, ...keineAngaben },
      erklaerung: { art: 'abmeldung', anmeldungen: laufend.map((l) => betroffen(l.modul, l.anmeldung)) },
      async ausfuehren(declarationId) {
        await beenden(lage, 'abmeldung', laufend, declarationId);
      },
    };
  },
});

/** Event 5: once, by one term, before the invitation; the postponements table keeps "once". */
export const verschiebung = ablauf({
  kind: 'verschiebung',
  art: 'WP',
  schema: verschiebungPayloadSchema,
  arten: [EREIGNISART.verschiebung],
  planen(lage, angaben) {
    const termin = offenerTerminDerErklaerung(angaben.zulassungsblock, lage.today, lage.settings);
    verlangeWP(lage, 'verschiebung');
    verlangeAuswahl(lage, 'verschiebung', angaben);
    const ziel = addHalfYears(termin, 1);
    if (parseSemester(angaben.verschobenSemester)?.value !== ziel.value) {
      throw new HttpError(422, messages.generic.nichtAnwendbar);
    }
    const slots = gewaehlteSlots(angaben).map((s) => s.slot);
    const laufend = module(slots).map((m) => ({ modul: m, ...gewaehlteAnmeldung(lage, m) }));
    return {
      art: EREIGNISART.verschiebung,
      vorgang: 'verschiebung',
      term: termin.value,
      angaben,
      quittung: {
        ereignis: 'verschiebung',
        module: slots,
        pruefungsteile: [],
        angaben: [{ bezeichnung: messages.modulpruefung.neuerTermin, wert: ziel.display }],
      },
      erklaerung: { art: 'verschiebung', anmeldungen: laufend.map((l) => betroffen(l.modul, l.anmeldung)) },
      async ausfuehren(declarationId) {
        for (const l of laufend) {
          await insertPostponement(
            lage.tx,
            {
              accountId: lage.procedure.account.accountId,
              registrationId: l.id,
              am: lage.today,
              toTerm: ziel.value,
              declarationId,
            },
            lage.now,
          );
        }
      },
    };
  },
});

/**
 * Events 7 (written part) and 8 (oral part) [I, see schemas/modul.ts]: the invited registration ends
 * as a withdrawal, the attempt is used. The envelope's invitation dates must be the
 * stored ones – they identify the attempt the candidate saw. Fee: the office's last paper day of
 * the sitting decides where set (fees.ts); else [I] a withdrawal from the papers is declared by the end
 * of the last paper (half the fee), one from the oral exam after it (all of it).
 */
export const modulruecktritt = ablauf({
  kind: 'modulruecktritt',
  art: 'WP',
  schema: modulruecktrittPayloadSchema,
  arten: [EREIGNISART.modulruecktritt, EREIGNISART.modulruecktritt2],
  planen(lage, angaben) {
    const termin = offenerTerminDerErklaerung(angaben.zulassungsblock, lage.today, lage.settings);
    verlangeWP(lage, 'modulruecktritt');
    verlangeAuswahl(lage, 'modulruecktritt', angaben);
    const state = zustandWP(lage);
    const muendlich = angaben.art === EREIGNISART.modulruecktritt2;
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
    return {
      art: angaben.art,
      vorgang: 'modulruecktritt',
      term: termin.value,
      angaben,
      quittung: {
        ereignis: 'modulruecktritt',
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
        anmeldungen: laufend.map((l) => betroffen(l.modul, l.anmeldung)),
        am: lage.today,
        bisEndeLetzteAufsichtsarbeit: !muendlich,
      },
      async ausfuehren(declarationId) {
        await beenden(lage, 'modulruecktritt', laufend, declarationId);
      },
    };
  },
});

/**
 * Event 9: more than N days after the admission; the overall attempt is lost and the
 * running registrations end with it – the facts read them as ended through the withdrawal.
 */
export const pruefungsruecktritt = ablauf({
  kind: 'pruefungrucktritt',
  art: 'WP',
  schema: gesamtruecktrittPayloadSchema,
  arten: [EREIGNISART.gesamtruecktritt],
  planen(lage, angaben) {
    const termin = offenerTerminDerErklaerung(angaben.zulassungsblock, lage.today, lage.settings);
    verlangeGesamtruecktritt(lage, verfuegbarWP(lage).gesamtruecktritt);
    const application = lage.procedure.application;
    if (!application) throw nichtAnwendbar();
    const laufend = (['wp', 'wr', 'bwl', 'st'] as const).flatMap((m) => {
      const l = laufendeAnmeldung(lage, m);
      return l ? [{ modul: m, ...l }] : [];
    });
    // the office's paper days where set (fees.ts); else [I] declared before any oral
    // invitation counts as by the end of the papers (half the fee).
    const bisEnde = laufend.every((l) => l.anmeldung.geladenAm.muendlich === null);
    return {
      art: EREIGNISART.gesamtruecktritt,
      vorgang: 'gesamtruecktritt',
      term: termin.value,
      angaben,
      quittung: { ereignis: 'gesamtruecktritt', module: [], ...keineAngaben },
      erklaerung: {
        art: 'gesamtruecktritt',
        anmeldungen: laufend.map((l) => betroffen(l.modul, l.anmeldung)),
        am: lage.today,
        bisEndeLetzteAufsichtsarbeit: bisEnde,
      },
      async ausfuehren(declarationId) {
        await insertWithdrawal(
          lage.tx,
          {
            accountId: lage.procedure.account.accountId,
            kind: 'gesamtruecktritt',
            applicationId: application.id,
            am: lage.today,
            declarationId,
          },
          lage.now,
        );
      },
    };
  },
});

/** Event 2: a submitted, not yet admitted application is withdrawn. */
export const ruecknahme = ablauf({
  kind: 'ruecknahme',
  art: 'WP',
  schema: ruecknahmePayloadSchema,
  arten: [EREIGNISART.ruecknahme],
  planen(lage, angaben) {
    offenerTerminDerErklaerung(angaben.zulassungsblock, lage.today, lage.settings);
    verlangeWP(lage, 'ruecknahme');
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
      art: EREIGNISART.ruecknahme,
      vorgang: 'ruecknahme',
      term: antragsTermin.value,
      angaben,
      quittung: {
        ereignis: 'ruecknahme',
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

/** Event 13: the aptitude-test application, as event 2. */
export const ruecknahmeEignung = ablauf({
  kind: 'ruecknahmeeignung',
  art: 'EIGNUNG',
  schema: eignungRuecknahmePayloadSchema,
  arten: [EREIGNISART.ruecknahmeEignung],
  planen(lage, angaben) {
    offenerTerminDerErklaerung(angaben.zulassungsblock, lage.today, lage.settings);
    verlangeEignung(lage, 'ruecknahme');
    const application = lage.procedure.application;
    const antragsTermin = application?.term ? parseSemester(application.term) : null;
    if (!application || !antragsTermin) throw nichtAnwendbar();
    return {
      art: EREIGNISART.ruecknahmeEignung,
      vorgang: 'ruecknahmeEignung',
      term: antragsTermin.value,
      angaben,
      quittung: { ereignis: 'eignungRuecknahme', module: [], ...keineAngaben },
      erklaerung: { art: 'eignungRuecknahme', termin: antragsTermin },
      async ausfuehren() {
        await withdrawApplication(lage.tx, application.id, lage.now);
      },
    };
  },
});

/** Event 14: the running attempt ends as failed (§ 32, R-102). */
export const pruefungsruecktrittEignung = ablauf({
  kind: 'pruefungrucktritteignung',
  art: 'EIGNUNG',
  schema: eignungRuecktrittPayloadSchema,
  arten: [EREIGNISART.gesamtruecktrittEignung],
  planen(lage, angaben) {
    offenerTerminDerErklaerung(angaben.zulassungsblock, lage.today, lage.settings);
    verlangeGesamtruecktritt(lage, verfuegbarEignung(lage).gesamtruecktritt);
    const { versuch, id } = laufenderVersuch(lage);
    const termin = parseSemester(versuch.termin);
    if (!termin) throw nichtAnwendbar();
    return {
      art: EREIGNISART.gesamtruecktrittEignung,
      vorgang: 'gesamtruecktrittEignung',
      term: termin.value,
      angaben,
      quittung: { ereignis: 'eignungRuecktritt', module: [], ...keineAngaben },
      erklaerung: {
        art: 'eignungRuecktritt',
        termin,
        am: lage.today,
        bisEndeLetzteAufsichtsarbeit: versuch.geladenAm.mp === null,
      },
      async ausfuehren(declarationId) {
        await insertWithdrawal(
          lage.tx,
          {
            accountId: lage.procedure.account.accountId,
            kind: 'eignungruecktritt',
            eignungAttemptId: id,
            am: lage.today,
            declarationId,
          },
          lage.now,
        );
      },
    };
  },
});
