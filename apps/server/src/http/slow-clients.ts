import type { FastifyInstance } from 'fastify';
import type { OverloadConfig } from '../config';

/**
 * Quality targets §2.4 recipe 10: a client that sends its request head or body a byte at a time holds a
 * socket (and a file descriptor) without doing anything. Node's own limits: the head within
 * headersTimeout, the whole request within requestTimeout, no byte in either direction for
 * idleTimeout. Node checks the first two only every connectionsCheckingInterval (default 30 s), so the
 * interval follows the head limit.
 */
export function slowClientServerOptions(config: OverloadConfig) {
  return {
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(1000, Math.min(30_000, config.headersTimeoutMs / 4)),
    },
  };
}

const windowMs = 10_000;

/**
 * A body that keeps trickling resets the idle timer, so only requestTimeout (long enough for a 30 MB
 * upload at a slow line) would end it. This guard cuts a request whose body, over any 10 s window in
 * which we were reading, brought fewer than minBodyBytesPerSecond on average. Windows in which the
 * server paused reading (backpressure from the disk) do not count against the client.
 */
export function registerBodyRateGuard(app: FastifyInstance, config: OverloadConfig): void {
  const minBytes = (config.minBodyBytesPerSecond * windowMs) / 1000;
  if (minBytes <= 0) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const socket = raw.socket;
    const hasBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'];
    // app.inject() has no real socket to measure.
    if (!hasBody || raw.complete || typeof socket?.bytesRead !== 'number') return done();
    let lastRead = socket.bytesRead;
    let paused = false;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return clearInterval(timer);
      const read = socket.bytesRead - lastRead;
      lastRead = socket.bytesRead;
      const wasPaused = paused;
      // Not flowing (nobody reads yet, or a pipe's backpressure) or bytes waiting for us: our pause.
      paused = raw.readableFlowing !== true || raw.readableLength > 0;
      if (wasPaused || paused || read >= minBytes) return;
      clearInterval(timer);
      request.log.warn({ event: 'http.slow_body', bytes: read, windowMs }, 'request body too slow');
      socket.destroy();
    }, windowMs);
    timer.unref();
    raw.once('close', () => clearInterval(timer));
    done();
  });
}
