// What every batch page of the back-office holds (decisions 0047, 0054, 0061): the chosen items
// across pages of the list, the last batch's report, and the one way a batch is sent – on success
// its report shows, the choice empties and the list is read again; a failure is a toast
// (useStaffAktion) and keeps the choice.
import { useState } from 'react';
import type { SammelBericht } from '@examensportal/domain/schemas/pruefungsstelle-sammel';
import { useStaffAktion } from '../useStaffAktion';
import { waehlen } from './Auswahltabelle';

export function useSammel(reload: () => Promise<unknown>) {
  const { sendet, ausfuehren } = useStaffAktion();
  const [gewaehlt, setGewaehlt] = useState<ReadonlySet<string>>(new Set());
  const [bericht, setBericht] = useState<SammelBericht | null>(null);

  const setzen = (ids: readonly string[], an: boolean) => setGewaehlt((alt) => waehlen(alt, ids, an));

  /** Sends one batch; true when it was done (its report is shown). */
  const senden = async (post: () => Promise<SammelBericht>): Promise<boolean> => {
    // The last report goes first, so the new one appears anew and takes the focus.
    setBericht(null);
    const ergebnis = await ausfuehren(post, { erfolg: (b) => b.message });
    if (!ergebnis.ok) return false;
    setBericht(ergebnis.antwort);
    setGewaehlt(new Set());
    await reload();
    return true;
  };

  return { sendet, ausfuehren, gewaehlt, setzen, bericht, setBericht, senden };
}
