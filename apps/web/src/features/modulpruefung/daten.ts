import { messages } from '@examensportal/domain/messages';
import {
  isVorgezogen,
  MODULE,
  type ModulSlot,
  slotModul,
  vorgezogenKey,
} from '@examensportal/domain/rules/module';
import type { ModulStateWP } from '@examensportal/domain/rules/modulState';
import type { Semester } from '@examensportal/domain/rules/semester';
import type { Zulassungsblock } from '@examensportal/domain/rules/zulassungsblock';
import { loadModul, loadZulassungsblock } from '../../app/slices/data';
import type { AppDispatch } from '../../app/store';
import { unwrapAntwort } from '../../wizard/steps/erklaerungDaten';

// What every module flow loads (spec §3 module state, the open term) and reads from it.

export interface ModulDaten {
  state: ModulStateWP;
  /** The open term (GET /api/zulassung/zulassungsblock); null when it cannot be read. */
  block: (Zulassungsblock & { termin: Semester }) | null;
}

function blockAus(block: Zulassungsblock | null): ModulDaten['block'] {
  return block?.termin ? { ...block, termin: block.termin } : null;
}

export async function loadModulDaten(dispatch: AppDispatch): Promise<ModulDaten> {
  // The status (the reasons per checkbox, whether the flow is open) comes with it: createTwoStepFlow.
  const [modul, block] = await Promise.all([
    unwrapAntwort(dispatch(loadModul())),
    unwrapAntwort(dispatch(loadZulassungsblock()), true),
  ]);
  return { state: modul, block: blockAus(block) };
}

/** The slots a term offers, per module: in term 2 the June sitting first, then August (spec §4). */
export const slotsImTermin = (semester: 1 | 2 | null): ModulSlot[] =>
  semester === 2 ? MODULE.flatMap((m) => [vorgezogenKey(m), m]) : [...MODULE];

const a = messages.antrag;

/** A slot's label; the sitting (June, August) is named only where a flow offers both. */
export function slotLabel(slot: ModulSlot, mitSitzung: boolean): string {
  const name = a.modulNamen[slotModul(slot)];
  if (isVorgezogen(slot)) return a.modulVorgezogen(name);
  return mitSitzung ? messages.modulpruefung.modulAugust(name) : name;
}

/** The chosen slots of a selection, in page order. */
export const gewaehlt = (slots: readonly ModulSlot[], werte: Partial<Record<ModulSlot, boolean>>) =>
  slots.filter((slot) => werte[slot] === true);
