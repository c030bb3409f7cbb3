// Ladungen und Ergebnisse: choose term and exam, filter (name or e-mail, sitting, LGS) and page the
// registered candidates (paged in SQL, issue 28 point 6), export exactly the filtered list, invite the
// selected ones (all or none), record results one by one or from a CSV file with a preview.
// Reads and writes as decision 0044 says: the query in the address (useAdressAbfrage), one read
// (useStaffDaten), outcomes as toasts; an invitation's refusals stay listed per candidate.
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import { formatTermin } from '@examensportal/domain/format';
import {
  ladenAntwortSchema,
  type LadungenAntwort,
  ladungenAntwortSchema,
  type LadungZeile,
  PRUEFUNGEN,
  type ZeilenFehler,
} from '@examensportal/domain/schemas/pruefungsstelle-ladungen';
import { LGS_OPTIONEN, RICHTUNGEN } from '@examensportal/domain/schemas/pruefungsstelle-listen';
import { termineAntwortSchema } from '@examensportal/domain/schemas/pruefungsstelle-termine';
import { Alert } from '../../components/form/Alert';
import { toast } from '../../lib/toast';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { sitzungBeendet, StaffApiError, staffFehlertext, staffPost, staffSenden } from '../api';
import { type PlainOption, PlainSelectField, PlainTextField } from '../../components/form/PlainFields';
import { ZuweisungAuswahl } from '../components/ZuweisungAuswahl';
import { Blaettern } from '../components/Blaettern';
import { ErgebnisImport } from '../ladungen/ErgebnisImport';
import { FehlerListe } from '../ladungen/FehlerListe';
import { type ErgebnisNotenEingabe, KandidatenTabelle } from '../ladungen/KandidatenTabelle';
import { MitDaten } from '../MitDaten';
import { staffPaths } from '../paths';
import { ListenExport } from '../sammel/ListenExport';
import { useStaffAktion } from '../useStaffAktion';
import { useAdressAbfrage, useStaffDaten } from '../useStaffDaten';
import { StaffPage } from './StaffPage';

const pruefungName = (p: string) => (p === 'eignung' ? lt.eignung : lt.modul(p.toUpperCase()));
const FELDER = ['termin', 'pruefung', 'suche', 'sitzung', 'lgs', 'zuweisung', 'richtung'] as const;
const mitAlle = (optionen: readonly PlainOption[]) => [{ value: '', label: l.alle }, ...optionen];

export function LadungenPage() {
  const { params } = useAdressAbfrage();
  if (!params.get('termin')) return <OffenerTermin pruefung={params.get('pruefung') ?? 'wp'} />;
  return <Ladungen />;
}

/** Without a term in the address: the open term's list (the address names it, so Back works). */
function OffenerTermin({ pruefung }: { pruefung: string }) {
  const { stand } = useStaffDaten(termineAntwortSchema, P.termine);
  return (
    <StaffPage title={lt.seite}>
      <MitDaten stand={stand}>
        {(termine) => {
          const termin = termine.termine.find((t) => t.offen)?.termin ?? termine.termine[0]?.termin ?? '';
          const ziel = new URLSearchParams({ termin, pruefung }).toString();
          return <Navigate to={`${staffPaths.ladungen.href}?${ziel}`} replace />;
        }}
      </MitDaten>
    </StaffPage>
  );
}

