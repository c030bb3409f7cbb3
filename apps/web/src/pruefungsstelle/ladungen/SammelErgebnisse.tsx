// The results of the chosen candidates as a batch (issue 28 point 4, decision 0061): per candidate
// the fields of the single result row (outcome, written and oral grade), the date once for all; then
// the server's preview (which can be recorded, which not and why); the page shows it and sends the
// batch. The form is opened for the candidates chosen at that moment, so typed results stay while the
// list is paged. The form of decision 0044 (react-hook-form, zod, field library).
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import { ERGEBNISSE, type LadungZeile } from '@examensportal/domain/schemas/pruefungsstelle-ladungen';
import { sammelErgebnisseFelder } from '@examensportal/domain/schemas/pruefungsstelle-sammel';
import { DateFieldByName, TextFieldByName } from '../../components/form/byName';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';
import { ErscheinenderAbschnitt } from '../sammel/ErscheinenderAbschnitt';

/** The batch's payload without term and exam, which the page adds (the list shows one of each). */
const ergebnisseFormSchema = sammelErgebnisseFelder.omit({ termin: true, pruefung: true });
type Eingabe = z.input<typeof ergebnisseFormSchema>;
export type ErgebnisseWerte = Omit<Eingabe, 'datum'> & { datum: string };
const FORM_ID = 'sammel-ergebnisse';
const OPTIONEN = ERGEBNISSE.map((e) => ({ value: e, label: lt.ergebnisse[e] ?? e }));
const NOTEN = ['noteSchriftlich', 'noteMuendlich'] as const;

export function SammelErgebnisse({
  zeilen,
  sendet,
  onVorschau,
}: {
  /** The candidates chosen when the form was opened. */
  zeilen: readonly LadungZeile[];
  sendet: boolean;
  onVorschau: (werte: ErgebnisseWerte) => Promise<void>;
}) {
  const form = useForm<Eingabe, unknown, z.output<typeof ergebnisseFormSchema>>({
    resolver: zodResolver(ergebnisseFormSchema),
    // No outcome chosen yet: each select shows "offen" and the schema asks for one.
    defaultValues: {
      datum: '',
      eintraege: zeilen.map((z) => ({ kandidat: z.kandidat, noteSchriftlich: '', noteMuendlich: '' })),
    } as Eingabe,
  });
  const { formState } = form;
  const felder = [
    'datum',
    ...zeilen.flatMap((_, i) => [
      `eintraege.${i}.ergebnis`,
      ...NOTEN.map((note) => `eintraege.${i}.${note}`),
    ]),
  ] as Path<Eingabe>[];
  const labels: Record<string, string> = { datum: lt.datum };
  zeilen.forEach((z, i) => {
    labels[`eintraege.${i}.ergebnis`] = lt.ergebnisFeld(z.name, lt.ergebnis);
    labels[`eintraege.${i}.noteSchriftlich`] = lt.ergebnisFeld(z.name, lt.noteSchriftlich);
    labels[`eintraege.${i}.noteMuendlich`] = lt.ergebnisFeld(z.name, lt.noteMuendlich);
  });
  // The date as typed ('' is today); a grade only when entered: 500 items of four keys would pass the
  // body's limit of 2,000 keys (JSON_MAX_KEYS), and an absent grade is the one-field entry.
  const onSubmit = form.handleSubmit(({ datum, eintraege }) =>
    onVorschau({
      datum: datum ?? '',
      eintraege: eintraege.map(({ kandidat, ergebnis, noteSchriftlich, noteMuendlich }) => ({
        kandidat,
        ergebnis,
        ...(noteSchriftlich?.trim() ? { noteSchriftlich } : {}),
        ...(noteMuendlich?.trim() ? { noteMuendlich } : {}),
      })),
    }),
  );

  return (
    <ErscheinenderAbschnitt id="ergebnisse-eingeben" titel={lt.ergebnisseFormTitel}>
      <p className="kern-body">{lt.ergebnisseText}</p>
      <FormProvider {...form}>
        <FormShell
          formId={FORM_ID}
          fields={felder}
          labels={labels}
          errors={formState.errors}
          submitCount={formState.submitCount}
          onSubmit={(event) => void onSubmit(event)}
          submitLabel={lt.ergebnisseVorschau}
          submitDisabled={sendet}
        >
          <DateFieldByName formId={FORM_ID} name="datum" label={lt.datum} hint={lt.datumHinweis} />
          {zeilen.map((z, i) => (
            <fieldset key={z.kandidat} className="kern-fieldset">
              <legend className="kern-label">{z.name}</legend>
              <div className="kern-fieldset__body staff__actions">
                <SelectField
                  formId={FORM_ID}
                  name={`eintraege.${i}.ergebnis`}
                  label={lt.ergebnis}
                  options={OPTIONEN}
                  placeholder={lt.keinErgebnis}
                  required
                />
                {/* The parts (decision 0056): optional, the server derives and checks the module grade. */}
                {NOTEN.map((note) => (
                  <TextFieldByName
                    key={note}
                    formId={FORM_ID}
                    name={`eintraege.${i}.${note}`}
                    label={lt[note]}
                    hint={lt.notenBeispiel}
                    inputMode="decimal"
                    autoComplete="off"
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </FormShell>
      </FormProvider>
    </ErscheinenderAbschnitt>
  );
}
