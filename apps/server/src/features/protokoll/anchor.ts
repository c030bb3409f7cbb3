// The daily anchor (decision 0029): once per Berlin day (the portal's clock) the heads of both chains
// are written into audit_anchors and, when PROTOKOLL_ANKER_DIR is set, as a file into that folder –
// where the office keeps it outside the database (another machine's share, a write-once store, a
// backup it does not restore over). The day's row is the lock: with several instances the one whose
// insert wins writes the file, the others find the day done. The file is written before the COMMIT:
// if it cannot be written the day's row is rolled back and the next tick tries again.
/* eslint-disable security/detect-non-literal-fs-filename -- the folder is the operator's
   PROTOKOLL_ANKER_DIR, the file names are made here from a checked day */
import { mkdir, open, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import type { Tx } from '../../db/connect';
import { auditAnchors, auditChainHeads, staffAccounts } from '../../db/schema';
import type { Clock } from '../../infra/clock';
import { type Periodic, schedulePeriodic } from '../../infra/periodic';
import { enqueueMail } from '../../infra/outbox';
import type { Sealer } from '../../infra/seal';
import { formatDatum } from '@examensportal/domain/format';
import { heute } from '../procedure/service';
import { CHAINS } from './content';

const linkSchema = z.object({
  seq: z.number().int().nonnegative(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});
const anchorSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  at: z.string(),
  heads: z.partialRecord(z.enum(CHAINS), linkSchema),
});
export type Anchor = z.infer<typeof anchorSchema>;

const fileName = (day: string) => `protokoll-anker-${day}.json`;
const filePattern = /^protokoll-anker-\d{4}-\d{2}-\d{2}\.json$/;

/** tmp → fsync → rename, owner-only: a half-written anchor never carries the day's name. */
async function writeAnchorFile(dir: string, anchor: Anchor): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const target = path.join(dir, fileName(anchor.day));
  const tmp = `${target}.tmp`;
  const handle = await open(tmp, 'w', 0o600);
  try {
    await handle.writeFile(`${JSON.stringify(anchor, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, target);
}

/** PROTOKOLL_ANKER_MAIL=1: the anchor also goes by mail to every active leitung (issue 30 point 4). */
export interface AnchorMail {
  sealer: Sealer;
  messageDomain: string;
}

/** One mail per active leitung, in the day's transaction: sent exactly when the day's row commits. */
async function mailAnchor(tx: Tx, mail: AnchorMail, anchor: Anchor, now: Date): Promise<void> {
  const leitung = await tx
    .select({ email: staffAccounts.email, name: staffAccounts.name })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.rolle, 'leitung'),
        isNotNull(staffAccounts.activatedAt),
        isNull(staffAccounts.disabledAt),
      ),
    )
    .orderBy(asc(staffAccounts.email));
  const koepfe = Object.entries(anchor.heads).map(([kette, link]) => ({
    kette,
    seq: link.seq,
    hash: link.hash,
  }));
  for (const person of leitung)
    await enqueueMail(
      tx,
      { sealer: mail.sealer, now, messageDomain: mail.messageDomain },
      {
        template: 'protokollAnker',
        to: person.email,
        name: person.name,
        tag: formatDatum(anchor.day),
        koepfe,
        datei: fileName(anchor.day),
        anker: JSON.stringify(anchor, null, 2),
      },
    );
}

/** Writes today's anchor unless some instance already did; true when this call wrote it. */
export async function writeDailyAnchor(deps: {
  db: Db;
  clock: Clock;
  dir: string | undefined;
  mail?: AnchorMail;
}): Promise<boolean> {
  const now = deps.clock.now();
  const day = heute(deps.clock);
  return deps.db.transaction(async (tx) => {
    const heads = await tx.select().from(auditChainHeads).orderBy(asc(auditChainHeads.chain));
    const anchor: Anchor = {
      day,
      at: now.toISOString(),
      heads: Object.fromEntries(heads.map((h) => [h.chain, { seq: h.seq, hash: h.hash }])),
    };
    const won = await tx
      .insert(auditAnchors)
      .values({ day, at: now, heads: anchor.heads })
      .onConflictDoNothing()
      .returning({ day: auditAnchors.day });
    if (won.length === 0) return false;
    if (deps.mail) await mailAnchor(tx, deps.mail, anchor, now);
    if (deps.dir) await writeAnchorFile(deps.dir, anchor);
    return true;
  });
}

/** Every anchor file of the folder, oldest first; an unreadable one is reported by name. */
export async function readAnchors(dir: string): Promise<{ anchors: Anchor[]; unreadable: string[] }> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => filePattern.test(n)).sort();
  const anchors: Anchor[] = [];
  const unreadable: string[] = [];
  for (const name of names) {
    try {
      anchors.push(anchorSchema.parse(JSON.parse(await readFile(path.join(dir, name), 'utf8'))));
    } catch {
      unreadable.push(name);
    }
  }
  return { anchors, unreadable };
}

/** Checks once at start and then every `intervalMs` whether today's anchor is due (0: never; tests). */
export function scheduleDailyAnchor(
  deps: {
    db: Db;
    clock: Clock;
    dir: string | undefined;
    mail?: AnchorMail;
    logger: Pick<Logger, 'info' | 'error'>;
  },
  intervalMs: number,
): Periodic {
  return schedulePeriodic(
    async () => {
      if (await writeDailyAnchor(deps)) deps.logger.info({ event: 'protokoll.anchor_written' });
    },
    intervalMs,
    (err) => deps.logger.error({ err, event: 'protokoll.anchor_failed' }),
  );
}
