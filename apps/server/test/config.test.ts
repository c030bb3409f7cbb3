import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverTexte } from '@examensportal/domain/messages-server';
import { ConfigError, defaults, loadConfig } from '../src/config';
import { argon2Options } from '../src/infra/passwords';

describe('config', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ep-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('has embedded defaults for everything', () => {
    const config = loadConfig({}, dir);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(dir, 'data'),
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: defaults.mailFrom,
      captchaMaxNumber: defaults.captchaMaxNumber,
      logLevel: 'info',
    });
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('reads the environment', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var',
        PUBLIC_URL: 'https://portal.example.org/',
        DATABASE_URL: 'postgres://u@db/x',
        JWT_SECRET: 'k'.repeat(40),
        DOKUMENT_SCHLUESSEL: 'dGVzdC1kb2t1bWVudC1zY2hsdWVzc2VsLTMyYnl0ZSE=',
        SMTP_URL: 'smtp://mail:25',
        MAIL_FROM: 'Prüfungsstelle <pruefung@example.org>',
        CAPTCHA_MAX_NUMBER: '20',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/srv/web',
      },
      dir,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(dir, 'var'),
      publicUrl: 'https://portal.example.org',
      databaseUrl: 'postgres://u@db/x',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Prüfungsstelle <pruefung@example.org>',
      captchaMaxNumber: 20,
      logLevel: 'warn',
      webDist: '/srv/web',
    });
    expect(Buffer.from(config.jwtSecret).toString()).toBe('k'.repeat(40));
  });

  it('hashes passwords at the OWASP cost unless a test asks for less, never in production (decision 0069)', () => {
    expect(loadConfig({}, dir).passwordHashCost).toEqual({ memoryCost: 19_456, timeCost: 2 });
    expect(argon2Options).toEqual({ algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    for (const off of ['0', '', ' '])
      expect(loadConfig({ INSECURE_TEST_PASSWORD_HASHING: off }, dir).passwordHashCost).toEqual({
        memoryCost: 19_456,
        timeCost: 2,
      });
    expect(loadConfig({ INSECURE_TEST_PASSWORD_HASHING: '1' }, dir).passwordHashCost).toEqual({
      memoryCost: 8,
      timeCost: 1,
    });
    expect(() => loadConfig({ INSECURE_TEST_PASSWORD_HASHING: '1', NODE_ENV: 'production' }, dir)).toThrow(
      /^INSECURE_TEST_PASSWORD_HASHING ist nur für Tests/,
    );
    expect(() => loadConfig({ INSECURE_TEST_PASSWORD_HASHING: 'ja' }, dir)).toThrow(ConfigError);
  });

  it('limits registrations to 5 per IP and hour unless REGISTER_PER_HOUR says otherwise (quality targets §1.2 F)', () => {
    expect(loadConfig({}, dir).registerPerHour).toBe(5);
    expect(loadConfig({ REGISTER_PER_HOUR: '40' }, dir).registerPerHour).toBe(40);
  });

  it("takes the passkeys' RP id and origins from PUBLIC_URL or WEBAUTHN_RP_ID/WEBAUTHN_ORIGIN (decision 0051)", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.org/x' }, dir).webauthn).toEqual({
      rpId: 'portal.example.org',
      origins: ['https://portal.example.org'],
    });
    expect(
      loadConfig(
        {
          PUBLIC_URL: 'https://portal.example.org',
          WEBAUTHN_RP_ID: 'example.org',
          WEBAUTHN_ORIGIN: 'https://portal.example.org, https://www.example.org',
        },
        dir,
      ).webauthn,
    ).toEqual({ rpId: 'example.org', origins: ['https://portal.example.org', 'https://www.example.org'] });
    // The RP id must be each origin's host or a parent domain; an origin is only an origin.
    expect(() =>
      loadConfig({ PUBLIC_URL: 'https://portal.example.org', WEBAUTHN_RP_ID: 'anders.example' }, dir),
    ).toThrow(/WEBAUTHN_RP_ID/);
    expect(() =>
      loadConfig(
        { PUBLIC_URL: 'https://portal.example.org', WEBAUTHN_ORIGIN: 'https://portal.example.org/pfad' },
        dir,
      ),
    ).toThrow(/WEBAUTHN_ORIGIN/);
  });

  it('reads the Bekanntgabe offset of R-91 from BEKANNTGABE_TAGE (default 3, the spec)', () => {
    expect(loadConfig({}, dir).verfahren).toEqual({ bekanntgabeTage: 3 });
    expect(loadConfig({ BEKANNTGABE_TAGE: '4' }, dir).verfahren).toEqual({ bekanntgabeTage: 4 });
    expect(loadConfig({ BEKANNTGABE_TAGE: ' ' }, dir).verfahren).toEqual({ bekanntgabeTage: 3 });
    for (const falsch of ['vier', '-1', '31', '3.5'])
      expect(() => loadConfig({ BEKANNTGABE_TAGE: falsch }, dir)).toThrow(ConfigError);
  });

  it('reads the load-shedding and slow-client limits (seconds and MiB in the environment)', () => {
    expect(loadConfig({}, dir).overload).toEqual(defaults.overload);
    const overload = loadConfig(
      {
        MAX_IN_FLIGHT: '0',
        MAX_EVENT_LOOP_DELAY_MS: '300',
        MAX_EVENT_LOOP_UTILIZATION_PERCENT: '90',
        EVENT_LOOP_QUEUE_DELAY_MS: '40',
        MAX_RSS_MB: '512',
        OVERLOAD_RETRY_AFTER: '3',
        HEADERS_TIMEOUT: '10',
        REQUEST_TIMEOUT: '600',
        IDLE_TIMEOUT: '20',
        KEEP_ALIVE_TIMEOUT: '5',
        MIN_BODY_BYTES_PER_SECOND: '0',
      },
      dir,
    ).overload;
    expect(overload).toEqual({
      maxInFlight: 0,
      maxEventLoopDelayMs: 300,
      maxEventLoopUtilization: 0.9,
      queueDelayMs: 40,
      maxRssBytes: 512 * 1024 * 1024,
      retryAfterSeconds: 3,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 600_000,
      idleTimeoutMs: 20_000,
      keepAliveTimeoutMs: 5000,
      minBodyBytesPerSecond: 0,
    });
    expect(() => loadConfig({ HEADERS_TIMEOUT: '0' }, dir)).toThrow(ConfigError);
  });

  it('follows PORT in the default public URL', () => {
    expect(loadConfig({ PORT: '4000' }, dir).publicUrl).toBe('http://localhost:4000');
  });

  it('generates the JWT secret once, private to the owner', () => {
    const first = loadConfig({ DATA_DIR: 'd' }, dir);
    const file = path.join(dir, 'd', 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = loadConfig({ DATA_DIR: 'd' }, dir);
    expect(Buffer.from(second.jwtSecret)).toEqual(Buffer.from(first.jwtSecret));
  });

  it('creates the data folder owner-only', () => {
    loadConfig({ DATA_DIR: 'd' }, dir);
    expect(statSync(path.join(dir, 'd')).mode & 0o777).toBe(0o700);
  });

  it.each([0o640, 0o604, 0o644])('refuses to start on a secret file with mode %o', (mode) => {
    loadConfig({ DATA_DIR: 'd' }, dir);
    const file = path.join(dir, 'd', 'jwt-secret');
    chmodSync(file, mode);
    expect(() => loadConfig({ DATA_DIR: 'd' }, dir)).toThrow(
      new ConfigError(serverTexte.schluesselLesbar(file, mode.toString(8))),
    );
  });

  it('reads TRUST_PROXY as a list of addresses and CIDRs (unset: no proxy is trusted)', () => {
    expect(loadConfig({}, dir).trustProxy).toEqual([]);
    expect(
      loadConfig({ TRUST_PROXY: ' 10.0.0.5, 192.168.0.0/16,::1,fd00::/8 ,loopback' }, dir).trustProxy,
    ).toEqual(['10.0.0.5', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback']);
    for (const wrong of ['proxy.example.org', '10.0.0.0/33', '10.0.0.1,,10.0.0.2', '10.0.0.0/8/1', '::1/129'])
      expect(() => loadConfig({ TRUST_PROXY: wrong }, dir), wrong).toThrow(/TRUST_PROXY/);
  });

  describe('with DATABASE_URL (several instances on one database)', () => {
    const shared = {
      DATABASE_URL: 'postgres://u@db/x',
      JWT_SECRET: 'n'.repeat(40),
      PUBLIC_URL: 'https://portal.example.org',
      DOKUMENT_SCHLUESSEL: 'dGVzdC1kb2t1bWVudC1zY2hsdWVzc2VsLTMyYnl0ZSE=',
    };

    it("refuses to start without the documents' master key, naming DOKUMENT_SCHLUESSEL", () => {
      const env = { ...shared, DOKUMENT_SCHLUESSEL: '' };
      expect(() => loadConfig(env, dir)).toThrow(
        /^DOKUMENT_SCHLUESSEL oder DOKUMENT_SCHLUESSEL_DATEI muss gesetzt sein/,
      );
      expect(() => statSync(path.join(dir, 'data', 'dokument-schluessel'))).toThrow();
    });

    it('reads the master key from DOKUMENT_SCHLUESSEL_DATEI (owner-only) and DOKUMENT_SCHLUESSEL_VORHERIG', () => {
      const file = path.join(dir, 'schluessel-datei');
      writeFileSync(file, `${Buffer.alloc(32, 7).toString('base64')}\n`, { mode: 0o600 });
      const config = loadConfig(
        {
          ...shared,
          DOKUMENT_SCHLUESSEL: '',
          DOKUMENT_SCHLUESSEL_DATEI: file,
          DOKUMENT_SCHLUESSEL_VORHERIG: 'dGVzdC1kb2t1bWVudC1zY2hsdWVzc2VsLTMyYnl0ZSE=',
        },
        dir,
      );
      expect(config.dokumentSchluessel.current.key.equals(Buffer.alloc(32, 7))).toBe(true);
      expect(config.dokumentSchluessel.ids()).toHaveLength(2);
      chmodSync(file, 0o644);
      expect(() =>
        loadConfig({ ...shared, DOKUMENT_SCHLUESSEL: '', DOKUMENT_SCHLUESSEL_DATEI: file }, dir),
      ).toThrow(/lesbar/);
      expect(() => loadConfig({ ...shared, DOKUMENT_SCHLUESSEL: 'zu kurz' }, dir)).toThrow(
        /DOKUMENT_SCHLUESSEL enthält keinen gültigen Hauptschlüssel/,
      );
    });

    it.each(['JWT_SECRET', 'PUBLIC_URL'])('refuses to start without %s, naming it', (name) => {
      const env = { ...shared, [name]: ' ' };
      expect(() => loadConfig(env, dir)).toThrow(ConfigError);
      expect(() => loadConfig(env, dir)).toThrow(
        new RegExp(`^${name} muss gesetzt sein, wenn DATABASE_URL gesetzt ist`),
      );
      // Nothing was generated in DATA_DIR in its place.
      expect(() => statSync(path.join(dir, 'data', 'jwt-secret'))).toThrow();
    });

    it('starts with both, and reads JWT_SECRET_PREVIOUS for verifying only', () => {
      const config = loadConfig({ ...shared, JWT_SECRET_PREVIOUS: 'o'.repeat(40) }, dir);
      expect(Buffer.from(config.jwtSecret).toString()).toBe('n'.repeat(40));
      expect(Buffer.from(config.jwtSecretPrevious ?? []).toString()).toBe('o'.repeat(40));
      expect(loadConfig(shared, dir).jwtSecretPrevious).toBeUndefined();
    });
  });

  it('keeps the embedded defaults without DATABASE_URL (generated key, default URL)', () => {
    const config = loadConfig({}, dir);
    expect(config.jwtSecret.byteLength).toBeGreaterThanOrEqual(32);
    // The documents' master key: generated once, owner-only, the same on the next start.
    const keyFile = path.join(dir, 'data', 'dokument-schluessel');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(loadConfig({}, dir).dokumentSchluessel.current.id).toBe(config.dokumentSchluessel.current.id);
    expect(config.jwtSecretPrevious).toBeUndefined();
  });

  it.each([
    ['JWT_SECRET_PREVIOUS', 'short'],
    ['TRUST_PROXY', 'everyone'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://x'],
    ['LOG_LEVEL', 'loud'],
    ['JWT_SECRET', 'short'],
    ['CAPTCHA_MAX_NUMBER', '0'],
    ['REGISTER_PER_HOUR', '0'],
    ['REGISTER_PER_HOUR', 'viele'],
  ])('rejects %s=%s with a clear message', (name, value) => {
    expect(() => loadConfig({ [name]: value }, dir)).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value }, dir)).toThrow(new RegExp(name));
  });
});
