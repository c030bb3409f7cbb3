// The command line's side of the office socket: sends the call to the running server and returns
// what to print. The call is the same the command line would run itself (runner.ts).
import net from 'node:net';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import {
  type Anfrage,
  type Antwort,
  antwortSchema,
  jsonOderNichts,
  officeSocketPath,
} from './socket-protocol';

const o = officeCliTexte;

const fehler = (stderr: string): Antwort => ({ code: 1, stdout: '', stderr: `${stderr}\n` });

export function anServer(dataDir: string, pid: number, anfrage: Anfrage): Promise<Antwort> {
  return new Promise((resolve) => {
    let text = '';
    let verbunden = false;
    const socket = net.createConnection(officeSocketPath(dataDir));
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      verbunden = true;
      socket.write(`${JSON.stringify(anfrage)}\n`);
    });
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => {
      // No socket, a stale one, or not ours: no server takes commands; nothing was sent.
      if (!verbunden) resolve(fehler(o.keineBefehlsannahme(dataDir, pid)));
    });
    socket.on('close', () => {
      if (!verbunden) return;
      const antwort = antwortSchema.safeParse(jsonOderNichts(text));
      resolve(antwort.success ? antwort.data : fehler(o.verbindungAbgebrochen));
    });
  });
}
