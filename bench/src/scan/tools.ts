// Runs an external scanner bounded in time and keeps its output.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { pinnedCommand, clientCore } from '../proc';

export interface ToolRun {
  command: string;
  exitCode: number | null;
  timedOut: boolean;
  seconds: number;
  output: string;
}

/** The tool on the load-generator core; SIGTERM at the time limit, SIGKILL 10 s later. */
export async function runTool(
  command: string,
  args: string[],
  limitSeconds: number,
  logFile: string,
): Promise<ToolRun> {
  const [cmd, argv] = pinnedCommand(clientCore, command, args);
  const start = performance.now();
  const child = spawn(cmd, argv, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let timedOut = false;
  let kill: NodeJS.Timeout | undefined;
  const term = setTimeout(() => {
    timedOut = true;
    child.kill('SIGTERM');
    kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
  }, limitSeconds * 1000);
  const exitCode = await new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(null));
    child.on('exit', (code) => resolve(code));
  });
  clearTimeout(term);
  clearTimeout(kill);
  writeFileSync(logFile, output);
  return {
    command: [command, ...args].join(' '),
    exitCode,
    timedOut,
    seconds: Math.round((performance.now() - start) / 100) / 10,
    output,
  };
}
