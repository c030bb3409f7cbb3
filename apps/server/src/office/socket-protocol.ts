// The office command line and the running server speak over a Unix domain socket in the data folder
// (decision 0014): one JSON line with the call, one JSON line with what to print and the exit code.
// Only the server's own user can connect (the folder is 0700, the socket 0600).
import path from 'node:path';
import { z } from 'zod';

export const officeSocketPath = (dataDir: string): string => path.join(dataDir, 'office.sock');

/** A call is a few hundred bytes; anything near this is not one. */
export const MAX_ANFRAGE_BYTES = 64 * 1024;

export const anfrageSchema = z.object({
  argv: z.array(z.string().max(4096)).max(64),
  loginName: z.string().max(256),
  osUser: z.string().max(256),
  cwd: z.string().max(4096),
  /** The command line's PORTAL_NOW (ISO) or null: the server refuses a call meant for another clock. */
  portalNow: z.string().max(64).nullable(),
});
export type Anfrage = z.infer<typeof anfrageSchema>;

export const antwortSchema = z.object({
  code: z.number().int(),
  stdout: z.string(),
  stderr: z.string(),
});
/** What to print and the exit code (runner.ts's Ergebnis; the journeys read it without the runner). */
export type Antwort = z.infer<typeof antwortSchema>;

/** A line's JSON, or undefined when it is none (the schema check then refuses it). */
export function jsonOderNichts(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
