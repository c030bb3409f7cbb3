import { messages } from '@examensportal/domain/messages';
import { istErlaubterDateityp, checkDateiauswahl } from '@examensportal/domain/rules/documents';

/** A file the user picked and the form keeps until it is sent; `type` only with a type select. */
export interface ChosenFile {
  /** Stable key for the list and for focus handling. */
  id: string;
  file: File;
  type?: string;
}

let nextId = 0;

export interface Choice {
  files: ChosenFile[];
  /**
   * German texts for the refused files, in the order picked: size (spec §5) and – beyond the spec's
   * silent drop, which left users guessing (issue 16) – type, each naming the file.
   */
  rejected: string[];
}

/**
 * Adds a picked FileList to the kept files (or replaces them when only one file is allowed),
 * after the checks of spec §5 (a refused type is named too). New files get `defaultType` when given.
 */
export function addChosenFiles(
  current: readonly ChosenFile[],
  picked: Iterable<File>,
  { multiple = true, defaultType }: { multiple?: boolean; defaultType?: string | undefined } = {},
): Choice {
  const angenommen: File[] = [];
  const fehler: string[] = [];
  for (const file of picked) {
    if (!istErlaubterDateityp(file.name)) {
      fehler.push(messages.files.typNichtErlaubt(file.name));
      continue;
    }
    const check = checkDateiauswahl([file]);
    angenommen.push(...check.angenommen);
    fehler.push(...check.fehler);
  }
  const added = (multiple ? angenommen : angenommen.slice(0, 1)).map((file): ChosenFile => ({
    id: `datei-${++nextId}`,
    file,
    ...(defaultType === undefined ? {} : { type: defaultType }),
  }));
  if (!multiple) return { files: added.length > 0 ? added : [...current], rejected: fehler };
  return { files: [...current, ...added], rejected: fehler };
}
