// The size budgets of PERF-FE-1/2 as a gate in `npm test`: sizes of the build in apps/web/dist, no
// timing, so it cannot flake. The full figures (with a fresh build and the Chromium rows) stay in
// `npm run bench`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './config';
import { bundleRows } from './measure/bundle';
import { formatTable } from './report';

const dir = path.join(repoRoot, 'apps/web/dist');
if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`No web build in ${dir}: run npm run build first.`);
  process.exit(1);
}
const rows = bundleRows({ dir, source: 'apps/web/dist', cleanup() {} });
console.log(formatTable(rows));
const failed = rows.filter((row) => row.status === 'fail').map((row) => `${row.figure} (${row.note})`);
// PERF-FE-2: a page cannot fetch more font bytes than the build holds, so all faces together ≤ 100 KiB.
const fonts = rows.find((row) => row.figure.startsWith('self-hosted woff2 fonts'));
if (fonts?.ours && fonts.ours.value > 100) failed.push(`fonts ${fonts.ours.value.toFixed(1)} KiB > 100`);
if (failed.length > 0) {
  console.error(`Size budget exceeded: ${failed.join('; ')}`);
  process.exit(1);
}
