import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import PostalMime from 'postal-mime';
import { berlinDate } from '@examensportal/domain/dates';
import { STANDARD_EINSTELLUNGEN } from '@examensportal/domain/rules/settings';
import { offenerTermin } from '@examensportal/domain/rules/terms';
import { beispielZulassung } from '../../../src/demo/beispiele';
import { multipartBody, type Part, sample } from '../../helpers/multipart';

const samplePdf = sample.pdf;

export const faultPassword = 'Wirtschafts#Pruefung2025';

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** One HTTP call; a reset connection (the server died) is returned as status 0, never thrown. */
export async function call(url: string, init: RequestInit = {}, timeoutMs = 30_000): Promise<Answer> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body, headers: res.headers };
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw new Error(`${url}: no answer in ${timeoutMs} ms`);
    return { status: 0, body: String((error as Error).cause ?? error), headers: new Headers() };
  }
}

/**
 * A 503 for overload means the request was not started (load shedding); a client honours Retry-After
 * (capped here) and sends it again. Only for steps a test does not examine: sign-up, login, captcha.
 */
export async function retryShed(send: () => Promise<Answer>, attempts = 30): Promise<Answer> {
  for (let i = 1; ; i++) {
    const res = await send();
    if (res.status !== 503 || i >= attempts) return res;
    const seconds = Number(res.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, Math.min(2, seconds) * 1000));
  }
}

/** Solves the server's ALTCHA challenge as the widget does; returns the `token` field. */
export async function captchaToken(api: string): Promise<string> {
  const res = await retryShed(() => call(`${api}/captcha/challenge`));
  if (res.status !== 200) throw new Error(`challenge: ${res.status}`);
  const challenge = res.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const json = (body: unknown, jwt?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
  body: JSON.stringify(body),
});

/** Where a test reads the mails the server sent: the .eml folder (no SMTP_URL) or an SMTP sink. */
export type Mailbox = (to: string) => Promise<string[]>;

/** The texts of the .eml files under DATA_DIR/mail addressed to `to`. */
export const emlMailbox =
  (dataDir: string): Mailbox =>
  async (to) => {
    const dir = path.join(dataDir, 'mail');
    if (!existsSync(dir)) return [];
    const texts: string[] = [];
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.eml'))) {
      const mail = await PostalMime.parse(readFileSync(path.join(dir, name)));
      if (mail.to?.some((a) => a.address?.toLowerCase() === to.toLowerCase())) texts.push(mail.text ?? '');
    }
    return texts;
  };

export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Person {
  email: string;
  vorname: string;
  nachname: string;
}

/** Registers through the API, waits for the confirmation mail and opens its link. */
export async function registerConfirmed(api: string, mailbox: Mailbox, tag = 'fault'): Promise<Person> {
  const person = {
    email: `${tag}.${randomUUID().slice(0, 8)}@example.org`,
    vorname: 'Erika',
    nachname: 'Muster',
  };
  const res = await retryShed(async () =>
    call(
      `${api}/register`,
      json({
        ...person,
        art: 'WP',
        passwort: faultPassword,
        passwort1: faultPassword,
        token: await captchaToken(api),
      }),
    ),
  );
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  const token = await eventually('confirmation mail', async () => {
    const text = (await mailbox(person.email)).join('\n');
    return text.match(/\/confirmemail\/([A-Za-z0-9_%-]+)/)?.[1];
  });
  const confirm = await retryShed(() => call(`${api}/confirmregistration/${token}`));
  if (confirm.status !== 200) throw new Error(`confirm: ${confirm.status}`);
  return person;
}

export async function login(api: string, email: string): Promise<string> {
  const res = await retryShed(async () =>
    call(`${api}/login`, json({ email, passwort: faultPassword, token: await captchaToken(api) })),
  );
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { jwt: string }).jwt;
}

export function postParts(
  url: string,
  jwt: string,
  parts: readonly Part[],
  key?: string,
  timeoutMs?: number,
) {
  const { body, contentType } = multipartBody(parts);
  return call(
    url,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${jwt}`,
        'content-type': contentType,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body,
    },
    timeoutMs,
  );
}

export const getAuthed = (url: string, jwt: string) =>
  call(url, { headers: { authorization: `Bearer ${jwt}` } });

/** A complete WP application for the term open today (module WP), as the final submit takes it. */
export function applicationFor(person: Person) {
  return beispielZulassung(offenerTermin(berlinDate(new Date()), STANDARD_EINSTELLUNGEN), ['wp'], person);
}

export const jsonPart = (name: string, value: unknown): Part => ({ name, data: JSON.stringify(value) });

export interface SlowUpload {
  /** Resolves with the answer; status 0 when the connection was cut. */
  done: Promise<{ status: number; body: string }>;
  /** Bytes of the body written so far. */
  sent(): number;
}

/**
 * One PDF to POST /api/dokumente/files written in chunks with pauses (a slow client); with `stallAt`
 * it stops writing after that many bytes and keeps the connection open.
 */
export function slowUpload(
  api: string,
  jwt: string,
  options: { size: number; chunk: number; pauseMs: number; stallAt?: number; filename?: string },
): SlowUpload {
  const { body, contentType } = multipartBody([
    { name: 'zeugnis', filename: options.filename ?? 'langsam.pdf', data: samplePdf(options.size) },
  ]);
  const url = new URL(`${api}/api/dokumente/files`);
  let written = 0;
  const done = new Promise<{ status: number; body: string }>((resolve) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${jwt}`,
          'content-type': contentType,
          'content-length': String(body.length),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', () => resolve({ status: 0, body: text }));
      },
    );
    req.on('error', () => resolve({ status: 0, body: '' }));
    const next = () => {
      if (req.destroyed) return;
      if (options.stallAt !== undefined && written >= options.stallAt) return;
      if (written >= body.length) return req.end();
      const end = Math.min(body.length, written + options.chunk);
      req.write(body.subarray(written, end));
      written = end;
      setTimeout(next, options.pauseMs);
    };
    next();
  });
  return { done, sent: () => written };
}
