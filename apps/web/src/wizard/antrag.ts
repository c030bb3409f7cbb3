import type { ApiCall } from '@examensportal/domain/api';
import { apiPath } from '@examensportal/domain/api';
import { messages } from '@examensportal/domain/messages';
import type { Zulassungsblock } from '@examensportal/domain/rules/zulassungsblock';
import { parseSemesterDisplay } from '@examensportal/domain/rules/semester';
import { antragOffen } from '@examensportal/domain/schemas/antrag';
import type { EignungAntwort, ZulassungAntwort } from '@examensportal/domain/schemas/antragAntwort';
import type { LaufbahnAntwort } from '@examensportal/domain/schemas/laufbahn';
import type { loadEignung, loadZulassung } from '../app/slices/data';
import { loadZulassungsblock } from '../app/slices/data';
import type { AppDispatch } from '../app/store';
import { multipartBody } from '../components/upload/multipartBody';
import type { Upload } from '../components/upload/useUpload';
import { api, ApiError, type ApiErrorPayload, type Antwortschema, parseAntwort } from '../lib/api';
import { mergeDraft } from './engine';
import { postDeclaration } from './send';
import { unwrapAntwort } from './steps/erklaerungDaten';
import type { PrecheckStop, SaveOutcome, SubmitTools, WizardLoaded } from './types';
import {
  dateienFuer,
  leereUploads,
  nachDemSpeichern,
  neueDateien,
  uploadsAusAntwort,
  type UploadListen,
} from './uploads';

// What the two application wizards (WP, aptitude test) share: loading the draft with the term,
// the multipart interim save and submit of spec §7, and the term check before the submit.

export interface AntragKontext {
  /** The open term from GET /api/zulassung/zulassungsblock; null when it could not be read. */
  zulassungsblock: Zulassungsblock | null;
  /** The career of the answer (decision 0008); null from a server that sends none. */
  laufbahn: LaufbahnAntwort | null;
}

export type MitUploads<E, L extends string> = E & { uploads: UploadListen<L> };

/** What both application answers share (schemas/antragAntwort.ts), read typed at the edge. */
type AntragAntwort = ZulassungAntwort | EignungAntwort;

/** The application answer; a 404 ("nothing saved yet") reads as an empty application. */
async function antwortAus(dispatched: ReturnType<LoadOptions<unknown, string>['load']>) {
  const action = await dispatched;
  if (action.meta.requestStatus === 'fulfilled') return action.payload as AntragAntwort;
  const error = action.payload as ApiErrorPayload | undefined;
  if (error?.status === 404) return null;
  throw new ApiError(error?.status ?? 0, error?.message ?? messages.generic.fehler);
}

export interface LoadOptions<E, L extends string> {
  /** Dispatches loadZulassung or loadEignung (the §1 data areas keep the answer). */
  load: (dispatch: AppDispatch) => ReturnType<ReturnType<typeof loadZulassung | typeof loadEignung>>;
  leer: (zulassungsblock: string) => E;
  listen: readonly L[];
}

/**
 * GET the application and the term. The form shows only while the application is a draft; a
 * stored draft fills every page, including the names of the files already uploaded.
 */
export async function loadAntrag<E, L extends string>(
  dispatch: AppDispatch,
  { load, leer, listen }: LoadOptions<E, L>,
): Promise<WizardLoaded<MitUploads<E, L>, AntragKontext>> {
  const [antwort, block] = await Promise.all([
    antwortAus(load(dispatch)),
    unwrapAntwort(dispatch(loadZulassungsblock()), true),
  ]);
  const termin = block?.termin ? block.value : '';
  const entwurf = mergeDraft(leer(termin), antwort);
  const laufbahn = antwort?.laufbahn ?? null;
  return {
    available: antragOffen(antwort),
    grund: laufbahn?.hinweise,
    values: {
      ...entwurf,
      // The draft is for the term open now; an older term in a stored draft is history.
      zulassungsblock: termin,
      uploads: uploadsAusAntwort(antwort?.dateien, listen) ?? leereUploads(listen),
    } as MitUploads<E, L>,
    context: { zulassungsblock: block, laufbahn },
    // The server's time of the last interim save (issue 16), when the answer has one.
    gespeichertAm: antwort?.zwischengespeichertAm || null,
  };
}

