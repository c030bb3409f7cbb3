// The Eingang's work queues (issue 15), derived from the procedure's own tables – no queue table to
// keep in step: an application leaves queue 1 when its status is decided, a triftiger Grund or a
// credit when it is no longer pending; withdrawals and new documents leave with an acknowledgement
// (eingang_kenntnisnahmen). Counting, filtering, sorting and paging all happen in the database, on
// the partial indexes of migration 0012; only one page (50 rows) is ever read into memory.
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { IsoDate } from '@examensportal/domain/dates';
import type { Art } from '@examensportal/domain/rules/facts';
import { fehlendeNachweise, prueflisteAusPayload } from '@examensportal/domain/rules/pruefliste';
import { applications } from '../../db/schema';
import { formatDatum } from '@examensportal/domain/format';
import { nachforderungTexte } from '@examensportal/domain/messages-nachforderung';
import { postfachTexte } from '@examensportal/domain/messages-postfach';
import { tageZwischen } from '@examensportal/domain/rules/bearbeitungsfrist';
import { messages } from '@examensportal/domain/messages';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { freigabe } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import {
  EINGANG_QUEUES,
  eingang,
  type EingangQueue,
} from '@examensportal/domain/messages-pruefungsstelle-eingang';
import {
  EINGANG_SEITENGROESSE,
  type EingangEintrag,
  type EingangFilter,
  type EingangSeite,
  type EingangZaehler,
} from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import type { Modul } from '@examensportal/domain/rules/module';
import { ueberZiel, type EingangZiele } from '@examensportal/domain/rules/eingang-ziele';
import type { Conn } from '../../db/connect';
import type { NachteilsausgleichBescheid } from '@examensportal/domain/schemas/pruefungsstelle-nachteilsausgleich';
import { geltendeNachteilsausgleiche } from '../procedure/nachteilsausgleich';
import { terminText } from './buero';

const e = eingang;

/** Today (Europe/Berlin) and BEARBEITUNGSFRIST_MONATE: what the deadline columns are computed for. */
export interface Stichtag {
  heute: IsoDate;
  monate: number;
  /** EINGANG_ZIEL_TAGE: the target in days per queue (decision 0046); absent for counting. */
  ziele?: EingangZiele;
}

/**
 * Each request with its closing (erledigt_am), the instant its last item got a first answer
 * (beantwortet_am, null while one is unanswered) and its number of items – the SQL twin of
 * nachforderung/repo.ts (abgeschlossenAm) and domain rules/nachforderung.ts.
 */
const NF_STAND = sql`(select n.id, n.application_id, n.account_id, n.frist, n.angefordert_am, e.erledigt_am,
    (select case when bool_and(a.erste is not null) then max(a.erste) end
       from (select (select min(x.eingegangen_am) from nachforderung_antworten x where x.punkt_id = p.id) as erste
               from nachforderung_punkte p where p.nachforderung_id = n.id) a) as beantwortet_am,
    (select count(*) from nachforderung_punkte p where p.nachforderung_id = n.id) as punkte
  from nachforderungen n left join nachforderung_erledigungen e on e.nachforderung_id = n.id)`;

/**
 * The day the decision on an application is due (domain rules/bearbeitungsfrist.ts in SQL): null while
 * a request is open, else the latest of the Berlin day it was sent and each request's closing day,
 * plus the months (PostgreSQL clamps 31 + 1 month to the month's last day, as addMonths does).
 */
const faelligAm = (applicationId: SQL, submittedAt: SQL, monate: number): SQL =>
  sql`(case when exists (select 1 from ${NF_STAND} o where o.application_id = ${applicationId} and o.erledigt_am is null and o.beantwortet_am is null)
    then null
    else (greatest((${submittedAt} at time zone 'Europe/Berlin')::date,
      (select max((least(o.erledigt_am, o.beantwortet_am) at time zone 'Europe/Berlin')::date) from ${NF_STAND} o where o.application_id = ${applicationId}))
      + make_interval(months => ${monate}::int))::date end)`;

