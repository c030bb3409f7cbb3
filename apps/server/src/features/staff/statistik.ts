// Term statistics for the Leitung (issue 28 point 11): per term and kind the applications by outcome,
// the withdrawals, the pass rates per module and sitting (the corrected outcome counts, decision 0032)
// and the processing time from submission to decision (median and 90th percentile) – each one SQL
// statement over the procedure's own tables; the open Eingang items per queue as the Eingang counts them.
import { berlinDate } from '@examensportal/domain/dates';
import { EINGANG_QUEUES } from '@examensportal/domain/messages-pruefungsstelle-eingang';
import { addHalfYears } from '@examensportal/domain/rules/semester';
import { offenerTermin } from '@examensportal/domain/rules/terms';
import type { Statistik, StatistikFilter } from '@examensportal/domain/schemas/pruefungsstelle-statistik';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Conn } from '../../db/connect';
import { loadSettings } from '../procedure/settings';
import { eingangZaehler } from './eingang-queues';

async function zeilen<T>(db: Conn, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const zahl = (v: unknown): number => Number(v ?? 0);
const zahlOderNull = (v: unknown): number | null =>
  v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10;

type Filter = Required<StatistikFilter>;

async function antraege(db: Conn, { termin, art }: Filter) {
  const [row] = await zeilen<Record<string, unknown>>(
    db,
    sql`select count(*) filter (where status = 'submitted')::int as eingereicht,
               count(*) filter (where status = 'admitted')::int as zugelassen,
               count(*) filter (where status = 'rejected')::int as abgelehnt,
               count(*) filter (where status = 'withdrawn')::int as zurueckgezogen
          from applications where term = ${termin} and art = ${art}`,
  );
  return {
    eingereicht: zahl(row?.eingereicht),
    zugelassen: zahl(row?.zugelassen),
    abgelehnt: zahl(row?.abgelehnt),
    zurueckgezogen: zahl(row?.zurueckgezogen),
  };
}

/** Withdrawals whose registration, admission or attempt belongs to the term (a postponed one to its new term). */
async function ruecktritte(db: Conn, { termin, art }: Filter) {
  const rows = await zeilen<{ kind: string; n: number }>(
    db,
    sql`select w.kind, count(*)::int as n
          from withdrawals w
          left join module_registrations r on r.id = w.registration_id
          left join postponements p on p.registration_id = r.id
          left join applications a on a.id = coalesce(w.application_id, r.application_id)
          left join eignung_attempts e on e.id = w.eignung_attempt_id
          left join applications ea on ea.id = e.application_id
         where coalesce(e.term, p.to_term, r.term, a.term) = ${termin}
           and coalesce(ea.art, a.art) = ${art}
         group by w.kind order by w.kind`,
  );
  return rows.map((r) => ({ art: r.kind, anzahl: zahl(r.n) }));
}

/**
 * Corrected results, and the module grade as it applies (a correction's parts replace the recorded
 * ones, decision 0056): how many results carry one and their average. Results without grades (the
 * one-field entry, the aptitude test, an exclusion) count in the rate, not in the average.
 */
const KORREKTUR_UND_NOTEN = sql`count(c.id)::int as berichtigt,
                   count(case when c.id is null then x.modulnote else c.modulnote end)::int as benotet,
                   avg(case when c.id is null then x.modulnote else c.modulnote end) as durchschnitt`;

/** Results of the term's sittings: WP per module and sitting (June = vorgezogen), the aptitude test as one. */
async function bestehensquoten(db: Conn, { termin, art }: Filter) {
  const rows = await zeilen<{
    pruefung: string;
    sitzung: string;
    n: number;
    bestanden: number;
    berichtigt: number;
    benotet: number;
    durchschnitt: unknown;
  }>(
    db,
    art === 'WP'
      ? sql`select r.modul as pruefung,
                   case when r.vorgezogen then 'juni' when coalesce(p.to_term, r.term) like '%/2' then 'august' else 'februar' end as sitzung,
                   count(*)::int as n,
                   count(*) filter (where coalesce(c.ergebnis, x.ergebnis) = 'passed')::int as bestanden,
                   ${KORREKTUR_UND_NOTEN}
              from results x
              join module_registrations r on r.id = x.registration_id
              left join postponements p on p.registration_id = r.id
              left join result_corrections c on c.result_id = x.id
             where coalesce(p.to_term, r.term) = ${termin}
             group by 1, 2 order by 1, 2`
      : sql`select 'eignung' as pruefung, 'eignung' as sitzung, count(*)::int as n,
                   count(*) filter (where coalesce(c.ergebnis, x.ergebnis) = 'passed')::int as bestanden,
                   ${KORREKTUR_UND_NOTEN}
              from results x
              join eignung_attempts e on e.id = x.eignung_attempt_id
              left join result_corrections c on c.result_id = x.id
             where e.term = ${termin}
            having count(*) > 0`,
  );
  return rows.map((r) => ({
    pruefung: r.pruefung,
    sitzung: r.sitzung as Statistik['bestehensquoten'][number]['sitzung'],
    ergebnisse: zahl(r.n),
    bestanden: zahl(r.bestanden),
    quote: zahl(r.n) > 0 ? zahl(r.bestanden) / zahl(r.n) : null,
    berichtigt: zahl(r.berichtigt),
    benotet: zahl(r.benotet),
    // Hundredths of a grade, rounded to a whole hundredth (4,00 = 400).
    durchschnitt:
      r.durchschnitt === null || r.durchschnitt === undefined ? null : Math.round(Number(r.durchschnitt)),
  }));
}

/** Days from submission to decision of the term's decided applications: median and 90th percentile. */
async function bearbeitung(db: Conn, { termin, art }: Filter) {
  const [row] = await zeilen<Record<string, unknown>>(
    db,
    sql`select count(*)::int as n,
               percentile_cont(0.5) within group (order by extract(epoch from decided_at - submitted_at) / 86400) as median,
               percentile_cont(0.9) within group (order by extract(epoch from decided_at - submitted_at) / 86400) as p90
          from applications
         where term = ${termin} and art = ${art} and status in ('admitted', 'rejected')
           and submitted_at is not null and decided_at is not null`,
  );
  return { entschieden: zahl(row?.n), median: zahlOderNull(row?.median), p90: zahlOderNull(row?.p90) };
}

/** The statistics of a term (absent: the open one) and kind. */
export async function statistik(ctx: AppContext, wahl: StatistikFilter): Promise<Statistik> {
  const heute = berlinDate(ctx.clock.now());
  const settings = await loadSettings(ctx.db, ctx.config.verfahren);
  const offen = offenerTermin(heute, settings);
  const filter = { termin: wahl.termin ?? offen.value, art: wahl.art };
  const zaehler = await eingangZaehler(ctx.db, { heute, monate: ctx.config.bearbeitungsfristMonate }, filter);
  return {
    termin: filter.termin,
    art: filter.art,
    termine: [-4, -3, -2, -1, 0, 1].map((n) => addHalfYears(offen, n).value),
    warteschlangen: EINGANG_QUEUES.map((queue) => ({ queue, anzahl: zaehler[queue] })),
    antraege: await antraege(ctx.db, filter),
    ruecktritte: await ruecktritte(ctx.db, filter),
    bestehensquoten: await bestehensquoten(ctx.db, filter),
    bearbeitung: await bearbeitung(ctx.db, filter),
  };
}
