// The reminder job (issue 27 point 5, decision 0040): at start and then every hour on the portal
// clock, every candidate's due reminders are queued as mail. Each reminder is a row of
// erinnerungen_versandt keyed by account, kind, event and offset, inserted with its mail in one
// transaction: whichever job or instance inserts it first sends it, every other finds it and sends
// nothing. Running more often than daily costs reads, never a second mail.
import { berlinDate } from '@examensportal/domain/dates';
import {
  ERINNERUNGSARTEN,
  faelligAm,
  faelligerVersatz,
  versatzSchluessel,
} from '@examensportal/domain/rules/erinnerungen';
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Grundeinstellungen } from '../../config';
import type { Db } from '../../db/connect';
import { accounts, candidates, erinnerungenVersandt } from '../../db/schema';
import type { Clock } from '../../infra/clock';
import { enqueueMail } from '../../infra/outbox';
import { type Periodic, schedulePeriodic } from '../../infra/periodic';
import type { Sealer } from '../../infra/seal';
import { loadSettings } from '../procedure/settings';
import { loadLage } from './lage';
import { ERINNERUNGEN } from './registry';
import { loadSchalter } from './schalter';

export interface VersandDeps {
  db: Db;
  clock: Clock;
  verfahren: Grundeinstellungen;
  sealer: Sealer;
  messageDomain: string;
}

/** Queues every reminder due today that was not sent yet; resolves with how many this call queued. */
export async function erinnerungenVersenden(deps: VersandDeps): Promise<number> {
  const now = deps.clock.now();
  const heute = berlinDate(now);
  const settings = await loadSettings(deps.db, deps.verfahren);
  const konten = await deps.db
    .select({ id: candidates.accountId })
    .from(candidates)
    .innerJoin(accounts, eq(accounts.id, candidates.accountId))
    .where(isNotNull(accounts.confirmedAt))
    .orderBy(asc(candidates.accountId));
  let gesendet = 0;
  for (const { id } of konten) {
    const lage = await loadLage(deps.db, id, settings, heute);
    if (!lage) continue;
    const schalter = await loadSchalter(deps.db, id);
    for (const art of ERINNERUNGSARTEN) {
      if (!schalter[art]) continue;
      const eintrag = ERINNERUNGEN[art];
      for (const anlass of eintrag.anlaesse(lage)) {
        const versatz = faelligerVersatz(eintrag.versaetze, anlass.anker, anlass.bis, heute);
        if (!versatz) continue;
        const neu = await deps.db.transaction(async (tx) => {
          const won = await tx
            .insert(erinnerungenVersandt)
            .values({
              accountId: id,
              art,
              ereignis: anlass.ereignis,
              versatz: versatzSchluessel(versatz),
              faelligAm: faelligAm(anlass.anker, versatz),
              am: now,
            })
            .onConflictDoNothing()
            .returning({ art: erinnerungenVersandt.art });
          if (won.length === 0) return false;
          await enqueueMail(
            tx,
            { sealer: deps.sealer, now, messageDomain: deps.messageDomain },
            { template: 'erinnerung', ...lage.person, art, werte: anlass.werte },
          );
          return true;
        });
        if (neu) gesendet += 1;
      }
    }
  }
  return gesendet;
}

/** Runs at start and every `intervalMs` (0: never; tests run erinnerungenVersenden themselves). */
export function scheduleErinnerungen(
  deps: VersandDeps & { logger: Pick<Logger, 'info' | 'error'>; kick: () => void },
  intervalMs: number,
): Periodic {
  return schedulePeriodic(
    async () => {
      const anzahl = await erinnerungenVersenden(deps);
      if (anzahl === 0) return;
      deps.logger.info({ event: 'erinnerungen.queued', anzahl });
      deps.kick();
    },
    intervalMs,
    (err) => deps.logger.error({ err, event: 'erinnerungen.failed' }),
  );
}
