import { useEffect, useState } from 'react';
import { API, apiPath } from '@examensportal/domain/api';
import type { Verfahrensstand } from '@examensportal/domain/rules/verfahrensstand';
import { api } from './api';

// GET /api/status (decision 0020): the procedure status and the reasons the server derives. Read
// by the start page, by a flow page that is not available, and by the module checkboxes.

/**
 * The status schema, evaluated with the request instead of before the page's first render: built at
 * module scope it held back the first paint of /start and of every flow page (~200 ms at 4× CPU,
 * issue 29.5).
 */
const statusSchema = () => import('@examensportal/domain/schemas/verfahrensstand');

/** The status, or null when it cannot be loaded or read – the pages then show what they have. */
export async function loadVerfahrensstand(): Promise<Verfahrensstand | null> {
  try {
    const [antwort, { verfahrensstandAus }] = await Promise.all([
      api.get(apiPath(API.status)),
      statusSchema(),
    ]);
    return verfahrensstandAus(antwort);
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
