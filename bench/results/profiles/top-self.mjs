// top self time of a .cpuprofile, aggregated by function+url
import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const n = Number(process.argv[3] ?? 25);
const self = new Map(); const byId = new Map();
for (const node of p.nodes) byId.set(node.id, node);
const dt = new Map();
for (let i = 0; i < p.samples.length; i++) dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
let total = 0;
for (const node of p.nodes) {
  const t = dt.get(node.id) ?? 0; total += t;
  const cf = node.callFrame;
  const key = `${cf.functionName || '(anon)'} ${cf.url.replace(/.*node_modules\//, '').replace(/.*\/wt\/h31\//,'')}:${cf.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + t);
}
const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`total ${(total / 1000).toFixed(0)} ms`);
for (const [k, t] of rows) console.log(`${(100 * t / total).toFixed(1).padStart(5)} %  ${(t / 1000).toFixed(0).padStart(6)} ms  ${k}`);
