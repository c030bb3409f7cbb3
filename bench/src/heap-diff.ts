// Issue 29, the soak's memory: what grew between two V8 heap snapshots of one instance (the soak writes
// them with BENCH_SOAK_HEAP_DIR, at a quarter and at nine tenths of a phase):
//   node --max-old-space-size=4096 --import tsx bench/src/heap-diff.ts <early.heapsnapshot> <late.heapsnapshot>
// Prints the totals, then the object groups (V8's node type and constructor or string kind) whose count or
// self size grew most. Growth of one group that matches the run's length (sessions, documents, timers,
// listeners) is a leak to look for; groups that grew and shrank between the two are heap settling.
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] }; node_count: number };
  nodes: number[];
  strings: string[];
}

interface Group {
  count: number;
  bytes: number;
}

function groups(file: string): Map<string, Group> {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const result = new Map<string, Group>();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt] ?? 0] ?? '?';
    const rawName = snap.strings[snap.nodes[i + nameAt] ?? 0] ?? '';
    // Strings and code by kind, not by their text; objects and closures by constructor or function name.
    const name = ['string', 'concatenated string', 'sliced string', 'number', 'code', 'hidden'].includes(type)
      ? ''
      : rawName.slice(0, 80);
    const key = `${type} ${name}`.trim();
    const group = result.get(key) ?? { count: 0, bytes: 0 };
    group.count++;
    group.bytes += snap.nodes[i + sizeAt] ?? 0;
    result.set(key, group);
  }
  return result;
}

const [earlyFile, lateFile] = process.argv.slice(2);
if (!earlyFile || !lateFile) throw new Error('usage: heap-diff.ts <early.heapsnapshot> <late.heapsnapshot>');
const early = groups(earlyFile);
const late = groups(lateFile);
const total = (g: Map<string, Group>) =>
  [...g.values()].reduce((s, x) => ({ count: s.count + x.count, bytes: s.bytes + x.bytes }), {
    count: 0,
    bytes: 0,
  });
const [a, b] = [total(early), total(late)];
const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
process.stdout.write(
  `objects ${a.count} → ${b.count}, self size ${mb(a.bytes)} → ${mb(b.bytes)} MB (${mb(b.bytes - a.bytes)} MB)\n`,
);
const rows = [...new Set([...early.keys(), ...late.keys()])].map((key) => {
  const e = early.get(key) ?? { count: 0, bytes: 0 };
  const l = late.get(key) ?? { count: 0, bytes: 0 };
  return { key, count: l.count - e.count, bytes: l.bytes - e.bytes, lateCount: l.count, lateBytes: l.bytes };
});
for (const [title, order] of [
  ['by self size grown', (r: (typeof rows)[number]) => r.bytes],
  ['by count grown', (r: (typeof rows)[number]) => r.count],
] as const) {
  process.stdout.write(`\n${title}:\n`);
  for (const r of [...rows].sort((x, y) => order(y) - order(x)).slice(0, 25))
    process.stdout.write(
      `  ${r.bytes >= 0 ? '+' : ''}${mb(r.bytes)} MB ${r.count >= 0 ? '+' : ''}${r.count} (now ${r.lateCount}, ${mb(r.lateBytes)} MB)  ${r.key}\n`,
    );
}
