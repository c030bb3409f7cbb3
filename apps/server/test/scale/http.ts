import { createHash } from 'node:crypto';
import http from 'node:http';

export interface Reply {
  /** 0 = the connection failed or was cut (an instance died). */
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json<T>(): T;
}

export interface Send {
  method?: string;
  headers?: http.OutgoingHttpHeaders;
  body?: Buffer | string;
  /** Source address on loopback (127.0.0.x): each simulated client has its own, as on the internet. */
  from?: string;
  timeoutMs?: number;
}

/** One HTTP request with node:http (which can choose the source address); never throws. */
export function send(url: string, options: Send = {}): Promise<Reply> {
  return new Promise((resolve) => {
    const done = (status: number, headers: http.IncomingHttpHeaders, body: Buffer) =>
      resolve({ status, headers, body, json: <T>() => JSON.parse(body.toString('utf8')) as T });
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(res.statusCode ?? 0, res.headers, Buffer.concat(chunks)));
        res.on('error', () => done(0, {}, Buffer.alloc(0)));
      },
    );
    req.setTimeout(options.timeoutMs ?? 60_000, () => req.destroy());
    req.on('error', () => done(0, {}, Buffer.alloc(0)));
    req.end(options.body);
  });
}

/**
 * What a client does when the proxy could not reach an instance (0, 502, 504) or the instance was
 * shutting down or shedding (503): wait a moment and send the same request again (uploads and submits
 * with the same Idempotency-Key). Bounded; returns the last answer.
 */
export async function sendRetrying(
  url: string,
  options: Send = {},
  onRetry?: (reply: Reply) => void,
): Promise<Reply> {
  for (let attempt = 1; ; attempt++) {
    const reply = await send(url, options);
    if (![0, 502, 503, 504].includes(reply.status) || attempt >= 120) return reply;
    onRetry?.(reply);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
