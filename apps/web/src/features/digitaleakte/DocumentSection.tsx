import { useId } from 'react';
import { messages } from '@examensportal/domain/messages';
import { formatZeitpunkt } from '@examensportal/domain/format';
import type { Dokument } from '@examensportal/domain/rules/documents';

const t = messages.akte;

interface DocumentSectionProps {
  title: string;
  documents: readonly Dokument[];
  canDelete: (document: Dokument) => boolean;
  onDownload: (document: Dokument) => void;
  onDelete: (document: Dokument, trigger: HTMLButtonElement) => void;
}

/** One section of a digital-file page: a heading and the table of its documents, newest first. */
export function DocumentSection({ title, documents, canDelete, onDownload, onDelete }: DocumentSectionProps) {
  const headingId = useId();
  const withActions = documents.some(canDelete);

  return (
    <section className="akte-section" aria-labelledby={headingId}>
      <h3 className="kern-heading-small" id={headingId}>
        {title}
      </h3>
      {documents.length === 0 ? (
        <p className="kern-body">{t.abschnittLeer}</p>
      ) : (
        <div className="kern-table-responsive" tabIndex={0} role="region" aria-label={t.tabelle(title)}>
          <table className="kern-table kern-table--small" aria-labelledby={headingId}>
            <thead>
              <tr className="kern-table__row">
                <th className="kern-table__header" scope="col">
                  {t.spalteDokument}
                </th>
                <th className="kern-table__header" scope="col">
                  {t.spalteDatum}
                </th>
                {withActions && (
                  <th className="kern-table__header kern-table__header--action" scope="col">
                    {t.spalteAktion}
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="kern-table__body">
              {documents.map((document) => (
                <tr className="kern-table__row" key={document.documentId}>
                  <td className="kern-table__cell">
                    {/* A tombstone (decision 0058) is plain text: the server answers 410, so no button. */}
                    {document.geloescht ? (
                      <span className="akte-download__name">{document.originalFileName}</span>
                    ) : (
                      <button
                        type="button"
                        className="akte-download"
                        aria-label={t.herunterladenLabel(document.originalFileName)}
                        onClick={() => onDownload(document)}
                      >
                        <span className="kern-icon kern-icon--download" aria-hidden="true" />
                        <span className="akte-download__name">{document.originalFileName}</span>
                      </button>
                    )}
                  </td>
                  <td className="kern-table__cell">{formatZeitpunkt(document.createdAt)}</td>
                  {withActions && (
                    <td className="kern-table__cell kern-table__cell--action">
                      {canDelete(document) && (
                        <button
                          type="button"
                          className="kern-btn kern-btn--tertiary kern-btn--x-small"
                          aria-label={t.loeschenLabel(document.originalFileName)}
                          onClick={(event) => onDelete(document, event.currentTarget)}
                        >
                          <span className="kern-icon kern-icon--delete" aria-hidden="true" />
                          <span className="kern-label">{t.loeschen}</span>
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
