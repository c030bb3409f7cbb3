// Which proofs the chosen path needs (issue 26 point 2), from the same rules the office's checklist
// uses (domain rules/pruefliste.ts): on an upload step the points of that page with their proofs and
// whether a file is chosen; on the summary a warning naming every proof still missing. Sending stays
// possible – the office sees the missing proofs and asks for them.
import { useWatch } from 'react-hook-form';
import type { Art } from '@examensportal/domain/rules/facts';
import { pruefliste as t } from '@examensportal/domain/messages-pruefliste';
import {
  eignungPunkte,
  fehlendeNachweise,
  type NachweisListe,
  nachweisBezeichnung,
  type PrueflistePunkt,
  zulassungPunkte,
} from '@examensportal/domain/rules/pruefliste';
import type { EignungEntwurf } from '@examensportal/domain/schemas/eignung';
import type { ZulassungEntwurf } from '@examensportal/domain/schemas/zulassung';

type Werte = { uploads: Partial<Record<string, readonly unknown[]>> };

function usePunkte(art: Art): PrueflistePunkt[] {
  const werte = useWatch() as Werte;
  const anzahl = (liste: NachweisListe) => werte.uploads?.[liste]?.length ?? 0;
  return art === 'WP'
    ? zulassungPunkte(werte as unknown as ZulassungEntwurf, anzahl)
    : eignungPunkte(werte as unknown as EignungEntwurf, anzahl);
}

/** The proofs the points of this page need (its upload lists), each with whether a file is chosen. */
export function BenoetigteNachweise({ art, listen }: { art: Art; listen: readonly NachweisListe[] }) {
  const punkte = usePunkte(art).filter((p) => p.nachweise.some((l) => listen.includes(l)));
  if (punkte.length === 0) return null;
  return (
    <section className="kern-alert kern-alert--info" aria-labelledby="benoetigte-nachweise">
      <div className="kern-alert__header">
        <span className="kern-icon kern-icon--info" aria-hidden="true" />
        <h3 className="kern-title" id="benoetigte-nachweise">
          {t.wizard.benoetigtTitel}
        </h3>
      </div>
      <div className="kern-alert__body">
        <p className="kern-body">{t.wizard.benoetigtEinleitung}</p>
        <ul className="kern-list">
          {punkte.map((p) => (
            <li key={p.key}>
              {p.nachweise.map((l) => nachweisBezeichnung(art, l)).join(', ')} ({p.bezeichnung}) –{' '}
              <strong>{p.vorhanden ? t.wizard.vorhanden : t.wizard.fehlt}</strong>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The summary's warning when a proof the path needs is not chosen; nothing otherwise. */
export function FehlendeNachweiseWarnung({ art }: { art: Art }) {
  const fehlend = fehlendeNachweise(usePunkte(art));
  if (fehlend.length === 0) return null;
  return (
    <section className="kern-alert kern-alert--warning" aria-labelledby="fehlende-nachweise">
      <div className="kern-alert__header">
        <span className="kern-icon kern-icon--warning" aria-hidden="true" />
        <h3 className="kern-title" id="fehlende-nachweise">
          {t.wizard.fehlenTitel}
        </h3>
      </div>
      <div className="kern-alert__body">
        <p className="kern-body">{t.wizard.fehlenText}</p>
        <ul className="kern-list">
          {fehlend.map((p) => (
            <li key={p.key}>
              {t.wizard.fehltZeile(
                p.bezeichnung,
                p.nachweise.map((l) => nachweisBezeichnung(art, l)).join(', '),
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
