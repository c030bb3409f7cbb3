import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/connect';
import { staffAccounts, staffRecoveryCodes, staffSessions, staffSetupTokens } from '../../db/schema';
import { hashToken, newToken } from '../../infra/tokens';

export type StaffAccount = typeof staffAccounts.$inferSelect;
export type Stufe = 'einrichtung' | 'angemeldet';

export async function findStaffByEmail(db: Conn, email: string): Promise<StaffAccount | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email)).limit(1);
  return row;
}

/** The row, locked for the rest of the transaction (two leaders changing one account queue). */
export async function lockStaff(tx: Tx, id: string): Promise<StaffAccount | undefined> {
  const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for('update');
  return row;
}

export async function listStaff(db: Conn): Promise<StaffAccount[]> {
  return db.select().from(staffAccounts).orderBy(asc(staffAccounts.name), asc(staffAccounts.email));
}

export async function insertStaff(
  tx: Conn,
  values: { email: string; name: string; rolle: string },
  now: Date,
): Promise<StaffAccount> {
  const [row] = await tx
    .insert(staffAccounts)
    .values({ ...values, createdAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateStaff(tx: Conn, id: string, set: Partial<typeof staffAccounts.$inferInsert>) {
  await tx.update(staffAccounts).set(set).where(eq(staffAccounts.id, id));
}

/**
 * Accepts a TOTP step only if it is later than every step accepted before (atomic, so two requests
 * with one code cannot both pass).
 */
export async function claimTotpStep(tx: Conn, id: string, step: number): Promise<boolean> {
  const rows = await tx
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffAccounts.id, id),
        or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: staffAccounts.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------------------------------------
// Sessions

export async function createStaffSession(
  tx: Conn,
  staffId: string,
  stufe: Stufe,
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(staffSessions)
    .values({ staffId, stufe, createdAt: now, lastSeenAt: now })
    .returning({ id: staffSessions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function findStaffSession(db: Conn, sessionId: string) {
  const [row] = await db
    .select({ session: staffSessions, staff: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(eq(staffSessions.id, sessionId))
    .limit(1);
  return row;
}

export async function touchStaffSession(db: Conn, sessionId: string, now: Date) {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, sessionId));
}

export async function setSessionStufe(tx: Conn, sessionId: string, stufe: Stufe, now: Date) {
  await tx.update(staffSessions).set({ stufe, lastSeenAt: now }).where(eq(staffSessions.id, sessionId));
}

export async function revokeStaffSession(db: Conn, sessionId: string, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

export async function revokeStaffSessions(db: Conn, staffId: string, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

// ---------------------------------------------------------------------------------------------
// Set-up links

const setupLifetimeMs = 24 * 3_600_000;

/** A new set-up link for the account; every earlier one ends. Returns the token (only its hash is kept). */
export async function issueSetupToken(
  tx: Conn,
  staffId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  await tx
    .update(staffSetupTokens)
    .set({ usedAt: now })
    .where(and(eq(staffSetupTokens.staffId, staffId), isNull(staffSetupTokens.usedAt)));
  const token = newToken();
  const expiresAt = new Date(now.getTime() + setupLifetimeMs);
  await tx
    .insert(staffSetupTokens)
    .values({ staffId, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The account of an unused, unexpired link (locked when `lock`), or undefined. */
export async function findValidSetupToken(db: Conn, token: string, now: Date, lock = false) {
  const query = db
    .select({ tokenId: staffSetupTokens.id, staff: staffAccounts })
    .from(staffSetupTokens)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSetupTokens.staffId))
    .where(
      and(
        eq(staffSetupTokens.tokenHash, hashToken(token)),
        isNull(staffSetupTokens.usedAt),
        gt(staffSetupTokens.expiresAt, now),
        isNull(staffAccounts.disabledAt),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function useSetupToken(tx: Conn, tokenId: string, now: Date) {
  await tx.update(staffSetupTokens).set({ usedAt: now }).where(eq(staffSetupTokens.id, tokenId));
}

// ---------------------------------------------------------------------------------------------
// Recovery codes

export async function deleteRecoveryCodes(tx: Conn, staffId: string) {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
}

export async function replaceRecoveryCodes(tx: Conn, staffId: string, hashes: string[], now: Date) {
  await deleteRecoveryCodes(tx, staffId);
  await tx
    .insert(staffRecoveryCodes)
    .values(hashes.map((codeHash) => ({ staffId, codeHash, createdAt: now })));
}

/** Marks the code used if it is one of the account's unused ones (atomic: a code works once). */
export async function consumeRecoveryCode(tx: Conn, staffId: string, codeHash: string, now: Date) {
  const rows = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}
