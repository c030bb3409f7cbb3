import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import {
  abschnittTitel,
  AKTEN_SEITEN,
  darfLoeschen,
  type Dokument,
  gruppiereDokumente,
  istAktenSeite,
  seitenart,
} from '@examensportal/domain/rules/documents';
import { signedInUser } from '../../app/slices/auth';
import { modulDatenFreigeben } from '../../app/slices/data';
import { downloadDocument, loadDocuments } from '../../app/slices/documents';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Alert } from '../../components/form/Alert';
import { Page } from '../../components/Page';
import { kindOf } from '../../lib/session';
import { toast } from '../../lib/toast';
import { LoadingPlaceholder } from '../../wizard/LoadingPlaceholder';
import { AkteneingangUpload } from './AkteneingangUpload';
import { AktenNavigation } from './AktenNavigation';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DocumentSection } from './DocumentSection';
import { failureText } from './failureText';
import { deleteDocument } from './thunks';
import './digitaleakte.css';

interface PendingDelete {
  document: Dokument;
  trigger: HTMLButtonElement;
}

/** meinedaten/digitaleakte/:page – the digital file of spec §2 (RouteBody sends unknown pages to the first). */
export default function DigitaleAktePage() {
  const title = useRouteTitle();
  const { page = '' } = useParams();
  const dispatch = useAppDispatch();
  const art = kindOf(useAppSelector((state) => signedInUser(state.auth))?.art);
  const documents: readonly Dokument[] = useAppSelector((state) => state.documents.list);
  const error = useAppSelector((state) => state.documents.error);
  // Spec §6: nothing can be deleted while the module data of the candidate's kind is loaded.
  const modulDatenLoaded = useAppSelector(
    (state) => (art === 'WP' ? state.modul.data : state.modulEignung.data) !== null,
  );
  const [pending, setPending] = useState<PendingDelete | null>(null);
  // The first answer of this visit: until it is in, the page holds its room (see the placeholder below).
  const [listLoaded, setListLoaded] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterDialog = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // The file is no module page: module data an earlier page loaded does not count as loaded here.
    dispatch(modulDatenFreigeben());
    let current = true;
    void dispatch(loadDocuments()).then(() => {
      if (current) setListLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [dispatch]);

  // Runs once the dialog has closed: focus cannot move out of an open modal dialog.
  useEffect(() => {
    if (pending !== null) return;
    focusAfterDialog.current?.focus();
    focusAfterDialog.current = null;
  }, [pending]);

  if (!istAktenSeite(art, page)) return null;

  const stepTitle = messages.seiten.schritte[page];
  const sections = gruppiereDokumente(documents, page, art);
  const isAkteneingang = seitenart(page) === 'akteneingang';
  // The Akteneingang shows only the types that have documents; the other pages keep their fixed sections.
  const shown = isAkteneingang ? sections.filter((s) => s.dokumente.length > 0) : sections;
  const canDelete = (document: Dokument) => darfLoeschen(document, modulDatenLoaded);

  const cancelDelete = () => {
    focusAfterDialog.current = pending?.trigger ?? null;
    setPending(null);
  };

  const confirmDelete = async () => {
    if (!pending) return;
    const { document, trigger } = pending;
    setPending(null);
    const name = document.originalFileName;
    const result = await dispatch(deleteDocument(document.documentId));
    if (deleteDocument.fulfilled.match(result)) {
      toast.success(messages.files.geloescht(name));
      headingRef.current?.focus();
    } else {
      toast.error(failureText(messages.files.nichtGeloescht(name), result.payload));
      (trigger.isConnected ? trigger : headingRef.current)?.focus();
    }
    void dispatch(loadDocuments());
  };

  return (
    <Page title={`${title} – ${stepTitle}`} heading={title}>
      <AktenNavigation pages={AKTEN_SEITEN[art]} />
      <h2 className="kern-heading-medium akte-heading" ref={headingRef} tabIndex={-1}>
        {stepTitle}
      </h2>
      {error && <Alert variant="danger">{error.message}</Alert>}
      {/* Until the list is in, the sections and the upload form below hold their room: shown at once,
          the list's tables came after and pushed the form down (CLS 0.13 at 4× with one document,
          0.322 in Lighthouse with 20, issue 29.5). */}
      {!listLoaded && <LoadingPlaceholder />}
      {listLoaded && isAkteneingang && shown.length === 0 && (
        <p className="kern-body">{messages.akte.akteneingangLeer}</p>
      )}
      {listLoaded &&
        shown.map((section) => (
          <DocumentSection
            key={section.typ ?? ''}
            title={abschnittTitel(page, section.typ)}
            documents={section.dokumente}
            canDelete={canDelete}
            onDownload={(document) => void dispatch(downloadDocument(document.documentId))}
            onDelete={(document, trigger) => setPending({ document, trigger })}
          />
        ))}
      {listLoaded && isAkteneingang && (
        <AkteneingangUpload art={art} onUploaded={() => void dispatch(loadDocuments())} />
      )}
      {pending && (
        <ConfirmDialog
          title={messages.akte.loeschenTitel}
          text={[
            messages.akte.loeschenDokument(pending.document.originalFileName),
            messages.files.loeschenFrage,
          ]}
          onConfirm={() => void confirmDelete()}
          onCancel={cancelDelete}
        />
      )}
    </Page>
  );
}
