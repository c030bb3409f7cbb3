// Writes the facts. These functions check nothing beyond what the database enforces: the callers
// (office commands, candidate flows, demo) decide with the domain rules first and call them inside
// their one transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { IsoDate } from '@examensportal/domain/dates';
import type {
  Entscheidung,
  Ergebnis,
  Kontaktdaten,
  VorzeitigeZulassung,
} from '@examensportal/domain/rules/facts';
import { isVorgezogen, type Modul, type ModulSlot, slotModul } from '@examensportal/domain/rules/module';
import type { ErgebnisNoten } from '@examensportal/domain/rules/modulnote';
import {
  accounts,
  applications,
  candidates,
  compellingReasons,
  credits,
  eignungAttempts,
  examTerms,
  invitations,
  moduleRegistrations,
  officeActions,
  postponements,
  results,
  withdrawals,
} from '../../db/schema';
import type { FirstStatement, LastStatement } from '../../db/begin-with';
import type { Conn } from '../../db/connect';
import { preparedStatement } from '../../db/prepared';
import type { ApplicationRow } from './repo';
import { officeActionContentHash } from '../protokoll/content';

/** The candidate row of an account (created on first use, with the account's kind). */
async function ensureCandidate(tx: Conn, accountId: string, now: Date): Promise<void> {
  const [account] = await tx.select({ art: accounts.art }).from(accounts).where(eq(accounts.id, accountId));
  await insertCandidate(tx, accountId, account, now);
}

