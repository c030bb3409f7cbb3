import net from 'node:net';

export type ScanVerdict = { infected: false } | { infected: true; signature: string };

/** One file on its way through the scanner, fed chunk by chunk while it is written to disk. */
export interface ScanSession {
  write(chunk: Uint8Array): Promise<void>;
  finish(): Promise<ScanVerdict>;
  abort(): void;
}

/** The malware scan port (SEC-FILE-6, decision C9). */
export interface Scanner {
  start(): ScanSession;
}

/** The scanner could not give a verdict; the upload is refused (fail closed). */
export class ScannerUnavailableError extends Error {}

export type ClamdTarget = { path: string } | { host: string; port: number };

/** CLAMD_URL: tcp://host:port or unix:///path/to/clamd.sock. */
export function parseClamdUrl(raw: string): ClamdTarget {
  const url = new URL(raw);
  if (url.protocol === 'unix:') {
    if (!url.pathname || url.pathname === '/') throw new Error('CLAMD_URL needs a socket path');
    return { path: decodeURIComponent(url.pathname) };
  }
  if (url.protocol === 'tcp:') {
    const port = Number(url.port);
    if (!url.hostname || !Number.isInteger(port) || port <= 0)
      throw new Error('CLAMD_URL needs host and port');
    return { host: url.hostname.replace(/^\[|\]$/g, ''), port };
  }
  throw new Error('CLAMD_URL must start with tcp:// or unix://');
}

/** clamd answers "stream: OK", "stream: <Signature> FOUND" or "<reason> ERROR" (NUL-terminated with z-commands). */
export function parseClamdReply(reply: string): ScanVerdict {
  const text = reply.replace(/\0/g, '').trim();
  if (text === 'stream: OK') return { infected: false };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found?.[1]) return { infected: true, signature: found[1] };
  throw new ScannerUnavailableError(`clamd: ${text.slice(0, 200) || 'no answer'}`);
}

class ClamdSession implements ScanSession {
  private readonly socket: net.Socket;
  private readonly reply: Promise<string>;
  private failure: Error | undefined;

  constructor(target: ClamdTarget, timeoutMs: number) {
    this.socket = net.connect(target);
    this.socket.setTimeout(timeoutMs);
    const received: Buffer[] = [];
    this.reply = new Promise<string>((resolve, reject) => {
      this.socket.on('data', (data: Buffer) => received.push(data));
      this.socket.on('end', () => resolve(Buffer.concat(received).toString('utf8')));
      this.socket.on('close', () => resolve(Buffer.concat(received).toString('utf8')));
      this.socket.on('error', (error) => {
        this.failure = error;
        reject(new ScannerUnavailableError(`clamd: ${error.message}`));
      });
      this.socket.on('timeout', () => this.socket.destroy(new Error('timeout')));
    });
    // Observed in finish(); an early failure must not become an unhandled rejection.
    this.reply.catch(() => {});
    this.socket.write('zINSTREAM\0');
  }

  private send(data: Uint8Array): Promise<void> {
    if (this.failure) return Promise.reject(new ScannerUnavailableError(`clamd: ${this.failure.message}`));
    return new Promise((resolve, reject) => {
      this.socket.write(data, (error) =>
        error ? reject(new ScannerUnavailableError(`clamd: ${error.message}`)) : resolve(),
      );
    });
  }

  async write(chunk: Uint8Array): Promise<void> {
    if (chunk.length === 0) return;
    // INSTREAM frames: 4-byte big-endian length, then the bytes; a zero length ends the stream.
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length);
    this.socket.cork();
    const framed = Promise.all([this.send(length), this.send(chunk)]);
    this.socket.uncork();
    await framed;
  }

  async finish(): Promise<ScanVerdict> {
    await this.send(Buffer.alloc(4));
    return parseClamdReply(await this.reply);
  }

  abort(): void {
    this.socket.destroy();
  }
}

/** ClamAV's daemon over INSTREAM (TCP or unix socket); one connection per file. */
export class ClamdScanner implements Scanner {
  constructor(
    private readonly target: ClamdTarget,
    private readonly timeoutMs = 60_000,
  ) {}

  start(): ScanSession {
    return new ClamdSession(this.target, this.timeoutMs);
  }
}