/**
 * Each queue as one SELECT with the same columns: key, item_id (tie-breaker), account_id,
 * eingegangen_am, d1–d3 (what arrived, read by `was` below) and declaration_id (its proof documents).
 * The WHERE clauses repeat the partial indexes' predicates word for word, so the planner uses them.
 */
const quellen = ({ heute, monate }: Stichtag): Record<EingangQueue, SQL> => ({
  antraege: sql`select 'antrag:' || ap.id as key, ap.id as item_id, ap.account_id, ap.submitted_at as eingegangen_am,
      ap.term as d1, ap.payload->'kontaktdaten'->>'behinderung' as d2, null::text as d3, null::uuid as declaration_id,
      ${faelligAm(sql`ap.id`, sql`ap.submitted_at`, monate)} as faellig
    from applications ap where ap.status = 'submitted'`,
  'triftige-gruende': sql`select 'grund:' || c.id as key, c.id as item_id, c.account_id, c.created_at as eingegangen_am,
      c.teil as d1, c.ladung_vom::text as d2, r.modul as d3, c.declaration_id, null::date as faellig
    from compelling_reasons c left join module_registrations r on r.id = c.registration_id
    where c.status = 'pending'`,
  anrechnungen: sql`select 'anrechnung:' || cr.id as key, cr.id as item_id, cr.account_id, cr.created_at as eingegangen_am,
      cr.modul as d1, null::text as d2, null::text as d3, cr.declaration_id, null::date as faellig
    from credits cr where cr.status = 'pending'`,
  ruecktritte: sql`select 'ruecktritt:' || d.id as key, d.id as item_id, d.account_id, d.received_at as eingegangen_am,
      d.vorgang as d1, d.term as d2, null::text as d3, null::uuid as declaration_id, null::date as faellig
    from declarations d
    where d.von = 'kandidat'
      -- The registry's withdrawals (RUECKTRITT_VORGAENGE), literal as migration 0012's index has them
      -- (test/ruecktritte.test.ts holds both to the registry).
      and d.vorgang in ('abmeldung', 'modulruecktritt', 'gesamtruecktritt', 'gesamtruecktrittEignung', 'ruecknahme', 'ruecknahmeEignung')
      and not exists (select 1 from eingang_kenntnisnahmen k where k.declaration_id = d.id)`,
  dokumente: sql`select 'dokument:' || doc.id as key, doc.id as item_id, doc.account_id, doc.created_at as eingegangen_am,
      doc.original_name as d1, doc.type as d2, null::text as d3, null::uuid as declaration_id, null::date as faellig
    from documents doc
    where doc.source = 'candidate' and doc.category = 'AKTENEINGANG' and doc.declaration_id is null and doc.application_id is null
      and not exists (select 1 from eingang_kenntnisnahmen k where k.document_id = doc.id)
      -- An attachment arrives with its message (queue "Nachrichten", decision 0049).
      and not exists (select 1 from nachricht_anhaenge x where x.document_id = doc.id)`,
  // Open drafts waiting for a second person (issue 26): kind and decision, and who drafted it.
  freigabe: sql`select 'entwurf:' || w.id as key, w.id as item_id, w.account_id, w.entworfen_am as eingegangen_am,
      w.art as d1, w.eingabe->>'entscheidung' as d2, w.entworfen_von_name as d3, null::uuid as declaration_id, null::date as faellig
    from entwuerfe w where w.status = 'offen'`,
  // The office's requests for documents (issue 27 point 2) of sent, undecided applications, by state.
  'nachforderung-offen': sql`select 'nachforderung:' || s.id as key, s.id as item_id, s.account_id, s.angefordert_am as eingegangen_am,
      s.punkte::text as d1, s.frist::text as d2, null::text as d3, null::uuid as declaration_id, null::date as faellig
    from ${NF_STAND} s where s.erledigt_am is null and s.beantwortet_am is null and s.frist >= ${heute}::date
      and exists (select 1 from applications ap where ap.id = s.application_id and ap.status = 'submitted')`,
  'nachforderung-beantwortet': sql`select 'nachforderung:' || s.id as key, s.id as item_id, s.account_id, s.beantwortet_am as eingegangen_am,
      s.punkte::text as d1, s.frist::text as d2, null::text as d3, null::uuid as declaration_id,
      ${faelligAm(sql`s.application_id`, sql`(select ap.submitted_at from applications ap where ap.id = s.application_id)`, monate)} as faellig
    from ${NF_STAND} s where s.erledigt_am is null and s.beantwortet_am is not null
      and exists (select 1 from applications ap where ap.id = s.application_id and ap.status = 'submitted')`,
  'frist-abgelaufen': sql`select 'nachforderung:' || s.id as key, s.id as item_id, s.account_id, s.angefordert_am as eingegangen_am,
      s.punkte::text as d1, s.frist::text as d2, null::text as d3, null::uuid as declaration_id, null::date as faellig
    from ${NF_STAND} s where s.erledigt_am is null and s.beantwortet_am is null and s.frist < ${heute}::date
      and exists (select 1 from applications ap where ap.id = s.application_id and ap.status = 'submitted')`,
  // Objections without an outcome (decision 0038), oldest received first: the letter and its period.
  widersprueche: sql`select 'widerspruch:' || wi.id as key, wi.id as item_id, wi.account_id,
      (wi.eingegangen_am::timestamp at time zone 'UTC') as eingegangen_am,
      doc.original_name as d1, wi.verspaetet::text as d2, wi.frist_ende::text as d3, null::uuid as declaration_id, null::date as faellig
    from widersprueche wi join documents doc on doc.id = wi.bescheid_id
    where not exists (select 1 from widerspruch_erledigungen x where x.widerspruch_id = wi.id)`,
  // Open Wiedervorlagen (decision 0046): the day, the reason and who set it; ordered by the day.
  wiedervorlage: sql`select 'wiedervorlage:' || wv.id as key, wv.id as item_id, wv.account_id, wv.created_at as eingegangen_am,
      wv.faellig_am::text as d1, wv.grund as d2, wv.staff_name as d3, null::uuid as declaration_id, null::date as faellig
    from wiedervorlagen wv
    where not exists (select 1 from wiedervorlage_erledigungen x where x.wiedervorlage_id = wv.id)`,
  // The candidates' messages not yet read by the office (decision 0049): the subject, and attachments.
  nachrichten: sql`select 'nachricht:' || n.id as key, n.id as item_id, n.account_id, n.gesendet_am as eingegangen_am,
      n.betreff as d1, (select count(*) from nachricht_anhaenge x where x.nachricht_id = n.id)::text as d2, null::text as d3,
      null::uuid as declaration_id, null::date as faellig
    from nachrichten n
    where n.von = 'kandidat' and not exists (select 1 from nachricht_lesungen l where l.nachricht_id = n.id)`,
});

