import { createContext, useContext } from 'react';
import type { StaffSitzung } from '@examensportal/domain/schemas/pruefungsstelle';

export interface StaffState {
  sitzung: StaffSitzung | null;
  /** Re-reads the session (after login, set-up, logout). */
  loadSitzung: () => Promise<StaffSitzung | null>;
  setSitzung: (s: StaffSitzung | null) => void;
  /**
   * Why the session ended while a page was open (a 401: expired, revoked, account disabled): the
   * server's German text, shown on the login page; null otherwise.
   */
  sitzungsende: string | null;
}

export const StaffContext = createContext<StaffState>({
  sitzung: null,
  loadSitzung: () => Promise.resolve(null),
  setSitzung: () => {},
  sitzungsende: null,
});

export const useStaff = () => useContext(StaffContext);
