import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
// By URL, so the command line may run in any working directory (as an office user's shell would).
const tsx = pathToFileURL(path.join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href;

export interface OfficeRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The real office CLI as the root script runs it: node --import tsx apps/server/src/office/cli.ts … */
export function runOfficeCli(
  args: string[],
  env: Record<string, string>,
  cwd = repoRoot,
): Promise<OfficeRun> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', tsx, path.join(repoRoot, 'apps/server/src/office/cli.ts'), ...args],
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
