// SEC-AUTH-7: a password-reset request for a known address writes a token and a mail row, one for an
// unknown address only reads. Both must take about as long (medians within 100 ms), or the timing tells
// an attacker which addresses have accounts. The tests check that both paths answer alike; the time is
// measured here, against the running server, and never asserted in a test.
import { allocateAddresses, apiBase, captchaToken, request } from '../client';
import { fmt, verdict, type Row } from '../report';
import type { BenchServer } from '../server';

/** Three reset requests per account and hour do the full work; past that only the mail is left out. */
const perAccount = 3;

async function timedReset(origin: string, email: string, address: string): Promise<number> {
  const { token } = await captchaToken(origin, address);
  const res = await request(`${origin}${apiBase}/requestnewpassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify({ email, token })),
    localAddress: address,
  });
  if (res.status >= 300) throw new Error(`requestnewpassword: ${res.status} ${res.body.toString()}`);
  return res.totalMs;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export async function measureResetTiming(server: BenchServer): Promise<Row[]> {
  // A fresh source address per request keeps both paths under the per-IP limit; the known addresses
  // rotate over the seeded accounts so none reaches the per-account mail limit.
  const accounts = server.loginAccounts;
  const pairs = Math.min(15, accounts.length * perAccount);
  const addresses = allocateAddresses(pairs * 2);
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < pairs; i++) {
    const account = accounts[i % accounts.length]!;
    // Interleaved, so load on the machine hits both alike.
    known.push(await timedReset(server.origin, account.email, addresses[2 * i]!));
    unknown.push(
      await timedReset(server.origin, `niemand-${i}-${Date.now()}@example.org`, addresses[2 * i + 1]!),
    );
  }
  const diff = Math.abs(median(known) - median(unknown));
  return [
    {
      id: 'SEC-AUTH-7',
      figure: 'reset request: |median known − median unknown|',
      ours: { value: diff, unit: 'ms' },
      oursText: `known ${fmt(median(known))} ms, unknown ${fmt(median(unknown))} ms (${pairs} pairs)`,
      target: '≤ 100 ms',
      ...verdict([{ ok: diff <= 100, failure: `${fmt(diff)} ms > 100 ms` }]),
      details: { known, unknown },
    },
  ];
}
