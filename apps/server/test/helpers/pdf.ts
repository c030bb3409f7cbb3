// Reading a PDF back with poppler (a real PDF reader, not our writer): receipts, letters, the
// application's copy. One copy for every test that checks what a PDF says.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Bescheid } from '@examensportal/domain/rules/bescheid';

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

/** A short letter to Erika Mustermann, for the tests of the letter renderer; `anders` replaces fields. */
export const beispielBescheid = (anders: Partial<Bescheid> = {}): Bescheid => ({
  dateiname: 'Bescheid.pdf',
  kategorie: 'MANTELAKTE',
  typ: 'BESCHEID',
  absender: 'Wirtschaftsprüferkammer – Prüfungsstelle',
  absenderZeile: 'Prüfungsstelle für das Wirtschaftsprüfungsexamen',
  anschrift: ['Erika Mustermann', 'Beispielweg 12', '04109 Leipzig'],
  datumZeile: 'Berlin, 05.10.2026',
  aktenzeichen: 'WP-1A2B3C',
  betreff: 'Bescheid',
  anrede: 'Guten Tag Erika Mustermann,',
  absaetze: ['Text.'],
  liste: [],
  nachsatz: [],
  begruendung: null,
  rechtsbehelf: null,
  gruss: 'Mit freundlichen Grüßen',
  unterschrift: 'Ihre Prüfungsstelle',
  bearbeitung: null,
  fusszeile: 'Fußzeile',
  ...anders,
});
