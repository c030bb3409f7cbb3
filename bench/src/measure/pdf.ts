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
  /** CPU time per PDF: the fair comparison on a machine that also runs other work. */
  cpuMsPerPdf?: number;
}

interface LoopResult {
  mode: 'main' | 'pool';
  n: number;
  perSec: number;
  cpuMsPerPdf: number;
  delayP50Ms: number;
  delayP99Ms: number;
  delayMaxMs: number;
}

/** Decision 0072: the event loop's delay while receipts are produced one after the other. */
const runEventLoop = (mode: 'main' | 'pool') =>
  runJson<LoopResult>(
    spawnNode('bench/src/children/pdf-loop.ts', [mode, String(settings.seconds)], { core: serverCore }),
    (settings.seconds + 60) * 1000,
  );

const loopRow = (result: LoopResult): Row => ({
  id: 'B7 loop',
  figure:
    result.mode === 'pool'
      ? 'event-loop delay p99 while receipts are rendered in the PDF worker pool (1 worker, same core)'
      : 'event-loop delay p99 while receipts are rendered in the main thread (before decision 0072)',
  ours: { value: result.delayP99Ms, unit: 'ms' },
  oursText: `p50 ${result.delayP50Ms.toFixed(1)} ms, p99 ${result.delayP99Ms.toFixed(1)} ms, max ${result.delayMaxMs.toFixed(1)} ms; ${result.perSec.toFixed(0)} PDF/s`,
  target: result.mode === 'pool' ? 'p99 ≤ 50 ms' : 'baseline',
  ...(result.mode === 'pool'
    ? verdict([{ ok: result.delayP99Ms <= 50, failure: `p99 ${result.delayP99Ms.toFixed(1)} ms > 50 ms` }])
    : { status: 'info' as const }),
  details: result,
});

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
  const withFont = await runLoop('minimal-font');
  const ours = await runLoop('receipt');
  const withFontAgain = await runLoop('minimal-font');
  const loopMain = await runEventLoop('main');
  const loopPool = await runEventLoop('pool');
  const second = await runLoop('minimal');
  const baseline: PdfResult = { ...first, perSec: (first.perSec + second.perSec) / 2 };
  // Issue 29: the receipt against the same page with the receipt font embedded, measured before and
  // after ours; the ratio of CPU time per PDF (wall-clock PDF/s shown beside it).
  const fontCpu = ((withFont.cpuMsPerPdf ?? NaN) + (withFontAgain.cpuMsPerPdf ?? NaN)) / 2;
  const fontPerSec = (withFont.perSec + withFontAgain.perSec) / 2;
  const ratio = fontCpu / (ours.cpuMsPerPdf ?? NaN);
  const wallRatio = ours.perSec / fontPerSec;
  return [
    baseRow(baseline, [first.perSec, second.perSec]),
    {
      id: 'B7',
      figure: 'the same minimal page with the receipt font embedded',
      ours: { value: fontPerSec, unit: 'PDF/s' },
      oursText: `${fontCpu.toFixed(2)} ms CPU each`,
      target: 'baseline',
      status: 'info' as const,
      note: 'plain pdfkit, font parsed once per process; mean of the runs before and after ours',
      details: { runs: [withFont, withFontAgain] },
    },
    {
      id: 'B7 ratio',
      figure: 'receipt PDFs (server renderer: tagged PDF/UA, embedded font subsets)',
      ours: { value: ours.perSec, unit: 'PDF/s' },
      oursText: `${(ours.cpuMsPerPdf ?? NaN).toFixed(2)} ms CPU each, ${Math.round(ours.avgBytes / 1024)} KiB; wall-clock ratio ${wallRatio.toFixed(2)}`,
      baseline: { name: 'B7 font', value: fontPerSec, unit: 'PDF/s' },
      ratio,
      target: 'ratio ≥ 0.8 (CPU per PDF)',
      ...verdict([{ ok: ratio >= 0.8, failure: `ratio ${ratio.toFixed(2)} < 0.8` }]),
      details: ours,
    },
    loopRow(loopMain),
    loopRow(loopPool),
  ];
}
