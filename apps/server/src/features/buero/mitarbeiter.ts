// mitarbeiter-anlegen: the first staff account (and any account whose set-up link was lost);
// mitarbeiter-zuruecksetzen: a lost second factor, also of the only leitung, who cannot reset it in the
// browser. Both print a one-time set-up link valid 24 h; the action is in the Protokoll with the operator
// as author.
import { formatZeitpunkt } from '@examensportal/domain/format';
import type { Rolle } from '@examensportal/domain/messages-pruefungsstelle';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { kontoMitEinrichtungslink, StaffConflict, zugangZuruecksetzen } from '../staff/konten';
import { findStaffByEmail, lockStaff } from '../staff/repo';
import { linksFor } from '../../infra/mail-templates';
import { OfficeError, type OfficeDeps, type OfficeOutput } from './context';

export async function mitarbeiterAnlegen(
  deps: OfficeDeps,
  args: { email: string; name: string; rolle: Rolle },
): Promise<OfficeOutput> {
  const now = deps.clock.now();
  try {
    const { staff, token, expiresAt } = await deps.db.transaction((tx) =>
      kontoMitEinrichtungslink(
        tx,
        args,
        { staffId: null, wer: deps.von, quelle: 'kommandozeile' },
        'mitarbeiter.angelegt',
        now,
      ),
    );
    const link = linksFor(deps.publicUrl ?? 'http://localhost:3000').staffSetup(token);
    return {
      text: pruefungsstelle.angelegt(staff.name, link, formatZeitpunkt(expiresAt)),
      data: {
        id: staff.id,
        email: staff.email,
        name: staff.name,
        rolle: staff.rolle,
        link,
        gueltigBis: expiresAt.toISOString(),
      },
    };
  } catch (error) {
    if (error instanceof StaffConflict) throw new OfficeError(error.message);
    throw error;
  }
}

export async function mitarbeiterZuruecksetzen(
  deps: OfficeDeps,
  args: { email: string },
): Promise<OfficeOutput> {
  const now = deps.clock.now();
  try {
    const { staff, token, expiresAt } = await deps.db.transaction(async (tx) => {
      const known = await findStaffByEmail(tx, args.email);
      const found = known && (await lockStaff(tx, known.id));
      if (!found) throw new OfficeError(pruefungsstelle.mitarbeiterUnbekannt);
      const link = await zugangZuruecksetzen(
        tx,
        found,
        { staffId: null, wer: deps.von, quelle: 'kommandozeile' },
        now,
      );
      return { staff: found, ...link };
    });
    const link = linksFor(deps.publicUrl ?? 'http://localhost:3000').staffSetup(token);
    return {
      text: pruefungsstelle.zurueckgesetzt(staff.name, link, formatZeitpunkt(expiresAt)),
      data: { id: staff.id, email: staff.email, link, gueltigBis: expiresAt.toISOString() },
    };
  } catch (error) {
    if (error instanceof StaffConflict) throw new OfficeError(error.message);
    throw error;
  }
}
