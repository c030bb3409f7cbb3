import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import type { ZeilenFehler } from '@examensportal/domain/schemas/pruefungsstelle-ladungen';

/** The refusals of a batch, one line each: the candidate's name or the CSV row and column. */
export function FehlerListe({
  fehler,
  namen = {},
}: {
  fehler: readonly ZeilenFehler[];
  namen?: Readonly<Record<string, string>>;
}) {
  return (
    <ul className="kern-list">
      {fehler.map((f, i) => (
        <li key={i}>
          {f.zeile !== undefined
            ? lt.fehlerInZeile(f.zeile, f.spalte, f.meldung)
            : `${(f.kandidat && namen[f.kandidat]) ?? f.kandidat ?? ''}: ${f.meldung}`}
        </li>
      ))}
    </ul>
  );
}
