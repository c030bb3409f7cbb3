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

/** Waits for the newest mail to an address whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, after = 0): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = allMails()
          .filter((m) => m.receivedAt >= after && m.to.includes(to.toLowerCase()) && subject.test(m.subject))
          .pop();
        return Boolean(found);
      },
      { timeout: 30_000, message: `mail to ${to} matching ${subject}` },
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
