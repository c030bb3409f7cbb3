// Setting one term's dates (leitung): the deadline (empty = R-02's), the June modules of a term 2, the
// paper days per module and sitting with their start times, and the venue per regional office (LGS).
// The server checks everything at once (rules/termincheck.ts); its German field errors go into the
// error summary, each linking its field. Before saving, the preview names how many candidates the
// change affects and asks for confirmation (issue 26 point 7). A failure without field errors is a
// toast (decision 0044); a 401 ends the session and says nothing here.
import { useEffect, useState, type FormEvent } from 'react';
import { formatDatum } from '@examensportal/domain/format';
import { termineTexte as tt } from '@examensportal/domain/messages-pruefungsstelle-termine';
import { AUFSICHTSARBEITEN, MODULE, type Modul, vorgezogenKey } from '@examensportal/domain/rules/module';
import { terminFeldLabel } from '@examensportal/domain/rules/termincheck';
import {
  LGS_SCHLUESSEL,
  type TerminZeile,
  type TermineAntwort,
  termineAntwortSchema,
  terminVorschauAntwortSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-termine';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { useSummaryFocus } from '../../components/form/useFormSummary';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { toast } from '../../lib/toast';
import { sitzungBeendet, StaffApiError, staffFehlertext, staffPost } from '../api';
import { Auswahl } from '../components/Auswahl';
import { DatumFeld, TextFeld } from './DatumFeld';

const FORM_ID = 'termin';

type Tage = Record<Modul, string[]>;
type Sitz = 'aufsichtsarbeiten' | 'aufsichtsarbeitenJuni';
type Orte = Record<'regulaer' | 'juni', Partial<Record<string, string>>>;
interface Werte {
  anmeldeschluss: string;
  juni: Modul[];
  aufsichtsarbeiten: Tage;
  aufsichtsarbeitenJuni: Tage;
  aufsichtsarbeitenBeginn: Tage;
  aufsichtsarbeitenJuniBeginn: Tage;
  orte: Orte;
}

/** One field per paper of each module (positions kept: '' = not set). */
const proPapier = (werte: (m: Modul) => readonly (string | null)[]): Tage =>
  Object.fromEntries(
    MODULE.map((m) => [m, Array.from({ length: AUFSICHTSARBEITEN[m] }, (_, i) => werte(m)[i] ?? '')]),
  ) as Tage;

const slotVon = (m: Modul, juni: boolean) => (juni ? vorgezogenKey(m) : m);

const werteAus = (z: TerminZeile): Werte => ({
  anmeldeschluss: z.anmeldeschlussGesetzlich ? '' : z.anmeldeschluss,
  juni: [...z.juni],
  aufsichtsarbeiten: proPapier((m) => z.aufsichtsarbeiten[slotVon(m, false)] ?? []),
  aufsichtsarbeitenJuni: proPapier((m) => z.aufsichtsarbeiten[slotVon(m, true)] ?? []),
  aufsichtsarbeitenBeginn: proPapier((m) => z.beginn[slotVon(m, false)] ?? []),
  aufsichtsarbeitenJuniBeginn: proPapier((m) => z.beginn[slotVon(m, true)] ?? []),
  orte: { regulaer: { ...z.orte.regulaer }, juni: { ...z.orte.juni } },
});

/** The given modules' fields as they are; the others are sent empty (not set). */
const sitzung = (tage: Tage, module: readonly Modul[] = MODULE): Tage =>
  Object.fromEntries(MODULE.map((m) => [m, module.includes(m) ? tage[m] : []])) as Tage;

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
  const [versuche, setVersuche] = useState(0);
  /** The preview's count, waiting for the confirmation; null: nothing to confirm. */
  const [bestaetigen, setBestaetigen] = useState<number | null>(null);
  const summary = Object.entries(fehler).map(([name, message]) => ({
    name,
    message,
    label: terminFeldLabel(name),
  }));
  const summaryRef = useSummaryFocus(versuche, summary.length);

  useEffect(() => {
    const z = termine.find((t) => t.termin === termin);
    setWerte(z ? werteAus(z) : null);
    setFehler({});
    setBestaetigen(null);
  }, [termin, termine]);

  if (!zeile || !werte) return null;
  const termin2 = termin.endsWith('/2');

  const feld = (sitz: keyof Pick<Werte, Sitz | `${Sitz}Beginn`>, m: Modul, i: number, value: string) =>
    setWerte({
      ...werte,
      [sitz]: { ...werte[sitz], [m]: werte[sitz][m].map((t, j) => (j === i ? value : t)) },
    });
  const ort = (art: keyof Orte, lgs: string, value: string) =>
    setWerte({ ...werte, orte: { ...werte.orte, [art]: { ...werte.orte[art], [lgs]: value } } });

  const juniModule = termin2 ? werte.juni : [];
  const payload = () => ({
    termin,
    anmeldeschluss: werte.anmeldeschluss === '' ? null : werte.anmeldeschluss,
    juni: juniModule,
    aufsichtsarbeiten: sitzung(werte.aufsichtsarbeiten),
    aufsichtsarbeitenJuni: sitzung(werte.aufsichtsarbeitenJuni, juniModule),
    aufsichtsarbeitenBeginn: sitzung(werte.aufsichtsarbeitenBeginn),
    aufsichtsarbeitenJuniBeginn: sitzung(werte.aufsichtsarbeitenJuniBeginn, juniModule),
    orte: { regulaer: werte.orte.regulaer, ...(juniModule.length > 0 ? { juni: werte.orte.juni } : {}) },
  });

  const fehlgeschlagen = (e: unknown) => {
    if (sitzungBeendet(e)) return;
    if (e instanceof StaffApiError && Object.keys(e.fieldErrors).length > 0) setFehler(e.fieldErrors);
    else toast.error(staffFehlertext(e));
    setVersuche((n) => n + 1);
  };

  const speichern = async () => {
    setBestaetigen(null);
    try {
      const antwort = await staffPost(termineAntwortSchema, P.terminFestlegen, payload());
      onGespeichert(antwort, zeile.anzeige);
    } catch (e) {
      fehlgeschlagen(e);
    }
  };

  // First the preview: the same checks, and how many candidates the change affects.
  const pruefen = async (event: FormEvent) => {
    event.preventDefault();
    setFehler({});
    try {
      const { betroffen } = await staffPost(terminVorschauAntwortSchema, P.terminVorschau, payload());
      if (betroffen > 0) setBestaetigen(betroffen);
      else await speichern();
    } catch (e) {
      fehlgeschlagen(e);
    }
  };

  const tagesfelder = (sitz: Sitz, module: readonly Modul[]) =>
    module.flatMap((m) =>
      werte[sitz][m].map((wert, i) => {
        const beginn = `${sitz}Beginn` as const;
        return (
          <div key={`${sitz}-${m}-${i}`}>
            <DatumFeld
              formId={FORM_ID}
              name={`${sitz}.${m}.${i}`}
              label={terminFeldLabel(`${sitz}.${m}.${i}`)}
              value={wert}
              onChange={(v) => feld(sitz, m, i, v)}
              error={fehler[`${sitz}.${m}.${i}`] ?? (i === 0 ? fehler[`${sitz}.${m}`] : undefined)}
            />
            <DatumFeld
              formId={FORM_ID}
              type="time"
              name={`${beginn}.${m}.${i}`}
              label={terminFeldLabel(`${beginn}.${m}.${i}`)}
              hint={tt.beginnHinweis}
              value={werte[beginn][m][i] ?? ''}
              onChange={(v) => feld(beginn, m, i, v)}
              error={fehler[`${beginn}.${m}.${i}`]}
            />
          </div>
        );
      }),
    );

  const ortsfelder = (art: keyof Orte) => (
    <fieldset className="kern-fieldset">
      <legend className="kern-label">
        {tt.orteTitel(art === 'juni' ? tt.juniSitzung : tt.regulaereSitzung)}
      </legend>
      <div className="kern-hint">{tt.orteHinweis}</div>
      <div className="kern-fieldset__body">
        {LGS_SCHLUESSEL.map((lgs) => (
          <TextFeld
            key={lgs}
            formId={FORM_ID}
            name={`orte.${art}.${lgs}`}
            label={terminFeldLabel(`orte.${art}.${lgs}`)}
            value={werte.orte[art][lgs] ?? ''}
            onChange={(v) => ort(art, lgs, v)}
            error={fehler[`orte.${art}.${lgs}`]}
          />
        ))}
      </div>
    </fieldset>
  );

  return (
    <section aria-labelledby="termin-festlegen">
      <h2 className="kern-heading-medium" id="termin-festlegen">
        {tt.festlegenTitel}
      </h2>
      <p className="kern-body">{tt.festlegenText}</p>
      <ErrorSummary ref={summaryRef} formId={FORM_ID} errors={summary} />
      <form noValidate onSubmit={(e) => void pruefen(e)} className="narrow">
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
          {ortsfelder('regulaer')}
          {termin2 && werte.juni.length > 0 && ortsfelder('juni')}
        </div>
        {bestaetigen !== null && (
          <div className="kern-alert kern-alert--warning" role="alert">
            <div className="kern-alert__body">
              <p className="kern-body">{tt.bestaetigen(zeile.anzeige, bestaetigen)}</p>
              <div className="form-actions">
                <button type="button" className="kern-btn kern-btn--primary" onClick={() => void speichern()}>
                  <span className="kern-label">{tt.bestaetigenJa}</span>
                </button>
                <button
                  type="button"
                  className="kern-btn kern-btn--secondary"
                  onClick={() => setBestaetigen(null)}
                >
                  <span className="kern-label">{tt.bestaetigenNein}</span>
                </button>
              </div>
            </div>
          </div>
        )}
        <div className="form-actions">
          <button type="submit" className="kern-btn kern-btn--primary">
            <span className="kern-label">{tt.speichern}</span>
          </button>
        </div>
      </form>
    </section>
  );
}
