// Setting one term's dates (leitung): the deadline (empty = R-02's), the June modules of a term 2 and
// the paper days per module and sitting. The server checks everything (terminFestlegen); its German
// field errors go into the error summary, a refusal of the rules above it.
import { useEffect, useState, type FormEvent } from 'react';
import { formatDatum } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { termineTexte as tt } from '@examensportal/domain/messages-pruefungsstelle-termine';
import { AUFSICHTSARBEITEN, MODULE, type Modul, vorgezogenKey } from '@examensportal/domain/rules/module';
import {
  type TerminZeile,
  type TermineAntwort,
  termineAntwortSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-termine';
import { Alert } from '../../components/form/Alert';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { useSummaryFocus } from '../../components/form/useFormSummary';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { StaffApiError, staffPost } from '../api';
import { Auswahl } from '../components/Auswahl';
import { DatumFeld } from './DatumFeld';

const FORM_ID = 'termin';

type Tage = Record<Modul, string[]>;
interface Werte {
  anmeldeschluss: string;
  juni: Modul[];
  aufsichtsarbeiten: Tage;
  aufsichtsarbeitenJuni: Tage;
}

const tageAus = (z: TerminZeile, juni: boolean): Tage =>
  Object.fromEntries(
    MODULE.map((m) => {
      const gesetzt = z.aufsichtsarbeiten[juni ? vorgezogenKey(m) : m] ?? [];
      return [m, Array.from({ length: AUFSICHTSARBEITEN[m] }, (_, i) => gesetzt[i] ?? '')];
    }),
  ) as Tage;

const werteAus = (z: TerminZeile): Werte => ({
  anmeldeschluss: z.anmeldeschlussGesetzlich ? '' : z.anmeldeschluss,
  juni: [...z.juni],
  aufsichtsarbeiten: tageAus(z, false),
  aufsichtsarbeitenJuni: tageAus(z, true),
});

/** The filled-in days of the given modules; the others are sent empty (not set). */
const sitzung = (tage: Tage, module: readonly Modul[] = MODULE): Tage =>
  Object.fromEntries(
    MODULE.map((m) => [m, module.includes(m) ? tage[m].filter((t) => t !== '') : []]),
  ) as Tage;

export function TerminForm({
  termine,
  onGespeichert,
}: {
  termine: readonly TerminZeile[];
  onGespeichert: (antwort: TermineAntwort, termin: string) => void;
}) {
  const [termin, setTermin] = useState(termine.find((z) => z.offen)?.termin ?? termine[0]?.termin ?? '');
  const zeile = termine.find((z) => z.termin === termin);
  const [werte, setWerte] = useState<Werte | null>(zeile ? werteAus(zeile) : null);
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const [meldung, setMeldung] = useState<string | null>(null);
  const [versuche, setVersuche] = useState(0);
  const summary = Object.entries(fehler).map(([name, message]) => ({ name, message }));
  const summaryRef = useSummaryFocus(versuche, summary.length);

  useEffect(() => {
    const z = termine.find((t) => t.termin === termin);
    setWerte(z ? werteAus(z) : null);
    setFehler({});
  }, [termin, termine]);

  if (!zeile || !werte) return null;
  const termin2 = termin.endsWith('/2');

  const tag = (sitz: 'aufsichtsarbeiten' | 'aufsichtsarbeitenJuni', m: Modul, i: number, value: string) =>
    setWerte({
      ...werte,
      [sitz]: { ...werte[sitz], [m]: werte[sitz][m].map((t, j) => (j === i ? value : t)) },
    });

  const speichern = async (event: FormEvent) => {
    event.preventDefault();
    setMeldung(null);
    setFehler({});
    try {
      const antwort = await staffPost(termineAntwortSchema, P.terminFestlegen, {
        termin,
        anmeldeschluss: werte.anmeldeschluss === '' ? null : werte.anmeldeschluss,
        juni: termin2 ? werte.juni : [],
        aufsichtsarbeiten: sitzung(werte.aufsichtsarbeiten),
        aufsichtsarbeitenJuni: sitzung(werte.aufsichtsarbeitenJuni, termin2 ? werte.juni : []),
      });
      onGespeichert(antwort, zeile.anzeige);
    } catch (e) {
      if (e instanceof StaffApiError && Object.keys(e.fieldErrors).length > 0) setFehler(e.fieldErrors);
      else setMeldung(e instanceof StaffApiError ? e.message : messages.generic.fehler);
      setVersuche((n) => n + 1);
    }
  };

  const tagesfelder = (sitz: 'aufsichtsarbeiten' | 'aufsichtsarbeitenJuni', module: readonly Modul[]) =>
    module.flatMap((m) =>
      werte[sitz][m].map((wert, i) => (
        <DatumFeld
          key={`${sitz}-${m}-${i}`}
          formId={FORM_ID}
          name={`${sitz}.${m}.${i}`}
          label={
            sitz === 'aufsichtsarbeiten'
              ? tt.aufsichtsarbeitTag(m.toUpperCase(), i + 1)
              : tt.aufsichtsarbeitJuniTag(m.toUpperCase(), i + 1)
          }
          value={wert}
          onChange={(v) => tag(sitz, m, i, v)}
          error={fehler[`${sitz}.${m}.${i}`] ?? (i === 0 ? fehler[`${sitz}.${m}`] : undefined)}
        />
      )),
    );

  return (
    <section aria-labelledby="termin-festlegen">
      <h2 className="kern-heading-medium" id="termin-festlegen">
        {tt.festlegenTitel}
      </h2>
      <p className="kern-body">{tt.festlegenText}</p>
      {meldung && <Alert variant="danger">{meldung}</Alert>}
      <ErrorSummary ref={summaryRef} formId={FORM_ID} errors={summary} />
      <form noValidate onSubmit={(e) => void speichern(e)} className="narrow">
        <div className="kern-stack">
          <Auswahl
            id={`${FORM_ID}-termin`}
            label={tt.termin}
            value={termin}
            onChange={(e) => setTermin(e.target.value)}
            optionen={termine.map((z) => ({ value: z.termin, text: z.anzeige }))}
          />
          <DatumFeld
            formId={FORM_ID}
            name="anmeldeschluss"
            label={tt.anmeldeschluss}
            hint={tt.anmeldeschlussHinweis(formatDatum(zeile.gesetzlicherAnmeldeschluss))}
            value={werte.anmeldeschluss}
            onChange={(v) => setWerte({ ...werte, anmeldeschluss: v })}
            error={fehler.anmeldeschluss}
          />
          {termin2 && (
            <fieldset className="kern-fieldset">
              <legend className="kern-label">{tt.juniModule}</legend>
              <div className="kern-fieldset__body">
                {MODULE.map((m) => (
                  <div key={m} className="kern-form-check">
                    <input
                      id={`${FORM_ID}-juni-${m}`}
                      type="checkbox"
                      className="kern-form-check__checkbox"
                      checked={werte.juni.includes(m)}
                      onChange={(e) =>
                        setWerte({
                          ...werte,
                          juni: e.target.checked ? [...werte.juni, m] : werte.juni.filter((x) => x !== m),
                        })
                      }
                    />
                    <label className="kern-label" htmlFor={`${FORM_ID}-juni-${m}`}>
                      {m.toUpperCase()}
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
          )}
          <fieldset className="kern-fieldset">
            <legend className="kern-label">{tt.regulaereSitzung}</legend>
            <div className="kern-fieldset__body">{tagesfelder('aufsichtsarbeiten', MODULE)}</div>
          </fieldset>
          {termin2 && werte.juni.length > 0 && (
            <fieldset className="kern-fieldset">
              <legend className="kern-label">{tt.juniSitzung}</legend>
              <div className="kern-fieldset__body">
                {tagesfelder(
                  'aufsichtsarbeitenJuni',
                  MODULE.filter((m) => werte.juni.includes(m)),
                )}
              </div>
            </fieldset>
          )}
        </div>
        <div className="form-actions">
          <button type="submit" className="kern-btn kern-btn--primary">
            <span className="kern-label">{tt.speichern}</span>
          </button>
        </div>
      </form>
    </section>
  );
}
