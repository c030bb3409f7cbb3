// Statistik (Leitung, issue 28 point 11): a term and kind chosen in the address; applications by
// outcome, withdrawals, pass rates per module and sitting (a chart with the table beside it),
// processing times, the open queues; CSV export. Read with useStaffDaten (decision 0044).
import { noteText } from '@examensportal/domain/rules/modulnote';
import type { FormEvent, ReactNode } from 'react';
import { formatTermin } from '@examensportal/domain/format';
import { eingang } from '@examensportal/domain/messages-pruefungsstelle-eingang';
import { statistikTexte as t } from '@examensportal/domain/messages-pruefungsstelle-statistik';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import {
  type Statistik,
  STATISTIK_ARTEN,
  statistikSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-statistik';
import { staffDownload } from '../api';
import { PlainSelectField } from '../../components/form/PlainFields';
import { Tabelle } from '../components/Tabelle';
import { MitDaten } from '../MitDaten';
import { Balkendiagramm } from '../statistik/Balkendiagramm';
import { useStaffAktion } from '../useStaffAktion';
import { useAdressAbfrage, useStaffDaten } from '../useStaffDaten';
import { StaffPage } from './StaffPage';

function Zahlen({ titel, zeilen }: { titel: string; zeilen: readonly [string, ReactNode][] }) {
  return (
    <Tabelle label={titel} spalten={[t.kennzahl, t.anzahl]}>
      {zeilen.map(([k, v]) => (
        <tr key={k} className="kern-table__row">
          <th scope="row" className="kern-table__header">
            {k}
          </th>
          <td className="kern-table__cell">{v}</td>
        </tr>
      ))}
    </Tabelle>
  );
}

const quoteName = (q: Statistik['bestehensquoten'][number]) =>
  `${q.pruefung === 'eignung' ? t.arten.EIGNUNG : q.pruefung.toUpperCase()} ${q.pruefung === 'eignung' ? '' : (t.sitzungen[q.sitzung] ?? q.sitzung)}`.trim();

function Bestehensquoten({ s }: { s: Statistik }) {
  if (s.bestehensquoten.length === 0) return <p className="kern-body">{t.keineErgebnisse}</p>;
  const balken = s.bestehensquoten.map((q) => ({
    label: quoteName(q),
    anteil: q.quote ?? 0,
    text: t.prozent(q.quote),
  }));
  return (
    <div className="statistik__nebeneinander">
      <figure className="statistik__figur">
        <Balkendiagramm
          titel={t.diagrammTitel(formatTermin(s.termin))}
          beschreibung={t.diagrammBeschreibung(
            balken.map((b) => t.diagrammZeile(b.label, b.text)).join('; '),
          )}
          balken={balken}
        />
        <figcaption className="kern-body">{t.diagrammTitel(formatTermin(s.termin))}</figcaption>
      </figure>
      <div className="statistik__tabelle">
        <Tabelle
          label={t.bestehen}
          spalten={[t.pruefung, t.sitzung, t.ergebnisse, t.bestanden, t.quote, t.berichtigt, t.durchschnitt]}
        >
          {s.bestehensquoten.map((q) => (
            <tr key={`${q.pruefung}-${q.sitzung}`} className="kern-table__row">
              <th scope="row" className="kern-table__header">
                {q.pruefung === 'eignung' ? t.arten.EIGNUNG : q.pruefung.toUpperCase()}
              </th>
              <td className="kern-table__cell">{t.sitzungen[q.sitzung]}</td>
              <td className="kern-table__cell">{q.ergebnisse}</td>
              <td className="kern-table__cell">{q.bestanden}</td>
              <td className="kern-table__cell">{t.prozent(q.quote)}</td>
              <td className="kern-table__cell">{q.berichtigt ?? 0}</td>
              {/* The average module grade of the results that carry one (decision 0056). */}
              <td className="kern-table__cell">
                {q.durchschnitt == null ? '–' : `${noteText(q.durchschnitt)} (${q.benotet ?? 0})`}
              </td>
            </tr>
          ))}
        </Tabelle>
      </div>
    </div>
  );
}

export function StatistikPage() {
  const { params, query, filtern } = useAdressAbfrage();
  // Without a term in the address the server answers the open term.
  const { stand, daten } = useStaffDaten(statistikSchema, P.statistik, { query });
  const { ausfuehren } = useStaffAktion();

  const absenden = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    filtern({ termin: String(data.get('termin') ?? ''), art: String(data.get('art') ?? 'WP') });
  };
  const exportieren = async () => {
    if (!daten) return;
    const q = new URLSearchParams({ termin: daten.termin, art: daten.art }).toString();
    await ausfuehren(() => staffDownload(P.statistikCsv, { query: q }));
  };

  return (
    <StaffPage title={t.titel}>
      <p className="kern-body">{t.text}</p>
      <form className="staff__filter" onSubmit={absenden} aria-label={t.anzeigen}>
        <PlainSelectField
          id="statistik-termin"
          name="termin"
          label={t.termin}
          key={`t${daten?.termin ?? ''}`}
          defaultValue={daten?.termin ?? params.get('termin') ?? ''}
          options={(daten?.termine ?? []).map((x) => ({ value: x, label: formatTermin(x) }))}
        />
        <PlainSelectField
          id="statistik-art"
          name="art"
          label={t.art}
          key={`a${daten?.art ?? ''}`}
          defaultValue={daten?.art ?? params.get('art') ?? 'WP'}
          options={STATISTIK_ARTEN.map((a) => ({ value: a, label: t.arten[a] }))}
        />
        <div className="form-actions">
          <button type="submit" className="kern-btn kern-btn--primary">
            <span className="kern-label">{t.anzeigen}</span>
          </button>
          <button type="button" className="kern-btn kern-btn--secondary" onClick={() => void exportieren()}>
            <span className="kern-label">{t.csvExport}</span>
          </button>
        </div>
      </form>
      <MitDaten stand={stand}>
        {(s) => (
          <>
            <h2 className="kern-heading-medium">{t.antraege}</h2>
            <Zahlen
              titel={t.antraege}
              zeilen={Object.entries(s.antraege).map(([k, n]) => [t.status[k] ?? k, n])}
            />
            <h2 className="kern-heading-medium">{t.bestehen}</h2>
            <Bestehensquoten s={s} />
            <h2 className="kern-heading-medium">{t.bearbeitung}</h2>
            <Zahlen
              titel={t.bearbeitung}
              zeilen={[
                [t.entschieden, s.bearbeitung.entschieden],
                [t.median, t.tage(s.bearbeitung.median)],
                [t.p90, t.tage(s.bearbeitung.p90)],
              ]}
            />
            <h2 className="kern-heading-medium">{t.ruecktritte}</h2>
            <Zahlen
              titel={t.ruecktritte}
              zeilen={Object.keys(t.ruecktrittArten).map((k) => [
                t.ruecktrittArten[k] ?? k,
                s.ruecktritte.find((r) => r.art === k)?.anzahl ?? 0,
              ])}
            />
            <h2 className="kern-heading-medium">{t.warteschlangen}</h2>
            <Zahlen
              titel={t.warteschlangen}
              zeilen={s.warteschlangen.map((w) => [eingang.queues[w.queue], w.anzahl])}
            />
          </>
        )}
      </MitDaten>
    </StaffPage>
  );
}
