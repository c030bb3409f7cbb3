// The office in the deadline-day soak (issue 29 point 4): while the candidates work, the demo's staff
// members (seeded as `npm run demo` seeds them, with their documented TOTP keys) log in through the
// same entry (password, then the Sicherheitscode) and page through the lists a caseworker works in –
// Kandidaten pages, a person search, the Eingang – about one click a second each, as people do.
import type http from 'node:http';
import { connect } from '../../../apps/server/src/db/connect';
import { DEMO_MITARBEITENDE, seedMitarbeitende } from '../../../apps/server/src/demo/mitarbeitende';
import { systemClock } from '../../../apps/server/src/infra/clock';
import { OWASP_PASSWORD_HASH_COST } from '../../../apps/server/src/infra/passwords';
import { faultJwtSecret } from '../../../apps/server/test/faults/harness/server';
import { staffPassword, totpCode } from '../../../apps/server/test/helpers/staff';
import { sleep } from '../proc';
import { request } from './soak-request';

/** Staff members working during the soak (BENCH_SOAK_OFFICE, at most the demo's three). */
export const officeWorkers = Math.min(DEMO_MITARBEITENDE.length, Number(process.env.BENCH_SOAK_OFFICE ?? 3));
/** A person reads a page before the next click. */
const THINK_MS = 1000;

export interface OfficeCall {
  call: 'office-login' | 'office-list';
  status: number;
  ms: number;
  error?: string;
}

/** The staff members, on the database the instances will use (their TOTP keys sealed with the instances' JWT secret). */
export async function seedOffice(target: { databaseUrl?: string; pgliteDir?: string }): Promise<void> {
  const database = await connect(target);
  try {
    await seedMitarbeitende(
      database.db,
      systemClock,
      new TextEncoder().encode(faultJwtSecret),
      staffPassword,
      // As a real server hashes (the soak measures the real login's cost).
      OWASP_PASSWORD_HASH_COST,
    );
  } finally {
    await database.close();
  }
}

const json = (body: object) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(body)),
});

async function login(api: string, agent: http.Agent, worker: number): Promise<OfficeCall & { jwt?: string }> {
  const m = DEMO_MITARBEITENDE[worker];
  if (!m) throw new Error(`no demo staff member ${worker}`);
  const url = `${api}/pruefungsstelle/anmelden`;
  const started = performance.now();
  const erst = await request(url, agent, json({ email: m.email, passwort: staffPassword }));
  const ok =
    erst.status === 200
      ? await request(
          url,
          agent,
          json({ email: m.email, passwort: staffPassword, code: totpCode(m.totpSchluessel, new Date()) }),
        )
      : erst;
  const ms = performance.now() - started;
  if (ok.status !== 200) return { call: 'office-login', status: ok.status, ms, error: ok.body.slice(0, 200) };
  return { call: 'office-login', status: 200, ms, jwt: JSON.parse(ok.body).jwt as string };
}

/** A list page a caseworker opens on a deadline day, with the number of candidates to page through. */
function listPage(candidates: number): string {
  const seiten = Math.max(1, Math.ceil(candidates / 25));
  const pages = [
    '/kandidaten',
    `/kandidaten?seite=${1 + Math.floor(Math.random() * seiten)}`,
    '/kandidaten?sortierung=status&richtung=ab',
    `/kandidaten?suche=soak${Math.floor(Math.random() * candidates)}.`,
    '/eingang',
    '/eingang/antraege',
  ];
  return pages[Math.floor(Math.random() * pages.length)] ?? '/kandidaten';
}

/** One staff member's loop until `end`: log in (again after a refusal), then a list page a second. */
export async function officeWorker(
  api: string,
  agent: http.Agent,
  worker: number,
  candidates: number,
  end: number,
  record: (c: OfficeCall) => void,
): Promise<void> {
  let jwt: string | undefined;
  while (performance.now() < end) {
    if (!jwt) {
      const answer = await login(api, agent, worker);
      jwt = answer.jwt;
      record({ call: answer.call, status: answer.status, ms: answer.ms, error: answer.error });
      // A shed login (503: before the code is looked at) is retried after the 5 s the answer asks
      // for; any other refusal after a TOTP step of 30 s (a code is accepted once).
      const rest = answer.status === 503 ? 5000 : 30_000;
      if (!jwt) await sleep(Math.max(0, Math.min(rest, end - performance.now())));
      continue;
    }
    const res = await request(`${api}/pruefungsstelle${listPage(candidates)}`, agent, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    record({
      call: 'office-list',
      status: res.status,
      ms: res.ms,
      error: res.status >= 300 ? res.body.slice(0, 200) : undefined,
    });
    // A session that ended (it should not within the soak) is counted above, then a new login.
    if (res.status === 401) jwt = undefined;
    await sleep(THINK_MS);
  }
}
