// Ladungen und Ergebnisse: choose term and exam, see the registered candidates, invite the selected
// ones (all or none), record results one by one or from a CSV file with a preview.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import { formatTermin } from '@examensportal/domain/format';
import {
  ladenAntwortSchema,
  type LadungenAntwort,
  ladungenAntwortSchema,
  type LadungZeile,
  PRUEFUNGEN,
  type ZeilenFehler,
} from '@examensportal/domain/schemas/pruefungsstelle-ladungen';
import { termineAntwortSchema } from '@examensportal/domain/schemas/pruefungsstelle-termine';
import { Alert } from '../../components/form/Alert';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { StaffApiError, staffGet, staffPost, staffSenden } from '../api';
import { Auswahl } from '../components/Auswahl';
import { ErgebnisImport } from '../ladungen/ErgebnisImport';
import { FehlerListe } from '../ladungen/FehlerListe';
import { KandidatenTabelle } from '../ladungen/KandidatenTabelle';
import { DatumFeld } from '../termine/DatumFeld';
import { StaffPage } from './StaffPage';

interface Meldung {
  variant: 'success' | 'danger';
  text: string;
  fehler?: readonly ZeilenFehler[];
}

const pruefungName = (p: string) => (p === 'eignung' ? lt.eignung : lt.modul(p.toUpperCase()));

const fehlerMeldung = (e: unknown): Meldung => ({
  variant: 'danger',
  text: e instanceof StaffApiError ? e.message : messages.generic.fehler,
  fehler:
    e instanceof StaffApiError ? ((e.details as { fehler?: ZeilenFehler[] } | undefined)?.fehler ?? []) : [],
});

