import { createContext, useContext } from 'react';
import type { StaffSitzung } from '@examensportal/domain/schemas/pruefungsstelle';

export interface StaffState {
  sitzung: StaffSitzung | null;
  /** Re-reads the session (after login, set-up, logout). */
  loadSitzung: () => Promise<StaffSitzung | null>;
  setSitzung: (s: StaffSitzung | null) => void;
}

export const StaffContext = createContext<StaffState>({
  sitzung: null,
  loadSitzung: () => Promise.resolve(null),
  setSitzung: () => {},
});

export const useStaff = () => useContext(StaffContext);