/** `%`, `_` and `\` typed by the office are searched for as themselves. */
const likeMuster = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterOf(filter: EingangFilter, staffId: string | undefined): SQL {
  const bedingungen: SQL[] = [sql`true`];
  if (filter.zuweisung === 'meine') bedingungen.push(staffId ? sql`z.staff_id = ${staffId}` : sql`false`);
  if (filter.zuweisung === 'keine') bedingungen.push(sql`z.staff_id is null`);
  if (filter.art) bedingungen.push(sql`a.art = ${filter.art}`);
  if (filter.suche) {
    const muster = likeMuster(filter.suche);
    bedingungen.push(
      sql`((a.vorname || ' ' || a.nachname) ilike ${muster} or (a.nachname || ', ' || a.vorname) ilike ${muster} or a.email ilike ${muster})`,
    );
  }
  return sql.join(bedingungen, sql` and `);
}

/** The item's age in days: from the Berlin day it arrived to today. */
const alterOf = (q: SQL, heute: IsoDate) =>
  sql`(${heute}::date - (${q}.eingegangen_am at time zone 'Europe/Berlin')::date)`;

/**
 * The order of a page; `q` names the queue's rows (the accounts are always `a`). Overdue first within
 * every queue (issue 27 point 3), then over the queue's target (issue 28 point 3), then the order asked
 * for. Wiedervorlagen: due today or earlier first, then by their day.
 */
