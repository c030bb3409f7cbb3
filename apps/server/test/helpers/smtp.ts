import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  messageId: string;
  raw: string;
}

/** A real SMTP server on loopback that keeps every mail it receives, parsed with postal-mime. */
export async function startSmtpSink(port = 0): Promise<{
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Mails to one address (lower case), oldest first. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        PostalMime.parse(raw)
          .then((email) => {
            mails.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: email.from?.address ?? '',
              subject: email.subject ?? '',
              text: email.text ?? '',
              messageId: email.messageId ?? '',
              raw: raw.toString('utf8'),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}?ignoreTLS=true`,
    port: bound,
    mails,
    to: (address) => mails.filter((m) => m.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail that starts with the given prefix. */
export function linkIn(mail: ReceivedMail | undefined, prefix: string): string {
  const link = mail?.text.match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(prefix));
  if (!link) throw new Error(`no link ${prefix} in mail: ${mail?.text ?? '(no mail)'}`);
  return link;
}

/** The token at the end of a mailed link. */
export const tokenOf = (link: string) => decodeURIComponent(link.split('/').pop() ?? '');