function Ladungen() {
  const { params, query, filtern, blaettern } = useAdressAbfrage();
  const { stand, daten, reload } = useStaffDaten(ladungenAntwortSchema, P.ladungen, { query });
  const { ausfuehren } = useStaffAktion();
  const [abgelehnt, setAbgelehnt] = useState<readonly ZeilenFehler[]>([]);

  const anwenden = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const werte = Object.fromEntries(FELDER.map((f) => [f, String(form.get(f) ?? '').trim()]));
    if (werte.richtung === 'auf') delete werte.richtung;
    setAbgelehnt([]);
    filtern(werte);
  };

  const ergebnis = async (zeile: LadungZeile, wert: string, am: string, noten: ErgebnisNotenEingabe) => {
    if (!daten) return;
    const gesendet = await ausfuehren(
      () =>
        staffSenden(P.ergebnis, {
          termin: daten.termin,
          pruefung: daten.pruefung,
          kandidat: zeile.kandidat,
          ergebnis: wert,
          datum: am,
          ...noten,
        }),
      { erfolg: lt.ergebnisGespeichert(zeile.name) },
    );
    if (gesendet.ok) await reload();
  };

  return (
    <StaffPage title={lt.seite}>
      <p className="kern-body">{lt.einleitung}</p>
      {daten && (
        <form
          className="staff__filter"
          onSubmit={anwenden}
          aria-label={pruefungsstelle.seiten.filter}
          key={query}
        >
          <PlainSelectField
            id="filter-termin"
            name="termin"
            label={lt.termin}
            defaultValue={daten.termin}
            options={daten.termine.map((t) => ({ value: t, label: formatTermin(t) }))}
          />
          <PlainSelectField
            id="filter-pruefung"
            name="pruefung"
            label={lt.pruefung}
            defaultValue={daten.pruefung}
            options={PRUEFUNGEN.map((p) => ({ value: p, label: pruefungName(p) }))}
          />
          <PlainTextField
            id="filter-suche"
            name="suche"
            type="search"
            label={l.sucheLadungen}
            defaultValue={params.get('suche') ?? ''}
            maxLength={200}
            autoComplete="off"
          />
          <PlainSelectField
            id="filter-sitzung"
            name="sitzung"
            label={l.sitzung}
            defaultValue={params.get('sitzung') ?? ''}
            options={mitAlle(Object.entries(l.sitzungFilter).map(([value, label]) => ({ value, label })))}
          />
          <PlainSelectField
            id="filter-lgs"
            name="lgs"
            label={l.lgs}
            defaultValue={params.get('lgs') ?? ''}
            options={mitAlle(Object.entries(LGS_OPTIONEN).map(([value, label]) => ({ value, label })))}
          />
          {/* Who holds the case (issue 28 point 1, decision 0046), as in the Kandidaten list. */}
          <ZuweisungAuswahl id="filter-zuweisung" defaultValue={params.get('zuweisung') ?? ''} />
          <PlainSelectField
            id="filter-richtung"
            name="richtung"
            label={`${l.richtung} (${l.sortierungen.name})`}
            defaultValue={params.get('richtung') ?? 'auf'}
            options={RICHTUNGEN.map((v) => ({ value: v, label: l.richtungen[v] }))}
          />
          <div className="form-actions">
            <button type="submit" className="kern-btn kern-btn--primary">
              <span className="kern-label">{lt.anzeigen}</span>
            </button>
            <Link
              className="kern-link"
              to={`${staffPaths.ladungen.href}?${new URLSearchParams({ termin: daten.termin, pruefung: daten.pruefung }).toString()}`}
            >
              {l.filterZuruecksetzen}
            </Link>
          </div>
        </form>
      )}
      {abgelehnt.length > 0 && (
        <Alert variant="danger">
          <p className="kern-body">{lt.ladungAbgelehnt}</p>
          <FehlerListe
            fehler={abgelehnt}
            namen={Object.fromEntries((daten?.kandidaten ?? []).map((k) => [k.kandidat, k.name]))}
          />
        </Alert>
      )}
      <MitDaten stand={stand}>
        {(d) => (
          <Liste
            key={query}
            daten={d}
            query={query}
            blaettern={blaettern}
            onErgebnis={ergebnis}
            onGeladen={async (fehler) => {
              setAbgelehnt(fehler);
              if (fehler.length === 0) await reload();
            }}
          />
        )}
      </MitDaten>
      <ErgebnisImport onImportiert={async () => void (await reload())} />
    </StaffPage>
  );
}

/** One page of the list, the invitation of the selected rows and the export of the filtered list. */
function Liste({
  daten,
  query,
  blaettern,
  onErgebnis,
  onGeladen,
}: {
  daten: LadungenAntwort;
  query: string;
  blaettern: (seite: number) => void;
  onErgebnis: (
    zeile: LadungZeile,
    ergebnis: string,
    datum: string,
    noten: ErgebnisNotenEingabe,
  ) => Promise<void>;
  onGeladen: (abgelehnt: readonly ZeilenFehler[]) => Promise<void>;
}) {
  const [auswahl, setAuswahl] = useState<Set<string>>(new Set());
  const [teil, setTeil] = useState(daten.teile[0] ?? '');
  const [datum, setDatum] = useState('');

  const einladen = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const antwort = await staffPost(ladenAntwortSchema, P.laden, {
        termin: daten.termin,
        pruefung: daten.pruefung,
        teil,
        datum,
        kandidaten: [...auswahl],
      });
      toast.success(lt.geladenMeldung(antwort.geladen));
      setAuswahl(new Set());
      await onGeladen([]);
    } catch (e) {
      if (sitzungBeendet(e)) return;
      // All or none (decision 0019): the refusals per candidate stay listed above the table.
      toast.error(staffFehlertext(e));
      await onGeladen(
        e instanceof StaffApiError
          ? ((e.details as { fehler?: ZeilenFehler[] } | undefined)?.fehler ?? [])
          : [],
      );
    }
  };

  return (
    <>
      <h2 className="kern-heading-medium">
        {pruefungName(daten.pruefung)} – {formatTermin(daten.termin)}
      </h2>
      <p className="kern-body" role="status">
        {lt.anzahl(daten.gesamt)}
      </p>
      {daten.kandidaten.length === 0 ? (
        <p className="kern-body">{lt.keineKandidaten}</p>
      ) : (
        <>
          <KandidatenTabelle
            termin={daten.termin}
            kandidaten={daten.kandidaten}
            teile={daten.teile}
            auswahl={auswahl}
            setAuswahl={setAuswahl}
            onErgebnis={onErgebnis}
          />
          <Blaettern seite={daten.seite} seiten={daten.seiten} gehe={blaettern} />
          <ListenExport call={P.ladungenExport} query={query} anzahl={daten.gesamt} />
          <section aria-labelledby="laden-titel">
            <h2 className="kern-heading-medium" id="laden-titel">
              {lt.ladenTitel}
            </h2>
            <p className="kern-body">{lt.ladenText}</p>
            <form noValidate onSubmit={(e) => void einladen(e)} className="kern-stack narrow">
              <PlainSelectField
                id="laden-teil"
                label={lt.teil}
                value={teil}
                onChange={(e) => setTeil(e.target.value)}
                options={daten.teile.map((t) => ({ value: t, label: lt.teile[t] ?? t }))}
              />
              <PlainTextField
                id="laden-datum"
                type="date"
                label={lt.datum}
                hint={lt.datumHinweis}
                value={datum}
                onChange={(e) => setDatum(e.target.value)}
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
  );
}
