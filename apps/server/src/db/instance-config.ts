import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ConfigError } from '../config';
import type { Db } from './connect';
import { instanceConfig } from './schema';

/** HMAC-SHA256 of a fixed label keyed with the secret: equal secrets give equal fingerprints. */
export function secretFingerprint(secret: Uint8Array): string {
  return createHmac('sha256', secret).update('examensportal:instance-config:jwt-secret').digest('hex');
}

export interface InstanceIdentity {
  jwtSecret: Uint8Array;
  jwtSecretPrevious: Uint8Array | undefined;
  publicUrl: string;
}

export type Registration = 'registered' | 'matches' | 'rotated';

async function current(db: Db) {
  const [row] = await db.select().from(instanceConfig).where(eq(instanceConfig.id, 1));
  if (!row) throw new Error('instance_config has no row after registering');
  return row;
}

/**
 * With DATABASE_URL (several instances on one database): the first start registers its key and public
 * URL, every later one must match them. A start with JWT_SECRET_PREVIOUS equal to the registered key
 * moves the registration to the new JWT_SECRET (key rotation). Throws ConfigError on a mismatch.
 */
export async function registerInstance(db: Db, identity: InstanceIdentity, now: Date): Promise<Registration> {
  const mine = secretFingerprint(identity.jwtSecret);
  const inserted = await db
    .insert(instanceConfig)
    .values({
      id: 1,
      secretFingerprint: mine,
      publicUrl: identity.publicUrl,
      registeredAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: instanceConfig.id });
  if (inserted.length > 0) return 'registered';

  const row = await current(db);
  if (row.publicUrl !== identity.publicUrl)
    throw new ConfigError(
      `PUBLIC_URL (${identity.publicUrl}) weicht von der URL ab, mit der die anderen Instanzen an dieser Datenbank registriert sind (${row.publicUrl}). Alle Instanzen brauchen dieselbe PUBLIC_URL (PUBLIC_URL differs from the one registered in the database).`,
    );
  if (row.secretFingerprint === mine) return 'matches';
  const previous = identity.jwtSecretPrevious && secretFingerprint(identity.jwtSecretPrevious);
  if (previous !== undefined && row.secretFingerprint === previous) {
    await db
      .update(instanceConfig)
      .set({ secretFingerprint: mine, updatedAt: now })
      .where(eq(instanceConfig.secretFingerprint, previous));
    // Another instance may have rotated at the same moment: what counts is the key registered now.
    if ((await current(db)).secretFingerprint === mine) return 'rotated';
  }
  throw new ConfigError(
    'JWT_SECRET weicht von dem Schlüssel ab, mit dem die anderen Instanzen an dieser Datenbank registriert sind. Alle Instanzen brauchen denselben JWT_SECRET; zum Wechseln den bisherigen als JWT_SECRET_PREVIOUS angeben (JWT_SECRET differs from the one registered in the database).',
  );
}
