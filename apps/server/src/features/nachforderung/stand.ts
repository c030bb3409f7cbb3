// The requests and the processing deadline of one candidate's current application, as /start, the
// answer page and the back-office's Kandidat page read them (issue 27 points 2 and 3).
import { berlinDate } from '@examensportal/domain/dates';
import { bearbeitungsfrist } from '@examensportal/domain/rules/bearbeitungsfrist';
import type { Bearbeitungsstand, NachforderungenAntwort } from '@examensportal/domain/schemas/nachforderung';
import type { AppContext } from '../../context';
import { currentApplication } from '../procedure/repo';
import { ansicht, loadNachforderungen, zeitenOf } from './repo';

export async function nachforderungenStand(
  ctx: AppContext,
  accountId: string,
): Promise<NachforderungenAntwort> {
  const jetzt = ctx.clock.now();
  const heute = berlinDate(jetzt);
  const antrag = await currentApplication(ctx.db, accountId);
  if (!antrag || antrag.status === 'draft') return { nachforderungen: [], bearbeitung: null };
  const gelesen = await loadNachforderungen(ctx.db, accountId, antrag.id);
  const nachforderungen = gelesen.map((n) => ansicht(n, heute));
  let bearbeitung: Bearbeitungsstand | null = null;
  // The deadline runs only while the office has not decided (a sent, undecided application).
  if (antrag.status === 'submitted' && antrag.submittedAt) {
    const frist = bearbeitungsfrist(
      antrag.submittedAt,
      gelesen.map(zeitenOf),
      ctx.config.bearbeitungsfristMonate,
      heute,
    );
    const fehlt = nachforderungen
      .filter((n) => n.stand === 'offen' || n.stand === 'abgelaufen')
      .flatMap((n) => n.punkte.filter((p) => p.antworten.length === 0).map((p) => p.bezeichnung));
    bearbeitung = { ...frist, fehlt };
  }
  return { nachforderungen, bearbeitung };
}
