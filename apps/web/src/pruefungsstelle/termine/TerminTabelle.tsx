// The terms as the rules read them: window, June modules, paper days; badges say what the office set.
import { formatDatum } from '@examensportal/domain/format';
import { termineTexte as tt } from '@examensportal/domain/messages-pruefungsstelle-termine';
import { isVorgezogen, MODUL_SLOTS, slotModul } from '@examensportal/domain/rules/module';
import type { TerminZeile } from '@examensportal/domain/schemas/pruefungsstelle-termine';
import { Badge } from '../ladungen/Badge';
import { Tabelle } from '../components/Tabelle';

const name = (slot: (typeof MODUL_SLOTS)[number]) => {
  const modul = slotModul(slot).toUpperCase();
  return isVorgezogen(slot) ? tt.modulJuni(modul) : modul;
};

export function TerminTabelle({ termine }: { termine: readonly TerminZeile[] }) {
  return (
    <Tabelle label={tt.seite} spalten={[tt.termin, tt.anmeldezeitraum, tt.juni, tt.aufsichtsarbeiten]}>
      {termine.map((z) => {
        const tage = MODUL_SLOTS.filter((slot) => (z.aufsichtsarbeiten[slot]?.length ?? 0) > 0);
        return (
          <tr key={z.termin} className="kern-table__row">
            <th scope="row" className="kern-table__header">
              {z.anzeige} {z.offen && <Badge variant="success">{tt.offen}</Badge>}
            </th>
            <td className="kern-table__cell">
              {tt.zeitraum(formatDatum(z.anmeldebeginn), formatDatum(z.anmeldeschluss))}{' '}
              <Badge variant={z.anmeldeschlussGesetzlich ? 'info' : 'warning'}>
                {z.anmeldeschlussGesetzlich ? tt.gesetzlich : tt.festgelegt}
              </Badge>
            </td>
            <td className="kern-table__cell">
              {z.juni.length > 0 ? z.juni.map((m) => m.toUpperCase()).join(', ') : tt.keinJuni}
            </td>
            <td className="kern-table__cell">
              {tage.length === 0 ? (
                tt.keineAufsichtsarbeiten
              ) : (
                <ul className="kern-list">
                  {tage.map((slot) => (
                    <li key={slot}>
                      {name(slot)}: {(z.aufsichtsarbeiten[slot] ?? []).map(formatDatum).join(', ')}
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        );
      })}
    </Tabelle>
  );
}
