// file-type (about 2 MB of heap with its signatures) is loaded at the first upload, not at start: most
// processes idle far more than they take files (issue 29's idle-RSS row).
import type * as FileType from 'file-type';

let modul: Promise<typeof FileType> | undefined;

/** The type a file's first bytes show (file-type's magic numbers), undefined when none is known. */
export async function fileTypeOf(head: Uint8Array): Promise<FileType.FileTypeResult | undefined> {
  modul ??= import('file-type');
  return (await modul).fileTypeFromBuffer(head);
}
