import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const n = Number(process.argv[3] ?? 40);
const filter = process.argv[4] ? new RegExp(process.argv[4]) : null;
const byId = new Map(); for (const node of p.nodes) byId.set(node.id, node);
const parent = new Map(); for (const node of p.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
const dt = new Map(); let total = 0;
for (let i = 0; i < p.samples.length; i++) { dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0)); total += p.timeDeltas[i] ?? 0; }
const key = (node) => { const cf = node.callFrame; return `${cf.functionName || '(anon)'} ${cf.url.replace(/.*node_modules\//, '').replace(/.*\/wt\/h31\//,'')}:${cf.lineNumber + 1}`; };
const incl = new Map();
for (const [id, t] of dt) {
  const seen = new Set(); let cur = id;
  while (cur !== undefined) { const k = key(byId.get(cur)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + t); } cur = parent.get(cur); }
}
console.log(`total ${(total/1000).toFixed(0)} ms`);
for (const [k, t] of [...incl].filter(([k]) => !filter || filter.test(k)).sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${(100*t/total).toFixed(1).padStart(5)} %  ${(t/1000).toFixed(0).padStart(6)} ms  ${k}`);
if (process.argv[5]) {
  // callers of a function (by key regex), one level up, weighted by self time of target
  const re = new RegExp(process.argv[5]); const callers = new Map();
  for (const [id, t] of dt) { const node = byId.get(id); if (!re.test(key(node))) continue; let cur = parent.get(id); const chain=[]; for (let d=0; d<6 && cur!==undefined; d++){ chain.push(key(byId.get(cur)).replace(/ .*\//,' ')); cur=parent.get(cur);} const k=chain.join(' < '); callers.set(k,(callers.get(k)??0)+t); }
  for (const [k,t] of [...callers].sort((a,b)=>b[1]-a[1]).slice(0,8)) console.log(`${(t/1000).toFixed(0)} ms  ${k}`);
}
