import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeArgs, tsxArgs } from './server-entry';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const script = 'apps/server/src/office/cli.ts';

export interface OfficeRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The real office CLI as a process: from the server bundle (dist/office.js, built by the tests' global
 * setup when older than the sources), or `through: 'tsx'` as the root script runs it
 * (node --import tsx apps/server/src/office/cli.ts …).
 */
export function runOfficeCli(
  args: string[],
  env: Record<string, string>,
  cwd = repoRoot,
  through: 'bundle' | 'tsx' = 'bundle',
): Promise<OfficeRun> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      through === 'tsx' ? tsxArgs(script, args) : nodeArgs(script, args),
      {
        cwd,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', USER: 'pruefer', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
