import type { ModulStateWP } from '@examensportal/domain/rules/modulState';
import type { Semester } from '@examensportal/domain/rules/semester';
import { loadModul, loadZulassungsblock } from '../../app/slices/data';
import type { AppDispatch } from '../../app/store';
import { unwrapAntwort } from '../../wizard/steps/erklaerungDaten';

// What the withdrawals load: the module state (invitations, first admission) and the term.

export interface RuecktrittDaten {
  state: ModulStateWP;
  /** The term of the envelope ('S/YYYY') and its value; null when it cannot be read. */
  block: { value: string; termin: Semester } | null;
}

export async function loadRuecktrittDaten(dispatch: AppDispatch): Promise<RuecktrittDaten> {
  const [modul, block] = await Promise.all([
    unwrapAntwort(dispatch(loadModul())),
    unwrapAntwort(dispatch(loadZulassungsblock()), true),
  ]);
  return {
    state: modul,
    block: block?.termin ? { value: block.value, termin: block.termin } : null,
  };
}