export function LadungenPage() {
  const [params, setParams] = useSearchParams();
  const [daten, setDaten] = useState<LadungenAntwort | null>(null);
  const [meldung, setMeldung] = useState<Meldung | null>(null);
  const [auswahl, setAuswahl] = useState<Set<string>>(new Set());
  const [teil, setTeil] = useState('');
  const [datum, setDatum] = useState('');
  const termin = params.get('termin');
  const pruefung = params.get('pruefung') ?? 'wp';

  const laden = useCallback(async () => {
    try {
      let t = termin;
      if (!t) {
        const termine = await staffGet(termineAntwortSchema, P.termine);
        t = termine.termine.find((z) => z.offen)?.termin ?? '';
      }
      const antwort = await staffGet(ladungenAntwortSchema, P.ladungen, {
        query: new URLSearchParams({ termin: t, pruefung }).toString(),
      });
      setDaten(antwort);
      setTeil((bisher) => (antwort.teile.includes(bisher) ? bisher : (antwort.teile[0] ?? '')));
    } catch (e) {
      // A failed reload after an action keeps the action's success in view and adds the reason.
      const fehler = fehlerMeldung(e);
      setMeldung((bisher) =>
        bisher?.variant === 'success' ? { ...fehler, text: `${bisher.text} ${fehler.text}` } : fehler,
      );
    }
  }, [termin, pruefung]);
  useEffect(() => {
    setAuswahl(new Set());
    void laden();
  }, [laden]);

  const filtern = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setMeldung(null);
    setParams({ termin: String(data.get('termin') ?? ''), pruefung: String(data.get('pruefung') ?? 'wp') });
  };

  const namen = Object.fromEntries((daten?.kandidaten ?? []).map((k) => [k.kandidat, k.name]));

  const einladen = async (event: FormEvent) => {
    event.preventDefault();
    if (!daten) return;
    try {
      const antwort = await staffPost(ladenAntwortSchema, P.laden, {
        termin: daten.termin,
        pruefung: daten.pruefung,
        teil,
        datum,
        kandidaten: [...auswahl],
      });
      setMeldung({ variant: 'success', text: lt.geladenMeldung(antwort.geladen) });
      setAuswahl(new Set());
      await laden();
    } catch (e) {
      setMeldung(fehlerMeldung(e));
    }
  };

  const ergebnis = async (zeile: LadungZeile, wert: string, am: string) => {
    if (!daten) return;
    try {
      await staffSenden(P.ergebnis, {
        termin: daten.termin,
        pruefung: daten.pruefung,
        kandidat: zeile.kandidat,
        ergebnis: wert,
        datum: am,
      });
      setMeldung({ variant: 'success', text: lt.ergebnisGespeichert(zeile.name) });
      await laden();
    } catch (e) {
      const m = fehlerMeldung(e);
      setMeldung({ ...m, text: `${zeile.name}: ${m.text}` });
    }
  };

  // The answer for the term and exam in the address; while another one loads, the old one is not
  // shown, so a choice in the filter is never reset by an answer arriving late.
  const aktuell =
    daten && daten.pruefung === pruefung && (termin === null || daten.termin === termin) ? daten : null;

  return (
    <StaffPage title={lt.seite}>
      <p className="kern-body">{lt.einleitung}</p>
      {aktuell && (
        <form className="staff__filter" onSubmit={filtern} aria-label={pruefungsstelle.seiten.filter}>
          <Auswahl
            id="filter-termin"
            name="termin"
            label={lt.termin}
            defaultValue={aktuell.termin}
            key={`t${aktuell.termin}`}
            optionen={aktuell.termine.map((t) => ({ value: t, text: formatTermin(t) }))}
          />
          <Auswahl
            id="filter-pruefung"
            name="pruefung"
            label={lt.pruefung}
            defaultValue={aktuell.pruefung}
            key={`p${aktuell.pruefung}`}
            optionen={PRUEFUNGEN.map((p) => ({ value: p, text: pruefungName(p) }))}
          />
          <div className="form-actions">
            <button type="submit" className="kern-btn kern-btn--primary">
              <span className="kern-label">{lt.anzeigen}</span>
            </button>
          </div>
        </form>
      )}
      <div aria-live="polite">
        {meldung && (
          <Alert variant={meldung.variant}>
            <p className="kern-body">{meldung.text}</p>
            {meldung.fehler && meldung.fehler.length > 0 && (
              <FehlerListe fehler={meldung.fehler} namen={namen} />
            )}
          </Alert>
        )}
      </div>
      {aktuell === null ? (
        <p className="kern-body">{pruefungsstelle.seiten.laden}</p>
      ) : (
        <>
          <h2 className="kern-heading-medium">
            {pruefungName(aktuell.pruefung)} – {formatTermin(aktuell.termin)}
          </h2>
          <p className="kern-body" role="status">
            {lt.anzahl(aktuell.kandidaten.length)}
          </p>
          {aktuell.kandidaten.length === 0 ? (
            <p className="kern-body">{lt.keineKandidaten}</p>
          ) : (
            <>
              <KandidatenTabelle
                termin={aktuell.termin}
                kandidaten={aktuell.kandidaten}
                teile={aktuell.teile}
                auswahl={auswahl}
                setAuswahl={setAuswahl}
                onErgebnis={ergebnis}
              />
              <section aria-labelledby="laden-titel">
                <h2 className="kern-heading-medium" id="laden-titel">
                  {lt.ladenTitel}
                </h2>
                <p className="kern-body">{lt.ladenText}</p>
                <form noValidate onSubmit={(e) => void einladen(e)} className="kern-stack narrow">
                  <Auswahl
                    id="laden-teil"
                    label={lt.teil}
                    value={teil}
                    onChange={(e) => setTeil(e.target.value)}
                    optionen={aktuell.teile.map((t) => ({ value: t, text: lt.teile[t] ?? t }))}
                  />
                  <DatumFeld
                    formId="laden"
                    name="datum"
                    label={lt.datum}
                    hint={lt.datumHinweis}
                    value={datum}
                    onChange={setDatum}
                  />
                  <div className="form-actions">
                    <button type="submit" className="kern-btn kern-btn--primary">
                      <span className="kern-label">
                        {lt.ladenKnopf} ({auswahl.size})
                      </span>
                    </button>
                  </div>
                </form>
              </section>
            </>
          )}
        </>
      )}
      <ErgebnisImport onImportiert={laden} />
    </StaffPage>
  );
}
