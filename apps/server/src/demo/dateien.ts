// The demo's uploaded files and what the Eingang seeds need (split from eingang.ts so the seeds of
// applications with attachments, antraege.ts, can use them without an import cycle).
import PDFDocument from 'pdfkit';
import type { Grundeinstellungen } from '../config';
import type { Db } from '../db/connect';
import type { Clock } from '../infra/clock';
import type { FileStore } from '../infra/storage';
import type { StoredUpload } from '../infra/upload';
import type { Werkzeug } from './werkzeug';

/** A one-page PDF saying what it stands for (the viewer shows it; nothing real is in the demo). */
function demoPdf(titel: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', info: { Title: titel } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text(titel);
    doc.moveDown().fontSize(12).text('Beispieldokument der Demodaten des Examensportals.');
    doc.end();
  });
}

export interface Datei {
  liste: string;
  name: string;
}

export async function speichern(storage: FileStore, dateien: readonly Datei[]): Promise<StoredUpload[]> {
  const out: StoredUpload[] = [];
  for (const d of dateien) {
    const stored = await storage.write([await demoPdf(d.name)]);
    out.push({ ...stored, list: d.liste, originalName: d.name, contentType: 'application/pdf' });
  }
  return out;
}

export interface EingangDeps {
  db: Db;
  clock: Clock;
  verfahren: Grundeinstellungen;
  storage: FileStore;
  werkzeug: Werkzeug;
}
