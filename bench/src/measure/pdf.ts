// B7: receipt PDFs per second with the server's renderer vs a bare pdfkit page, both on core 1.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, settings } from '../config';
import { runJson, serverCore, spawnNode } from '../proc';
import { type Row, verdict } from '../report';

interface PdfResult {
  perSec: number;
  n: number;
  seconds: number;
  avgBytes: number;
}

const runLoop = (mode: 'minimal' | 'minimal-font' | 'receipt') =>
  runJson<PdfResult>(
    spawnNode('bench/src/children/pdf.ts', [mode, String(settings.seconds)], { core: serverCore }),
    (settings.seconds + 60) * 1000,
  );

export async function measurePdf(): Promise<Row[]> {
  const first = await runLoop('minimal');
  const baseRow = (baseline: PdfResult, runs: number[]): Row => ({
    id: 'B7',
    figure: 'minimal one-page pdfkit PDF, 1 core',
    ours: { value: baseline.perSec, unit: 'PDF/s' },
    target: 'baseline',
    status: 'info',
    note:
      runs.length > 1
        ? `mean of the runs before and after ours: ${runs.map((r) => r.toFixed(0)).join(' and ')}`
        : undefined,
    details: { ...baseline, runs },
  });
  if (!existsSync(path.join(repoRoot, 'apps/server/src/infra/receipt-pdf.ts'))) {
    return [
      baseRow(first, [first.perSec]),
      { id: 'B7 ratio', figure: 'receipt PDFs/s', target: 'ratio ≥ 0.5', status: 'not built' },
    ];
  }
  const ours = await runLoop('receipt');
  const withFont = await runLoop('minimal-font').catch(() => undefined);
  const second = await runLoop('minimal');
  const baseline: PdfResult = { ...first, perSec: (first.perSec + second.perSec) / 2 };
  const ratio = ours.perSec / baseline.perSec;
  return [
    baseRow(baseline, [first.perSec, second.perSec]),
    ...(withFont
      ? [
          {
            id: 'B7',
            figure: 'the same minimal page with the receipt font embedded',
            ours: { value: withFont.perSec, unit: 'PDF/s' },
            baseline: { name: 'B7', value: baseline.perSec, unit: 'PDF/s' },
            ratio: withFont.perSec / baseline.perSec,
            target: 'informational',
            status: 'info' as const,
            note: 'font parsed once per process as in the server; shows what embedding a subset of the TTF costs per document',
            details: withFont,
          },
        ]
      : []),
    {
      id: 'B7 ratio',
      figure: 'receipt PDFs/s (server renderer: tagged PDF, embedded fonts)',
      ours: { value: ours.perSec, unit: 'PDF/s' },
      oursText: `${Math.round(ours.avgBytes / 1024)} KiB each`,
      baseline: { name: 'B7', value: baseline.perSec, unit: 'PDF/s' },
      ratio,
      target: 'ratio ≥ 0.5',
      ...verdict([{ ok: ratio >= 0.5, failure: `ratio ${ratio.toFixed(2)} < 0.5` }]),
      details: ours,
    },
  ];
}
