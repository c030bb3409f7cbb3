// The facts of the examination procedure (architecture §5): what happened, never the flags the client
// sees – those are derived by the domain (deriveModulState). Every fact belongs to one candidate
// (account id) and, where it belongs to one overall attempt, to the admission it was made under.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';
import { chainColumns } from './schema-audit-chain';

// Instants come from the injected clock; calendar days are 'YYYY-MM-DD' strings (Europe/Berlin days).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });
const accountRef = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id);

const TERM_PATTERN = `'^[0-9]{4}/[12]$'`;

/** One exam term (Prüfungstermin) 'YYYY/S' and its settings. */
export const examTerms = pgTable(
  'exam_terms',
  {
    term: text('term').primaryKey(),
    year: integer('year').notNull(),
    number: smallint('number').notNull(),
    /** Last day (inclusive, Berlin) to apply or register for this term; NULL = the legal one of R-02. */
    registrationDeadline: day('registration_deadline'),
    /** Modules with an early (June) sitting; only term 2 has one (domain-rules §1.1, open question 2). */
    juneModules: text('june_modules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Days of the written papers per sitting, {slot: ['YYYY-MM-DD', …]}: the regular sitting under the
     * module, the June one under `…Vorgezogen`. A sitting without an entry keeps the default.
     */
    paperDates: jsonb('paper_dates')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Start time of each paper day, {slot: ['HH:MM' | null, …]} by the index of paper_dates (0016). */
    paperTimes: jsonb('paper_times')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The venue per regional office, {regulaer|juni: {'1'…'6': text}} (0016). */
    venues: jsonb('venues')
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    check('exam_terms_number_check', sql`${t.number} in (1, 2)`),
    check('exam_terms_term_check', sql`${t.term} = ${t.year}::text || '/' || ${t.number}::text`),
    check(
      'exam_terms_june_check',
      sql`${t.juneModules} <@ array['wp', 'wr', 'bwl', 'st']::text[] and (${t.number} = 2 or cardinality(${t.juneModules}) = 0)`,
    ),
    check(
      'exam_terms_paper_dates_check',
      sql`jsonb_typeof(${t.paperDates}) = 'object' and (${t.paperDates} - array['wp', 'wr', 'bwl', 'st', 'wpVorgezogen', 'wrVorgezogen', 'bwlVorgezogen', 'stVorgezogen']::text[]) = '{}'::jsonb`,
    ),
    check(
      'exam_terms_paper_times_check',
      sql`jsonb_typeof(${t.paperTimes}) = 'object' and (${t.paperTimes} - array['wp', 'wr', 'bwl', 'st', 'wpVorgezogen', 'wrVorgezogen', 'bwlVorgezogen', 'stVorgezogen']::text[]) = '{}'::jsonb`,
    ),
    check(
      'exam_terms_venues_check',
      sql`jsonb_typeof(${t.venues}) = 'object' and (${t.venues} - array['regulaer', 'juni']::text[]) = '{}'::jsonb`,
    ),
  ],
);

/** The candidate behind an account: kind and the contact data of the last declaration that set them. */
export const candidates = pgTable(
  'candidates',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id),
    art: text('art').notNull(),
    /** The domain's Kontaktdaten (spec §3), or null before the first submitted application. */
    kontaktdaten: jsonb('kontaktdaten'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [check('candidates_art_check', sql`${t.art} in ('WP', 'EIGNUNG')`)],
);

/** Applications for admission, WP and EIGNUNG; the newest one is the candidate's current procedure. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => candidates.accountId),
    art: text('art').notNull(),
    status: text('status').notNull(),
    /** The term applied for, 'YYYY/S'; null while a draft names none. */
    term: text('term'),
    /** Draft: the interim-saved form (zulassungEntwurfSchema / eignungEntwurfSchema output); from submit on the checked application. */
    payload: jsonb('payload').notNull(),
    vorzeitigeZulassung: smallint('vorzeitige_zulassung').notNull().default(0),
    /** Modules the declared shortening drops (entfalleneModule of the domain). */
    entfalleneModule: text('entfallene_module')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    antragsdatum: day('antragsdatum'),
    /** Day of the admission decision: starts the six-year clock. */
    ersteszulassungsdatum: day('ersteszulassungsdatum'),
    /** WP: the overall attempt (1, 2); aptitude test: the attempt (1–3). Set when it is started (rules/laufbahn). */
    versuch: smallint('versuch').notNull().default(1),
    /** Order in which the candidate's applications were started (timestamps can tie): the career's order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    submittedAt: ts('submitted_at'),
    decidedAt: ts('decided_at'),
    /** The office's reason for the decision, required for a rejection (migration 0013). */
    begruendung: text('begruendung'),
  },
  (t) => [
    index('applications_account_idx').on(t.accountId, t.createdAt),
    // one open application per candidate.
    uniqueIndex('applications_open_key')
      .on(t.accountId)
      .where(sql`${t.status} in ('draft', 'submitted')`),
    // One admission per attempt (R-62…R-64): a second admission for the same attempt is refused.
    uniqueIndex('applications_admitted_attempt_key')
      .on(t.accountId, t.versuch)
      .where(sql`${t.status} = 'admitted'`),
    check('applications_art_check', sql`${t.art} in ('WP', 'EIGNUNG')`),
    check('applications_versuch_check', sql`${t.versuch} between 1 and 3`),
    check(
      'applications_status_check',
      sql`${t.status} in ('draft', 'submitted', 'admitted', 'rejected', 'withdrawn')`,
    ),
    // eslint-disable-next-line no-restricted-properties -- TERM_PATTERN is a constant of this file, not input
    check('applications_term_check', sql`${t.term} is null or ${t.term} ~ ${sql.raw(TERM_PATTERN)}`),
    check('applications_vorzeitig_check', sql`${t.vorzeitigeZulassung} in (0, 6, 7)`),
    check(
      'applications_submitted_check',
      sql`${t.status} = 'draft' or (${t.term} is not null and ${t.antragsdatum} is not null)`,
    ),
    check(
      'applications_admitted_check',
      sql`(${t.status} = 'admitted') = (${t.ersteszulassungsdatum} is not null)`,
    ),
  ],
);

