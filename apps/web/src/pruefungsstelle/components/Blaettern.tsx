// Previous/next page of a paged back-office list, with "Seite x von y" between.
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';

const s = pruefungsstelle.seiten;

export function Blaettern({
  seite,
  seiten,
  gehe,
}: {
  seite: number;
  seiten: number;
  gehe: (n: number) => void;
}) {
  if (seiten <= 1) return null;
  return (
    <nav aria-label={s.seite(seite, seiten)} className="form-actions">
      <button
        type="button"
        className="kern-btn kern-btn--secondary"
        disabled={seite <= 1}
        onClick={() => gehe(seite - 1)}
      >
        <span className="kern-label">{s.vorherigeSeite}</span>
      </button>
      <span className="kern-body">{s.seite(seite, seiten)}</span>
      <button
        type="button"
        className="kern-btn kern-btn--secondary"
        disabled={seite >= seiten}
        onClick={() => gehe(seite + 1)}
      >
        <span className="kern-label">{s.naechsteSeite}</span>
      </button>
    </nav>
  );
}
