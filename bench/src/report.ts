export type Status = 'pass' | 'fail' | 'info' | 'not built' | 'not measurable' | 'error' | 'skipped';

interface Figure {
  value: number;
  unit: string;
}

/** One line of the result table (and of the JSON file). */
export interface Row {
  /** Target or baseline id of quality targets §3 (PERF-API-1, B5, …). */
  id: string;
  figure: string;
  ours?: Figure | undefined;
  /** Extra text shown with our figure (e.g. p95/p99 beside req/s). */
  oursText?: string | undefined;
  baseline?: (Figure & { name: string }) | undefined;
  ratio?: number | undefined;
  target: string;
  status: Status;
  note?: string | undefined;
  /** Raw numbers behind the row (every repetition, spread, …). */
  details?: unknown;
}

export interface Criterion {
  ok: boolean;
  /** Shown in the note when it fails, e.g. 'p95 61 ms > 50 ms'. */
  failure: string;
}

/** pass when every criterion holds, fail otherwise (with the failed ones as the note). */
export function verdict(criteria: Criterion[]): { status: Status; note?: string } {
  const failed = criteria.filter((c) => !c.ok).map((c) => c.failure);
  return failed.length === 0 ? { status: 'pass' } : { status: 'fail', note: failed.join('; ') };
}

export function fmt(value: number | undefined, digits?: number): string {
  if (value === undefined || !Number.isFinite(value)) return '–';
  const d = digits ?? (Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2);
  return value.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
}

export const median = (values: number[]): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** (max − min) / median, as a share: the spread of the repetitions. */
export const spread = (values: number[]): number => {
  const m = median(values);
  return values.length > 1 && m ? (Math.max(...values) - Math.min(...values)) / m : 0;
};

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

const figureText = (f: Figure | undefined) => (f ? `${fmt(f.value)} ${f.unit}` : '–');

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** The table printed at the end of a run; notes follow below it, numbered. */
export function formatTable(rows: Row[]): string {
  const widths = [12, 40, 30, 26, 7, 34, 14];
  const header = ['id', 'figure', 'ours', 'baseline', 'ratio', 'target', 'status'];
  const notes: string[] = [];
  const cells = rows.map((row) => {
    const ours = [figureText(row.ours), row.oursText].filter((t) => t && t !== '–').join('; ') || '–';
    const baseline = row.baseline ? `${row.baseline.name} ${figureText(row.baseline)}` : '–';
    let status: string = row.status;
    if (row.note) {
      notes.push(`[${notes.length + 1}] ${row.id} ${row.figure}: ${row.note}`);
      status += ` [${notes.length}]`;
    }
    return [row.id, row.figure, ours, baseline, fmt(row.ratio), row.target, status];
  });
  const out: string[] = [];
  const line = (values: string[]) => {
    const wrapped = values.map((v, i) => wrap(v, widths[i] ?? 20));
    const height = Math.max(...wrapped.map((w) => w.length));
    for (let r = 0; r < height; r++) {
      out.push(wrapped.map((w, i) => (w[r] ?? '').padEnd(widths[i] ?? 20)).join(' │ '));
    }
  };
  line(header);
  out.push(widths.map((w) => '─'.repeat(w)).join('─┼─'));
  for (const c of cells) line(c);
  return [...out, '', ...notes].join('\n');
}

/** Notes joined with '; ', or undefined when there are none. */
export const joinNotes = (...notes: (string | undefined | false)[]): string | undefined =>
  notes.filter(Boolean).join('; ') || undefined;
