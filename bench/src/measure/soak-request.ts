// One HTTP call of the soak on a keep-alive agent: status, time and the answer's start (downloads are
// counted, not kept). Never throws: no answer is status 0, which the soak counts as an error.
import http from 'node:http';

export function request(
  url: string,
  agent: http.Agent,
  init: { method?: string; headers?: http.OutgoingHttpHeaders; body?: Buffer },
): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(url, { method: init.method ?? 'GET', agent, headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on('data', (c: Buffer) => {
        bytes += c.length;
        // Downloads are counted, not kept.
        if (bytes < 1_000_000) chunks.push(c);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
    });
    req.setTimeout(60_000, () => req.destroy());
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
    req.end(init.body);
  });
}
