// Postversand (issue 27 point 4, decision 0033): the decision letters that must be notified by post –
// no consent, not retrieved within ten days, consent revoked (rules/bekanntgabe.ts) – printed in
// batches. The due list is one SELECT: the domain rule's cases written as SQL over Berlin calendar days
// (`bekanntgabe-sql.test.ts` holds both to the same table of cases), paged in the database.
import { aktenzeichen } from '@examensportal/domain/rules/aktenzeichen';
import { ABRUF_TAGE, type Postversandgrund } from '@examensportal/domain/rules/bekanntgabe';
import {
  POSTVERSAND_SEITENGROESSE,
  type PostversandBrief,
  type PostversandStapel,
  STAPEL_HOECHSTENS,
} from '@examensportal/domain/schemas/pruefungsstelle-postversand';
import { type SQL, sql } from 'drizzle-orm';
import type { Conn } from '../../db/connect';

async function rows<T>(db: Conn, statement: SQL): Promise<T[]> {
  // Both drivers answer execute() with { rows } (as eingang-queues.ts reads them).
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const berlin = (spalte: SQL) => sql`((${spalte}) at time zone 'Europe/Berlin')::date`;
const bis = sql`(${berlin(sql`b.bereitgestellt_am`)} + ${ABRUF_TAGE}::int)`;

/**
 * Why a letter must be posted at Berlin day `heute`, or null (rules/bekanntgabe.ts postversandgrund):
 * only a retrieval within the provision and before a revocation notifies.
 */
export function postversandGrundSql(heute: string): SQL {
  return sql`case
    when b.bereitgestellt_am is null then 'ohneEinwilligung'
    when b.abgerufen_am is not null and ${berlin(sql`b.abgerufen_am`)} <= ${bis}
      and (b.widerrufen_am is null or b.abgerufen_am < b.widerrufen_am) then null
    when b.widerrufen_am is not null and ${berlin(sql`b.widerrufen_am`)} <= ${bis} then 'widerrufen'
    when ${heute}::date > ${bis} then 'nichtAbgerufen'
    else null end`;
}

/** A letter is in an open batch: printed, neither posted nor the batch discarded. */
const inOffenemStapel = sql`exists (select 1 from postversand_briefe pb join postversand_stapel s on s.id = pb.stapel_id
  where pb.document_id = b.document_id and s.versandt_am is null and s.verworfen_am is null)`;

/** The due letters not in an open batch, as rows with their reason. */
function faellige(heute: string): SQL {
  return sql`select b.document_id, b.account_id, d.original_name, d.created_at, a.vorname, a.nachname, a.art,
      ${postversandGrundSql(heute)} as grund
    from bereitstellungen b
      join documents d on d.id = b.document_id
      join accounts a on a.id = b.account_id
    where b.versandt_am is null and not ${inOffenemStapel}`;
}

interface Zeile extends Record<string, unknown> {
  document_id: string;
  account_id: string;
  original_name: string;
  created_at: Date | string;
  vorname: string;
  nachname: string;
  art: 'WP' | 'EIGNUNG';
  grund: Postversandgrund;
}

const alsBrief = (z: Zeile): PostversandBrief => ({
  documentId: z.document_id,
  accountId: z.account_id,
  name: `${z.nachname}, ${z.vorname}`,
  aktenzeichen: aktenzeichen(z.account_id, z.art),
  dateiname: z.original_name,
  abgelegtAm: new Date(z.created_at).toISOString(),
  grund: z.grund,
});

/** One page of the due letters, oldest first, and how many there are. */
export async function faelligeSeite(db: Conn, heute: string, seite: number) {
  const [gezaehlt] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (${faellige(heute)}) f where f.grund is not null`,
  );
  const faellig = Number(gezaehlt?.n ?? 0);
  const seitenZeilen = await rows<Zeile>(
    db,
    sql`select * from (${faellige(heute)}) f where f.grund is not null
      order by f.created_at, f.document_id
      limit ${POSTVERSAND_SEITENGROESSE} offset ${(seite - 1) * POSTVERSAND_SEITENGROESSE}`,
  );
  return {
    faellig,
    briefe: seitenZeilen.map(alsBrief),
    seite,
    seiten: Math.max(1, Math.ceil(faellig / POSTVERSAND_SEITENGROESSE)),
  };
}

/** The oldest due letters for a new batch (at most STAPEL_HOECHSTENS). */
export async function faelligFuerStapel(tx: Conn, heute: string): Promise<PostversandBrief[]> {
  const zeilen = await rows<Zeile>(
    tx,
    sql`select * from (${faellige(heute)}) f where f.grund is not null
      order by f.created_at, f.document_id limit ${STAPEL_HOECHSTENS}`,
  );
  return zeilen.map(alsBrief);
}

interface StapelZeile extends Record<string, unknown> {
  id: number | string;
  erstellt_am: Date | string;
  erstellt_von: string;
  versandt_am: string | null;
  versandt_von: string | null;
  verworfen_am: Date | string | null;
  briefe: number | string;
}

const alsStapel = (z: StapelZeile): PostversandStapel => ({
  id: Number(z.id),
  erstelltAm: new Date(z.erstellt_am).toISOString(),
  erstelltVon: z.erstellt_von,
  briefe: Number(z.briefe),
  versandtAm: z.versandt_am === null ? null : String(z.versandt_am).slice(0, 10),
  versandtVon: z.versandt_von,
});

const stapelSelect = sql`select s.*, (select count(*) from postversand_briefe pb where pb.stapel_id = s.id) as briefe
  from postversand_stapel s`;

/** Open batches (oldest first) and the last ten posted. */
export async function stapelListe(db: Conn) {
  const offen = await rows<StapelZeile>(
    db,
    sql`${stapelSelect} where s.versandt_am is null and s.verworfen_am is null order by s.id`,
  );
  const versandt = await rows<StapelZeile>(
    db,
    sql`${stapelSelect} where s.versandt_am is not null order by s.id desc limit 10`,
  );
  return { offeneStapel: offen.map(alsStapel), versandteStapel: versandt.map(alsStapel) };
}

/** A batch with its state, or undefined; `sperren` locks its row for a write that ends it. */
export async function stapelLesen(tx: Conn, id: number, sperren = false) {
  const [row] = await rows<StapelZeile>(
    tx,
    sperren
      ? sql`select s.*, 0 as briefe from postversand_stapel s where s.id = ${id} for update`
      : sql`${stapelSelect} where s.id = ${id}`,
  );
  return row ? { ...alsStapel(row), verworfen: row.verworfen_am !== null } : undefined;
}

interface BriefZeile extends Record<string, unknown> {
  document_id: string;
  account_id: string;
  stored_name: string;
  original_name: string;
  /** Set when the letter went at the end of its retention period (a tombstone, decision 0058). */
  geloescht_am: Date | string | null;
}

/** The letters of a batch in print order, with what the PDF and the Protokoll need. */
export async function stapelBriefe(db: Conn, id: number): Promise<BriefZeile[]> {
  return rows<BriefZeile>(
    db,
    sql`select d.id as document_id, d.account_id, d.stored_name, d.original_name, d.geloescht_am
      from postversand_briefe pb join documents d on d.id = pb.document_id
      where pb.stapel_id = ${id} order by pb.position`,
  );
}
