// A reverse proxy on loopback between the scanners and the server. It lets generic scanners reach the
// code behind our guards without weakening the server itself:
// - each request leaves from its own loopback address (127.0.x.y), so the per-IP limits do not answer
//   every later payload with 429;
// - a JSON body with a captcha `token` (login, register, new password) gets a freshly solved one;
// - an HTML form post (wapiti cannot send JSON) to a JSON route becomes the JSON body of the route's
//   template with the posted fields put in;
// - GET <API_BASE>/_scan/ serves the map page that feeds wapiti the routes;
// - every exchange is counted by status, and each 5xx is kept for the report.
import http from 'node:http';
import { API, API_BASE, type ApiCall } from '@examensportal/domain/api';
import { allocateAddresses, captchaToken } from '../client';

interface Exchange {
  method: string;
  path: string;
  status: number;
  /** 5xx only: the answer's Retry-After and the start of its body. */
  retryAfter?: string;
  body?: string;
}

export interface GatewayOptions {
  target: string;
  port: number;
  mapPage: () => string;
  /** Valid JSON bodies per API path (relative to API_BASE) for routes that take JSON. */
  jsonTemplates: ReadonlyMap<string, Record<string, unknown>>;
}

export interface Gateway {
  origin: string;
  byStatus: Map<number, number>;
  /** Per route of the call table ('other' for any other path): how often each status came back. */
  byRoute: Map<string, Map<number, number>>;
  serverErrors: Exchange[];
  close(): Promise<void>;
}

const routes = Object.values(API as Record<string, ApiCall>).map((call) => ({
  name: `${call.method} ${call.path}`,
  method: call.method,
  pattern: new RegExp(`^${API_BASE}${call.path.replace(/:[A-Za-z]+/g, '[^/]*')}$`),
}));

/** The call-table route a request went to, so payloads in a path do not make new rows. */
function routeOf(method: string, path: string): string {
  return routes.find((r) => r.method === method && r.pattern.test(path))?.name ?? 'other';
}

const captchaPaths = new Set(['/login', '/register', '/requestnewpassword']);
const maxBody = 8 * 1024 * 1024;

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBody) req.destroy(new Error('body too large for the scan gateway'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Posted fields over the template: a field that spells the template's value keeps its JSON type. */
function formToJson(template: Record<string, unknown>, form: URLSearchParams): Record<string, unknown> {
  const body = structuredClone(template);
  for (const [name, value] of form) {
    const keys = name.split('.');
    const last = keys.pop() ?? name;
    let node: Record<string, unknown> = body;
    for (const key of keys) {
      const next = Object.hasOwn(node, key) ? node[key] : undefined;
      if (!isRecord(next)) break;
      node = next;
    }
    const old = Object.hasOwn(node, last) ? node[last] : undefined;
    node[last] = old !== undefined && typeof old !== 'string' && String(old) === value ? old : value;
  }
  return body;
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const byStatus = new Map<number, number>();
  const serverErrors: Exchange[] = [];
  const byRoute = new Map<string, Map<number, number>>();
  const record = (e: Exchange) => {
    byStatus.set(e.status, (byStatus.get(e.status) ?? 0) + 1);
    const route = routeOf(e.method, e.path);
    const counts = byRoute.get(route) ?? new Map<number, number>();
    counts.set(e.status, (counts.get(e.status) ?? 0) + 1);
    byRoute.set(route, counts);
    if (e.status >= 500) serverErrors.push(e);
  };

  async function rewrite(apiPath: string, headers: http.IncomingHttpHeaders, body: Buffer): Promise<Buffer> {
    const type = String(headers['content-type'] ?? '');
    const template = options.jsonTemplates.get(apiPath);
    let json: unknown;
    if (template && type.startsWith('application/x-www-form-urlencoded')) {
      json = formToJson(template, new URLSearchParams(body.toString('utf8')));
      headers['content-type'] = 'application/json';
    } else if (captchaPaths.has(apiPath) && type.startsWith('application/json')) {
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        return body; // a payload that broke the JSON goes on as it is
      }
    } else return body;
    if (captchaPaths.has(apiPath) && isRecord(json) && 'token' in json) {
      json.token = (await captchaToken(options.target, allocateAddresses(1)[0])).token;
    }
    return Buffer.from(JSON.stringify(json));
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = req.url ?? '/';
      const pathOnly = url.split('?')[0] ?? url;
      if (req.method === 'GET' && pathOnly === `${API_BASE}/_scan/`) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(options.mapPage());
        return;
      }
      const headers = { ...req.headers };
      delete headers.host;
      delete headers['content-length'];
      delete headers['transfer-encoding'];
      delete headers.connection;
      let body = await readBody(req);
      if (req.method === 'POST' && pathOnly.startsWith(API_BASE)) {
        body = await rewrite(pathOnly.slice(API_BASE.length), headers, body);
      }
      const target = new URL(url, options.target);
      const upstream = http.request(target, {
        method: req.method,
        headers: { ...headers, host: target.host, 'content-length': String(body.length) },
        localAddress: allocateAddresses(1)[0],
        agent: false,
        timeout: 60_000,
      });
      upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
      upstream.on('response', (answer) => {
        const status = answer.statusCode ?? 0;
        const exchange: Exchange = { method: req.method ?? '', path: pathOnly, status };
        res.writeHead(status, answer.headers);
        if (status < 500) {
          record(exchange);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const retryAfter = answer.headers['retry-after'];
          record({ ...exchange, ...(retryAfter ? { retryAfter } : {}), body: body.toString('utf8', 0, 300) });
          res.end(body);
        });
      });
      upstream.on('error', (error) => {
        record({ method: req.method ?? '', path: pathOnly, status: 599 });
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`scan gateway: ${error.message}`);
      });
      upstream.end(body);
    })().catch((error: Error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`scan gateway: ${error.message}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    origin: `http://127.0.0.1:${options.port}`,
    byStatus,
    byRoute,
    serverErrors,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
