import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDatum } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { verfahrensstand as vs } from '@examensportal/domain/messages-verfahrensstand';
import type { Verfahrensstand } from '@examensportal/domain/rules/verfahrensstand';
import { paths } from '../../app/paths';
import { bekanntgabeText } from '../../lib/bekanntgabe';
import './verfahrensstand.css';

const k = vs.schluessel;

type Zeile = readonly [string, ReactNode];

/** Label–value pairs as a KERN description list (GOV.UK summary list); rows without a value are left out. */
function Liste({ zeilen }: { zeilen: readonly (Zeile | null)[] }) {
  return (
    <dl className="kern-description-list verfahrensstand__liste">
      {zeilen
        .filter((z): z is Zeile => z !== null)
        .map(([schluessel, wert]) => (
          <div className="kern-description-list-item" key={schluessel}>
            <dt className="kern-description-list-item__key">{schluessel}</dt>
            <dd className="kern-description-list-item__value">{wert}</dd>
          </div>
        ))}
    </dl>
  );
}

const zeile = (schluessel: string, wert: string | null | undefined): Zeile | null =>
  wert ? [schluessel, wert] : null;

/** The admission letter's notification; while it waits for retrieval, the way to the file that holds it. */
function Bekanntgabe({ stand }: { stand: Verfahrensstand }) {
  const bekanntgabe = stand.zulassungBekanntgabe;
  if (!bekanntgabe) return null;
  if (bekanntgabe.stand !== 'bereitgestellt') return bekanntgabeText(bekanntgabe);
  return (
    <>
      {bekanntgabeText(bekanntgabe)}. <Link to={paths.digitaleAkteBereich.href}>{vs.zurAkte}</Link>
    </>
  );
}

function Antrag({ stand }: { stand: Verfahrensstand }) {
  const { antrag } = stand;
  return (
    <Liste
      zeilen={[
        [k.antrag, antrag.text],
        zeile(k.pruefungstermin, antrag.pruefungstermin),
        antrag.stand === 'keiner'
          ? null
          : [k.versuch, vs.versuchVon(antrag.versuch, antrag.versucheMoeglich)],
        // How the admission letter was notified (decision 0033), as Meine Daten says it.
        stand.zulassungBekanntgabe ? [k.zulassungBekanntgabe, <Bekanntgabe stand={stand} />] : null,
        [k.termin, stand.termin.termin],
        [k.anmeldeschluss, formatDatum(stand.termin.anmeldeschluss)],
        zeile(k.sechsJahresfrist, formatDatum(stand.sechsJahresfrist)),
        zeile(k.letzterTermin, stand.letzterTermin),
      ]}
    />
  );
}

function Funktionen({ stand }: { stand: Verfahrensstand }) {
  return (
    <ul className="kern-task-list__list verfahrensstand__funktionen">
      {stand.funktionen.map((f) => (
        <li className="kern-task-list__item" key={f.flow}>
          <div className="kern-task-list__content-wrapper verfahrensstand__funktion">
            <span className="kern-task-list__title">{vs.funktion[f.flow]}</span>
            {f.grund && <p className="kern-body kern-body--small">{f.grund}</p>}
          </div>
          <div className="kern-task-list__status">
            <span className={`kern-badge ${f.verfuegbar ? 'kern-badge--success' : 'kern-badge--info'}`}>
              <span className="kern-label">{f.verfuegbar ? vs.verfuegbar : vs.nichtVerfuegbar}</span>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Zeitleiste({ stand }: { stand: Verfahrensstand }) {
  if (stand.zeitleiste.length === 0) return <p className="kern-body">{vs.zeitleisteLeer}</p>;
  return (
    <ol className="kern-list verfahrensstand__zeitleiste">
      {stand.zeitleiste.map((e, i) => (
        <li key={i}>
          <time dateTime={e.datum}>{formatDatum(e.datum)}</time> {e.text}
        </li>
      ))}
    </ol>
  );
}

/**
 * 'Stand Ihres Verfahrens' on /start (issue 16 point 2): the current application and its state, the
 * open term and its deadline, the modules or the aptitude test's attempts, earlier applications,
 * every flow with the reason when it is closed (a GOV.UK task list), and the timeline – all as the
 * server derives it (GET /api/status, loaded by the start page). It sits below the spec's links and replaces none of them.
 */
export function VerfahrensstandPanel({ stand }: { stand: Verfahrensstand | null }) {
  if (!stand) return <p className="kern-body">{vs.nichtGeladen}</p>;
  return (
    <section className="verfahrensstand" aria-labelledby="verfahrensstand-titel">
      <h2 className="kern-heading-medium" id="verfahrensstand-titel">
        {vs.ueberschrift}
      </h2>
      <h3 className="kern-heading-small">{vs.antragTitel}</h3>
      <Antrag stand={stand} />
      {stand.module.length > 0 && (
        <>
          <h3 className="kern-heading-small">{vs.modulTitel}</h3>
          <Liste
            zeilen={stand.module.map((m) => [
              messages.antrag.modulNamen[m.modul],
              `${m.text}. ${vs.modulSpalten.versuche}: ${vs.versucheVon(m.versucheVerbraucht, m.versucheMoeglich)}`,
            ])}
          />
        </>
      )}
      {stand.eignung && (
        <>
          <h3 className="kern-heading-small">{vs.eignungTitel}</h3>
          <Liste
            zeilen={[
              [k.versuche, vs.versucheVon(stand.eignung.versucheVerbraucht, stand.eignung.versucheMoeglich)],
              [
                k.laufenderVersuch,
                stand.eignung.laufenderVersuch ? vs.laeuft(stand.eignung.laufenderVersuch) : vs.keinerLaeuft,
              ],
            ]}
          />
        </>
      )}
      {stand.fruehereAntraege.length > 0 && (
        <>
          <h3 className="kern-heading-small">{vs.fruehereTitel}</h3>
          <ul className="kern-list">
            {stand.fruehereAntraege.map((a, i) => (
              <li key={i}>
                {vs.frueherVersuch(a.versuch, a.pruefungstermin ?? '–')}: {a.text}
              </li>
            ))}
          </ul>
        </>
      )}
      {stand.nachteilsausgleich && (
        <>
          <h3 className="kern-heading-small">{vs.nachteilsausgleichTitel}</h3>
          <p className="kern-body">{stand.nachteilsausgleich.text}</p>
          {stand.nachteilsausgleich.massnahmen.length > 0 && (
            <ul className="kern-list">
              {stand.nachteilsausgleich.massnahmen.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </>
      )}
      <h3 className="kern-heading-small">{vs.funktionenTitel}</h3>
      <Funktionen stand={stand} />
      <h3 className="kern-heading-small">{vs.zeitleisteTitel}</h3>
      <Zeitleiste stand={stand} />
    </section>
  );
}
