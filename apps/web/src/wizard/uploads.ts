import type { GespeicherteDatei } from '@examensportal/domain/schemas/antrag';
import type { ChosenFile } from '../components/upload/chosenFiles';

// The files of an application draft: chosen in this browser and not yet sent (ChosenFile of the
// shared upload component), or already stored on the server by an interim save (only a name).

export interface GespeicherterEintrag {
  id: string;
  gespeichert: GespeicherteDatei;
}

export type UploadEintrag = ChosenFile | GespeicherterEintrag;

export type UploadListen<L extends string> = Record<L, UploadEintrag[]>;

export const istNeu = (eintrag: UploadEintrag): eintrag is ChosenFile => 'file' in eintrag;

export const neueDateien = (liste: readonly UploadEintrag[]): File[] =>
  liste.filter(istNeu).map((eintrag) => eintrag.file);

const gespeicherte = (liste: readonly UploadEintrag[]): GespeicherteDatei[] =>
  liste.flatMap((eintrag) => (istNeu(eintrag) ? [] : [eintrag.gespeichert]));

export const dateiname = (eintrag: UploadEintrag): string =>
  istNeu(eintrag) ? eintrag.file.name : eintrag.gespeichert.originalFileName;

let nextId = 0;
const eintrag = (datei: GespeicherteDatei): GespeicherterEintrag => ({
  id: `gespeichert-${++nextId}`,
  gespeichert: datei,
});

export function leereUploads<L extends string>(listen: readonly L[]): UploadListen<L> {
  return Object.fromEntries(listen.map((liste) => [liste, []])) as unknown as UploadListen<L>;
}

function alsDatei(value: unknown): GespeicherteDatei | null {
  if (typeof value !== 'object' || value === null) return null;
  const { documentId, originalFileName } = value as Record<string, unknown>;
  if (typeof originalFileName !== 'string' || originalFileName === '') return null;
  const id = typeof documentId === 'string' || typeof documentId === 'number' ? documentId : undefined;
  return id === undefined ? { originalFileName } : { documentId: id, originalFileName };
}

/** The stored files a server answer names (`dateien` per list), or null when it names none. */
export function uploadsAusAntwort<L extends string>(
  antwort: unknown,
  listen: readonly L[],
): UploadListen<L> | null {
  const dateien = (antwort as { dateien?: unknown } | null)?.dateien;
  if (typeof dateien !== 'object' || dateien === null) return null;
  const out = leereUploads(listen);
  for (const liste of listen) {
    const stored: unknown = (dateien as Record<string, unknown>)[liste];
    if (Array.isArray(stored)) {
      out[liste] = stored.flatMap((value) => {
        const datei = alsDatei(value);
        return datei ? [eintrag(datei)] : [];
      });
    }
  }
  return out;
}

/**
 * After an interim save: the server's list of stored files when it sends one, else every file
 * just sent counts as stored under its name.
 */
export function nachDemSpeichern<L extends string>(
  gesendet: UploadListen<L>,
  antwort: unknown,
  listen: readonly L[],
): UploadListen<L> {
  const vomServer = uploadsAusAntwort(antwort, listen);
  if (vomServer) return vomServer;
  const out = leereUploads(listen);
  for (const liste of listen) {
    out[liste] = gesendet[liste].map((e) => (istNeu(e) ? eintrag({ originalFileName: e.file.name }) : e));
  }
  return out;
}

/** `dateien` of the JSON part: the stored files the draft keeps, per list. */
export function dateienFuer<L extends string>(uploads: UploadListen<L>, listen: readonly L[]) {
  return Object.fromEntries(listen.map((liste) => [liste, gespeicherte(uploads[liste])])) as Record<
    L,
    GespeicherteDatei[]
  >;
}
