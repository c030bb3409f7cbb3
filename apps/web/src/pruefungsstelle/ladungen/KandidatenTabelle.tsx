// The registered candidates of a term and exam (MoJ case-working list): selection for invitations,
// state badge, invitations per part, and the result one by one for a running registration.
import { useState } from 'react';
import { formatDatum } from '@examensportal/domain/format';
import { fallTexte as ft } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import { nachteilsausgleich as nt } from '@examensportal/domain/messages-pruefungsstelle-nachteilsausgleich';
import type { LadungZeile } from '@examensportal/domain/schemas/pruefungsstelle-ladungen';
import { sitzungText } from '@examensportal/domain/rules/sitzung';
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
  auswahl,
  setAuswahl,
  onErgebnis,
}: {
  /** 'YYYY/S': with each row's June flag, the sitting the list names. */
  termin: string;
  kandidaten: readonly LadungZeile[];
  teile: readonly string[];
  auswahl: ReadonlySet<string>;
  setAuswahl: (auswahl: Set<string>) => void;
  onErgebnis: (
    zeile: LadungZeile,
    ergebnis: string,
    datum: string,
    noten: ErgebnisNotenEingabe,
  ) => Promise<void>;
}) {
  const ladbar = kandidaten.filter((k) => k.laufend);
  const alle = ladbar.length > 0 && ladbar.every((k) => auswahl.has(k.kandidat));
  const umschalten = (id: string, an: boolean) => {
    const next = new Set(auswahl);
    if (an) next.add(id);
    else next.delete(id);
    setAuswahl(next);
  };
  return (
    <>
      {ladbar.length > 0 && (
        <div className="kern-form-check">
          <input
            id="auswahl-alle"
            type="checkbox"
            className="kern-form-check__checkbox"
            checked={alle}
            onChange={(e) =>
              setAuswahl(e.target.checked ? new Set(ladbar.map((k) => k.kandidat)) : new Set())
            }
          />
          <label className="kern-label" htmlFor="auswahl-alle">
            {lt.alleAuswaehlen}
          </label>
        </div>
      )}
      <Tabelle
        label={lt.seite}
        spalten={['', lt.name, lt.angemeldetAm, lt.stand, ft.zuweisung, lt.geladen, lt.ergebnis]}
      >
        {kandidaten.map((k) => (
          <tr key={k.kandidat} className="kern-table__row">
            <td className="kern-table__cell">
              {k.laufend && (
                <div className="kern-form-check">
                  <input
                    id={`auswahl-${k.kandidat}`}
                    type="checkbox"
                    className="kern-form-check__checkbox"
                    checked={auswahl.has(k.kandidat)}
                    onChange={(e) => umschalten(k.kandidat, e.target.checked)}
                  />
                  <label className="kern-label" htmlFor={`auswahl-${k.kandidat}`}>
                    <span className="kern-sr-only">{lt.auswaehlen(k.name)}</span>
                  </label>
                </div>
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
                lt.ergebnisse[k.ergebnis]
              ) : k.laufend ? (
                <ErgebnisZelle zeile={k} onErgebnis={onErgebnis} />
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

function ErgebnisZelle({
  zeile,
  onErgebnis,
}: {
  zeile: LadungZeile;
  onErgebnis: (
    zeile: LadungZeile,
    ergebnis: string,
    datum: string,
    noten: ErgebnisNotenEingabe,
  ) => Promise<void>;
}) {
  const [ergebnis, setErgebnis] = useState('');
  const [datum, setDatum] = useState('');
  const [noteSchriftlich, setNoteSchriftlich] = useState('');
  const [noteMuendlich, setNoteMuendlich] = useState('');
  const id = `ergebnis-${zeile.kandidat}`;
  return (
    <form
      className="staff__actions"
      aria-label={lt.ergebnisTitel(zeile.name)}
      onSubmit={(e) => {
        e.preventDefault();
        void onErgebnis(zeile, ergebnis, datum, { noteSchriftlich, noteMuendlich });
      }}
    >
      <div className="kern-form-input">
        <label className="kern-label" htmlFor={id}>
          {lt.ergebnis}
        </label>
        <div className="kern-form-input__select-wrapper">
          <select
            id={id}
            className="kern-form-input__select"
            value={ergebnis}
            onChange={(e) => setErgebnis(e.target.value)}
          >
            <option value="">{lt.keinErgebnis}</option>
            <option value="passed">{lt.ergebnisse.passed}</option>
            <option value="failed">{lt.ergebnisse.failed}</option>
          </select>
        </div>
      </div>
      <div className="kern-form-input">
        <label className="kern-label" htmlFor={`${id}-datum`}>
          {lt.datum}
        </label>
        <input
          id={`${id}-datum`}
          type="date"
          className="kern-form-input__input"
          value={datum}
          onChange={(e) => setDatum(e.target.value)}
        />
      </div>
      {/* The parts (decision 0056): optional, the server derives and checks the module grade. */}
      <NoteFeld
        id={`${id}-schriftlich`}
        label={lt.noteSchriftlich}
        wert={noteSchriftlich}
        setzen={setNoteSchriftlich}
      />
      <NoteFeld
        id={`${id}-muendlich`}
        label={lt.noteMuendlich}
        wert={noteMuendlich}
        setzen={setNoteMuendlich}
      />
      <button type="submit" className="kern-btn kern-btn--secondary">
        <span className="kern-label">
          {lt.ergebnisSpeichern}
          <span className="kern-sr-only"> ({zeile.name})</span>
        </span>
      </button>
    </form>
  );
}

/** The grades of the parts as typed ("4,30"); empty: not entered. */
export interface ErgebnisNotenEingabe {
  noteSchriftlich: string;
  noteMuendlich: string;
}

function NoteFeld(props: { id: string; label: string; wert: string; setzen: (wert: string) => void }) {
  return (
    <div className="kern-form-input">
      <label className="kern-label" htmlFor={props.id}>
        {props.label}
      </label>
      <div className="kern-hint" id={`${props.id}-hinweis`}>
        {lt.notenBeispiel}
      </div>
      <input
        id={props.id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="kern-form-input__input"
        aria-describedby={`${props.id}-hinweis`}
        size={5}
        maxLength={5}
        value={props.wert}
        onChange={(e) => props.setzen(e.target.value)}
      />
    </div>
  );
}
