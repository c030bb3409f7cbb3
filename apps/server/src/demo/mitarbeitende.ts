// The back-office's demo staff (docs/demo-accounts.md): two leitung (a correction needs a second one,
// decision 0032), one sachbearbeitung, already set
// up with the demo password and a fixed TOTP key, so a tester adds the documented key to an
// authenticator app and logs in at /examensportal/pruefungsstelle. Only for demo data: a real
// account is created by mitarbeiter-anlegen and sets its own password and key through its link.
import type { Rolle } from '@examensportal/domain/messages-pruefungsstelle';
import type { Db } from '../db/connect';
import { recordStaffAction } from '../features/staff/audit';
import { insertStaff, updateStaff } from '../features/staff/repo';
import type { Clock } from '../infra/clock';
import { hashPassword, type PasswordHashCost } from '../infra/passwords';
import { Sealer } from '../infra/seal';

export interface DemoMitarbeiter {
  email: string;
  name: string;
  rolle: Rolle;
  /** Base32, as an authenticator app takes it by hand (RFC 6238, SHA-1, 6 digits, 30 s). */
  totpSchluessel: string;
}

/** The caseworker who drafted the demo's draft waiting for release (entwurf.ts). */
export const DEMO_SACHBEARBEITUNG = 'sachbearbeitung@pruefungsstelle.example';

/** Who drafted and who released the demo's corrected result (daten.ts, wp.ruecktritt). */
export const DEMO_BERICHTIGUNG = { entworfenVon: 'Lena Leitung', freigegebenVon: 'Leo Leitung' };

export const DEMO_MITARBEITENDE: readonly DemoMitarbeiter[] = [
  {
    email: 'leitung@pruefungsstelle.example',
    name: 'Lena Leitung',
    rolle: 'leitung',
    totpSchluessel: 'XVCDIKV2M5UNKSMVZDEMQJATZOIVJT4D',
  },
  {
    email: 'leitung2@pruefungsstelle.example',
    name: 'Leo Leitung',
    rolle: 'leitung',
    totpSchluessel: 'QXKI5HRVL4Z4GFMOWJIG4JKRVE7CDFTA',
  },
  {
    email: DEMO_SACHBEARBEITUNG,
    name: 'Sami Sachbearbeitung',
    rolle: 'sachbearbeitung',
    totpSchluessel: 'NRAUMLKH6WSWV74RXSHUHG5XY4E2Q6LT',
  },
];

/**
 * Creates the demo staff (or the given ones: a journey's extra colleague), set up with the demo
 * password (konten.ts, passed in: that file renders this list into the docs); the key is sealed with
 * the portal's JWT_SECRET like a real one.
 */
export async function seedMitarbeitende(
  db: Db,
  clock: Clock,
  jwtSecret: Uint8Array,
  passwort: string,
  /** The portal's Config.passwordHashCost (decision 0069). */
  passwordHashCost: PasswordHashCost,
  liste: readonly DemoMitarbeiter[] = DEMO_MITARBEITENDE,
): Promise<void> {
  const sealer = new Sealer(jwtSecret, 'staff-totp');
  const passwordHash = await hashPassword(passwort, passwordHashCost);
  const now = clock.now();
  for (const m of liste) {
    await db.transaction(async (tx) => {
      const staff = await insertStaff(tx, { email: m.email, name: m.name, rolle: m.rolle }, now);
      await updateStaff(tx, staff.id, {
        passwordHash,
        totpSecret: sealer.seal(m.totpSchluessel),
        activatedAt: now,
      });
      await recordStaffAction(
        tx,
        {
          wer: 'Demodaten (npm run demo)',
          quelle: 'system',
          aktion: 'mitarbeiter.angelegt',
          ziel: m.email,
          nachher: { email: m.email, name: m.name, rolle: m.rolle },
        },
        now,
      );
    });
  }
}
