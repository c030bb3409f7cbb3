import http from 'node:http';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export const apiBase = '/examensportal/backend';

export interface Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** From the first byte written to the response headers. */
  ttfbMs: number;
  totalMs: number;
  /** From the last request byte handed to the socket to the response headers. */
  afterLastByteMs: number;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Written in order with backpressure; the same Buffer may be shared by parallel requests. */
  body?: Buffer | Buffer[];
  /** Loopback source address (127.x.y.z): each address is its own client for per-IP limits. */
  localAddress?: string;
  agent?: http.Agent;
  /** Only count the response bytes instead of keeping them (downloads). */
  discardBody?: boolean;
  timeoutMs?: number;
}

/** One HTTP/1.1 request on loopback with timings. */
export function request(url: string, options: RequestOptions = {}): Promise<Response> {
  const parts = options.body === undefined ? [] : Array.isArray(options.body) ? options.body : [options.body];
  const length = parts.reduce((sum, b) => sum + b.length, 0);
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let written = start;
    const req = http.request(url, {
      method: options.method ?? 'GET',
      headers: { ...(parts.length ? { 'content-length': String(length) } : {}), ...options.headers },
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      ...(options.agent ? { agent: options.agent } : {}),
      timeout: options.timeoutMs ?? 60_000,
    });
    req.on('timeout', () => req.destroy(new Error(`timeout: ${options.method ?? 'GET'} ${url}`)));
    req.on('error', reject);
    req.on('response', (res) => {
      const headersAt = performance.now();
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (!options.discardBody) chunks.push(chunk);
      });
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: options.discardBody ? Buffer.from(String(bytes)) : Buffer.concat(chunks),
          ttfbMs: headersAt - start,
          totalMs: performance.now() - start,
          afterLastByteMs: headersAt - written,
        }),
      );
    });
    void (async () => {
      for (const part of parts) {
        // 1 MiB slices so backpressure works on big shared buffers too.
        for (let offset = 0; offset < part.length; offset += 1 << 20) {
          if (!req.write(part.subarray(offset, offset + (1 << 20)))) {
            await new Promise<void>((r) => req.once('drain', () => r()));
          }
        }
      }
      req.end(() => (written = performance.now()));
    })().catch(reject);
  });
}

export function json<T>(res: Response): T {
  return JSON.parse(res.body.toString('utf8')) as T;
}

export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

export interface SolvedToken {
  token: string;
  /** Time the solver spent (the widget's work), without the challenge request. */
  solveMs: number;
}

/** Solves a challenge as the ALTCHA widget would and returns the `token` field. */
export async function solve(challenge: Challenge): Promise<SolvedToken> {
  const start = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 30_000);
  const solution = await solveChallenge({ challenge, deriveKey, controller }).finally(() =>
    clearTimeout(timer),
  );
  const solveMs = performance.now() - start;
  if (!solution) throw new Error('captcha challenge not solved');
  return { token: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'), solveMs };
}

export async function captchaToken(origin: string, localAddress?: string): Promise<SolvedToken> {
  const res = await request(`${origin}${apiBase}/captcha/challenge`, localAddress ? { localAddress } : {});
  if (res.status !== 200) throw new Error(`captcha challenge: ${res.status} ${res.body.toString()}`);
  return solve(json<Challenge>(res));
}

export interface LoginAnswer {
  art: 'WP' | 'EIGNUNG';
  vorname: string;
  nachname: string;
  lastLogin: string | null;
  jwt: string;
}

export async function login(
  origin: string,
  email: string,
  passwort: string,
  token: string,
  options: { localAddress?: string; agent?: http.Agent } = {},
): Promise<Response> {
  return request(`${origin}${apiBase}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify({ email, passwort, token })),
    ...options,
  });
}

let nextAddress = 0;

/**
 * Fresh loopback source addresses (127.0.1.1, 127.0.1.2, …), never handed out twice in a run: each is
 * its own client for the server's per-IP limits (20 logins and 60 challenges per minute).
 */
export function allocateAddresses(count: number): string[] {
  return Array.from({ length: count }, () => {
    const i = nextAddress++;
    return `127.0.${1 + Math.floor(i / 254)}.${1 + (i % 254)}`;
  });
}

/** Captcha + login (from 127.0.0.1 unless an address is given); the session answer (with jwt). */
export async function signIn(
  origin: string,
  email: string,
  passwort: string,
  localAddress?: string,
): Promise<LoginAnswer> {
  const { token } = await captchaToken(origin, localAddress);
  const res = await login(origin, email, passwort, token, localAddress ? { localAddress } : {});
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.body.toString()}`);
  return json<LoginAnswer>(res);
}
