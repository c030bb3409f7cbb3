import { mkdirSync, rmSync } from 'node:fs';
import { startMailSink } from './mail-sink';
import { mailDir, smtpPort } from './env';

// A real SMTP server for the whole run; the portal's outbox delivers to it.
export default async function globalSetup() {
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  const sink = await startMailSink(smtpPort, mailDir);
  return async () => sink.close();
}