async function insertCandidate(
  tx: Conn,
  accountId: string,
  account: Pick<typeof accounts.$inferSelect, 'art'> | undefined,
  now: Date,
) {
  if (!account) throw new Error(`account ${accountId} not found`);
  await tx
    .insert(candidates)
    .values({ accountId, art: account.art, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

export async function setKontaktdaten(tx: Conn, accountId: string, kontaktdaten: Kontaktdaten, now: Date) {
  await tx
    .update(candidates)
    .set({ kontaktdaten, updatedAt: now })
    .where(eq(candidates.accountId, accountId));
}

/** A new interim-saved application. */
export async function insertDraft(
  tx: Conn,
  values: {
    accountId: string;
    art: 'WP' | 'EIGNUNG';
    term: string | null;
    payload: unknown;
    /** The attempt the career rules give the new application (rules/laufbahn.ts). */
    versuch: number;
  },
  now: Date,
): Promise<ApplicationRow> {
  await ensureCandidate(tx, values.accountId, now);
  const [row] = await tx
    .insert(applications)
    .values({ ...values, status: 'draft', createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

// The payload goes to the driver as it is: both serialise an object for a jsonb parameter.
const updateDraftStatement = preparedStatement('ep_update_draft', (tx) =>
  tx
    .update(applications)
    .set({
      term: sql`${sql.placeholder('term')}`,
      payload: sql`${sql.placeholder('payload')}`,
      updatedAt: sql`${sql.placeholder('updatedAt')}`,
    })
    .where(and(eq(applications.id, sql.placeholder('id')), eq(applications.status, 'draft'))),
);

/** The draft's update as a transaction's last statement (db/begin-with.ts: with COMMIT, decision 0103). */
export const updateDraftLast = (
  id: string,
  values: { term: string | null; payload: unknown },
  now: Date,
): LastStatement => ({ statement: updateDraftStatement, values: { ...values, updatedAt: now, id } });

export interface Submission {
  term: string;
  /** The attempt of the application (rules/laufbahn.ts); a draft keeps the one it was started with. */
  versuch: number;
  payload: unknown;
  antragsdatum: IsoDate;
  vorzeitigeZulassung: VorzeitigeZulassung;
  entfalleneModule: readonly Modul[];
}

/** Turns the draft (or a new application) into a submitted one. */
export async function submitApplication(
  tx: Conn,
  values: { accountId: string; art: 'WP' | 'EIGNUNG'; draftId: string | null } & Submission,
  now: Date,
): Promise<ApplicationRow> {
  const { draftId, accountId, art, entfalleneModule, ...rest } = values;
  const fields = {
    ...rest,
    entfalleneModule: [...entfalleneModule],
    status: 'submitted',
    submittedAt: now,
    updatedAt: now,
  };
  if (draftId) {
    const [row] = await tx
      .update(applications)
      .set(fields)
      .where(and(eq(applications.id, draftId), eq(applications.status, 'draft')))
      .returning();
    if (!row) throw new Error(`draft ${draftId} is no longer a draft`);
    return row;
  }
  await ensureCandidate(tx, accountId, now);
  const [row] = await tx
    .insert(applications)
    .values({ accountId, art, ...fields, createdAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function decideApplication(
  tx: Conn,
  id: string,
  decision:
    | { status: 'admitted'; ersteszulassungsdatum: IsoDate; begruendung?: string | null }
    | { status: 'rejected'; begruendung: string },
  now: Date,
): Promise<void> {
  await tx
    .update(applications)
    .set({ ...decision, decidedAt: now, updatedAt: now })
    .where(and(eq(applications.id, id), eq(applications.status, 'submitted')));
}

export async function withdrawApplication(tx: Conn, id: string, now: Date): Promise<void> {
  await tx
    .update(applications)
    .set({ status: 'withdrawn', decidedAt: now, updatedAt: now })
    .where(and(eq(applications.id, id), eq(applications.status, 'submitted')));
}

export async function insertRegistration(
  tx: Conn,
  values: {
    accountId: string;
    applicationId: string;
    slot: ModulSlot;
    term: string;
    angemeldetAm: IsoDate;
    declarationId?: string | null;
  },
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(moduleRegistrations)
    .values({
      accountId: values.accountId,
      applicationId: values.applicationId,
      modul: slotModul(values.slot),
      vorgezogen: isVorgezogen(values.slot),
      term: values.term,
      angemeldetAm: values.angemeldetAm,
      declarationId: values.declarationId ?? null,
      createdAt: now,
    })
    .returning({ id: moduleRegistrations.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** A June registration moves to the term's regular sitting (the office set no June sitting for it). */
export async function inRegulaereSitzung(tx: Conn, registrationId: string): Promise<void> {
  await tx
    .update(moduleRegistrations)
    .set({ vorgezogen: false })
    .where(eq(moduleRegistrations.id, registrationId));
}

export async function insertPostponement(
  tx: Conn,
  values: {
    accountId: string;
    registrationId: string;
    am: IsoDate;
    toTerm: string;
    declarationId?: string | null;
  },
  now: Date,
): Promise<void> {
  await tx.insert(postponements).values({ ...values, createdAt: now });
}

export async function insertEignungAttempt(
  tx: Conn,
  values: { accountId: string; applicationId: string; term: string },
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(eignungAttempts)
    .values({ ...values, createdAt: now })
    .returning({ id: eignungAttempts.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The target of a fact: a WP registration or an aptitude attempt. */
export type Ziel = { registrationId: string } | { eignungAttemptId: string };

const zielSpalten = (ziel: Ziel) =>
  'registrationId' in ziel
    ? { registrationId: ziel.registrationId, eignungAttemptId: null }
    : { registrationId: null, eignungAttemptId: ziel.eignungAttemptId };

export async function insertInvitation(
  tx: Conn,
  values: { accountId: string; ziel: Ziel; teil: string; geladenAm: IsoDate },
  now: Date,
): Promise<void> {
  await tx.insert(invitations).values({
    accountId: values.accountId,
    ...zielSpalten(values.ziel),
    teil: values.teil,
    geladenAm: values.geladenAm,
    createdAt: now,
  });
}

/** The columns of `results` and `result_corrections` the parts fill (decisions 0056, 0068). */
export const notenSpaltenWerte = (noten: ErgebnisNoten | null | undefined) => ({
  noteSchriftlich: noten?.noteSchriftlich ?? null,
  noteMuendlich: noten?.noteMuendlich ?? null,
  modulnote: noten?.modulnote ?? null,
  noteArbeit1: noten?.arbeiten?.[0] ?? null,
  noteArbeit2: noten?.arbeiten?.[1] ?? null,
});

export async function insertResult(
  tx: Conn,
  values: {
    accountId: string;
    ziel: Ziel;
    ergebnis: Ergebnis;
    am: IsoDate;
    noten?: ErgebnisNoten | undefined;
  },
  now: Date,
): Promise<void> {
  await tx.insert(results).values({
    accountId: values.accountId,
    ...zielSpalten(values.ziel),
    ergebnis: values.ergebnis,
    ...notenSpaltenWerte(values.noten),
    am: values.am,
    createdAt: now,
  });
}

export type WithdrawalKind = 'abmeldung' | 'modulruecktritt' | 'gesamtruecktritt' | 'eignungruecktritt';

export async function insertWithdrawal(
  tx: Conn,
  values: {
    accountId: string;
    kind: WithdrawalKind;
    registrationId?: string;
    applicationId?: string;
    eignungAttemptId?: string;
    am: IsoDate;
    grund?: string;
    declarationId?: string | null;
  },
  now: Date,
): Promise<void> {
  await tx.insert(withdrawals).values({
    accountId: values.accountId,
    kind: values.kind,
    registrationId: values.registrationId ?? null,
    applicationId: values.applicationId ?? null,
    eignungAttemptId: values.eignungAttemptId ?? null,
    am: values.am,
    grund: values.grund ?? null,
    declarationId: values.declarationId ?? null,
    createdAt: now,
  });
}

export async function insertCompellingReason(
  tx: Conn,
  values: {
    accountId: string;
    ziel: Ziel;
    teil: string;
    ladungVom: IsoDate;
    gemeldetAm: IsoDate;
    declarationId?: string | null;
  },
  now: Date,
): Promise<void> {
  await tx.insert(compellingReasons).values({
    accountId: values.accountId,
    ...zielSpalten(values.ziel),
    teil: values.teil,
    ladungVom: values.ladungVom,
    gemeldetAm: values.gemeldetAm,
    status: 'pending',
    declarationId: values.declarationId ?? null,
    createdAt: now,
  });
}

type CompellingReasonRow = typeof compellingReasons.$inferSelect;

/** Decides the pending case of one part of one registration/attempt; false when there is none. */
export async function decideCompellingReason(
  tx: Conn,
  values: {
    ziel: Ziel;
    teil: string;
    status: Exclude<Entscheidung, 'pending'>;
    am: IsoDate;
    begruendung?: string | null;
  },
): Promise<CompellingReasonRow | undefined> {
  const target =
    'registrationId' in values.ziel
      ? eq(compellingReasons.registrationId, values.ziel.registrationId)
      : eq(compellingReasons.eignungAttemptId, values.ziel.eignungAttemptId);
  const rows = await tx
    .update(compellingReasons)
    .set({ status: values.status, entschiedenAm: values.am, begruendung: values.begruendung ?? null })
    .where(and(target, eq(compellingReasons.teil, values.teil), eq(compellingReasons.status, 'pending')))
    .returning();
  return rows[0];
}

export async function insertCredit(
  tx: Conn,
  values: {
    accountId: string;
    applicationId: string;
    modul: Modul;
    beantragtAm: IsoDate;
    declarationId?: string | null;
  },
  now: Date,
): Promise<void> {
  await tx.insert(credits).values({
    ...values,
    declarationId: values.declarationId ?? null,
    status: 'pending',
    createdAt: now,
  });
}

export async function decideCredit(
  tx: Conn,
  values: {
    applicationId: string;
    modul: Modul;
    status: Exclude<Entscheidung, 'pending'>;
    am: IsoDate;
    begruendung?: string | null;
  },
): Promise<boolean> {
  const rows = await tx
    .update(credits)
    .set({ status: values.status, entschiedenAm: values.am, begruendung: values.begruendung ?? null })
    .where(
      and(
        eq(credits.applicationId, values.applicationId),
        eq(credits.modul, values.modul),
        eq(credits.status, 'pending'),
      ),
    )
    .returning({ id: credits.id });
  return rows.length > 0;
}

export async function upsertExamTerm(
  tx: Conn,
  values: {
    term: string;
    year: number;
    number: 1 | 2;
    /** null: the legal deadline of R-02. */
    registrationDeadline: IsoDate | null;
    juneModules: readonly Modul[];
    paperDates: Readonly<Partial<Record<ModulSlot, readonly IsoDate[]>>>;
    paperTimes: Readonly<Partial<Record<ModulSlot, readonly (string | null)[]>>>;
    venues: Readonly<Partial<Record<'regulaer' | 'juni', Readonly<Partial<Record<string, string>>>>>>;
  },
  now: Date,
): Promise<void> {
  const row = { ...values, juneModules: [...values.juneModules], updatedAt: now };
  await tx
    .insert(examTerms)
    .values(row)
    .onConflictDoUpdate({
      target: examTerms.term,
      set: {
        registrationDeadline: row.registrationDeadline,
        juneModules: row.juneModules,
        paperDates: row.paperDates,
        paperTimes: row.paperTimes,
        venues: row.venues,
        updatedAt: now,
      },
    });
}

export async function insertOfficeAction(
  tx: Conn,
  values: { von: string; command: string; accountId: string | null; details: unknown },
  now: Date,
): Promise<number> {
  const content = { ...values, details: values.details ?? {}, at: now };
  const [row] = await tx
    .insert(officeActions)
    .values({ ...content, contentHash: officeActionContentHash(content) })
    .returning({ id: officeActions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Locks the application row for the rest of the transaction (office and candidate act at once). */
export async function lockApplication(tx: Conn, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  return row;
}

/**
 * The one lock of a candidate: the account row, FOR UPDATE – the same row and mode the upload intake
 * locks (documents/repo lockAccount), taken first, so a candidate's upload and an office action on
 * them queue instead of deadlocking. Then the candidate row is made sure of.
 */
const lockStatement = preparedStatement('ep_lock_candidate', (tx) =>
  tx
    .select({ art: accounts.art, candidate: candidates.accountId })
    .from(accounts)
    .leftJoin(candidates, eq(candidates.accountId, accounts.id))
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .for('update', { of: accounts }),
);

/** What the lock reads: the kind of account and whether its candidate row exists. */
export interface CandidateLock {
  art: string;
  candidate: string | null;
}

/**
 * The same lock as the first statement of a transaction (db/begin-with.ts): on PostgreSQL sent with
 * BEGIN as one text, its columns named as the prepared statement's fields (issue 29, decision 0098).
 */
export const candidateLock = (accountId: string): FirstStatement<CandidateLock> => ({
  text:
    'select "accounts"."art" as "art", "candidates"."account_id" as "candidate" from "accounts" ' +
    'left join "candidates" on "candidates"."account_id" = "accounts"."id" ' +
    'where "accounts"."id" = $1 for update of "accounts"',
  uuid: accountId,
  prepared: (tx) => lockStatement(tx, { accountId }),
});

/**
 * Locks the candidate (or, given the rows of {@link candidateLock} already run in this transaction,
 * takes them) and makes sure the candidate row exists.
 */
export async function lockCandidate(
  tx: Conn,
  accountId: string,
  now: Date,
  locked?: readonly CandidateLock[],
): Promise<void> {
  // The lock reads the kind of account and whether the candidate row exists: one round trip instead of
  // three inside the lock (issue 29). Candidate rows are never deleted, so one seen here stays.
  const [account] = locked ?? (await lockStatement(tx, { accountId }));
  if (account?.candidate == null) await insertCandidate(tx, accountId, account, now);
}
