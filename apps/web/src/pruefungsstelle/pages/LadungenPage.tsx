// Ladungen und Ergebnisse: choose term and exam, filter (name or e-mail, sitting, LGS) and page the
// registered candidates (paged in SQL, issue 28 point 6), export exactly the filtered list, choose up
// to 500 of them across pages for a batch of invitations or of results (decision 0061: a preview of
// who can and who not with the reason, then each on its own, then the report), record results one by
// one or from a CSV file with a preview. Reads and writes as decision 0044 says: the query in the
// address (useAdressAbfrage), one read (useStaffDaten), outcomes as toasts, a batch as useSammel.
import { type FormEvent, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import { formatTermin } from '@examensportal/domain/format';
import {
  ladungenAntwortSchema,
  type LadungZeile,
  PRUEFUNGEN,
} from '@examensportal/domain/schemas/pruefungsstelle-ladungen';
import {
  type SammelBericht,
  sammelBerichtSchema,
  type SammelVorschau,
  sammelVorschauSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-sammel';
import { LGS_OPTIONEN, RICHTUNGEN } from '@examensportal/domain/schemas/pruefungsstelle-listen';
import { termineAntwortSchema } from '@examensportal/domain/schemas/pruefungsstelle-termine';
import type { ApiCall } from '@examensportal/domain/api';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { staffPost, staffSenden } from '../api';
import { type PlainOption, PlainSelectField, PlainTextField } from '../../components/form/PlainFields';
import { ZuweisungAuswahl } from '../components/ZuweisungAuswahl';
import { Blaettern } from '../components/Blaettern';
import { ErgebnisImport } from '../ladungen/ErgebnisImport';
import { AUFSICHTSARBEITEN } from '@examensportal/domain/rules/aufsichtsarbeiten';
import { type ErgebnisNotenEingabe, KandidatenTabelle } from '../ladungen/KandidatenTabelle';
import { type ErgebnisseWerte, SammelErgebnisse } from '../ladungen/SammelErgebnisse';
import { type EinladenWerte, SammelEinladen } from '../ladungen/SammelEinladen';
import { MitDaten } from '../MitDaten';
import { staffPaths } from '../paths';
import { Bericht } from '../sammel/Bericht';
import { ListenExport } from '../sammel/ListenExport';
import { useSammel } from '../sammel/useSammel';
import { VorschauTabelle } from '../sammel/VorschauTabelle';
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
  const { params } = useAdressAbfrage();
  // A batch is of one term and exam: another one starts with its own choice.
  return <Ladungsliste key={`${params.get('termin')} ${params.get('pruefung')}`} />;
}

/** A preview shown above the list, and how its batch is sent. */
interface Vorschau {
  art: 'einladen' | 'ergebnisse';
  antwort: SammelVorschau;
  senden: () => Promise<SammelBericht>;
}

function Ladungsliste() {
  const { params, query, filtern, blaettern } = useAdressAbfrage();
  const { stand, daten, reload } = useStaffDaten(ladungenAntwortSchema, P.ladungen, { query });
  const { sendet, ausfuehren, gewaehlt, setzen, bericht, setBericht, senden } = useSammel(reload);
  // The rows of the chosen ones seen on any page (the results form names them).
  const [bekannt, setBekannt] = useState<ReadonlyMap<string, LadungZeile>>(new Map());
  const [erfassen, setErfassen] = useState<readonly LadungZeile[] | null>(null);
  const [vorschau, setVorschau] = useState<Vorschau | null>(null);

  const waehlen = (zeilen: readonly LadungZeile[], an: boolean) => {
    setBekannt((alt) => new Map([...alt, ...zeilen.map((z) => [z.kandidat, z] as const)]));
    setzen(
      zeilen.map((z) => z.kandidat),
      an,
    );
  };

  const anwenden = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const werte = Object.fromEntries(FELDER.map((f) => [f, String(form.get(f) ?? '').trim()]));
    if (werte.richtung === 'auf') delete werte.richtung;
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

  /** Asks the server's preview of a batch (each item checked, nothing written) and shows it. */
  const vorschauen = async (
    art: Vorschau['art'],
    pfade: { vorschau: ApiCall; senden: ApiCall },
    body: object,
  ) => {
    setBericht(null);
    setVorschau(null);
    const ergebnis = await ausfuehren(() => staffPost(sammelVorschauSchema, pfade.vorschau, body));
    if (ergebnis.ok)
      setVorschau({
        art,
        antwort: ergebnis.antwort,
        senden: () => staffPost(sammelBerichtSchema, pfade.senden, body),
      });
  };

  const bestaetigen = async (v: Vorschau) => {
    // All chosen ones: the report names again each that is refused (the preview may be outdated).
    if (!(await senden(v.senden))) return;
    setVorschau(null);
    if (v.art === 'ergebnisse') setErfassen(null);
  };

  const gemeinsam = daten ? { termin: daten.termin, pruefung: daten.pruefung } : null;
  const einladen = async (werte: EinladenWerte) => {
    if (!gemeinsam) return;
    await vorschauen(
      'einladen',
      { vorschau: P.sammelLadungenVorschau, senden: P.sammelLaden },
      { ...gemeinsam, ...werte, kandidaten: [...gewaehlt] },
    );
  };
  const ergebnisse = async (werte: ErgebnisseWerte) => {
    if (!gemeinsam) return;
    await vorschauen(
      'ergebnisse',
      { vorschau: P.sammelErgebnisseVorschau, senden: P.sammelErgebnisse },
      { ...gemeinsam, ...werte },
    );
  };
  const gewaehlteZeilen = [...gewaehlt].flatMap((id) => bekannt.get(id) ?? []);

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
      {bericht && <Bericht bericht={bericht} />}
      {vorschau && (
        <VorschauTabelle
          id="ladungen-vorschau"
          vorschau={vorschau.antwort}
          hinweis={vorschau.art === 'einladen' ? lt.ladenHinweis : lt.ergebnisseHinweis}
          knopf={vorschau.art === 'einladen' ? lt.ladenBestaetigen : lt.ergebnisseBestaetigen}
          sendet={sendet}
          onBestaetigen={() => void bestaetigen(vorschau)}
        />
      )}
      <MitDaten stand={stand}>
        {(d) => (
          <>
            <h2 className="kern-heading-medium">
              {pruefungName(d.pruefung)} – {formatTermin(d.termin)}
            </h2>
            <p className="kern-body" role="status">
              {lt.anzahl(d.gesamt)}
            </p>
            {d.kandidaten.length === 0 ? (
              <p className="kern-body">{lt.keineKandidaten}</p>
            ) : (
              <>
                <KandidatenTabelle
                  termin={d.termin}
                  kandidaten={d.kandidaten}
                  teile={d.teile}
                  gewaehlt={gewaehlt}
                  waehlen={waehlen}
                  arbeiten={d.pruefung === 'eignung' ? 0 : AUFSICHTSARBEITEN[d.pruefung]}
                  onErgebnis={ergebnis}
                />
                <Blaettern seite={d.seite} seiten={d.seiten} gehe={blaettern} />
                <ListenExport call={P.ladungenExport} query={query} anzahl={d.gesamt} />
                <SammelEinladen
                  key={d.teile.join()}
                  teile={d.teile}
                  anzahl={gewaehlt.size}
                  sendet={sendet}
                  onVorschau={einladen}
                />
                <section aria-labelledby="ergebnisse-auswahl">
                  <h2 className="kern-heading-medium" id="ergebnisse-auswahl">
                    {lt.ergebnisseTitel}
                  </h2>
                  {gewaehlt.size === 0 && <p className="kern-body">{lt.nichtsGewaehlt}</p>}
                  <div className="form-actions">
                    <button
                      type="button"
                      className="kern-btn kern-btn--secondary"
                      disabled={sendet || gewaehlteZeilen.length === 0}
                      onClick={() => setErfassen(gewaehlteZeilen)}
                    >
                      <span className="kern-label">{lt.ergebnisseEingeben(gewaehlteZeilen.length)}</span>
                    </button>
                  </div>
                </section>
                {erfassen && erfassen.length > 0 && (
                  <SammelErgebnisse
                    key={erfassen.map((z) => z.kandidat).join()}
                    zeilen={erfassen}
                    arbeiten={d.pruefung === 'eignung' ? 0 : AUFSICHTSARBEITEN[d.pruefung]}
                    sendet={sendet}
                    onVorschau={ergebnisse}
                  />
                )}
              </>
            )}
          </>
        )}
      </MitDaten>
      <ErgebnisImport onImportiert={async () => void (await reload())} />
    </StaffPage>
  );
}