/**
 * Every declaration as received (spec §3 event kinds), append-only in the database too: a trigger
 * rejects UPDATE, DELETE and TRUNCATE (migration 0002). The receipt time is the server's, also kept as
 * Berlin wall-clock time, because the deadline rule reads the Berlin day.
 */
export const declarations = pgTable(
  'declarations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    /** Event kind number of spec §3 (2 … 16); null for the application itself, which has none. */
    art: smallint('art'),
    /** What was declared: 'zulassungsantrag', 'eignungsantrag', 'anmeldung', … */
    vorgang: text('vorgang').notNull(),
    term: text('term'),
    payload: jsonb('payload').notNull(),
    receivedAt: ts('received_at').notNull(),
    /** The same instant as Europe/Berlin wall-clock time. */
    receivedAtBerlin: timestamp('received_at_berlin', { withTimezone: false, mode: 'string' }).notNull(),
    /** 'kandidat' or 'pruefungsstelle:<name>' (a paper declaration recorded by the office). */
    von: text('von').notNull(),
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('declarations_account_idx').on(t.accountId, t.receivedAt),
    uniqueIndex('declarations_idempotency_key')
      .on(t.accountId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check(
      'declarations_art_check',
      sql`${t.art} is null or ${t.art} in (2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 16)`,
    ),
  ],
);

const declarationRef = () => uuid('declaration_id').references(() => declarations.id);

/** A module registration for one term and slot (June = vorgezogen, else August/February). */
export const moduleRegistrations = pgTable(
  'module_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    /** The admission (overall attempt) this registration belongs to. */
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    modul: text('modul').notNull(),
    term: text('term').notNull(),
    vorgezogen: boolean('vorgezogen').notNull(),
    angemeldetAm: day('angemeldet_am').notNull(),
    declarationId: declarationRef(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('module_registrations_application_idx').on(t.applicationId),
    index('module_registrations_account_idx').on(t.accountId),
    check('module_registrations_modul_check', sql`${t.modul} in ('wp', 'wr', 'bwl', 'st')`),
    // eslint-disable-next-line no-restricted-properties -- TERM_PATTERN is a constant of this file, not input
    check('module_registrations_term_check', sql`${t.term} ~ ${sql.raw(TERM_PATTERN)}`),
    check('module_registrations_june_check', sql`not ${t.vorgezogen} or ${t.term} like '%/2'`),
  ],
);

/** Postponement of a registration by one term; the primary key makes it "only once" (spec §4). */
export const postponements = pgTable(
  'postponements',
  {
    registrationId: uuid('registration_id')
      .primaryKey()
      .references(() => moduleRegistrations.id),
    accountId: accountRef(),
    am: day('am').notNull(),
    toTerm: text('to_term').notNull(),
    declarationId: declarationRef(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('postponements_account_idx').on(t.accountId),
    // eslint-disable-next-line no-restricted-properties -- TERM_PATTERN is a constant of this file, not input
    check('postponements_term_check', sql`${t.toTerm} ~ ${sql.raw(TERM_PATTERN)}`),
  ],
);

/** One attempt of the aptitude test; each needs its own admission. */
export const eignungAttempts = pgTable(
  'eignung_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    term: text('term').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('eignung_attempts_application_key').on(t.applicationId),
    index('eignung_attempts_account_idx').on(t.accountId),
    // eslint-disable-next-line no-restricted-properties -- TERM_PATTERN is a constant of this file, not input
    check('eignung_attempts_term_check', sql`${t.term} ~ ${sql.raw(TERM_PATTERN)}`),
  ],
);

