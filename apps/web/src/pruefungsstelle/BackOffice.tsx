// The examination office's back-office: loaded lazily under /examensportal/pruefungsstelle, so none
// of it is in the candidate bundle. Its own routes, layout, session and API client.
import './staff.css';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { staffSitzungSchema } from '@examensportal/domain/schemas/antworten';
import type { StaffSitzung } from '@examensportal/domain/schemas/pruefungsstelle';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { setSitzungsende, staffGet, staffToken } from './api';
import { type LoginZiel, staffPaths } from './paths';
import { StaffLayout } from './StaffLayout';
import { StaffContext, useStaff } from './StaffContext';
import { StaffLoginPage } from './pages/StaffLoginPage';
import { EingangPage } from './pages/EingangPage';
import { EinrichtenPage } from './pages/EinrichtenPage';
import { KandidatenPage } from './pages/KandidatenPage';
import { KandidatPage } from './pages/KandidatPage';
import { LadungenPage } from './pages/LadungenPage';
import { SammelFreigabePage } from './sammel/SammelFreigabePage';
import { SammelKenntnisnahmePage } from './sammel/SammelKenntnisnahmePage';
import { SammelZulassungenPage } from './sammel/SammelZulassungenPage';
import { EntscheidungenPage } from './pages/EntscheidungenPage';
import { NachrichtenPage } from './postfach/NachrichtenPage';
import { MitarbeitendePage } from './pages/MitarbeitendePage';
import { StatistikPage } from './pages/StatistikPage';
import { PostversandPage } from './pages/PostversandPage';
import { LoeschungPage } from './pages/LoeschungPage';
import { ProtokollPage } from './pages/ProtokollPage';
import { TerminePage } from './pages/TerminePage';
import { UebersichtPage } from './pages/UebersichtPage';
import { ZweiFaktorPage } from './pages/ZweiFaktorPage';

const s = pruefungsstelle.seiten;

/**
 * Pages behind a full staff login; a set-up session is sent to the set-up, none to the login, which
 * remembers the page (with its query) and, after a 401, says why the session ended.
 */
function RequireStaff({ leitung = false }: { leitung?: boolean }) {
  const { sitzung, sitzungsende } = useStaff();
  const location = useLocation();
  if (!sitzung) {
    const state: LoginZiel = { from: `${location.pathname}${location.search}`, sitzungsende };
    return <Navigate to={staffPaths.login.href} replace state={state} />;
  }
  if (sitzung.stufe === 'einrichtung') return <Navigate to={staffPaths.zweiFaktor.href} replace />;
  if (leitung && sitzung.rolle !== 'leitung') return <Navigate to={staffPaths.uebersicht.href} replace />;
  return <Outlet />;
}

/** The old login address keeps working: on to the login, with what it was told. */
function AlterLogin() {
  const location = useLocation();
  return <Navigate to={staffPaths.login.href} replace state={location.state as LoginZiel | null} />;
}

export default function BackOffice() {
  const [sitzung, setSitzung] = useState<StaffSitzung | null>(null);
  // Without a token there is nothing to ask: the login shows at the first render, as its pre-rendered
  // markup does (build/prerenderLogin.ts), so React takes that over instead of painting 'loading' first.
  const [bereit, setBereit] = useState(() => staffToken.get() === null);
  const [sitzungsende, setEnde] = useState<string | null>(null);
  // A 401 on any staff call ends the session here: the token is gone (api.ts), the context follows,
  // and the guard sends the page to the login with the server's text.
  useEffect(() => {
    setSitzungsende((message) => {
      setEnde(message);
      setSitzung(null);
    });
    return () => setSitzungsende(() => {});
  }, []);
  const loadSitzung = useCallback(async () => {
    if (!staffToken.get()) {
      setSitzung(null);
      return null;
    }
    try {
      const next = await staffGet(staffSitzungSchema, P.sitzung);
      setSitzung(next);
      setEnde(null);
      return next;
    } catch {
      setSitzung(null);
      return null;
    }
  }, []);
  useEffect(() => {
    void loadSitzung().finally(() => setBereit(true));
  }, [loadSitzung]);

  if (!bereit) return <p className="kern-body">{s.loading}</p>;
  return (
    <StaffContext.Provider value={{ sitzung, loadSitzung, setSitzung, sitzungsende }}>
      <Routes>
        <Route element={<StaffLayout />}>
          <Route path={staffPaths.login.path} element={<StaffLoginPage />} />
          <Route path={staffPaths.loginAlt.path} element={<AlterLogin />} />
          <Route path={staffPaths.einrichten.path} element={<EinrichtenPage />} />
          <Route path={staffPaths.zweiFaktor.path} element={<ZweiFaktorPage />} />
          <Route element={<RequireStaff />}>
            <Route index element={<UebersichtPage />} />
            <Route path={staffPaths.eingang.path} element={<EingangPage />} />
            <Route path={staffPaths.protokoll.path} element={<ProtokollPage />} />
            <Route path={staffPaths.kandidaten.path} element={<KandidatenPage />} />
            <Route path={staffPaths.kandidat.path} element={<KandidatPage />} />
            <Route path={staffPaths.termine.path} element={<TerminePage />} />
            <Route path={staffPaths.ladungen.path} element={<LadungenPage />} />
            <Route path={staffPaths.sammelZulassungen.path} element={<SammelZulassungenPage />} />
            <Route path={staffPaths.sammelFreigabe.path} element={<SammelFreigabePage />} />
            <Route path={staffPaths.sammelKenntnisnahme.path} element={<SammelKenntnisnahmePage />} />
            <Route path={staffPaths.postversand.path} element={<PostversandPage />} />
            <Route path={staffPaths.entscheidungen.path} element={<EntscheidungenPage />} />
            <Route path={staffPaths.nachrichten.path} element={<NachrichtenPage />} />
          </Route>
          <Route element={<RequireStaff leitung />}>
            <Route path={staffPaths.mitarbeitende.path} element={<MitarbeitendePage />} />
            <Route path={staffPaths.statistik.path} element={<StatistikPage />} />
            <Route path={staffPaths.loeschung.path} element={<LoeschungPage />} />
          </Route>
          <Route path="*" element={<Navigate to={staffPaths.uebersicht.href} replace />} />
        </Route>
      </Routes>
    </StaffContext.Provider>
  );
}
