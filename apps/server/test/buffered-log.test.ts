import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

// The process log is buffered (decision 0089): lines wait for a timer or a full buffer, error lines and
// the process's end write everything at once. Real processes, since what counts is what reaches fd 1.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(mode: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/buffered-log.ts', mode], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** The lines so far, the log lines by their event (and i), MARK as itself. */
  const lines = () =>
    out
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        if (line === 'MARK') return line;
        const entry = JSON.parse(line) as { event: string; i?: number };
        return entry.i === undefined ? entry.event : `${entry.event} ${entry.i}`;
      });
  return { child, exited, lines };
}

describe('buffered process log', { timeout: 60_000 }, () => {
  it('keeps an info line back, then writes it on its timer', async () => {
    const p = run('waits');
    try {
      await vi.waitFor(() => expect(p.lines()).toEqual(['MARK', 'test.first']), { timeout: 30_000 });
    } finally {
      p.child.kill('SIGKILL');
    }
  });

  it('writes an error line at once, with the lines before it', async () => {
    const p = run('error');
    try {
      await vi.waitFor(() => expect(p.lines()).toContain('MARK'), { timeout: 30_000 });
      expect(p.lines()).toEqual(['test.first', 'test.failed', 'MARK']);
    } finally {
      p.child.kill('SIGKILL');
    }
  });

  it('writes what waits at process.exit', async () => {
    const p = run('exit');
    expect(await p.exited).toBe(3);
    expect(p.lines()).toEqual(['MARK', 'test.first']);
  });

  it('writes what waits when an uncaught error ends the process', async () => {
    const p = run('crash');
    expect(await p.exited).toBe(1);
    expect(p.lines()).toEqual(['MARK', 'test.first']);
  });

  it('writes a full buffer without waiting, in order, and the rest on its timer', async () => {
    const p = run('many');
    try {
      await vi.waitFor(() => expect(p.lines()).toContain('MARK'), { timeout: 30_000 });
      const before = p.lines().indexOf('MARK');
      expect(before).toBeGreaterThan(0);
      expect(before).toBeLessThan(100);
      const all = Array.from({ length: 100 }, (_, i) => `test.many ${i}`);
      await vi.waitFor(() => expect(p.lines().filter((l) => l !== 'MARK')).toEqual(all), { timeout: 30_000 });
    } finally {
      p.child.kill('SIGKILL');
    }
  });
});
