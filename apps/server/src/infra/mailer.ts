import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type * as Nodemailer from 'nodemailer';
import type { Logger } from 'pino';

interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Stable across retries, so a mail sent twice can be recognised as one. */
  messageId: string;
}

/** The mail port: SMTP in production, files in the data folder without SMTP_URL. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * nodemailer (about 3 MB of heap) is loaded with the first mail, not at start (issue 29's idle-RSS
 * row); `close` before any mail has nothing to close.
 */
function lazyTransport(options: Parameters<typeof Nodemailer.createTransport>[0]) {
  let transport: Promise<Nodemailer.Transporter> | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then((m) => m.default.createTransport(options))),
    close: () => void transport?.then((t) => t.close()),
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = lazyTransport(url);
  return {
    send: async (mail) => {
      await (
        await transport.get()
      ).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
      });
    },
    close: transport.close,
  };
}

const linkPattern = /https?:\/\/[^\s<>"]+/g;

/**
 * Without an SMTP server every mail becomes an .eml file under DATA_DIR/mail, and its links are logged,
 * so a newcomer on a laptop can finish the registration. Only for local use: the log then holds links.
 */
export function fileMailer(dir: string, from: string, logger: Logger): Mailer {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await (
        await transport.get()
      ).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
      });
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR/mail and a name made of the time and a random UUID
      mkdirSync(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const file = path.join(dir, name);
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR/mail and a name made of the time and a random UUID
      writeFileSync(`${file}.tmp`, info.message as Buffer);
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR/mail and a name made of the time and a random UUID
      renameSync(`${file}.tmp`, file);
      const links = mail.text.match(linkPattern) ?? [];
      logger.info({ path: file, link: links[0], links }, 'Mail gespeichert');
    },
    close: transport.close,
  };
}
