import { test, expect, expectAccessible } from '../support/fixtures';

test.describe('app shell', () => {
  test('the portal root lands on the login page, which is accessible', async ({
    page,
    offOrigin,
    cspViolations,
  }) => {
    void offOrigin;
    void cspViolations;
    await page.goto('/examensportal');
    await expect(page).toHaveURL(/\/examensportal\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectAccessible(page);
  });

  test('a protected deep link goes to login and, once a session exists, back to the page', async ({
    page,
    offOrigin,
    cspViolations,
  }) => {
    void offOrigin;
    void cspViolations;
    await page.goto('/examensportal/meinedaten/zugangsdatenaendern');
    await expect(page).toHaveURL(/\/examensportal\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('login-redirect'))).toContain(
      '/meinedaten/zugangsdatenaendern',
    );

    // A stubbed session in storage: the login page sends a signed-in user to the remembered page.
    await page.evaluate(() =>
      sessionStorage.setItem(
        'user',
        JSON.stringify({
          art: 'WP',
          vorname: 'Erika',
          nachname: 'Mustermann',
          lastLogin: '2026-11-20T09:15:00+01:00',
          jwt: 'stub',
        }),
      ),
    );
    // The page asks whether the account has a second factor (decision 0042); the stub session's token
    // is no real one, so that one call is answered here (a real 401 would end the session, correctly).
    await page.route('**/examensportal/backend/api/zweiterfaktor', (route) =>
      route.fulfill({ json: { totp: false, wiederherstellungscodes: 0, passkeys: [] } }),
    );
    // So is the header's unread count (GET /api/postfach, decision 0049): its 401 ended the stub
    // session a moment after the page showed – the test passed only when its last check came first.
    await page.route('**/examensportal/backend/api/postfach', (route) =>
      route.fulfill({ json: { threads: [], ungelesen: 0, bezuege: [] } }),
    );
    await page.reload();
    await expect(page).toHaveURL(/\/examensportal\/meinedaten\/zugangsdatenaendern$/);
    await expect(page.getByText('Erika')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('login-redirect'))).toBeNull();
  });

  test('unknown paths go to the portal root', async ({ page }) => {
    await page.goto('/examensportal/gibt-es-nicht');
    await expect(page).toHaveURL(/\/examensportal\/login$/);
  });

  test('the server answers with the security headers', async ({ request }) => {
    const res = await request.get('/examensportal/login');
    expect(res.status()).toBe(200);
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers()['referrer-policy']).toBe('no-referrer');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    const api = await request.get('/examensportal/backend/health/live');
    expect(api.headers()['cache-control']).toContain('no-store');
  });

  test('the pre-rendered login form sent without JavaScript comes back to the login page, the password in no address', async ({
    browser,
  }) => {
    // No JavaScript: the pre-rendered form is all there is, the browser sends it itself (native POST).
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const secret = 'Kein-Passwort-in-der-URL-4711';
    const addresses: string[] = [];
    const methods: string[] = [];
    page.on('request', (request) => {
      addresses.push(request.url());
      if (request.isNavigationRequest()) methods.push(request.method());
    });
    await page.goto('/examensportal/login');
    await page.getByLabel('E-Mail-Adresse').fill('kandidat@example.org');
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(secret);
    const [answer] = await Promise.all([
      page.waitForResponse(
        (res) => res.request().method() === 'GET' && res.url().endsWith('/examensportal/login'),
      ),
      page.getByRole('button', { name: 'Anmelden' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await expect(page).toHaveURL(/\/examensportal\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(methods).toContain('POST');
    for (const address of [...addresses, page.url()]) expect(address).not.toContain(secret);
    await context.close();
  });
});
