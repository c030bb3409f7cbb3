// The registered candidates of a term and exam (MoJ case-working list): the choice for the batches of
// invitations and results (decision 0061), state badge, invitations per part, and the result one by
// one for a running registration.
import { notenKurz } from '@examensportal/domain/rules/modulnote';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatDatum } from '@examensportal/domain/format';
import { fallTexte as ft } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import { nachteilsausgleich as nt } from '@examensportal/domain/messages-pruefungsstelle-nachteilsausgleich';
import {
  ERGEBNISSE,
  ergebnisFelder,
  type LadungZeile,
} from '@examensportal/domain/schemas/pruefungsstelle-ladungen';
import { sitzungText } from '@examensportal/domain/rules/sitzung';
import { DateFieldByName, TextFieldByName } from '../../components/form/byName';
import { Checkbox } from '../../components/form/CheckboxField';
import { RowCheckbox } from '../../components/form/RowCheckbox';
import { SelectField } from '../../components/form/SelectField';
import { Badge } from './Badge';
import { Tabelle } from '../components/Tabelle';

const badge = (status: LadungZeile['status']) =>
  status === 'bestanden'
    ? 'success'
    : status === 'nichtBestanden' || status === 'zurueckgetreten'
      ? 'danger'
      : status === 'geladen'
        ? 'info'
        : 'warning';

export function KandidatenTabelle({
  termin,
  kandidaten,
  teile,
  gewaehlt,
  waehlen,
  arbeiten = 0,
  onErgebnis,
}: {
  /** The module's number of papers (decision 0068); 0 (the aptitude test): no paper fields. */
  arbeiten?: number;
  /** 'YYYY/S': with each row's June flag, the sitting the list names. */
  termin: string;
  kandidaten: readonly LadungZeile[];
  teile: readonly string[];
  /** The chosen candidates, across the pages of the list (a batch takes up to 500). */
  gewaehlt: ReadonlySet<string>;
  waehlen: (zeilen: readonly LadungZeile[], an: boolean) => void;
  onErgebnis: (
    zeile: LadungZeile,
    ergebnis: string,
    datum: string,
    noten: ErgebnisNotenEingabe,
  ) => Promise<void>;
}) {
  // Only a running registration can be invited or given a result.
  const waehlbar = kandidaten.filter((k) => k.laufend);
  const alle = waehlbar.length > 0 && waehlbar.every((k) => gewaehlt.has(k.kandidat));
  return (
    <>
      <Checkbox
        id="auswahl-alle"
        label={l.alleAuswaehlen}
        checked={alle}
        disabled={waehlbar.length === 0}
        onChange={(an) => waehlen(waehlbar, an)}
      />
      <p className="kern-body" role="status">
        {l.ausgewaehlt(gewaehlt.size)}
      </p>
      <Tabelle
        label={lt.seite}
        spalten={[l.auswahl, lt.name, lt.angemeldetAm, lt.stand, ft.zuweisung, lt.geladen, lt.ergebnis]}
      >
        {kandidaten.map((k) => (
          <tr key={k.kandidat} className="kern-table__row">
            <td className="kern-table__cell">
              {k.laufend && (
                <RowCheckbox
                  name={lt.auswaehlen(k.name)}
                  checked={gewaehlt.has(k.kandidat)}
                  onChange={(an) => waehlen([k], an)}
                />
              )}
            </td>
            <th scope="row" className="kern-table__header">
              {k.name}
              <br />
              <span className="kern-body">{k.email}</span>
              {k.massnahmen && (
                <>
                  <br />
                  <Badge variant="success">{nt.gewaehrt}</Badge>
                  <ul className="kern-list">
                    {k.massnahmen.map((m) => (
                      <li key={m}>{m}</li>
                    ))}
                  </ul>
                </>
              )}
            </th>
            <td className="kern-table__cell">
              {k.angemeldetAm ? formatDatum(k.angemeldetAm) : '–'}
              <br />
              <span className="kern-body">{sitzungText(termin, k.vorgezogen)}</span>
            </td>
            <td className="kern-table__cell">
              <Badge variant={badge(k.status)}>{lt.status[k.status]}</Badge>
            </td>
            {/* Who holds the case (issue 28 point 1, decision 0046), as in the other lists. */}
            <td className="kern-table__cell">{k.bearbeitung ?? ft.niemand}</td>
            <td className="kern-table__cell">
              <ul className="kern-list">
                {teile
                  .filter((teil) => k.geladenAm[teil])
                  .map((teil) => (
                    <li key={teil}>
                      {lt.teile[teil]}: {formatDatum(k.geladenAm[teil])}
                    </li>
                  ))}
              </ul>
            </td>
            <td className="kern-table__cell">
              {k.ergebnis ? (
                <>
                  {lt.ergebnisse[k.ergebnis]}
                  {/* The parts of the result that applies (decision 0056). */}
                  {k.noten ? (
                    <span className="kern-text kern-text--small">{` – ${notenKurz(k.noten)}`}</span>
                  ) : null}
                </>
              ) : k.laufend ? (
                <ErgebnisZelle zeile={k} arbeiten={arbeiten} onErgebnis={onErgebnis} />
              ) : (
                lt.keinErgebnis
              )}
            </td>
          </tr>
        ))}
      </Tabelle>
    </>
  );
}

