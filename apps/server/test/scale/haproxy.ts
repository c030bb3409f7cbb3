import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const haproxyBinary = process.env.HAPROXY ?? '/usr/sbin/haproxy';

/**
 * Debian's haproxy in front of the instances, as docs/operations.md describes it: round robin, health
 * checks on /health/ready, X-Forwarded-For for the portal's TRUST_PROXY. X-Served-By names the instance
 * that answered (the test's own bookkeeping, not part of the recommended configuration).
 */
export function haproxyConfig(
  port: number,
  backends: readonly { name: string; port: number }[],
  /** How often an instance is checked and how many answers move it down or up. */
  checks = 'inter 300ms fall 2 rise 2',
): string {
  return [
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 120s',
    '  timeout server 120s',
    '  option forwardfor',
    '  option redispatch',
    '  retries 3',
    'frontend portal',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    '  http-response set-header X-Served-By %s',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /examensportal/backend/health/ready',
    '  http-check expect status 200',
    `  default-server ${checks}`,
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`),
    '',
  ].join('\n');
}

export interface Haproxy {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

export function startHaproxy(dir: string, config: string): Haproxy {
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  execFileSync(haproxyBinary, ['-c', '-q', '-f', file]);
  const child = spawn(haproxyBinary, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    child,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
