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

/** `dateien` of an application answer, as its schema read them (schemas/antragAntwort.ts). */
export type GespeicherteListen = Partial<Record<string, GespeicherteDatei[]>>;

/** The stored files a server answer names (`dateien` per list), or null when it names none. */
export function uploadsAusAntwort<L extends string>(
  dateien: GespeicherteListen | undefined,
  listen: readonly L[],
): UploadListen<L> | null {
  if (!dateien) return null;
  const out = leereUploads(listen);
  for (const liste of listen) {
    const gespeichert = dateien[liste];
    if (gespeichert) out[liste] = gespeichert.map(eintrag);
  }
  return out;
}

/**
 * After an interim save: the server's list of stored files when it sends one, else every file
 * just sent counts as stored under its name.
 */
export function nachDemSpeichern<L extends string>(
  gesendet: UploadListen<L>,
  dateien: GespeicherteListen | undefined,
  listen: readonly L[],
): UploadListen<L> {
  const vomServer = uploadsAusAntwort(dateien, listen);
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
