// Previous / next page of a paged back-office list.
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';

const s = pruefungsstelle.seiten;

export function Seitenwahl(props: { seite: number; seiten: number; wechseln: (seite: number) => void }) {
  const { seite, seiten, wechseln } = props;
  if (seiten <= 1) return null;
  return (
    <nav aria-label={s.seite(seite, seiten)} className="form-actions">
      <button
        type="button"
        className="kern-btn kern-btn--secondary"
        disabled={seite <= 1}
        onClick={() => wechseln(seite - 1)}
      >
        <span className="kern-label">{s.vorherigeSeite}</span>
      </button>
      <span className="kern-body">{s.seite(seite, seiten)}</span>
      <button
        type="button"
        className="kern-btn kern-btn--secondary"
        disabled={seite >= seiten}
        onClick={() => wechseln(seite + 1)}
      >
        <span className="kern-label">{s.naechsteSeite}</span>
      </button>
    </nav>
  );
}
