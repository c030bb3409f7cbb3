// sqlmap (Debian) against a few JSON and multipart endpoints through the gateway, in batch mode.
// Each target is a raw request file with `*` where the payloads go.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API, API_BASE } from '@examensportal/domain/api';
import { DEMO_PASSWORT } from '../../../apps/server/src/demo/konten';
import { runTool } from './tools';
import { type Scenario, sqlmapLoginAccount } from './scenario';

export interface SqlmapTarget {
  name: string;
  what: string;
  request: string;
  /** Status codes sqlmap should take as answers, not as a broken setup. */
  ignoreCodes?: number[];
}

export interface SqlmapResult {
  name: string;
  what: string;
  seconds: number;
  timedOut: boolean;
  exitCode: number | null;
  /** 'injectable' when sqlmap reported an injection point, 'not injectable' when it said so for all. */
  verdict: 'injectable' | 'not injectable' | 'inconclusive';
  /** Lines in which sqlmap names what it tested and what it concluded. */
  notes: string[];
  httpCodes: string;
}

const crlf = (lines: string[]) => lines.join('\r\n');

/** String leaves of a JSON value with their paths, the first ones a payload can go into. */
function stringLeaves(value: unknown, at: string[] = []): string[][] {
  if (typeof value === 'string' && value !== '') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...at, String(i)]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...at, k]));
  return [];
}

/** The application's JSON text with `*` after the first `count` non-empty string values. */
function markedJson(value: Record<string, unknown>, count: number): { text: string; fields: string[] } {
  const copy = structuredClone(value);
  const picked = stringLeaves(copy).slice(0, count);
  for (const p of picked) {
    let node = copy as Record<string, unknown>;
    for (const key of p.slice(0, -1)) node = node[key] as Record<string, unknown>;
    const last = p.at(-1) ?? '';
    node[last] = `${String(node[last])}\u0000MARK`;
  }
  return {
    text: JSON.stringify(copy).replaceAll('\\u0000MARK', '*'),
    fields: picked.map((p) => p.join('.')),
  };
}

export function sqlmapTargets(gatewayHost: string, s: Scenario): SqlmapTarget[] {
  const host = `Host: ${gatewayHost}`;
  const boundary = 'scanboundary7MA4YWxkTrZu0gW';
  const save = markedJson(s.savedZulassung, 3);
  const multipart = crlf([
    `--${boundary}`,
    'Content-Disposition: form-data; name="zulassung"',
    '',
    save.text,
    `--${boundary}--`,
    '',
  ]);
  const login = JSON.stringify({
    email: `${sqlmapLoginAccount}\u0000MARK`,
    passwort: DEMO_PASSWORT,
    token: 'x',
  });
  return [
    {
      name: 'login',
      what: 'POST /login, field email (the password goes only to argon2, never into SQL)',
      request: crlf([
        `POST ${API_BASE}${API.login.path} HTTP/1.1`,
        host,
        'Content-Type: application/json',
        '',
        login.replace('\\u0000MARK', '*'),
      ]),
    },
    {
      name: 'download',
      what: 'GET /api/dokumente/download/:documentId, the path parameter',
      request: crlf([
        `GET ${API_BASE}/api/dokumente/download/${s.documentId}* HTTP/1.1`,
        host,
        `Authorization: Bearer ${s.documentJwt}`,
        '',
        '',
      ]),
    },
    {
      name: 'dokumente',
      what: 'GET /api/dokumente (the listing; its only input is the bearer token)',
      request: crlf([
        `GET ${API_BASE}${API.dokumente.path} HTTP/1.1`,
        host,
        `Authorization: Bearer ${s.documentJwt}*`,
        '',
        '',
      ]),
      // A changed token is refused with 401 before anything else happens: that is the answer.
      ignoreCodes: [401],
    },
    {
      name: 'zwischenspeichern',
      what: `POST /api/zulassung/zwischenspeichern (multipart, JSON part zulassung), fields ${save.fields.join(', ')}`,
      request: crlf([
        `POST ${API_BASE}${API.zulassungZwischenspeichern.path} HTTP/1.1`,
        host,
        `Authorization: Bearer ${s.saveJwt}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        '',
        multipart,
      ]),
    },
  ];
}

export async function runSqlmap(
  target: SqlmapTarget,
  workDir: string,
  limitSeconds: number,
): Promise<SqlmapResult> {
  const dir = path.join(workDir, `sqlmap-${target.name}`);
  mkdirSync(dir, { recursive: true });
  const requestFile = path.join(dir, 'request.txt');
  writeFileSync(requestFile, target.request);
  const run = await runTool(
    'sqlmap',
    [
      '-r',
      requestFile,
      '--batch',
      '--ignore-stdin',
      '--dbms=PostgreSQL',
      '--level=3',
      '--risk=2',
      '--time-sec=3',
      '--timeout=30',
      '--retries=1',
      '--flush-session',
      '--disable-coloring',
      '--output-dir',
      dir,
      ...(target.ignoreCodes ? [`--ignore-code=${target.ignoreCodes.join(',')}`] : []),
    ],
    limitSeconds,
    path.join(dir, 'sqlmap.log'),
  );
  const lines = run.output.split('\n').map((l) => l.trim());
  const injectable =
    /identified the following injection point|is vulnerable\b|appears to be injectable/i.test(run.output);
  const clean = /all tested parameters do not appear to be injectable/i.test(run.output);
  const codesAt = lines.findIndex((l) => l.includes('HTTP error codes detected during run'));
  return {
    name: target.name,
    what: target.what,
    seconds: run.seconds,
    timedOut: run.timedOut,
    exitCode: run.exitCode,
    verdict: injectable ? 'injectable' : clean ? 'not injectable' : 'inconclusive',
    notes: lines
      .filter((l) => /injectable|does not seem|heuristic|WAF|CRITICAL|ERROR/i.test(l))
      .map((l) => l.replace(/^\[\d\d:\d\d:\d\d\] /, ''))
      .slice(0, 40),
    httpCodes: codesAt >= 0 ? (lines[codesAt + 1] ?? '') : '',
  };
}
