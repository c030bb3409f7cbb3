// The check of `npm run office -- protokoll-pruefen`: walks each chain in its order and recomputes
// every link. The first problem of each chain is named: a changed entry (its content no longer fits
// its content hash, or its link fields were altered), an inserted one (a row the chain never took in,
// or one past the head), a missing one (a gap in the chain numbers, or an end short of the head).
// With anchor files (anchor.ts) it also compares each anchored link: a chain recomputed from some
// point on, or cut short, no longer matches the anchors kept outside the database.
import type { Conn } from '../../db/connect';
import { auditChainHeads, loeschungen } from '../../db/schema';
import { type Anchor } from './anchor';
import { type Chain, CHAINS, GENESIS, linkHash } from './content';
import { chainTables } from './tables';

export type Befund =
  | { art: 'geaendert'; chain: Chain; id: number }
  | { art: 'eingefuegt'; chain: Chain; id: number }
  | { art: 'fehlt'; chain: Chain; seq: number; nachId: number | null; vorId: number | null }
  | { art: 'anker'; chain: Chain; day: string; seq: number };

export interface ChainReport {
  chain: Chain;
  entries: number;
  headHash: string;
  /** The first problem, if any. */
  befund: Befund | null;
}

const batch = 1000;

async function checkChain(
  db: Conn,
  chain: Chain,
  head: { seq: number; hash: string } | undefined,
  anchored: Map<number, { day: string; hash: string }>,
  geschwaerzt: ReadonlySet<number>,
): Promise<ChainReport> {
  const table = chainTables[chain];
  let expectedSeq = 1;
  let prev = GENESIS;
  let lastId: number | null = null;
  let befund: Befund | null = null;
  let entries = 0;
  walk: for (;;) {
    const rows = await table.linked(db, expectedSeq - 1, batch);
    for (const row of rows) {
      const seq = row.chainSeq ?? 0;
      if (head && seq > head.seq) {
        befund = { art: 'eingefuegt', chain, id: row.id };
        break walk;
      }
      if (seq > expectedSeq) {
        befund = { art: 'fehlt', chain, seq: expectedSeq, nachId: lastId, vorId: row.id };
        break walk;
      }
      const linkOk = row.prevHash === prev && row.hash === linkHash(prev, row.contentHash ?? '');
      // A lawful deletion redacts the content and keeps the link (decision 0041): accepted only where
      // the deletion log lists the entry; any other change of content is still a change.
      const redacted = row.geschwaerztDurch !== null && geschwaerzt.has(row.id);
      if ((row.recomputed !== row.contentHash && !redacted) || !linkOk) {
        befund = { art: 'geaendert', chain, id: row.id };
        break walk;
      }
      const anchor = anchored.get(seq);
      if (anchor && anchor.hash !== row.hash) {
        befund = { art: 'anker', chain, day: anchor.day, seq };
        break walk;
      }
      prev = row.hash ?? '';
      lastId = row.id;
      expectedSeq = seq + 1;
      entries++;
    }
    if (rows.length < batch) break;
  }
  if (!befund && head && head.seq >= expectedSeq)
    befund = { art: 'fehlt', chain, seq: expectedSeq, nachId: lastId, vorId: null };
  if (!befund) {
    const beyond = [...anchored.entries()].find(([seq]) => seq >= expectedSeq);
    if (beyond) befund = { art: 'anker', chain, day: beyond[1].day, seq: beyond[0] };
  }
  // A row outside the chain is named when it comes before the first problem of the walk.
  const [stray] = await table.unlinked(db, 0, 1);
  if (stray) {
    const before = befund && 'id' in befund ? befund.id : befund?.art === 'fehlt' ? befund.vorId : null;
    if (!befund || (before !== null && stray.id < before))
      befund = { art: 'eingefuegt', chain, id: stray.id };
  }
  return { chain, entries, headHash: prev, befund };
}

/** The audit entries each deletion redacted, by chain (loeschungen.geschwaerzt). */
async function geschwaerzteEintraege(db: Conn): Promise<Record<Chain, Set<number>>> {
  const result: Record<Chain, Set<number>> = { office_actions: new Set(), staff_audit: new Set() };
  const rows = await db.select({ geschwaerzt: loeschungen.geschwaerzt }).from(loeschungen);
  for (const { geschwaerzt } of rows) {
    const lists = geschwaerzt as Partial<Record<Chain, number[]>>;
    for (const chain of CHAINS) for (const id of lists[chain] ?? []) result[chain].add(id);
  }
  return result;
}

/** Checks both chains against their heads and the given anchors. */
export async function verifyChains(db: Conn, anchors: readonly Anchor[]): Promise<ChainReport[]> {
  const heads = await db.select().from(auditChainHeads);
  const redactions = await geschwaerzteEintraege(db);
  const reports: ChainReport[] = [];
  for (const chain of CHAINS) {
    const head = heads.find((h) => h.chain === chain);
    const anchored = new Map<number, { day: string; hash: string }>();
    for (const anchor of anchors) {
      const link = anchor.heads[chain];
      if (link && link.seq > 0) anchored.set(link.seq, { day: anchor.day, hash: link.hash });
    }
    reports.push(await checkChain(db, chain, head, anchored, redactions[chain]));
  }
  return reports;
}