function orderOf(queue: EingangQueue, filter: EingangFilter, q: SQL, stichtag: Stichtag): SQL {
  const { heute } = stichtag;
  const r = filter.richtung === 'ab' ? sql`desc` : sql`asc`;
  const ziel = stichtag.ziele?.[queue];
  const vorrang =
    queue === 'wiedervorlage'
      ? sql`(${q}.d1::date <= ${heute}::date) desc, ${q}.d1::date asc`
      : sql`(${q}.faellig is not null and ${q}.faellig < ${heute}::date) desc${
          ziel === undefined ? sql`` : sql`, (${alterOf(q, heute)} > ${ziel}::int) desc`
        }`;
  return filter.sort === 'name'
    ? sql`${vorrang}, a.nachname ${r}, a.vorname ${r}, ${q}.eingegangen_am ${r}, ${q}.item_id ${r}`
    : sql`${vorrang}, ${q}.eingegangen_am ${r}, ${q}.item_id ${r}`;
}

async function rows<T>(db: Conn, statement: SQL): Promise<T[]> {
  // Both drivers answer execute() with { rows }.
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The number of open items per queue (one statement, each count on its partial index). */
export async function eingangZaehler(
  db: Conn,
  stichtag: Stichtag,
  kreis?: { termin: string; art: string },
): Promise<EingangZaehler> {
  const QUELLEN = quellen(stichtag);
  // The term statistics count the items of the candidates with an application of that term and kind.
  const imKreis = (q: SQL | ReturnType<typeof sql.identifier>) =>
    kreis
      ? sql` where ${q}.account_id in (select ap.account_id from applications ap where ap.term = ${kreis.termin} and ap.art = ${kreis.art})`
      : sql``;
  const spalten = sql.join(
    EINGANG_QUEUES.map((queue, i) => {
      const q = sql.identifier(`q${i}`);
      return sql`(select count(*) from (${QUELLEN[queue]}) ${q}${imKreis(q)})::int as ${sql.identifier(queue)}`;
    }),
    sql`, `,
  );
  const [row] = await rows<Record<string, number | string>>(db, sql`select ${spalten}`);
  return Object.fromEntries(EINGANG_QUEUES.map((q) => [q, Number(row?.[q] ?? 0)])) as EingangZaehler;
}

interface Zeile {
  key: string;
  account_id: string;
  vorname: string;
  nachname: string;
  email: string;
  art: 'WP' | 'EIGNUNG';
  eingegangen_am: string;
  d1: string | null;
  d2: string | null;
  d3: string | null;
  nachweise: string;
  faellig: string | null;
  alter_tage: number | string;
  halter_id: string | null;
  halter_name: string | null;
}

const teilName = (teil: string | null) =>
  (officeCliTexte.teilNamen as Record<string, string>)[teil ?? ''] ?? teil ?? '';
const modulName = (modul: string | null) => messages.antrag.modulNamen[modul as Modul] ?? modul ?? '';

/** What arrived, in German, from the queue's detail columns. */
function was(queue: EingangQueue, z: Zeile): string {
  switch (queue) {
    case 'antraege':
      return z.art === 'WP'
        ? e.was.zulassungsantrag(terminText(z.d1))
        : e.was.eignungsantrag(terminText(z.d1));
    case 'triftige-gruende': {
      const teil = z.d3 ? `${modulName(z.d3)}, ${teilName(z.d1)}` : teilName(z.d1);
      return e.was.triftigerGrund(teil, formatDatum(z.d2));
    }
    case 'anrechnungen':
      return e.was.anrechnung(modulName(z.d1));
    case 'ruecktritte': {
      const name = e.was.ruecktritt[z.d1 ?? ''] ?? z.d1 ?? '';
      return z.d2 ? e.was.termin(name, terminText(z.d2)) : name;
    }
    case 'dokumente':
      return e.was.dokument(z.d1 ?? '');
    case 'freigabe': {
      const art = freigabe.arten[`${z.d1}:${z.d2}`] ?? z.d1 ?? '';
      return freigabe.was(art, z.d3 ?? '');
    }
    case 'nachforderung-offen':
    case 'nachforderung-beantwortet':
    case 'frist-abgelaufen':
      return nachforderungTexte.was(Number(z.d1), formatDatum(z.d2));
    case 'widersprueche':
      return e.was.widerspruch(z.d1 ?? '', formatDatum(z.d3), z.d2 === 'true');
    case 'wiedervorlage':
      return e.was.wiedervorlage(formatDatum(z.d1), z.d2 ?? '', z.d3 ?? '');
    case 'nachrichten':
      return postfachTexte.was(z.d1 ?? '', Number(z.d2 ?? 0));
  }
}

/** Queues decided on the decision page: one click from the Eingang (issue 28 point 4). */
const ENTSCHEIDEN: readonly EingangQueue[] = [
  'antraege',
  'triftige-gruende',
  'anrechnungen',
  'freigabe',
  'nachforderung-beantwortet',
  'frist-abgelaufen',
  'widersprueche',
];

/**
 * Where an item leads from the candidate's page: a draft is released on the decision page, an objection
 * is recorded and decided in the Kandidat page's section (decision 0050), a message read in the
 * Postfach (decision 0049); everything else starts at the candidate's page.
 */
const linkZusatz = (queue: EingangQueue) =>
  queue === 'freigabe'
    ? '/entscheidungen'
    : queue === 'widersprueche'
      ? '#widersprueche'
      : queue === 'nachrichten'
        ? '/nachrichten'
        : '';

const toEintrag = (
  queue: EingangQueue,
  z: Zeile,
  entschieden: ReadonlyMap<string, NachteilsausgleichBescheid>,
  { heute, ziele }: Stichtag,
): EingangEintrag => ({
  key: z.key,
  accountId: z.account_id,
  name: `${z.vorname} ${z.nachname}`,
  email: z.email,
  art: z.art,
  was: was(queue, z),
  nachweise: JSON.parse(z.nachweise) as string[],
  eingegangenAm: z.eingegangen_am,
  link: `/pruefungsstelle/kandidaten/${z.account_id}${linkZusatz(queue)}`,
  // The request for a Nachteilsausgleich (page Kontaktdaten, 'behinderung'), made visible (issue 26),
  // with the office's decision once one counts.
  ...(queue === 'antraege' && z.d2 === 'true' ? { nachteilsausgleich: true } : {}),
  ...(queue === 'antraege' && z.d2 === 'true' && entschieden.has(z.account_id)
    ? { nachteilsausgleichEntschieden: entschieden.get(z.account_id)?.gewaehrt ? 'gewaehrt' : 'abgelehnt' }
    : {}),
  ...(z.faellig ? { entscheidungBis: z.faellig, restTage: tageZwischen(heute, z.faellig) } : {}),
  ...alterUndZiel(Number(z.alter_tage), ziele?.[queue]),
  ...(z.halter_id && z.halter_name ? { halter: { staffId: z.halter_id, name: z.halter_name } } : {}),
  ...(ENTSCHEIDEN.includes(queue)
    ? { entscheiden: `/pruefungsstelle/kandidaten/${z.account_id}/entscheidungen` }
    : {}),
});

const alterUndZiel = (alterTage: number, zielTage: number | undefined) => ({
  alterTage,
  ...(zielTage === undefined ? {} : { zielTage }),
  ...(ueberZiel(alterTage, zielTage) ? { ueberZiel: true } : {}),
});

/**
 * The applications of a page whose checklist names a proof that is not attached (issue 26 point 2,
 * rules/pruefliste.ts): read for the page's rows only, since the rule is the domain's, not SQL.
 */
async function nachweiseFehlen(db: Conn, zeilen: readonly Zeile[]): Promise<Set<string>> {
  const ids = zeilen.map((z) => z.key.replace(/^antrag:/, ''));
  if (ids.length === 0) return new Set();
  const antraege = await db
    .select({ id: applications.id, art: applications.art, payload: applications.payload })
    .from(applications)
    .where(inArray(applications.id, ids));
  return new Set(
    antraege
      .filter((a) => fehlendeNachweise(prueflisteAusPayload(a.art as Art, a.payload)).length > 0)
      .map((a) => `antrag:${a.id}`),
  );
}

/** One page of a queue with the total of the filtered queue. */
export async function eingangSeite(
  db: Conn,
  queue: EingangQueue,
  filter: EingangFilter,
  stichtag: Stichtag,
  /** The reader, for "Meine Fälle". */
  staffId?: string,
): Promise<EingangSeite> {
  const { heute } = stichtag;
  const quelle = quellen(stichtag)[queue];
  const gefiltert = Boolean(filter.art || filter.suche || filter.zuweisung);
  // The case's holder (decision 0046): one row per account, joined for the filter and the column.
  const halter = sql`left join fall_zuweisungen z on z.account_id = q.account_id left join staff_accounts st on st.id = z.staff_id`;
  const seite = sql`limit ${EINGANG_SEITENGROESSE} offset ${(filter.seite - 1) * EINGANG_SEITENGROESSE}`;
  // Unfiltered, the queue's own partial index counts it; the accounts are joined only to filter.
  const zaehlen = gefiltert
    ? sql`(${quelle}) q join accounts a on a.id = q.account_id ${halter} where ${filterOf(filter, staffId)}`
    : sql`(${quelle}) q`;
  const [total] = await rows<{ n: number | string }>(db, sql`select count(*)::int as n from ${zaehlen}`);
  const gesamt = Number(total?.n ?? 0);
  // The default view (by arrival, unfiltered) pages the queue on its own index first and joins the
  // 50 accounts after: fast even when the planner has no statistics (PGlite runs no autovacuum).
  const von =
    !gefiltert && filter.sort === 'eingang'
      ? sql`(select * from (${quelle}) s order by ${orderOf(queue, filter, sql`s`, stichtag)} ${seite}) q join accounts a on a.id = q.account_id ${halter}`
      : sql`(${quelle}) q join accounts a on a.id = q.account_id ${halter} where ${filterOf(filter, staffId)}`;
  const zeilen = await rows<Zeile>(
    db,
    sql`select q.key, q.account_id, a.vorname, a.nachname, a.email, a.art, q.d1, q.d2, q.d3, q.faellig::text as faellig,
        ${alterOf(sql`q`, heute)} as alter_tage, z.staff_id as halter_id, st.name as halter_name,
        to_char(q.eingegangen_am at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as eingegangen_am,
        (select coalesce(json_agg(x.original_name order by x.created_at, x.id), '[]'::json)::text
           from documents x where q.declaration_id is not null and x.declaration_id = q.declaration_id and x.source = 'candidate') as nachweise
      from ${von}
      order by ${orderOf(queue, filter, sql`q`, stichtag)}
      ${!gefiltert && filter.sort === 'eingang' ? sql`` : seite}`,
  );
  const entschieden =
    queue === 'antraege'
      ? await geltendeNachteilsausgleiche(
          db,
          zeilen.filter((z) => z.d2 === 'true').map((z) => z.account_id),
        )
      : new Map<string, NachteilsausgleichBescheid>();
  const ohneNachweise = queue === 'antraege' ? await nachweiseFehlen(db, zeilen) : new Set<string>();
  return {
    queue,
    eintraege: zeilen.map((z) => ({
      ...toEintrag(queue, z, entschieden, stichtag),
      ...(ohneNachweise.has(z.key) ? { nachweiseFehlen: true } : {}),
    })),
    gesamt,
    seite: filter.seite,
    seiten: Math.max(1, Math.ceil(gesamt / EINGANG_SEITENGROESSE)),
  };
}
