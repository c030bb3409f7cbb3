// The results of the chosen candidates as a batch (issue 28 point 4, decision 0061): per candidate
// the fields of the single result row (outcome, the papers' grades where the module has papers, written
// and oral grade), the date once for all; then
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
const ARBEITEN = ['noteArbeit1', 'noteArbeit2'] as const;

export function SammelErgebnisse({
  zeilen,
  arbeiten,
  sendet,
  onVorschau,
}: {
  /** The candidates chosen when the form was opened. */
  zeilen: readonly LadungZeile[];
  /** The module's number of papers (decision 0068): WR 1, WP/BWL/ST 2, the aptitude test 0. */
  arbeiten: number;
  sendet: boolean;
  onVorschau: (werte: ErgebnisseWerte) => Promise<void>;
}) {
  const form = useForm<Eingabe, unknown, z.output<typeof ergebnisseFormSchema>>({
    resolver: zodResolver(ergebnisseFormSchema),
    // No outcome chosen yet: each select shows "offen" and the schema asks for one.
    defaultValues: {
      datum: '',
      eintraege: zeilen.map((z) => ({
        kandidat: z.kandidat,
        noteArbeit1: '',
        noteArbeit2: '',
        noteSchriftlich: '',
        noteMuendlich: '',
      })),
    } as Eingabe,
  });
  const { formState } = form;
  const papiere = ARBEITEN.slice(0, arbeiten);
  const felder = [
    'datum',
    ...zeilen.flatMap((_, i) => [
      `eintraege.${i}.ergebnis`,
      ...papiere.map((arbeit) => `eintraege.${i}.${arbeit}`),
      ...NOTEN.map((note) => `eintraege.${i}.${note}`),
    ]),
  ] as Path<Eingabe>[];
  const labels: Record<string, string> = { datum: lt.datum };
  zeilen.forEach((z, i) => {
    labels[`eintraege.${i}.ergebnis`] = lt.ergebnisFeld(z.name, lt.ergebnis);
    labels[`eintraege.${i}.noteSchriftlich`] = lt.ergebnisFeld(z.name, lt.noteSchriftlich);
    labels[`eintraege.${i}.noteMuendlich`] = lt.ergebnisFeld(z.name, lt.noteMuendlich);
    papiere.forEach((arbeit, a) => {
      labels[`eintraege.${i}.${arbeit}`] = lt.ergebnisFeld(z.name, lt.arbeit(a + 1));
    });
  });
  // The date as typed ('' is today); a grade only when entered: an absent grade is the one-field entry,
  // and 500 items of six keys stay inside the body's limit of 4,000 keys (JSON_MAX_KEYS) only so.
  const onSubmit = form.handleSubmit(({ datum, eintraege }) =>
    onVorschau({
      datum: datum ?? '',
      eintraege: eintraege.map(
        ({ kandidat, ergebnis, noteArbeit1, noteArbeit2, noteSchriftlich, noteMuendlich }) => ({
          kandidat,
          ergebnis,
          ...(noteArbeit1?.trim() ? { noteArbeit1 } : {}),
          ...(noteArbeit2?.trim() ? { noteArbeit2 } : {}),
          ...(noteSchriftlich?.trim() ? { noteSchriftlich } : {}),
          ...(noteMuendlich?.trim() ? { noteMuendlich } : {}),
        }),
      ),
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
                {/* The papers (decision 0068): the written grade follows from them. */}
                {papiere.map((arbeit, a) => (
                  <TextFieldByName
                    key={arbeit}
                    formId={FORM_ID}
                    name={`eintraege.${i}.${arbeit}`}
                    label={lt.arbeit(a + 1)}
                    hint={lt.arbeitenHinweis}
                    inputMode="decimal"
                    autoComplete="off"
                  />
                ))}
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
