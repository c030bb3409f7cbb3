// What several handlers share: the modules of slots, the empty receipt statements, ending running
// registrations, and the proof files a multipart declaration needs.
import { messages } from '@examensportal/domain/messages';
import { type Modul, type ModulSlot, slotModul } from '@examensportal/domain/rules/module';
import { HttpError } from '../../../http/errors';
import type { StoredUpload } from '../../../infra/upload';
import { insertWithdrawal } from '../../procedure/records';
import type { Lage } from '../transaction';

export const module = (slots: readonly ModulSlot[]): Modul[] => [...new Set(slots.map(slotModul))];

export const keineAngaben = { pruefungsteile: [], angaben: [] } as const;

/**
 * Ends running registrations: a deregistration (also with the application: grund 'ruecknahme') or a
 * module withdrawal.
 */
export async function beenden(
  lage: Lage,
  kind: 'abmeldung' | 'modulruecktritt',
  laufend: readonly { id: string }[],
  declarationId: string,
  grund?: string,
): Promise<void> {
  for (const l of laufend) {
    await insertWithdrawal(
      lage.tx,
      {
        accountId: lage.procedure.account.accountId,
        kind,
        registrationId: l.id,
        am: lage.today,
        ...(grund ? { grund } : {}),
        declarationId,
      },
      lage.now,
    );
  }
}

export const mindestensEinNachweis = (files: readonly StoredUpload[]) => {
  if (files.length === 0) throw new HttpError(422, messages.validation.mindestensEinNachweis);
};

export const gewaehlteTeile = <K extends string>(
  angaben: Readonly<Partial<Record<string, unknown>>>,
  keys: readonly K[],
) => keys.filter((key) => angaben[key] === true);
