// The document viewer: the file is fetched with the staff token (an <iframe> cannot send it) and
// shown from a blob: URL – a PDF in an <iframe>, an image as <img> – always with a download. Only the
// types the upload rules admit are shown inline; the server took the type from the magic bytes. The
// buttons come before the frame: Chromium's PDF viewer in the frame at times swallowed a click below it.
import { useEffect, useRef, useState } from 'react';
import { messages } from '@examensportal/domain/messages';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import type { KandidatDokument } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { Alert } from '../../components/form/Alert';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { saveBlob, StaffApiError, staffBlob } from '../api';

const k = kandidatTexte;
const BILDER = new Set(['image/png', 'image/jpeg', 'image/gif']);

type Ansicht = { url: string; blob: Blob } | { fehler: string } | null;

export function DokumentViewer(props: {
  kandidatId: string;
  dokument: Pick<KandidatDokument, 'id' | 'name' | 'contentType'>;
  schliessen: () => void;
  /** A document of the file (default), or the letter of a draft (issue 26: `dokument.id` is the draft's). */
  quelle?: 'dokument' | 'entwurf';
  /**
   * The section's element id, which the opening button's aria-controls names. A page may show several
   * viewers at once (the file's and each draft's letter), so each needs its own; the file's is the default.
   */
  id?: string;
}) {
  const { kandidatId, dokument, quelle = 'dokument', id = 'dokumentansicht' } = props;
  const [ansicht, setAnsicht] = useState<Ansicht>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    let url: string | null = null;
    let aktiv = true;
    setAnsicht(null);
    const datei =
      quelle === 'entwurf'
        ? staffBlob(P.entwurfBescheid, { params: { id: kandidatId, entwurfId: dokument.id } })
        : staffBlob(P.kandidatDokument, { params: { id: kandidatId, documentId: dokument.id } });
    datei
      .then(({ blob }) => {
        if (!aktiv) return;
        // The blob keeps the server's content type, so the browser renders exactly that type.
        url = URL.createObjectURL(blob);
        setAnsicht({ url, blob });
      })
      .catch((e: unknown) => {
        if (aktiv) setAnsicht({ fehler: e instanceof StaffApiError ? e.message : messages.generic.fehler });
      });
    return () => {
      aktiv = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [kandidatId, dokument.id, quelle]);

  const titel = k.viewerTitel(dokument.name);
  return (
    <section id={id} className="staff__viewer" aria-labelledby={`${id}-titel`}>
      <h3 id={`${id}-titel`} className="kern-heading-small staff__umbruch" tabIndex={-1} ref={heading}>
        {titel}
      </h3>
      {ansicht === null && (
        <p className="kern-body" role="status">
          {k.dokumentLaden}
        </p>
      )}
      {ansicht && 'fehler' in ansicht && <Alert variant="danger">{ansicht.fehler}</Alert>}
      <div className="staff__actions">
        {ansicht && 'url' in ansicht && (
          <button
            type="button"
            className="kern-btn kern-btn--secondary"
            aria-label={k.herunterladenName(dokument.name)}
            onClick={() => saveBlob(ansicht.blob, dokument.name)}
          >
            <span className="kern-label">{k.herunterladen}</span>
          </button>
        )}
        <button type="button" className="kern-btn kern-btn--tertiary" onClick={props.schliessen}>
          <span className="kern-label">{k.schliessen}</span>
        </button>
      </div>
      {ansicht && 'url' in ansicht && (
        <>
          {dokument.contentType === 'application/pdf' ? (
            <iframe className="staff__viewer-rahmen" src={ansicht.url} title={titel} />
          ) : BILDER.has(dokument.contentType) ? (
            <img className="staff__viewer-bild" src={ansicht.url} alt={titel} />
          ) : (
            <p className="kern-body">{k.keineVorschau}</p>
          )}
        </>
      )}
    </section>
  );
}
