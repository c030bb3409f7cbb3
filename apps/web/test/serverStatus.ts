import { leereFakten } from '@examensportal/domain/rules/facts';
import type { Flow } from '@examensportal/domain/rules/gruende';
import { STANDARD_EINSTELLUNGEN } from '@examensportal/domain/rules/settings';
import { verfahrensstand, type Verfahrensstand } from '@examensportal/domain/rules/verfahrensstand';

/**
 * A GET /api/status answer in the server's shape (the domain's own derivation), every flow open
 * unless `geschlossen` names it with its reason; the rest overrides fields – what the server says
 * with its clock and settings, which the page must follow (decision 0020).
 */
export function serverStatus(
  overrides: Partial<Verfahrensstand> & { geschlossen?: Partial<Record<Flow, string>> } = {},
  art: 'WP' | 'EIGNUNG' = 'WP',
): Verfahrensstand {
  const { geschlossen = {}, ...rest } = overrides;
  const basis = verfahrensstand(leereFakten(art), '2026-10-05', STANDARD_EINSTELLUNGEN);
  return {
    ...basis,
    funktionen: basis.funktionen.map(({ flow }) => ({
      flow,
      verfuegbar: geschlossen[flow] === undefined,
      grund: geschlossen[flow] ?? null,
    })),
    ...rest,
  };
}