function body<L extends string>(
  jsonPart: string,
  json: object,
  uploads: UploadListen<L>,
  listen: readonly L[],
) {
  return multipartBody({
    json: { [jsonPart]: { ...json, dateien: dateienFuer(uploads, listen) } },
    lists: listen.map((liste) => [liste, neueDateien(uploads[liste])] as const),
  });
}

/** Removes the form-only key before the JSON part is built. */
function ohneUploads<T extends { uploads: unknown }>(values: T): Omit<T, 'uploads'> {
  const { uploads: _uploads, ...rest } = values;
  return rest;
}

/**
 * The interim save (spec §7): the draft as JSON part, new files as lists, an empty list as '[]'.
 * With files it goes through the shared upload (progress, cancel); without, it is a plain request.
 * Files the server now holds come back as stored ones.
 */
export async function zwischenspeichern<L extends string, V extends { uploads: UploadListen<L> }>(
  call: ApiCall,
  jsonPart: string,
  values: V,
  listen: readonly L[],
  upload: Upload,
  antwortSchema: Antwortschema<AntragAntwort>,
): Promise<SaveOutcome<V>> {
  const form = body(jsonPart, ohneUploads(values), values.uploads, listen);
  const mitDateien = listen.some((liste) => neueDateien(values.uploads[liste]).length > 0);
  let antwort: unknown;
  if (mitDateien) {
    const result = await upload.start(apiPath(call), form);
    if (result.status === 'cancelled') return { status: 'cancelled' };
    if (result.status === 'failed') throw new ApiError(result.error.status, result.error.message);
    antwort = result.data;
  } else {
    antwort = await api.post(apiPath(call), form);
  }
  const { dateien } = parseAntwort(antwortSchema, antwort);
  return {
    status: 'saved',
    patch: { uploads: nachDemSpeichern(values.uploads, dateien, listen) } as Partial<V>,
  };
}

/**
 * The final submit: the checked application as JSON part, files not yet stored as lists (after a
 * failed interim save there are some) – then through the shared upload with progress and cancel.
 */
export async function abschicken<L extends string>(
  call: ApiCall,
  jsonPart: string,
  antrag: object,
  uploads: UploadListen<L>,
  listen: readonly L[],
  { idempotencyKey, upload }: SubmitTools,
): Promise<void> {
  await postDeclaration(apiPath(call), body(jsonPart, antrag, uploads, listen), idempotencyKey, upload);
}

/**
 * Spec §4: before the submit the term is fetched again; if it changed, the form says the
 * application period has ended, takes the new term, and the user sends again.
 */
export async function checkTermin<V extends { zulassungsblock: string }>(
  dispatch: AppDispatch,
  values: V,
  kontext: AntragKontext,
  anpassen: (neu: Zulassungsblock) => Partial<V> = () => ({}),
): Promise<PrecheckStop<V, AntragKontext> | null> {
  const action = await dispatch(loadZulassungsblock());
  if (!loadZulassungsblock.fulfilled.match(action)) {
    throw new ApiError(action.payload?.status ?? 0, action.payload?.message ?? messages.generic.fehler);
  }
  const neu = action.payload;
  if (neu.termin === null || neu.value === values.zulassungsblock) return null;
  const alt = parseSemesterDisplay(values.zulassungsblock)?.display ?? values.zulassungsblock;
  return {
    message: messages.toasts.antragszeitraumBeendet(alt),
    patch: { ...anpassen(neu), zulassungsblock: neu.value } as Partial<V>,
    context: { ...kontext, zulassungsblock: neu },
  };
}
