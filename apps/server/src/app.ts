import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/connect';
import { usedSolutionsIn } from './features/captcha/repo';
import { captchaRoutes } from './features/captcha/routes';
import { accountRoutes } from './features/accounts/routes';
import { documentRoutes } from './features/documents/routes';
import { DocumentSweeper } from './features/documents/sweeper';
import { receiptJob, receiptJobKind } from './features/receipts/job';
import { procedureRoutes } from './features/procedure/routes';
import { declarationRoutes } from './features/declarations/routes';
import { healthRoutes, type Lifecycle } from './features/health/routes';
import { sessionRoutes } from './features/sessions/routes';
import { AccessLog } from './http/access-log';
import { registerAuth } from './http/auth';
import { registerErrorHandlers } from './http/errors';
import { StorageHealth } from './infra/storage-health';
import { registerJsonParser } from './http/json-body';
import { registerLoadShedding } from './http/load-shedding';
import { registerOriginCheck } from './http/origin-check';
import {
  defaultRateLimits,
  registerAccountRateLimit,
  registerRateLimit,
  type RateLimits,
} from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { registerBodyRateGuard, slowClientServerOptions } from './http/slow-clients';
import { spaRoutes } from './http/spa';
import { createCaptcha, type Captcha } from './infra/captcha';
import type { Clock } from './infra/clock';
import { createLogger } from './infra/logger';
import { linksFor } from './infra/mail-templates';
import { fileMailer, smtpMailer, type Mailer } from './infra/mailer';
import { OutboxWorker } from './infra/outbox';
import { ClamdScanner, parseClamdUrl, type Scanner } from './infra/scanner';
import { DiskFileStore, type FileStore } from './infra/storage';
import { registerMultipart } from './infra/upload';
import { UploadRate } from './infra/upload-rate';
import { Sealer } from './infra/seal';
import { SessionTokens } from './infra/session-tokens';

const apiBase = '/examensportal/backend';

export interface Ports {
  database: Database;
  clock: Clock;
  /** Tests pass a logger writing into memory; main passes the process logger. */
  logger?: Logger;
  /** Default: SMTP over SMTP_URL, else .eml files under DATA_DIR/mail. */
  mailer?: Mailer;
  captcha?: Captcha;
  /** Default: files under DATA_DIR/files. */
  storage?: FileStore;
  /** Default: ClamAV over CLAMD_URL when set, else no scan. */
  scanner?: Scanner;
}

export interface BuildOptions {
  /** Turn @fastify/under-pressure off (tests run many apps in one process). */
  underPressure?: boolean;
  /** How often the outbox worker looks for mail; 0 = only when kicked or run by hand (tests). */
  outboxPollMs?: number;
  rateLimits?: Partial<RateLimits>;
  /** How often the sweeper cleans the document store; 0 = only when run by hand (tests). */
  sweepIntervalMs?: number;
}

interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
    outbox: OutboxWorker;
    sweeper: DocumentSweeper;
    /** Every registered route, so a test can prove that each non-public one needs a session. */
    routeTable: RouteEntry[];
  }
}

export async function buildApp(
  config: Config,
  ports: Ports,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const lifecycle: Lifecycle = { closing: false };
  const logger = ports.logger ?? createLogger(config.logLevel);
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // Only a listed proxy's X-Forwarded-For sets request.ip (rate limits, login throttling, logs);
    // the same header from anyone else is ignored (TRUST_PROXY, issue 18).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 256 * 1024,
    ...slowClientServerOptions(config.overload),
    return503OnClosing: true,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Never trust a client-chosen request id; ours ties log lines together.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: 200 },
    // One access line per request instead of two (http/access-log.ts).
    logController: new AccessLog(),
  });

  const db = ports.database.db;
  const mailer =
    ports.mailer ??
    (config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : fileMailer(path.join(config.dataDir, 'mail'), config.mailFrom, logger));
  const sealer = new Sealer(config.jwtSecret, 'outbox', config.jwtSecretPrevious);
  const outbox = new OutboxWorker({
    db,
    clock: ports.clock,
    mailer,
    sealer,
    links: linksFor(config.publicUrl),
    logger,
  });
  const storage = ports.storage ?? (await DiskFileStore.open(path.join(config.dataDir, 'files')));
  const scanner =
    ports.scanner ?? (config.clamdUrl ? new ClamdScanner(parseClamdUrl(config.clamdUrl)) : undefined);
  outbox.handle(receiptJobKind, receiptJob({ db, storage, logger, verfahren: config.verfahren }));
  const sweeper = new DocumentSweeper({ db, storage, logger, clock: ports.clock });
  const ctx: AppContext = {
    config,
    db,
    clock: ports.clock,
    captcha:
      ports.captcha ??
      createCaptcha({
        secret: config.jwtSecret,
        maxNumber: config.captchaMaxNumber,
        used: usedSolutionsIn(db),
      }),
    sessionTokens: new SessionTokens(config.jwtSecret, config.publicUrl, config.jwtSecretPrevious),
    sealer,
    outbox,
    messageDomain: new URL(config.publicUrl).hostname,
    storage,
    scanner,
    uploadRate: new UploadRate(config.uploadRatePerHour),
  };
  const limits: RateLimits = {
    ...defaultRateLimits,
    apiPerMinute: config.apiRequestsPerMinute,
    registerPerHour: config.registerPerHour,
    ...options.rateLimits,
  };

  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, public: route.config?.public === true });
    }
  });
  app.decorate('routeTable', routeTable);
  app.decorate('lifecycle', lifecycle);
  app.decorate('outbox', outbox);
  app.decorate('sweeper', sweeper);
  app.addHook('onReady', async () => outbox.start(options.outboxPollMs ?? 1000));
  app.addHook('onReady', async () => sweeper.start(options.sweepIntervalMs ?? 15 * 60_000));
  app.addHook('onClose', async () => {
    // A cut upload removes its tmp file before the process may exit (REL-SHUT: no partial files).
    await storage.settled();
    await sweeper.stop();
    await outbox.stop();
    mailer.close();
  });

  // The embedded database lives in DATA_DIR, documents in DATA_DIR/files (a mount of its own, maybe).
  const storageHealth = new StorageHealth([config.dataDir, path.join(config.dataDir, 'files')]);
  registerErrorHandlers(app, storageHealth);
  registerJsonParser(app);
  await registerSecurityHeaders(app);
  await registerLoadShedding(app, config.overload, { underPressure: options.underPressure ?? true });
  registerBodyRateGuard(app, config.overload);

  // The API: every route needs a session unless it is marked public (fail closed).
  await app.register(
    async (api) => {
      registerOriginCheck(api, config.publicUrl);
      await registerRateLimit(api);
      registerAuth(api, ctx);
      registerAccountRateLimit(api, limits.apiPerMinute);
      await registerMultipart(api);
      await api.register(healthRoutes, { database: ports.database, lifecycle, storage: storageHealth });
      await api.register(captchaRoutes, { ctx, limits });
      await api.register(sessionRoutes, { ctx, limits });
      await api.register(accountRoutes, { ctx, limits });
      await api.register(documentRoutes, { ctx });
      await api.register(procedureRoutes, { ctx });
      await api.register(declarationRoutes, { ctx });
    },
    { prefix: apiBase },
  );

  await app.register(spaRoutes, { webDist: config.webDist, clock: ports.clock });
  return app;
}
