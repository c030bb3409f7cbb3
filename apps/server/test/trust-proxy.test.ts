import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { api } from './helpers/accounts';

// Issue 18 point 2: behind a reverse proxy every client would share the proxy's address. TRUST_PROXY
// names the proxies whose X-Forwarded-For is believed; from anyone else the header is ignored.
const proxy = '10.0.0.7';
const limits = { loginPerMinute: 2, registerPerHour: 2 };

async function post(t: TestApp, path: string, remoteAddress: string, forwardedFor?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: api(path),
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    payload: '{}',
  });
  return res.statusCode;
}

describe('client addresses behind a proxy (TRUST_PROXY)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it.each(['/register', '/login'])(
    'counts %s per forwarded client when the request comes from a trusted proxy',
    async (path) => {
      t = await createTestApp('pglite', {
        env: { TRUST_PROXY: `${proxy}, 192.168.0.0/16` },
        build: { rateLimits: limits },
      });
      const a = [];
      for (let i = 0; i < 3; i++) a.push(await post(t, path, proxy, '203.0.113.1'));
      expect(a).toEqual([400, 400, 429]);
      // Another client behind the same proxy has its own budget, also through a proxy in the CIDR.
      expect(await post(t, path, proxy, '203.0.113.2')).toBe(400);
      expect(await post(t, path, '192.168.4.5', '203.0.113.2')).toBe(400);
      expect(await post(t, path, proxy, '203.0.113.2')).toBe(429);
      // The access log names the client, not the proxy.
      expect(t.logs.text()).toContain('"ip":"203.0.113.1"');
    },
  );

  it('ignores what a client writes in front of the trusted proxy’s own entry', async () => {
    t = await createTestApp('pglite', { env: { TRUST_PROXY: proxy }, build: { rateLimits: limits } });
    // The proxy appends the address it saw; a forged entry on the left cannot pick a fresh budget.
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push(await post(t, '/register', proxy, `198.18.0.${i}, 203.0.113.9`));
    expect(statuses).toEqual([400, 400, 429]);
  });

  it.each([
    ['from an address not listed in TRUST_PROXY', { TRUST_PROXY: proxy }, '198.51.100.23'],
    ['without TRUST_PROXY', {}, proxy],
  ])('ignores X-Forwarded-For %s', async (_, env, remoteAddress) => {
    t = await createTestApp('pglite', { env, build: { rateLimits: limits } });
    for (const path of ['/register', '/login']) {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push(await post(t, path, remoteAddress, `203.0.113.${i}`));
      expect(statuses).toEqual([400, 400, 429]);
    }
    expect(t.logs.text()).toContain(`"ip":"${remoteAddress}"`);
    expect(t.logs.text()).not.toContain('"ip":"203.0.113.');
  });
});
