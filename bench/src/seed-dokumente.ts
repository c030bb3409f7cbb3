// The A/B scripts of GET /api/dokumente on PostgreSQL (pg-named-ab.ts, dokumente-pg-ab.ts): one candidate
// with 20 documents (umlauts in names) and a session, in the scratch database they measure against.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../apps/server/src/db/connect';
import { accounts, documents, sessions } from '../../apps/server/src/db/schema';

export async function seedDokumente(db: Db): Promise<{ accountId: string; sessionId: string }> {
  const accountId = randomUUID();
  const now = new Date();
  await db.insert(accounts).values({
    id: accountId,
    email: `ab.${accountId}@example.org`,
    vorname: 'Jürgen',
    nachname: 'Öztürk',
    art: 'WP',
    passwordHash: 'x',
    createdAt: now,
  });
  await db.insert(documents).values(
    Array.from({ length: 20 }, (_, i) => ({
      id: randomUUID(),
      accountId,
      category: 'AKTENEINGANG',
      type: 'Nachweis',
      source: 'candidate',
      originalName: `Zeugnis Prüfung ${i}.pdf`,
      storedName: randomUUID(),
      contentType: 'application/pdf',
      size: 1000 + i,
      sha256: '0'.repeat(64),
      createdAt: new Date(now.getTime() - i * 1000),
    })),
  );
  const [session] = await db
    .insert(sessions)
    .values({ accountId, createdAt: now, lastSeenAt: now })
    .returning({ id: sessions.id });
  return { accountId, sessionId: session?.id ?? '' };
}
