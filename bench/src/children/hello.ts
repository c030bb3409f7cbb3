// B1: the 10-line raw node:http server of quality targets §3.2 (also the B6 loopback sink for POSTs).
import http from 'node:http';

const port = Number(process.argv[2]);
http
  .createServer((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ status: 'ok' }));
      return;
    }
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => res.end(JSON.stringify({ bytes })));
  })
  .listen(port, '127.0.0.1');
