// The export buttons of a back-office list (issue 28 point 6): exactly the filtered list as CSV or
// XLSX, fetched behind the bearer token and saved by the browser; a refusal is a toast (decision 0044).
import type { ApiCall } from '@examensportal/domain/api';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import { staffDownload } from '../api';
import { useStaffAktion } from '../useStaffAktion';

export function ListenExport({ call, query, anzahl }: { call: ApiCall; query: string; anzahl: number }) {
  const { sendet, ausfuehren } = useStaffAktion();
  const herunterladen = (format: 'csv' | 'xlsx') => {
    const filter = new URLSearchParams(query);
    filter.delete('seite');
    filter.set('format', format);
    void ausfuehren(() => staffDownload(call, { query: filter.toString() }));
  };
  return (
    <section aria-labelledby="liste-export" className="staff__export">
      <h2 id="liste-export" className="kern-heading-small">
        {l.export}
      </h2>
      <p className="kern-body">{l.exportHinweis(anzahl)}</p>
      <div className="form-actions">
        <button
          type="button"
          className="kern-btn kern-btn--secondary"
          disabled={sendet}
          onClick={() => herunterladen('csv')}
        >
          <span className="kern-label">{l.exportCsv}</span>
        </button>
        <button
          type="button"
          className="kern-btn kern-btn--secondary"
          disabled={sendet}
          onClick={() => herunterladen('xlsx')}
        >
          <span className="kern-label">{l.exportXlsx}</span>
        </button>
      </div>
    </section>
  );
}
