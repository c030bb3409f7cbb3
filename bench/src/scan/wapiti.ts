// wapiti 3 (Debian) against the API through the gateway, fed by the map page.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_BASE } from '@examensportal/domain/api';
import { runTool } from './tools';

/**
 * Modules that need nothing from outside: ssrf and xxe need wapiti's public endpoint, nikto and wapp
 * their databases from the internet; buster and brute_login_form guess names and passwords.
 */
const wapitiModules = [
  'sql',
  'blindsql',
  'exec',
  'file',
  'xss',
  'permanentxss',
  'crlf',
  'redirect',
  'methods',
  'htaccess',
  'shellshock',
  'backup',
  'http_headers',
  'csp',
  'cookieflags',
  'csrf',
];

export interface WapitiFinding {
  kind: 'vulnerability' | 'anomaly' | 'additional';
  category: string;
  method: string;
  path: string;
  parameter: string;
  info: string;
}

export interface WapitiResult {
  seconds: number;
  timedOut: boolean;
  exitCode: number | null;
  modules: string[];
  findings: WapitiFinding[];
  /** The tail of wapiti's own output, when it wrote no report. */
  error?: string;
}

interface WapitiReportEntry {
  method?: string;
  path?: string;
  parameter?: string;
  info?: string;
}

export async function runWapiti(
  gateway: string,
  jwt: string,
  workDir: string,
  limitSeconds: number,
): Promise<WapitiResult> {
  mkdirSync(path.join(workDir, 'config'), { recursive: true });
  // wapiti loads every module, and the wapp module downloads its database from the internet when it
  // finds none; an empty one keeps this run off the network (wapp itself is not run).
  writeFileSync(path.join(workDir, 'config', 'apps.json'), '{}');
  const report = path.join(workDir, 'wapiti.json');
  const run = await runTool(
    'wapiti',
    [
      '--url',
      `${gateway}${API_BASE}/`,
      '--scope',
      'folder',
      '--start',
      `${gateway}${API_BASE}/_scan/`,
      '--module',
      wapitiModules.join(','),
      '--header',
      `Authorization: Bearer ${jwt}`,
      '--depth',
      '3',
      '--max-scan-time',
      String(limitSeconds - 30),
      '--max-attack-time',
      String(Math.max(20, Math.floor((limitSeconds - 60) / 5))),
      '--timeout',
      '30',
      '--store-session',
      path.join(workDir, 'session'),
      '--store-config',
      path.join(workDir, 'config'),
      '--flush-session',
      '--no-bugreport',
      '--verbose',
      '1',
      '--format',
      'json',
      '--output',
      report,
    ],
    limitSeconds,
    path.join(workDir, 'wapiti.log'),
  );
  const result: WapitiResult = {
    seconds: run.seconds,
    timedOut: run.timedOut,
    exitCode: run.exitCode,
    modules: wapitiModules,
    findings: [],
  };
  if (!existsSync(report)) return { ...result, error: run.output.slice(-1500) };
  const data = JSON.parse(readFileSync(report, 'utf8')) as Record<
    string,
    Record<string, WapitiReportEntry[]> | undefined
  >;
  const kinds = {
    vulnerabilities: 'vulnerability',
    anomalies: 'anomaly',
    additionals: 'additional',
  } as const;
  for (const [section, kind] of Object.entries(kinds)) {
    for (const [category, entries] of Object.entries(data[section] ?? {})) {
      for (const e of entries) {
        result.findings.push({
          kind,
          category,
          method: e.method ?? '',
          path: e.path ?? '',
          parameter: e.parameter ?? '',
          info: (e.info ?? '').slice(0, 300),
        });
      }
    }
  }
  return result;
}
