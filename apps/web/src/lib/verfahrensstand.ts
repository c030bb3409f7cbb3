import { useEffect, useState } from 'react';
import { API, apiPath } from '@examensportal/domain/api';
import type { Verfahrensstand } from '@examensportal/domain/rules/verfahrensstand';
import { verfahrensstandAus } from '@examensportal/domain/schemas/verfahrensstand';
import { api } from './api';

// GET /api/status (decision 0020): the procedure status and the reasons the server derives. Read
// by the start page, by a flow page that is not available, and by the module checkboxes.

/** The status, or null when it cannot be loaded or read – the pages then show what they have. */
export async function loadVerfahrensstand(): Promise<Verfahrensstand | null> {
  try {
    return verfahrensstandAus(await api.get(apiPath(API.status)));
  } catch {
    return null;
  }
}

export type StandPhase = { name: 'loading' } | { name: 'ready'; stand: Verfahrensstand | null };

/** Loads the status once per mount. */
export function useVerfahrensstand(): StandPhase {
  const [phase, setPhase] = useState<StandPhase>({ name: 'loading' });
  useEffect(() => {
    let current = true;
    void loadVerfahrensstand().then((stand) => current && setPhase({ name: 'ready', stand }));
    return () => {
      current = false;
    };
  }, []);
  return phase;
}
