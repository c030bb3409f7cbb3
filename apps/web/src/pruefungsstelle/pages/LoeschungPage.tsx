// Zur Löschung fällig (leitung; issue 30 point 1, decision 0041): the list the daily run wrote – counts
// per retention class, the persons with name, Aktenzeichen, reason and since when –, a hold with its
// reason per person, and the approval of every person listed and not held. The server re-checks each
// person before it deletes and refuses the whole approval when one is no longer due.
import { formatDatum, formatZeitpunkt } from '@examensportal/domain/format';
import { loeschung as t } from '@examensportal/domain/messages-loeschung';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { freigabeErgebnisSchema, loeschlisteSchema } from '@examensportal/domain/schemas/loeschung';
import { staffPost } from '../api';
import { Tabelle } from '../components/Tabelle';
import { SperreForm } from '../loeschung/SperreForm';
import { MitDaten } from '../MitDaten';
import { useStaffAktion } from '../useStaffAktion';
import { useStaffDaten } from '../useStaffDaten';
import { StaffPage } from './StaffPage';

export function LoeschungPage() {
  const { stand, daten: liste, reload } = useStaffDaten(loeschlisteSchema, P.loeschliste);
  const { sendet, ausfuehren } = useStaffAktion();

  const freizugeben = [...new Set(liste?.eintraege.filter((e) => !e.sperre).map((e) => e.accountId) ?? [])];
  const freigeben = async (
    payload: { accountIds: string[] } | { zeilen: { accountId: string; klasse: string }[] },
  ) => {
    const ergebnis = await ausfuehren(
      () => staffPost(freigabeErgebnisSchema, P.loeschungFreigeben, payload),
      {
        erfolg: (e) => e.text,
      },
    );
    if (ergebnis.ok) await reload();
  };

  return (
    <StaffPage title={t.seitentitel}>
      <p className="kern-body">{t.einleitung}</p>
      <MitDaten stand={stand}>
        {(liste) => (
          <>
            <p className="kern-body">
              {liste.ermitteltAm ? t.ermitteltAm(formatZeitpunkt(liste.ermitteltAm)) : t.nochNichtErmittelt}
            </p>
            {liste.eintraege.length === 0 ? (
              <p className="kern-body">{t.keineFaellig}</p>
            ) : (
              <>
                <h2 className="kern-heading-medium">{t.klassenUeberschrift}</h2>
                <Tabelle label={t.klassenUeberschrift} spalten={[t.spalteGrund, t.spalteAnzahl]}>
                  {liste.klassen.map((k) => (
                    <tr key={k.klasse} className="kern-table__row">
                      <th scope="row" className="kern-table__header">
                        {k.bezeichnung}
                      </th>
                      <td className="kern-table__cell">{k.anzahl}</td>
                    </tr>
                  ))}
                </Tabelle>
                <h2 className="kern-heading-medium">{t.kandidatenUeberschrift}</h2>
                <Tabelle
                  label={t.kandidatenUeberschrift}
                  spalten={[
                    t.spalteName,
                    t.spalteAktenzeichen,
                    t.spalteGrund,
                    t.spalteAnzahl,
                    t.spalteBeginn,
                    t.spalteSeit,
                    t.spalteSperre,
                  ]}
                >
                  {liste.eintraege.map((e, i) => (
                    <tr key={`${e.accountId}-${e.klasse}`} className="kern-table__row">
                      <th scope="row" className="kern-table__header">
                        {e.name}
                      </th>
                      <td className="kern-table__cell">{e.aktenzeichen}</td>
                      <td className="kern-table__cell">
                        {e.bezeichnung}
                        {e.teil ? '' : ` (${t.ganzesKonto})`}
                      </td>
                      <td className="kern-table__cell">{e.anzahl}</td>
                      <td className="kern-table__cell">{e.beginn ? formatDatum(e.beginn) : ''}</td>
                      <td className="kern-table__cell">{formatDatum(e.ab)}</td>
                      <td className="kern-table__cell">
                        {e.sperre ? (
                          t.gesperrt(e.sperre.grund, e.sperre.am)
                        ) : (
                          <div className="staff__actions">
                            {e.teil && (
                              <button
                                type="button"
                                className="kern-btn kern-btn--secondary"
                                disabled={sendet}
                                onClick={() =>
                                  void freigeben({ zeilen: [{ accountId: e.accountId, klasse: e.klasse }] })
                                }
                              >
                                <span className="kern-label">
                                  {t.zeileKnopf}
                                  <span className="kern-sr-only">
                                    {' '}
                                    ({e.name}, {e.bezeichnung})
                                  </span>
                                </span>
                              </button>
                            )}
                            {/* The hold is per person: its field once, on the person's first line. */}
                            {liste.eintraege.findIndex((x) => x.accountId === e.accountId) === i && (
                              <SperreForm accountId={e.accountId} name={e.name} onGesperrt={reload} />
                            )}
                          </div>
                        )}
                      </td>
                    </tr>
                  ))}
                </Tabelle>
                <p className="kern-body">{t.freigabeHinweis}</p>
                <button
                  type="button"
                  className="kern-btn kern-btn--primary"
                  disabled={sendet || freizugeben.length === 0}
                  onClick={() => void freigeben({ accountIds: freizugeben })}
                >
                  <span className="kern-label">{t.freigabeKnopf(freizugeben.length)}</span>
                </button>
              </>
            )}
          </>
        )}
      </MitDaten>
    </StaffPage>
  );
}
