// Reading a PDF back with poppler (a real PDF reader, not our writer): receipts, letters, the
// application's copy. One copy for every test that checks what a PDF says.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const poppler = existsSync('/usr/bin/pdftotext') && existsSync('/usr/bin/pdfinfo');
export const noPoppler = 'pdftotext/pdfinfo missing: apt-get install poppler-utils';

/** Text, metadata and font list of a PDF. */
export function readPdf(data: Buffer): { text: string; info: string; fonts: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ep-pdf-'));
  try {
    const file = path.join(dir, 'dokument.pdf');
    writeFileSync(file, data);
    const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8' });
    return {
      text: run('pdftotext', ['-enc', 'UTF-8', file, '-']),
      info: run('pdfinfo', [file]),
      fonts: run('pdffonts', [file]),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
