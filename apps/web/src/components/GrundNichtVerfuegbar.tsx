import type { Flow } from '@examensportal/domain/rules/gruende';
import type { Verfahrensstand } from '@examensportal/domain/rules/verfahrensstand';

/**
 * Below the spec's 'Diese Funktion ist für Sie zur Zeit nicht anwendbar.' on a closed flow page: the
 * reason in one German sentence, as the server derives it (issue 16 point 2). Nothing when the status
 * cannot be read – the spec's sentence stands alone then, as before.
 */
export function GrundNichtVerfuegbar({ flow, stand }: { flow: Flow; stand: Verfahrensstand | null }) {
  const grund = stand?.funktionen.find((f) => f.flow === flow)?.grund;
  if (!grund) return null;
  return (
    <p className="kern-body" data-testid="grund-nicht-verfuegbar">
      {grund}
    </p>
  );
}
