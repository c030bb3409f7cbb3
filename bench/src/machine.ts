import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { repoRoot } from './config';

export interface Machine {
  node: string;
  commit: string;
  /** Files changed against the commit when the run started (uncommitted work is measured too). */
  uncommittedFiles: number;
  date: string;
  cores: number;
  cpuModel: string;
  memoryMiB: number;
  kernel: string;
  taskset: boolean;
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return '';
  }
}

export function hasCommand(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function describeMachine(): Machine {
  const status = git(['status', '--porcelain']);
  return {
    node: process.version,
    commit: git(['rev-parse', 'HEAD']).trim() || 'unknown',
    uncommittedFiles: status.split('\n').filter(Boolean).length,
    date: new Date().toISOString(),
    cores: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryMiB: Math.round(os.totalmem() / 1024 / 1024),
    kernel: os.release(),
    taskset: hasCommand('taskset'),
  };
}