/** The result of one running registration; the domain's rules check it before it is sent (decision 0044). */
const ergebnisFormSchema = ergebnisFelder.pick({
  ergebnis: true,
  datum: true,
  noteSchriftlich: true,
  noteMuendlich: true,
  noteArbeit1: true,
  noteArbeit2: true,
});
const ERGEBNIS_OPTIONEN = ERGEBNISSE.map((e) => ({ value: e, label: lt.ergebnisse[e] ?? e }));

function ErgebnisZelle({
  zeile,
  arbeiten,
  onErgebnis,
}: {
  zeile: LadungZeile;
  /** The module's number of papers (decision 0068); 0 for the aptitude test: no paper fields. */
  arbeiten: number;
  onErgebnis: (
    zeile: LadungZeile,
    ergebnis: string,
    datum: string,
    noten: ErgebnisNotenEingabe,
  ) => Promise<void>;
}) {
  const form = useForm<z.input<typeof ergebnisFormSchema>, unknown, z.output<typeof ergebnisFormSchema>>({
    resolver: zodResolver(ergebnisFormSchema),
    // No result chosen yet: the select shows "offen" and the schema asks for one.
    defaultValues: { datum: '', noteSchriftlich: '', noteMuendlich: '', noteArbeit1: '', noteArbeit2: '' },
  });
  const formId = `ergebnis-${zeile.kandidat}`;
  const onSubmit = form.handleSubmit(
    ({ ergebnis, datum, noteSchriftlich, noteMuendlich, noteArbeit1, noteArbeit2 }) =>
      onErgebnis(zeile, ergebnis, datum ?? '', {
        noteSchriftlich: noteSchriftlich ?? '',
        noteMuendlich: noteMuendlich ?? '',
        // The papers only where the module has them, and only when typed (the server checks their count).
        ...(noteArbeit1?.trim() ? { noteArbeit1 } : {}),
        ...(noteArbeit2?.trim() ? { noteArbeit2 } : {}),
      }),
  );
  return (
    <FormProvider {...form}>
      <form
        className="staff__actions"
        aria-label={lt.ergebnisTitel(zeile.name)}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
      >
        <SelectField
          formId={formId}
          name="ergebnis"
          label={lt.ergebnis}
          options={ERGEBNIS_OPTIONEN}
          placeholder={lt.keinErgebnis}
        />
        <DateFieldByName formId={formId} name="datum" label={lt.datum} />
        {/* The papers (decision 0068): WR one, WP/BWL/ST two; the written grade follows from them. */}
        {[1, 2].slice(0, arbeiten).map((nummer) => (
          <TextFieldByName
            key={nummer}
            formId={formId}
            name={nummer === 1 ? 'noteArbeit1' : 'noteArbeit2'}
            label={lt.arbeit(nummer)}
            hint={lt.arbeitenHinweis}
            inputMode="decimal"
            autoComplete="off"
          />
        ))}
        {/* The parts (decision 0056): optional, the server derives and checks the module grade. */}
        <TextFieldByName
          formId={formId}
          name="noteSchriftlich"
          label={lt.noteSchriftlich}
          hint={lt.notenBeispiel}
          inputMode="decimal"
          autoComplete="off"
        />
        <TextFieldByName
          formId={formId}
          name="noteMuendlich"
          label={lt.noteMuendlich}
          hint={lt.notenBeispiel}
          inputMode="decimal"
          autoComplete="off"
        />
        <button type="submit" className="kern-btn kern-btn--secondary">
          <span className="kern-label">
            {lt.ergebnisSpeichern}
            <span className="kern-sr-only"> ({zeile.name})</span>
          </span>
        </button>
      </form>
    </FormProvider>
  );
}

/** The grades of the parts as typed ("4,30"); empty: not entered. */
export interface ErgebnisNotenEingabe {
  noteSchriftlich: string;
  noteMuendlich: string;
  /** The papers' grades (decision 0068), absent when not typed. */
  noteArbeit1?: string;
  noteArbeit2?: string;
}
