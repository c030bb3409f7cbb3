import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatDatum, formatZeitpunkt } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { kontaktdatenEntwurfAus } from '@examensportal/domain/schemas/kontaktdatenAenderung';
import { parseModulStateEignung, parseModulStateWP } from '@examensportal/domain/schemas/modulstand';
import { signedInUser } from '../../app/slices/auth';
import { loadModul, loadModulEignung } from '../../app/slices/data';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Alert } from '../../components/form/Alert';
import { Page } from '../../components/Page';
import { kindOf } from '../../lib/session';
import {
  KONTAKTDATEN_EIGNUNG,
  KONTAKTDATEN_WP,
  KontaktdatenSummary,
} from '../../wizard/steps/KontaktdatenFields';
import { LoadingPlaceholder } from '../../wizard/LoadingPlaceholder';
import { SummaryList } from '../../wizard/WizardSummaries';
import './meinedaten.css';
import { DatenkopieAbschnitt } from './DatenkopieAbschnitt';
import { BekanntgabeAbschnitt } from './BekanntgabeAbschnitt';
import { ErinnerungenAbschnitt } from './ErinnerungenAbschnitt';
import { SitzungenAbschnitt } from './SitzungenAbschnitt';
import { LoeschungAbschnitt } from './LoeschungAbschnitt';
import { ZweiterFaktorAbschnitt } from './ZweiterFaktorAbschnitt';
import { paths } from '../../app/paths';

// meinedaten (spec §2 "own data"): the account from the stored user, the contact data and the
// procedure dates from the module state of the candidate's kind, the links to the digital file, the
// contact change and the access-data change, the copy of one's data (DatenkopieAbschnitt), the
// consent to notification by retrieval (BekanntgabeAbschnitt), the reminders and the calendar
// address (ErinnerungenAbschnitt), the optional second factor (ZweiterFaktorAbschnitt), the active
// sessions (SitzungenAbschnitt) and the way to the deletion request (LoeschungAbschnitt, decision 0041).

const md = messages.meineDaten;
const m = messages.menu;

const LINKS = [
  { to: paths.digitaleAkteBereich.href, label: m.digitaleAkte },
  { to: paths.kontaktdatenAendern.href, label: m.kontaktdatenAendern },
  { to: paths.zugangsdatenAendern.href, label: m.zugangsdatenAendern },
] as const;

export default function MeineDatenPage() {
  const title = useRouteTitle();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => signedInUser(state.auth));
  const art = kindOf(user?.art);
  const bereich = useAppSelector((state) => (art === 'WP' ? state.modul : state.modulEignung));
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let current = true;
    void Promise.resolve(art === 'WP' ? dispatch(loadModul()) : dispatch(loadModulEignung())).then(() => {
      if (current) setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [dispatch, art]);

  // Before the answer (or after a failure) the page reads as "nothing stored".
  const stand = bereich.data ?? (art === 'WP' ? parseModulStateWP(null) : parseModulStateEignung(null));
  const variante = art === 'WP' ? KONTAKTDATEN_WP : KONTAKTDATEN_EIGNUNG;

  return (
    <Page title={title}>
      <p className="kern-body">{md.einleitung}</p>

      <section className="meinedaten-abschnitt" aria-labelledby="meinedaten-konto">
        <h2 className="kern-heading-medium" id="meinedaten-konto">
          {md.konto}
        </h2>
        <SummaryList
          items={[
            [md.name, user ? `${user.vorname} ${user.nachname}` : ''],
            [md.pruefung, art === 'WP' ? messages.web.artWP : messages.web.artEIGNUNG],
            [md.letzteAnmeldung, formatZeitpunkt(user?.lastLogin)],
          ]}
        />
      </section>

      {bereich.error && (
        <Alert variant="danger">{`${messages.wizard.nichtGeladen} ${bereich.error.message}`}</Alert>
      )}

      {loaded && !bereich.error && (
        <>
          <section className="meinedaten-abschnitt" aria-labelledby="meinedaten-kontaktdaten">
            <h2 className="kern-heading-medium" id="meinedaten-kontaktdaten">
              {md.kontaktdaten}
            </h2>
            {stand.kontaktdaten ? (
              <KontaktdatenSummary
                kontaktdaten={kontaktdatenEntwurfAus(stand.kontaktdaten)}
                variante={variante}
              />
            ) : (
              <p className="kern-body">{md.keineKontaktdaten}</p>
            )}
          </section>

          <section className="meinedaten-abschnitt" aria-labelledby="meinedaten-verfahren">
            <h2 className="kern-heading-medium" id="meinedaten-verfahren">
              {md.verfahren}
            </h2>
            <SummaryList
              items={[
                [md.antragsdatum, formatDatum(stand.antragsdatum)],
                [md.zulassungsdatum, formatDatum(stand.ersteszulassungsdatum)],
              ]}
            />
          </section>
        </>
      )}

      {/* Until the data is there everything below the account holds its room: inserted above the links
          and the footer, it pushed both down (CLS 0.203 on a phone, issue 16.5). */}
      {!loaded && !bereich.error && <LoadingPlaceholder />}

      {(loaded || bereich.error) && (
        <nav className="meinedaten-abschnitt" aria-labelledby="meinedaten-weitere">
          <h2 className="kern-heading-medium" id="meinedaten-weitere">
            {md.weitere}
          </h2>
          <ul className="kern-list meinedaten-links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link className="kern-link" to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {(loaded || bereich.error) && <DatenkopieAbschnitt />}
      {(loaded || bereich.error) && <BekanntgabeAbschnitt />}
      {(loaded || bereich.error) && <ErinnerungenAbschnitt />}
      {(loaded || bereich.error) && <ZweiterFaktorAbschnitt />}
      {(loaded || bereich.error) && <SitzungenAbschnitt />}
      {(loaded || bereich.error) && <LoeschungAbschnitt />}
    </Page>
  );
}
