import { addDays, berlinDate } from '@examensportal/domain/dates';
import { formatDatum } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { gesamtruecktrittTag, verfahrenBeendet } from '@examensportal/domain/rules/availability';
import { STANDARD_EINSTELLUNGEN } from '@examensportal/domain/rules/settings';
import { type RootState, useAppSelector } from '../../app/store';
import { createTwoStepFlow } from '../../wizard/twoStep/createTwoStepFlow';
import { gesamtruecktrittFlow } from './gesamtruecktrittFlow';
import './ruecktritt.css';

const Flow = createTwoStepFlow(gesamtruecktrittFlow);
const FRIST = STANDARD_EINSTELLUNGEN.bekanntgabeTage;

/**
 * Why the withdrawal is not offered (spec §4 day rule): 'too early' names the first possible day,
 * 'invalid' says that no admission date is stored; 'ok' needs no words. A finished procedure (the
 * withdrawal already sent, or the attempt lost) says so instead of the bare 'nicht anwendbar'.
 */
function tagHinweis(state: RootState): string | null {
  const stand = state.modul.data;
  if (!stand) return null;
  if (verfahrenBeendet(stand)) return messages.ruecktritt.gesamtBeendet;
  if (stand.zwischegespeichert !== 2) return null;
  const erstes = stand.ersteszulassungsdatum;
  switch (gesamtruecktrittTag(erstes, berlinDate(new Date()), FRIST)) {
    case 'too early':
      return erstes ? messages.ruecktritt.gesamtZuFrueh(formatDatum(addDays(erstes, FRIST + 1))) : null;
    case 'invalid':
      return messages.ruecktritt.gesamtOhneZulassung;
    case 'ok':
      return null;
  }
}

/** ruecktritt/gesamtpruefung (spec §2). */
export default function GesamtruecktrittPage() {
  const hinweis = useAppSelector(tagHinweis);
  return (
    <>
      <Flow />
      {hinweis && <p className="kern-body flow-hinweis">{hinweis}</p>}
    </>
  );
}