/** Exactly one of registration (WP) and aptitude attempt is the target of these facts. */
const oneTarget = (registration: unknown, attempt: unknown) =>
  sql`(${registration} is null) <> (${attempt} is null)`;

/** Invitations (Ladung, "geladen am"); a part may be invited again after an accepted triftiger Grund. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    registrationId: uuid('registration_id').references(() => moduleRegistrations.id),
    eignungAttemptId: uuid('eignung_attempt_id').references(() => eignungAttempts.id),
    /** WP: schriftlich | muendlich; aptitude test: awr | ast | mp. */
    teil: text('teil').notNull(),
    geladenAm: day('geladen_am').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('invitations_account_idx').on(t.accountId),
    check('invitations_target_check', oneTarget(t.registrationId, t.eignungAttemptId)),
    check(
      'invitations_teil_check',
      sql`(${t.registrationId} is not null and ${t.teil} in ('schriftlich', 'muendlich')) or (${t.eignungAttemptId} is not null and ${t.teil} in ('awr', 'ast', 'mp'))`,
    ),
  ],
);

/**
 * The parts of a module result in hundredths (decision 0056): null on results recorded before and on
 * the aptitude test (rated as a whole); the module grade is null when the written part excluded the oral.
 */
const notenSpalten = () => ({
  noteSchriftlich: smallint('note_schriftlich'),
  noteMuendlich: smallint('note_muendlich'),
  modulnote: smallint('modulnote'),
  // The papers' grades (decision 0068): WR one, WP/BWL/ST two; null when the written grade came alone.
  noteArbeit1: smallint('note_arbeit_1'),
  noteArbeit2: smallint('note_arbeit_2'),
});

/** The written grade is what the papers give: their average, cut (integer division of hundredths). */
const arbeitenCheck = (t: {
  noteSchriftlich: AnyPgColumn;
  noteArbeit1: AnyPgColumn;
  noteArbeit2: AnyPgColumn;
}) =>
  sql`(${t.noteArbeit1} is null or (${t.noteSchriftlich} is not null and ${t.noteArbeit1} between 100 and 600 and ${t.noteSchriftlich} = (case when ${t.noteArbeit2} is null then ${t.noteArbeit1} else (${t.noteArbeit1} + ${t.noteArbeit2}) / 2 end))) and (${t.noteArbeit2} is null or (${t.noteArbeit1} is not null and ${t.noteArbeit2} between 100 and 600))`;

const notenCheck = (t: {
  noteSchriftlich: AnyPgColumn;
  noteMuendlich: AnyPgColumn;
  modulnote: AnyPgColumn;
}) =>
  sql`(${t.noteSchriftlich} is null or ${t.noteSchriftlich} between 100 and 600) and (${t.noteMuendlich} is null or (${t.noteSchriftlich} is not null and ${t.noteMuendlich} between 100 and 600)) and ((${t.modulnote} is null) = (${t.noteMuendlich} is null))`;

/** The outcome of a registration or an aptitude attempt (one each). */
export const results = pgTable(
  'results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    registrationId: uuid('registration_id').references(() => moduleRegistrations.id),
    eignungAttemptId: uuid('eignung_attempt_id').references(() => eignungAttempts.id),
    ergebnis: text('ergebnis').notNull(),
    ...notenSpalten(),
    am: day('am').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    check('results_noten_check', notenCheck(t)),
    check('results_arbeiten_check', arbeitenCheck(t)),
    uniqueIndex('results_registration_key').on(t.registrationId),
    uniqueIndex('results_attempt_key').on(t.eignungAttemptId),
    index('results_account_idx').on(t.accountId),
    check('results_target_check', oneTarget(t.registrationId, t.eignungAttemptId)),
    check('results_ergebnis_check', sql`${t.ergebnis} in ('passed', 'failed')`),
  ],
);

/**
 * A correction of an obvious error in a recorded result (§ 42 VwVfG, issue 26 point 6, decision 0032):
 * a new fact pointing at the result, which stays as recorded; readers take the corrected outcome.
 */
export const resultCorrections = pgTable(
  'result_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    resultId: uuid('result_id')
      .notNull()
      .references(() => results.id),
    ergebnis: text('ergebnis').notNull(),
    ...notenSpalten(),
    begruendung: text('begruendung').notNull(),
    am: day('am').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    check('result_corrections_noten_check', notenCheck(t)),
    check('result_corrections_arbeiten_check', arbeitenCheck(t)),
    uniqueIndex('result_corrections_result_key').on(t.resultId),
    index('result_corrections_account_idx').on(t.accountId),
    check('result_corrections_ergebnis_check', sql`${t.ergebnis} in ('passed', 'failed')`),
  ],
);

