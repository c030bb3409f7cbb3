// B6 pipeline: the least work PERF-UP-1/2 ask of the portal, without the portal around it. A raw
// node:http server that stores each POSTed body as the document store does – SHA-256 of the plaintext,
// AES-256-GCM segments (apps/server/src/infra/encryption/segments.ts), written through the folder
// store's tmp file, fsynced and renamed (apps/server/src/infra/storage.ts) – and answers a GET with the
// last object decrypted as a download does. No Fastify, multipart, checks, database or logging: what
// this machine allows for that work on one core, beside `dd` (the disk alone).
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { once } from 'node:events';
import { decryptFile, encryptSegments } from '../../../apps/server/src/infra/encryption/segments';
import { DiskFileStore } from '../../../apps/server/src/infra/storage';

const [portArg, root] = process.argv.slice(2);
const key = randomBytes(32);
const store = await DiskFileStore.open(String(root));
let last: string | undefined;

async function* hashed(source: AsyncIterable<Uint8Array>, hash: ReturnType<typeof createHash>) {
  for await (const chunk of source) {
    hash.update(chunk);
    yield chunk;
  }
}

async function ingest(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const hash = createHash('sha256');
  const stored = await store.write(encryptSegments(hashed(req, hash), key), { hashed: false });
  if (last) await store.remove(last);
  last = stored.storedName;
  res.end(JSON.stringify({ sha256: hash.digest('hex') }));
}

async function download(res: http.ServerResponse): Promise<void> {
  if (!last) {
    res.statusCode = 404;
    res.end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/octet-stream' });
  for await (const piece of decryptFile(await store.openObject(last), key))
    if (!res.write(piece)) await once(res, 'drain');
  res.end();
}

http
  .createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/ready') return void res.end('{}');
    (req.method === 'POST' ? ingest(req, res) : download(res)).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  })
  .listen(Number(portArg), '127.0.0.1');
