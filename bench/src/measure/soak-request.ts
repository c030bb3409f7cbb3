// One HTTP call of the soak on a keep-alive agent: status, time and the answer's start (downloads are
// counted, not kept). Never throws: no answer is status 0, which the soak counts as an error; its body
// then names the socket error and whether the agent had reused the socket (a kept-alive connection the
// server closed while the request was on its way).
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
      res.on('error', (error) => resolve(failed(error, 'in the answer')));
    });
    const failed = (error: Error & { code?: string }, where: string) => ({
      status: 0,
      ms: performance.now() - started,
      body: `${error.code ?? error.message} ${where}${req.reusedSocket ? ' on a reused socket' : ''}`,
    });
    req.setTimeout(60_000, () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', (error) => resolve(failed(error, 'before an answer')));
    req.end(init.body);
  });
}