/**
 * Ends of a registration or an attempt by the candidate: deregistration (event 4, before the
 * invitation, no attempt used), module withdrawal (7/8), whole-exam withdrawal (9, on the admission),
 * withdrawal from the aptitude test (14).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    kind: text('kind').notNull(),
    registrationId: uuid('registration_id').references(() => moduleRegistrations.id),
    applicationId: uuid('application_id').references(() => applications.id),
    eignungAttemptId: uuid('eignung_attempt_id').references(() => eignungAttempts.id),
    am: day('am').notNull(),
    /** Why the office ended it, e.g. a registration cancelled by an accepted credit. */
    grund: text('grund'),
    declarationId: declarationRef(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('withdrawals_account_idx').on(t.accountId),
    uniqueIndex('withdrawals_registration_key').on(t.registrationId),
    uniqueIndex('withdrawals_application_key').on(t.applicationId),
    uniqueIndex('withdrawals_attempt_key').on(t.eignungAttemptId),
    check(
      'withdrawals_kind_check',
      sql`(${t.kind} in ('abmeldung', 'modulruecktritt') and ${t.registrationId} is not null and ${t.applicationId} is null and ${t.eignungAttemptId} is null)
        or (${t.kind} = 'gesamtruecktritt' and ${t.applicationId} is not null and ${t.registrationId} is null and ${t.eignungAttemptId} is null)
        or (${t.kind} = 'eignungruecktritt' and ${t.eignungAttemptId} is not null and ${t.registrationId} is null and ${t.applicationId} is null)`,
    ),
  ],
);

/** Credit requests (Anrechnung, event 6), decided by the office. */
export const credits = pgTable(
  'credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    modul: text('modul').notNull(),
    beantragtAm: day('beantragt_am').notNull(),
    status: text('status').notNull(),
    entschiedenAm: day('entschieden_am'),
    /** The office's reason for the decision (migration 0013). */
    begruendung: text('begruendung'),
    /** The day its free texts became the deletion marker (migration 0047, decision 0067); null while kept. */
    inhaltGeloeschtAm: day('inhalt_geloescht_am'),
    declarationId: declarationRef(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('credits_application_idx').on(t.applicationId),
    uniqueIndex('credits_pending_key')
      .on(t.applicationId, t.modul)
      .where(sql`${t.status} = 'pending'`),
    check('credits_modul_check', sql`${t.modul} in ('wr', 'bwl', 'st')`),
    check('credits_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected')`),
    check('credits_decided_check', sql`(${t.status} = 'pending') = (${t.entschiedenAm} is null)`),
  ],
);

/** Compelling reasons (triftiger Grund) reported for one invitation of one part. */
export const compellingReasons = pgTable(
  'compelling_reasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    registrationId: uuid('registration_id').references(() => moduleRegistrations.id),
    eignungAttemptId: uuid('eignung_attempt_id').references(() => eignungAttempts.id),
    teil: text('teil').notNull(),
    /** The invitation it answers (geladen am of that part when reported). */
    ladungVom: day('ladung_vom').notNull(),
    gemeldetAm: day('gemeldet_am').notNull(),
    status: text('status').notNull(),
    entschiedenAm: day('entschieden_am'),
    /** The office's reason for the decision (migration 0013). */
    begruendung: text('begruendung'),
    /** The day its free texts became the deletion marker (migration 0047, decision 0067); null while kept. */
    inhaltGeloeschtAm: day('inhalt_geloescht_am'),
    declarationId: declarationRef(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('compelling_reasons_account_idx').on(t.accountId),
    uniqueIndex('compelling_reasons_registration_key').on(t.registrationId, t.teil, t.ladungVom),
    uniqueIndex('compelling_reasons_attempt_key').on(t.eignungAttemptId, t.teil, t.ladungVom),
    check('compelling_reasons_target_check', oneTarget(t.registrationId, t.eignungAttemptId)),
    check(
      'compelling_reasons_teil_check',
      sql`(${t.registrationId} is not null and ${t.teil} in ('schriftlich', 'muendlich')) or (${t.eignungAttemptId} is not null and ${t.teil} in ('awr', 'ast', 'mp'))`,
    ),
    check('compelling_reasons_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected')`),
    check('compelling_reasons_decided_check', sql`(${t.status} = 'pending') = (${t.entschiedenAm} is null)`),
  ],
);

/** Who in the office did what and when (append-only like the declarations). */
export const officeActions = pgTable(
  'office_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    von: text('von').notNull(),
    at: ts('at').notNull(),
    command: text('command').notNull(),
    accountId: uuid('account_id').references(() => accounts.id),
    details: jsonb('details').notNull(),
    ...chainColumns(),
  },
  (t) => [index('office_actions_account_idx').on(t.accountId)],
);
