// Setting one term's dates (leitung): the deadline (empty = R-02's), the June modules of a term 2, the
// paper days per module and sitting with their start times, and the venue per regional office (LGS).
// The fields of the one field library (decision 0045) in react-hook-form: zod checks each field's shape
// at once, the server every rule between the dates (rules/termincheck.ts, the preview call); both put
// their German errors on the fields by path ('aufsichtsarbeiten.wp.0') and into the error summary,
// each linking its field (issue 26 point 7). Before saving, the preview names how many candidates the
// change affects and asks for confirmation. Outcomes are toasts (decision 0044).
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type Path, type UseFormSetError } from 'react-hook-form';
import { formatDatum } from '@examensportal/domain/format';
import { termineTexte as tt } from '@examensportal/domain/messages-pruefungsstelle-termine';
import { AUFSICHTSARBEITEN, MODULE, type Modul, vorgezogenKey } from '@examensportal/domain/rules/module';
import { terminFeldLabel } from '@examensportal/domain/rules/termincheck';
import {
  LGS_SCHLUESSEL,
  type TerminFormWerte as Werte,
  type TerminZeile,
  type TermineAntwort,
  terminFormSchema,
  termineAntwortSchema,
  terminVorschauAntwortSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-termine';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { DateFieldByName, TextFieldByName } from '../../components/form/byName';
import { Checkbox } from '../../components/form/CheckboxField';
import { CheckboxGroup } from '../../components/form/CheckboxGroup';
import { FormShell } from '../../components/form/FormShell';
import { PlainSelectField } from '../../components/form/PlainFields';
import { staffPost } from '../api';
import { useStaffAktion } from '../useStaffAktion';
import { TerminBestaetigung } from './TerminBestaetigung';

const FORM_ID = 'termin';

type Tage = Record<Modul, string[]>;
type Sitz = 'aufsichtsarbeiten' | 'aufsichtsarbeitenJuni';
type Art = keyof Werte['orte'];

/** One field per paper of each module (positions kept: '' = not set). */
const proPapier = (werte: (m: Modul) => readonly (string | null)[]): Tage =>
  Object.fromEntries(
    MODULE.map((m) => [m, Array.from({ length: AUFSICHTSARBEITEN[m] }, (_, i) => werte(m)[i] ?? '')]),
  ) as Tage;

const slotVon = (m: Modul, juni: boolean) => (juni ? vorgezogenKey(m) : m);

/** One field per regional office ('' = no venue). */
const proLgs = (orte: Partial<Record<string, string>> = {}) =>
  Object.fromEntries(LGS_SCHLUESSEL.map((lgs) => [lgs, orte[lgs] ?? '']));

const werteAus = (z: TerminZeile): Werte => ({
  anmeldeschluss: z.anmeldeschlussGesetzlich ? '' : z.anmeldeschluss,
  juni: [...z.juni],
  aufsichtsarbeiten: proPapier((m) => z.aufsichtsarbeiten[slotVon(m, false)] ?? []),
  aufsichtsarbeitenJuni: proPapier((m) => z.aufsichtsarbeiten[slotVon(m, true)] ?? []),
  aufsichtsarbeitenBeginn: proPapier((m) => z.beginn[slotVon(m, false)] ?? []),
  aufsichtsarbeitenJuniBeginn: proPapier((m) => z.beginn[slotVon(m, true)] ?? []),
  orte: { regulaer: proLgs(z.orte.regulaer), juni: proLgs(z.orte.juni) },
});

/** The given modules' fields as they are; the others are sent empty (not set). */
const sitzung = (tage: Tage, module: readonly Modul[] = MODULE): Tage =>
  Object.fromEntries(MODULE.map((m) => [m, module.includes(m) ? tage[m] : []])) as Tage;

/** The venues given (a venue left out is none: the server replaces a sitting's venues as a whole). */
const gesetzteOrte = (orte: Record<string, string>) =>
  Object.fromEntries(Object.entries(orte).filter(([, ort]) => ort !== ''));

/** The June sitting's modules of a term 2 (a term 1 has none). */
const juniModule = (termin: string, werte: Pick<Werte, 'juni'>): Modul[] =>
  termin.endsWith('/2') ? MODULE.filter((m) => werte.juni.includes(m)) : [];

const payload = (termin: string, werte: Werte) => {
  const juni = juniModule(termin, werte);
  return {
    termin,
    anmeldeschluss: werte.anmeldeschluss === '' ? null : werte.anmeldeschluss,
    juni,
    aufsichtsarbeiten: sitzung(werte.aufsichtsarbeiten),
    aufsichtsarbeitenJuni: sitzung(werte.aufsichtsarbeitenJuni, juni),
    aufsichtsarbeitenBeginn: sitzung(werte.aufsichtsarbeitenBeginn),
    aufsichtsarbeitenJuniBeginn: sitzung(werte.aufsichtsarbeitenJuniBeginn, juni),
    orte: {
      regulaer: gesetzteOrte(werte.orte.regulaer),
      ...(juni.length > 0 ? { juni: gesetzteOrte(werte.orte.juni) } : {}),
    },
  };
};

/** Every field the page shows, in page order: the error summary lists them so, each with its label. */
function felder(juni: readonly Modul[]): Path<Werte>[] {
  const tage = (sitz: Sitz, module: readonly Modul[]) =>
    module.flatMap((m) =>
      Array.from({ length: AUFSICHTSARBEITEN[m] }, (_, i) => [
        `${sitz}.${m}.${i}` as Path<Werte>,
        `${sitz}Beginn.${m}.${i}` as Path<Werte>,
      ]).flat(),
    );
  const orte = (art: Art) => LGS_SCHLUESSEL.map((lgs) => `orte.${art}.${lgs}` as Path<Werte>);
  return [
    'anmeldeschluss',
    'juni',
    ...tage('aufsichtsarbeiten', MODULE),
    ...tage('aufsichtsarbeitenJuni', juni),
    ...orte('regulaer'),
    ...(juni.length > 0 ? orte('juni') : []),
  ];
}

/**
 * The server may name a module's days as a whole ('aufsichtsarbeiten.wp', e.g. too many days); that
 * error sits on the module's first day, where the summary's link goes.
 */
const ganzesModul = (juni: readonly Modul[]): Path<Werte>[] =>
  (['aufsichtsarbeiten', 'aufsichtsarbeitenBeginn'] as const)
    .flatMap((sitz) => MODULE.map((m) => `${sitz}.${m}` as Path<Werte>))
    .concat(
      (['aufsichtsarbeitenJuni', 'aufsichtsarbeitenJuniBeginn'] as const).flatMap((sitz) =>
        juni.map((m) => `${sitz}.${m}` as Path<Werte>),
      ),
    );
const ersterTag = (name: Path<Werte>) =>
  (/^aufsichtsarbeiten\w*\.[a-z]+$/.test(name) ? `${name}.0` : name) as Path<Werte>;

const mitFeld =
  (setError: UseFormSetError<Werte>): UseFormSetError<Werte> =>
  (name, error, options) =>
    setError(ersterTag(name as Path<Werte>), error, options);

export function TerminForm({
  termine,
  onGespeichert,
}: {
  termine: readonly TerminZeile[];
  onGespeichert: (antwort: TermineAntwort, termin: string) => void;
}) {
  const [termin, setTermin] = useState(termine.find((z) => z.offen)?.termin ?? termine[0]?.termin ?? '');
  const zeile = termine.find((z) => z.termin === termin);
  return (
    <section aria-labelledby="termin-festlegen">
      <h2 className="kern-heading-medium" id="termin-festlegen">
        {tt.festlegenTitel}
      </h2>
      <p className="kern-body">{tt.festlegenText}</p>
      <div className="narrow">
        <PlainSelectField
          id={`${FORM_ID}-termin`}
          label={tt.termin}
          value={termin}
          onChange={(e) => setTermin(e.target.value)}
          options={termine.map((z) => ({ value: z.termin, label: z.anzeige }))}
        />
        {/* Another term is another form: its values, no errors of the one before. */}
        {zeile && <TerminFelder key={termin} zeile={zeile} onGespeichert={onGespeichert} />}
      </div>
    </section>
  );
}

function TerminFelder({
  zeile,
  onGespeichert,
}: {
  zeile: TerminZeile;
  onGespeichert: (antwort: TermineAntwort, termin: string) => void;
}) {
  const form = useForm<Werte>({ resolver: zodResolver(terminFormSchema), defaultValues: werteAus(zeile) });
  const { formState, watch, setValue } = form;
  const { sendet, ausfuehren } = useStaffAktion();
  /** The preview's count and the values it was asked for, waiting for the confirmation. */
  const [bestaetigen, setBestaetigen] = useState<{ betroffen: number; werte: Werte } | null>(null);
  const termin2 = zeile.termin.endsWith('/2');
  const juni = juniModule(zeile.termin, { juni: watch('juni') });
  const FELDER = felder(juni);

  /** Runs one call; the server's field errors go on the fields and into the summary. */
  const serverFelder = {
    form: { setError: mitFeld(form.setError) },
    fields: [...FELDER, ...ganzesModul(juni)],
  };
  const senden = <R,>(aufruf: () => Promise<R>) => ausfuehren(aufruf, { form: serverFelder });

  const speichern = async (werte: Werte) => {
    setBestaetigen(null);
    const ergebnis = await senden(() =>
      staffPost(termineAntwortSchema, P.terminFestlegen, payload(zeile.termin, werte)),
    );
    if (!ergebnis.ok) return;
    form.reset(werte);
    onGespeichert(ergebnis.antwort, zeile.anzeige);
  };

  // First the preview: the same checks, and how many candidates the change affects.
  const pruefen = form.handleSubmit(async (werte) => {
    setBestaetigen(null);
    const ergebnis = await senden(() =>
      staffPost(terminVorschauAntwortSchema, P.terminVorschau, payload(zeile.termin, werte)),
    );
    if (!ergebnis.ok) return;
    if (ergebnis.antwort.betroffen > 0) setBestaetigen({ betroffen: ergebnis.antwort.betroffen, werte });
    else await speichern(werte);
  });

  const tagesfelder = (sitz: Sitz, module: readonly Modul[]) =>
    module.flatMap((m) =>
      Array.from({ length: AUFSICHTSARBEITEN[m] }, (_, i) => (
        <div key={`${sitz}-${m}-${i}`}>
          <DateFieldByName
            formId={FORM_ID}
            name={`${sitz}.${m}.${i}`}
            label={terminFeldLabel(`${sitz}.${m}.${i}`)}
          />
          <TextFieldByName
            formId={FORM_ID}
            type="time"
            name={`${sitz}Beginn.${m}.${i}`}
            label={terminFeldLabel(`${sitz}Beginn.${m}.${i}`)}
            hint={tt.beginnHinweis}
          />
        </div>
      )),
    );

  const ortsfelder = (art: Art) => (
    <fieldset className="kern-fieldset">
      <legend className="kern-label">
        {tt.orteTitel(art === 'juni' ? tt.juniSitzung : tt.regulaereSitzung)}
      </legend>
      <div className="kern-hint">{tt.orteHinweis}</div>
      <div className="kern-fieldset__body">
        {LGS_SCHLUESSEL.map((lgs) => (
          <TextFieldByName
            key={lgs}
            formId={FORM_ID}
            name={`orte.${art}.${lgs}`}
            label={terminFeldLabel(`orte.${art}.${lgs}`)}
          />
        ))}
      </div>
    </fieldset>
  );

  const labels = Object.fromEntries(FELDER.map((name) => [name, terminFeldLabel(name)]));
  return (
    <FormProvider {...form}>
      <FormShell
        formId={FORM_ID}
        fields={FELDER}
        labels={{ ...labels, juni: tt.juniModule }}
        errors={formState.errors}
        submitCount={formState.submitCount}
        onSubmit={(event) => void pruefen(event)}
        submitLabel={tt.speichern}
        submitDisabled={sendet}
        afterFields={
          bestaetigen && (
            <TerminBestaetigung
              text={tt.bestaetigen(zeile.anzeige, bestaetigen.betroffen)}
              ja={() => void speichern(bestaetigen.werte)}
              nein={() => setBestaetigen(null)}
              sendet={sendet}
            />
          )
        }
      >
        <DateFieldByName
          formId={FORM_ID}
          name="anmeldeschluss"
          label={tt.anmeldeschluss}
          hint={tt.anmeldeschlussHinweis(formatDatum(zeile.gesetzlicherAnmeldeschluss))}
        />
        {termin2 && (
          <CheckboxGroup formId={FORM_ID} errorName="juni" legend={tt.juniModule}>
            {MODULE.map((m) => (
              <Checkbox
                key={m}
                id={`${FORM_ID}-juni-${m}`}
                label={m.toUpperCase()}
                checked={juni.includes(m)}
                onChange={(an) =>
                  setValue('juni', an ? [...juni, m] : juni.filter((x) => x !== m), { shouldDirty: true })
                }
              />
            ))}
          </CheckboxGroup>
        )}
        <fieldset className="kern-fieldset">
          <legend className="kern-label">{tt.regulaereSitzung}</legend>
          <div className="kern-fieldset__body">{tagesfelder('aufsichtsarbeiten', MODULE)}</div>
        </fieldset>
        {juni.length > 0 && (
          <fieldset className="kern-fieldset">
            <legend className="kern-label">{tt.juniSitzung}</legend>
            <div className="kern-fieldset__body">{tagesfelder('aufsichtsarbeitenJuni', juni)}</div>
          </fieldset>
        )}
        {ortsfelder('regulaer')}
        {juni.length > 0 && ortsfelder('juni')}
      </FormShell>
    </FormProvider>
  );
}
