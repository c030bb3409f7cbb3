// The export of a back-office list (issue 28 point 6, decision 0047): exactly the filtered list, as
// CSV for Excel (csv.ts: UTF-8 with BOM, ';', every field quoted, formulas neutralised) or as XLSX
// written by write-excel-file (text cells only, so nothing typed by a candidate becomes a formula or a
// number Excel reformats). Every export is audited with its filter before the file leaves.
import type { ExportFormat } from '@examensportal/domain/schemas/pruefungsstelle-listen';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { recordStaffAction } from './audit';
import type { StaffSession } from './auth';
import { csvDatei } from './csv';

export interface ListenExport {
  /** 'kandidaten' → kandidaten-2026-11-27.csv */
  name: string;
  aktion: string;
  filter: Record<string, unknown>;
  format: ExportFormat;
  spalten: readonly string[];
  zeilen: readonly (readonly string[])[];
}

async function xlsx(spalten: readonly string[], zeilen: readonly (readonly string[])[]): Promise<Buffer> {
  const kopf = spalten.map((value) => ({ value, fontWeight: 'bold' as const }));
  const daten = zeilen.map((z) => z.map((value) => ({ value, type: String })));
  // Loaded with the first XLSX export, not at start (issue 29's idle-RSS row).
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile([kopf, ...daten], {
    sheet: 'Liste',
    stickyRowsCount: 1,
    columns: spalten.map((s, i) => ({
      width: Math.min(50, Math.max(s.length, ...zeilen.slice(0, 200).map((z) => (z[i] ?? '').length)) + 2),
    })),
  }).toBuffer();
}

/** Audits the export (with its filter and the number of rows) and sends the file. */
export async function listeSenden(
  ctx: AppContext,
  staff: StaffSession,
  reply: FastifyReply,
  e: ListenExport,
): Promise<FastifyReply> {
  const now = ctx.clock.now();
  await recordStaffAction(
    ctx.db,
    {
      staffId: staff.staffId,
      wer: staff.name,
      quelle: 'browser',
      aktion: e.aktion,
      ziel: e.format,
      nachher: { ...e.filter, anzahl: e.zeilen.length },
    },
    now,
  );
  const datei = `${e.name}-${now.toISOString().slice(0, 10)}.${e.format}`;
  const inhalt = e.format === 'csv' ? csvDatei(e.spalten, e.zeilen) : await xlsx(e.spalten, e.zeilen);
  return reply
    .header(
      'content-type',
      e.format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    .header('content-disposition', `attachment; filename="${datei}"`)
    .header('cache-control', 'no-store')
    .send(inhalt);
}
