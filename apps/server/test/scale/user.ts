import { randomUUID } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { applicationFor, eventually, faultPassword, jsonPart, type Person } from '../faults/harness/client';
import { multipartBody, type Part, sample } from '../helpers/multipart';
import type { ReceivedMail } from '../helpers/smtp';
import { leaseMs } from '../../src/infra/outbox';
import { type Reply, type Send, sendRetrying, sha256 } from './http';

/** A document the portal acknowledged (2xx) to this client, and where it was answered. */
export interface Acknowledged {
  id: string;
  sha256: string;
  /** The instance (haproxy server name) that answered the upload, or that filed the receipt. */
  servedBy: string;
}

const json = (body: unknown, jwt?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
  body: JSON.stringify(body),
});

/**
 * One simulated candidate behind the proxy with its own loopback address: registers, confirms from
 * the mail, logs in, uploads and downloads, submits the application and fetches its receipt. Every
 * step is retried as a client would while an instance is down; what the portal acknowledged is kept.
 */
export class ScaleUser {
  readonly person: Person;
  jwt = '';
  readonly uploads: Acknowledged[] = [];
  readonly receipts: Acknowledged[] = [];
  submitted = false;
  retries = 0;
  /** Acknowledged documents that could not be read back at once (checked again at the end). */
  readonly unreadable: string[] = [];

  constructor(
    private readonly api: string,
    readonly from: string,
    private readonly mails: (to: string) => ReceivedMail[],
    tag: string,
  ) {
    this.person = { email: `${tag}@example.org`, vorname: 'Erika', nachname: 'Muster' };
  }

  private call(path: string, options: Send = {}): Promise<Reply> {
    return sendRetrying(`${this.api}${path}`, { ...options, from: this.from }, () => this.retries++);
  }

  private authed(extra: Record<string, string> = {}) {
    return { authorization: `Bearer ${this.jwt}`, ...extra };
  }

  async captcha(): Promise<string> {
    const res = await this.call('/captcha/challenge');
    if (res.status !== 200) throw new Error(`challenge: ${res.status}`);
    const challenge = res.json<Challenge>();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('captcha not solved');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  async register(): Promise<number> {
    const body = {
      ...this.person,
      art: 'WP',
      passwort: faultPassword,
      passwort1: faultPassword,
      token: await this.captcha(),
    };
    return (await this.call('/register', json(body))).status;
  }

  async signUp(): Promise<void> {
    const status = await this.register();
    if (status !== 201) throw new Error(`register ${this.person.email}: ${status}`);
    const token = await eventually(
      'confirmation mail',
      async () =>
        this.mails(this.person.email)
          .map((m) => /\/confirmemail\/([A-Za-z0-9_%-]+)/.exec(m.text)?.[1])
          .find(Boolean),
      // A mail claimed by an instance that was killed comes back after the outbox lease.
      leaseMs + 30_000,
    );
    // A confirm whose answer was lost went through: the retry then meets the used link (400).
    const confirm = await this.call(`/confirmregistration/${token}`);
    if (confirm.status !== 200 && confirm.status !== 400) throw new Error(`confirm: ${confirm.status}`);
    await this.login();
  }

  async login(): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await this.call(
        '/login',
        json({ email: this.person.email, passwort: faultPassword, token: await this.captcha() }),
      );
      if (res.status === 200) {
        this.jwt = res.json<{ jwt: string }>().jwt;
        return;
      }
      // The captcha solution was used by an attempt whose answer was lost: solve a new one.
      if (res.status !== 400) throw new Error(`login: ${res.status} ${res.body.toString()}`);
    }
    throw new Error('login: no success in 5 attempts');
  }

  private postParts(path: string, parts: readonly Part[], key: string) {
    const { body, contentType } = multipartBody(parts);
    return this.call(path, {
      method: 'POST',
      headers: this.authed({ 'content-type': contentType, 'idempotency-key': key }),
      body,
    });
  }

  /** One PDF into the Akteneingang, retried with its Idempotency-Key until acknowledged. */
  async upload(round: number): Promise<Acknowledged> {
    const data = sample.pdf(20_000 + round * 1000);
    const key = randomUUID();
    const res = await this.postParts(
      '/api/dokumente/files',
      [{ name: 'lebenslauf', filename: `runde-${round}.pdf`, contentType: 'application/pdf', data }],
      key,
    );
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${res.body.toString()}`);
    const [doc] = res.json<{ documentId: string }[]>();
    if (!doc) throw new Error('upload: no document in the answer');
    const ack = {
      id: doc.documentId,
      sha256: sha256(data),
      servedBy: String(res.headers['x-served-by'] ?? ''),
    };
    this.uploads.push(ack);
    return ack;
  }

  /** Downloads a document through `base` (the proxy, or one instance) and compares its SHA-256. */
  async download(doc: Acknowledged, base = this.api): Promise<boolean> {
    const res = await sendRetrying(`${base}/api/dokumente/download/${doc.id}`, {
      headers: this.authed(),
      from: this.from,
    });
    return res.status === 200 && sha256(res.body) === doc.sha256;
  }

  /** The final application with one attachment; the receipt is filed by the outbox afterwards. */
  async submit(): Promise<void> {
    const res = await this.postParts(
      '/api/zulassung/files',
      [
        jsonPart('zulassung', applicationFor(this.person)),
        {
          name: 'lebenslauf',
          filename: 'lebenslauf.pdf',
          contentType: 'application/pdf',
          data: sample.pdf(30_000),
        },
      ],
      randomUUID(),
    );
    if (res.status !== 200) throw new Error(`submit: ${res.status} ${res.body.toString()}`);
    this.submitted = true;
  }

  async documents(): Promise<
    { id: string; category: string; source: string; originalFileName: string; sha256?: string }[]
  > {
    const res = await this.call('/api/dokumente', { headers: this.authed() });
    if (res.status === 401) {
      await this.login();
      return this.documents();
    }
    if (res.status !== 200) throw new Error(`documents: ${res.status}`);
    return res.json();
  }
}
