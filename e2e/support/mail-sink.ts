import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

// Each message is parsed and written as one JSON file, so tests in another process can read it.
export async function startMailSink(port: number, dir: string) {
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => {
            const received: ReceivedMail = {
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html ?? '',
              receivedAt: Date.now(),
            };
            // Written aside and renamed: a reader polling the folder never sees half a file.
            const name = `${Date.now()}-${n++}.json`;
            writeFileSync(join(dir, `${name}.part`), JSON.stringify(received));
            renameSync(join(dir, `${name}.part`), join(dir, name));
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
