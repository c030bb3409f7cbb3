// mitarbeiter-anlegen: the first staff account (and any account whose set-up link was lost). Prints a
// one-time set-up link valid 24 h; the action is in the Protokoll with the operator as author.
import { formatZeitpunkt } from '@examensportal/domain/format';
import type { Rolle } from '@examensportal/domain/messages-pruefungsstelle';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { kontoMitEinrichtungslink, StaffConflict } from '../features/staff/konten';
import { linksFor } from '../infra/mail-templates';
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
