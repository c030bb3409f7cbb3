// The examination office's back-office: loaded lazily under /examensportal/pruefungsstelle, so none
// of it is in the candidate bundle. Its own routes, layout, session and API client.
import './staff.css';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { staffSitzungSchema } from '@examensportal/domain/schemas/antworten';
import type { StaffSitzung } from '@examensportal/domain/schemas/pruefungsstelle';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { staffGet, staffToken } from './api';
import { StaffLayout } from './StaffLayout';
import { StaffContext, useStaff } from './StaffContext';
import { AnmeldenPage } from './pages/AnmeldenPage';
import { EingangPage } from './pages/EingangPage';
import { EinrichtenPage } from './pages/EinrichtenPage';
import { KandidatenPage } from './pages/KandidatenPage';
import { KandidatPage } from './pages/KandidatPage';
import { LadungenPage } from './pages/LadungenPage';
import { EntscheidungenPage } from './pages/EntscheidungenPage';
import { MitarbeitendePage } from './pages/MitarbeitendePage';
import { PostversandPage } from './pages/PostversandPage';
import { LoeschungPage } from './pages/LoeschungPage';
import { ProtokollPage } from './pages/ProtokollPage';
import { TerminePage } from './pages/TerminePage';
import { UebersichtPage } from './pages/UebersichtPage';
import { ZweiFaktorPage } from './pages/ZweiFaktorPage';

const s = pruefungsstelle.seiten;

/** Pages behind a full staff login; a set-up session is sent to the set-up, none to the login. */
function RequireStaff({ leitung = false }: { leitung?: boolean }) {
  const { sitzung } = useStaff();
  const location = useLocation();
  if (!sitzung)
    return <Navigate to="/pruefungsstelle/anmelden" replace state={{ from: location.pathname }} />;
  if (sitzung.stufe === 'einrichtung') return <Navigate to="/pruefungsstelle/zwei-faktor" replace />;
  if (leitung && sitzung.rolle !== 'leitung') return <Navigate to="/pruefungsstelle" replace />;
  return <Outlet />;
}

export default function BackOffice() {
  const [sitzung, setSitzung] = useState<StaffSitzung | null>(null);
  const [loaded, setLoaded] = useState(false);
  const loadSitzung = useCallback(async () => {
    if (!staffToken.get()) {
      setSitzung(null);
      return null;
    }
    try {
      const next = await staffGet(staffSitzungSchema, P.sitzung);
      setSitzung(next);
      return next;
    } catch {
      setSitzung(null);
      return null;
    }
  }, []);
  useEffect(() => {
    void loadSitzung().finally(() => setLoaded(true));
  }, [loadSitzung]);

  if (!loaded) return <p className="kern-body">{s.laden}</p>;
  return (
    <StaffContext.Provider value={{ sitzung, loadSitzung, setSitzung }}>
      <Routes>
        <Route element={<StaffLayout />}>
          <Route path="anmelden" element={<AnmeldenPage />} />
          <Route path="einrichten/:token" element={<EinrichtenPage />} />
          <Route path="zwei-faktor" element={<ZweiFaktorPage />} />
          <Route element={<RequireStaff />}>
            <Route index element={<UebersichtPage />} />
            <Route path="eingang/:queue?" element={<EingangPage />} />
            <Route path="protokoll" element={<ProtokollPage />} />
            <Route path="kandidaten" element={<KandidatenPage />} />
            <Route path="kandidaten/:id" element={<KandidatPage />} />
            <Route path="termine" element={<TerminePage />} />
            <Route path="ladungen" element={<LadungenPage />} />
            <Route path="postversand" element={<PostversandPage />} />
            <Route path="kandidaten/:accountId/entscheidungen" element={<EntscheidungenPage />} />
          </Route>
          <Route element={<RequireStaff leitung />}>
            <Route path="mitarbeitende" element={<MitarbeitendePage />} />
            <Route path="loeschung" element={<LoeschungPage />} />
          </Route>
          <Route path="*" element={<Navigate to="/pruefungsstelle" replace />} />
        </Route>
      </Routes>
    </StaffContext.Provider>
  );
}
