import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { mailDir } from './env';
import type { ReceivedMail } from './mail-sink';

function allMails(): ReceivedMail[] {
  return readdirSync(mailDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as ReceivedMail);
}

/**
 * Waits for the newest mail to an address whose subject (and text, if given) matches. Mails of one
 * subject can carry different news ("Neues Dokument …" for a request and for a decision), and the outbox
 * sends them in its own time: a wait for one of them names its text.
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  after = 0,
  text?: RegExp,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = allMails()
          .filter(
            (m) =>
              m.receivedAt >= after &&
              m.to.includes(to.toLowerCase()) &&
              subject.test(m.subject) &&
              (text === undefined || text.test(m.text)),
          )
          .pop();
        return Boolean(found);
      },
      { timeout: 30_000, message: `mail to ${to} matching ${subject}${text ? ` with ${text}` : ''}` },
    )
    .toBe(true);
  return found!;
}

export function linkIn(mail: ReceivedMail, path: RegExp): string {
  const links = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.find((l) => path.test(l));
  if (!link) throw new Error(`no link matching ${path} in mail '${mail.subject}'`);
  return link;
}
