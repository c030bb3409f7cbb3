// The candidates' TOTP key and recovery codes (decision 0042). The same claims as the staff's: a time
// step is accepted once (replay), a recovery code once (atomic update).
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Conn } from '../../db/connect';
import { kandidatTotp, kandidatWiederherstellungscodes } from '../../db/schema';
import { deleteAllPasskeys, hasPasskey } from './passkey-repo';

export type KandidatTotp = typeof kandidatTotp.$inferSelect;
/** How a login was confirmed beyond the password (sessions.zweiter_faktor). */
export type Faktor = 'totp' | 'wiederherstellungscode' | 'passkey';

export async function findTotp(db: Conn, accountId: string, lock = false): Promise<KandidatTotp | undefined> {
  const query = db.select().from(kandidatTotp).where(eq(kandidatTotp.accountId, accountId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Whether the account's TOTP key is confirmed (on). */
export async function hasTotp(db: Conn, accountId: string): Promise<boolean> {
  const row = await findTotp(db, accountId);
  return Boolean(row?.secret);
}

/** The second factors the account's login asks for: TOTP, passkeys (decision 0051) or none. */
export async function verfahrenOf(db: Conn, accountId: string): Promise<('totp' | 'passkey')[]> {
  const [totp, passkey] = await Promise.all([hasTotp(db, accountId), hasPasskey(db, accountId)]);
  return [...(totp ? (['totp'] as const) : []), ...(passkey ? (['passkey'] as const) : [])];
}

/** Whether the account's login asks for a second factor. */
export async function hasSecondFactor(db: Conn, accountId: string): Promise<boolean> {
  return (await verfahrenOf(db, accountId)).length > 0;
}

/** A new pending key; a confirmed one stays untouched. */
export async function savePendingKey(db: Conn, accountId: string, sealed: string): Promise<void> {
  await db
    .insert(kandidatTotp)
    .values({ accountId, pending: sealed })
    .onConflictDoUpdate({ target: kandidatTotp.accountId, set: { pending: sealed } });
}

export async function activateKey(tx: Conn, accountId: string, sealed: string, step: number, now: Date) {
  await tx
    .update(kandidatTotp)
    .set({ secret: sealed, pending: null, lastStep: step, eingerichtetAm: now })
    .where(eq(kandidatTotp.accountId, accountId));
}

/** Claims the time step if it is later than the last accepted one (true) – else it is a replay. */
export async function claimStep(tx: Conn, accountId: string, step: number): Promise<boolean> {
  const rows = await tx
    .update(kandidatTotp)
    .set({ lastStep: step })
    .where(
      and(
        eq(kandidatTotp.accountId, accountId),
        or(isNull(kandidatTotp.lastStep), lt(kandidatTotp.lastStep, step)),
      ),
    )
    .returning({ id: kandidatTotp.accountId });
  return rows.length === 1;
}

/**
 * The office's reset of a lost factor (decisions 0042, 0051): the TOTP key, the recovery codes and every
 * passkey go; true if any factor was on.
 */
export async function removeAllFactors(tx: Conn, accountId: string): Promise<boolean> {
  const passkeys = await deleteAllPasskeys(tx, accountId);
  return (await removeSecondFactor(tx, accountId)) || passkeys > 0;
}

/** Switches TOTP off: key and codes go (the last step does not matter any more). */
export async function removeSecondFactor(tx: Conn, accountId: string): Promise<boolean> {
  await tx
    .delete(kandidatWiederherstellungscodes)
    .where(eq(kandidatWiederherstellungscodes.accountId, accountId));
  const rows = await tx
    .delete(kandidatTotp)
    .where(eq(kandidatTotp.accountId, accountId))
    .returning({ secret: kandidatTotp.secret });
  return rows.some((row) => row.secret !== null);
}

export async function replaceCodes(tx: Conn, accountId: string, hashes: string[], now: Date) {
  await tx
    .delete(kandidatWiederherstellungscodes)
    .where(eq(kandidatWiederherstellungscodes.accountId, accountId));
  await tx
    .insert(kandidatWiederherstellungscodes)
    .values(hashes.map((codeHash) => ({ accountId, codeHash, createdAt: now })));
}

/** Marks the code used if it is one of the account's unused ones (atomic: a code works once). */
export async function consumeCode(tx: Conn, accountId: string, codeHash: string, now: Date) {
  const rows = await tx
    .update(kandidatWiederherstellungscodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(kandidatWiederherstellungscodes.accountId, accountId),
        eq(kandidatWiederherstellungscodes.codeHash, codeHash),
        isNull(kandidatWiederherstellungscodes.usedAt),
      ),
    )
    .returning({ id: kandidatWiederherstellungscodes.id });
  return rows.length === 1;
}

export async function unusedCodes(db: Conn, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(kandidatWiederherstellungscodes)
    .where(
      and(
        eq(kandidatWiederherstellungscodes.accountId, accountId),
        isNull(kandidatWiederherstellungscodes.usedAt),
      ),
    );
  return row?.n ?? 0;
}
