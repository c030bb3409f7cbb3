import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { API_BASE, type ApiCall } from '@examensportal/domain/api';
import { PRUEFUNGSSTELLE_BASE } from '@examensportal/domain/api-pruefungsstelle';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/connect';
import { usedSolutionsIn } from './features/captcha/repo';
import { captchaRoutes } from './features/captcha/routes';
import { accountRoutes } from './features/accounts/routes';
import { datenkopieRoutes } from './features/datenkopie/routes';
import { bekanntgabeRoutes } from './features/bekanntgabe/routes';
import { nachforderungRoutes } from './features/nachforderung/routes';
import { postfachRoutes } from './features/postfach/routes';
import { documentRoutes } from './features/documents/routes';
import { DocumentSweeper } from './features/documents/sweeper';
import { scheduleDailyAnchor } from './features/protokoll/anchor';
import { erinnerungenRoutes } from './features/erinnerungen/routes';
import { scheduleErinnerungen } from './features/erinnerungen/versand';
import { loeschungRoutes } from './features/loeschung/routes';
import { scheduleLoeschliste } from './features/loeschung/service';
import { loeschungenWiederholen } from './features/loeschung/wiederholen';
import { type PlannerStatistics, schedulePlannerStatistics } from './db/planner-statistics';
import { bescheidJob, bescheidJobKind } from './features/bescheide/job';
import { antragskopieJob, antragskopieJobKind } from './features/receipts/antragskopie';
import { receiptJob, receiptJobKind } from './features/receipts/job';
import { procedureRoutes } from './features/procedure/routes';
import { declarationRoutes } from './features/declarations/routes';
import { healthRoutes, type Lifecycle } from './features/health/routes';
import { sessionRoutes } from './features/sessions/routes';
import { SessionCache } from './features/sessions/cache';
import { DocumentListCache } from './features/documents/list-cache';
import { zweiterFaktorRoutes } from './features/zweiter-faktor/routes';
import { staffRoutes } from './features/staff/routes';
import { AccessLog } from './http/access-log';
import { registerAuth } from './http/auth';
import { registerErrorHandlers } from './http/errors';
import { StorageHealth } from './infra/storage-health';
import { registerJsonParser } from './http/json-body';
import { registerLoadShedding } from './http/load-shedding';
import { registerOriginCheck } from './http/origin-check';
import {
  defaultRateLimits,
  limiterFactory,
  registerAccountRateLimit,
  registerRateLimit,
  type RateLimits,
} from './http/rate-limit';
import { requestLogger } from './http/request-logger';
import { registerResponseCheck } from './http/response-check';
import { registerSecurityHeaders } from './http/security-headers';
import { registerBodyRateGuard, slowClientServerOptions } from './http/slow-clients';
import { spaRoutes } from './http/spa';
import { createCaptcha, type Captcha } from './infra/captcha';
import { type Clock, isTestbetrieb, type PortalClock } from './infra/clock';
import type { Periodic } from './infra/periodic';
import { createLogger } from './infra/logger';
import { linksFor } from './infra/mail-templates';
import { fileMailer, smtpMailer, type Mailer } from './infra/mailer';
import { OutboxWorker } from './infra/outbox';
import {
  antragskopieJobSchema,
  bescheidJobSchema,
  receiptJobSchema,
} from '@examensportal/domain/schemas/jobs';
import { ClamdScanner, parseClamdUrl, type Scanner } from './infra/scanner';
import { openDocumentStore } from './infra/document-store';
import type { FileStore } from './infra/storage';
import { registerMultipart } from './infra/upload';
import { memoryUploadLimit, UploadRate } from './infra/upload-rate';
import { postgresUploadLimit } from './infra/upload-rate-pg';
import { configurePdfPool } from './infra/pdf-pool';
import { Sealer } from './infra/seal';
import { loginStepLifetimeMs, loginStepTokens, SessionTokens, staffTokens } from './infra/session-tokens';
import { OfficeSocket } from './office/socket-server';

export interface Ports {
  database: Database;
  clock: Clock;
  /** Tests pass a logger writing into memory; main passes the process logger. */
  logger?: Logger;
  /** Default: SMTP over SMTP_URL, else .eml files under DATA_DIR/mail. */
  mailer?: Mailer;
  captcha?: Captcha;
  /** Default: PostgreSQL with DATABASE_URL, else files under DATA_DIR/files (infra/document-store.ts). */
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
  /** How often the daily Protokoll anchor is looked at (features/protokoll/anchor.ts); 0 = never (tests). */
  anchorIntervalMs?: number;
  /** How often the reminders look for what is due (features/erinnerungen/versand.ts); 0 = never (tests). */
  reminderIntervalMs?: number;
  /** How often the daily due list of deletions is looked at (features/loeschung); 0 = never (tests). */
  loeschlisteIntervalMs?: number;
  /** How often the embedded database refreshes its planner statistics; 0 = never (tests). */
  analyzeIntervalMs?: number;
  /**
   * Take office commands over DATA_DIR/office.sock (decision 0014). Only for a process that holds the
   * data-folder lock: main turns it on for the embedded database.
   */
  officeSocket?: boolean;
  /** Check every JSON answer against its route's response schema (tests; http/response-check.ts). */
  checkResponses?: boolean;
}

interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  /** Staff routes: the role they need, so a test can prove each refuses every other role. */
  staffRolle?: string;
  /** The call table entry the route was declared from (http/route.ts); none for the SPA's pages. */
  apiCall?: ApiCall;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
    outbox: OutboxWorker;
    sweeper: DocumentSweeper;
    /** Where this app keeps document contents (tests look into it through the same interface). */
    documentStore: FileStore;
    /** Every registered route, so a test can prove that each non-public one needs a session. */
    routeTable: RouteEntry[];
    /** With checkResponses: the answers that did not match their schema (tests fail on any). */
    responseMismatches: string[];
  }
}

export async function buildApp(
  config: Config,
  ports: Ports,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const lifecycle: Lifecycle = { closing: false };
  const logger = ports.logger ?? createLogger(config.logLevel);
  const accessLog = new AccessLog();
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
    logController: accessLog,
    // request.log is made on its first use (http/request-logger.ts).
    childLoggerFactory: requestLogger,
  });

  accessLog.watch(app);
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
  const storage =
    ports.storage ?? (await openDocumentStore(ports.database, config.dataDir, config.dokumentSchluessel));
  const scanner =
    ports.scanner ?? (config.clamdUrl ? new ClamdScanner(parseClamdUrl(config.clamdUrl)) : undefined);
  // Each job kind with the schema its stored payload is parsed with before it runs (issue 31.7).
  outbox.handle(
    receiptJobKind,
    receiptJobSchema,
    receiptJob({
      db,
      storage,
      logger,
      verfahren: config.verfahren,
      sealer,
      messageDomain: new URL(config.publicUrl).hostname,
      now: () => ports.clock.now(),
    }),
  );
  outbox.handle(
    antragskopieJobKind,
    antragskopieJobSchema,
    antragskopieJob({ db, storage, logger, verfahren: config.verfahren }),
  );
  outbox.handle(
    bescheidJobKind,
    bescheidJobSchema,
    bescheidJob({
      db,
      storage,
      logger,
      sealer,
      messageDomain: new URL(config.publicUrl).hostname,
      now: () => ports.clock.now(),
    }),
  );
  // Receipts and letters render in worker threads, started with the first PDF (decision 0072).
  configurePdfPool({ workers: config.pdfWorkers, logger });
  const sweeper = new DocumentSweeper({ db, storage, logger, clock: ports.clock });
  const sessionCache = await SessionCache.start(ports.database);
  const documentListCache = await DocumentListCache.start(ports.database);
  const ctx: AppContext = {
    sessionCache: sessionCache?.cache,
    documentListCache: documentListCache.cache,
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
    staffSessionTokens: new SessionTokens(
      config.jwtSecret,
      config.publicUrl,
      config.jwtSecretPrevious,
      staffTokens,
    ),
    loginStepTokens: new SessionTokens(
      config.jwtSecret,
      config.publicUrl,
      config.jwtSecretPrevious,
      loginStepTokens,
      loginStepLifetimeMs,
    ),
    totpSealer: new Sealer(config.jwtSecret, 'staff-totp', config.jwtSecretPrevious),
    sealer,
    outbox,
    messageDomain: new URL(config.publicUrl).hostname,
    storage,
    scanner,
    // Shared by all instances with PostgreSQL, in memory with the embedded database (issue 18).
    uploadRate: ports.database.pool
      ? postgresUploadLimit(db, config.uploadRatePerHour)
      : memoryUploadLimit(new UploadRate(config.uploadRatePerHour)),
  };
  const limiterFor = limiterFactory(ports.database.pool);
  const limits: RateLimits = {
    ...defaultRateLimits,
    apiPerMinute: config.apiRequestsPerMinute,
    registerPerHour: config.registerPerHour,
    ...options.rateLimits,
  };

  app.decorateRequest('accessFacts', undefined);
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const staffRolle = route.config?.staffRolle;
      const apiCall = route.config?.apiCall;
      routeTable.push({
        method,
        url: route.url,
        public: route.config?.public === true,
        ...(staffRolle ? { staffRolle } : {}),
        ...(apiCall ? { apiCall } : {}),
      });
    }
  });
  app.decorate('routeTable', routeTable);
  const responseMismatches: string[] = [];
  app.decorate('responseMismatches', responseMismatches);
  if (options.checkResponses) registerResponseCheck(app, responseMismatches);
  app.decorate('lifecycle', lifecycle);
  app.decorate('outbox', outbox);
  app.decorate('sweeper', sweeper);
  app.decorate('documentStore', storage);
  app.addHook('onReady', async () => outbox.start(options.outboxPollMs ?? 1000));
  app.addHook('onReady', async () => sweeper.start(options.sweepIntervalMs ?? 15 * 60_000));
  let anchors: Periodic | undefined;
  app.addHook('onReady', async () => {
    anchors = scheduleDailyAnchor(
      {
        db,
        clock: ports.clock,
        dir: config.protokollAnkerDir,
        mail: config.protokollAnkerMail
          ? { sealer, messageDomain: new URL(config.publicUrl).hostname }
          : undefined,
        logger,
      },
      options.anchorIntervalMs ?? 10 * 60_000,
    );
  });
  let erinnerungen: Periodic | undefined;
  app.addHook('onReady', async () => {
    erinnerungen = scheduleErinnerungen(
      {
        db,
        clock: ports.clock,
        verfahren: config.verfahren,
        sealer,
        messageDomain: new URL(config.publicUrl).hostname,
        logger,
        kick: () => outbox.kick(),
      },
      options.reminderIntervalMs ?? 60 * 60_000,
    );
  });
  let loeschliste: Periodic | undefined;
  app.addHook('onReady', async () => {
    // A restored backup must not bring deleted people back (decision 0041): before the first request.
    await loeschungenWiederholen({
      db,
      clock: ports.clock,
      storage,
      dataDir: config.dataDir,
      dir: config.protokollAnkerDir,
      logger,
    });
    loeschliste = scheduleLoeschliste(
      { db, clock: ports.clock, config, logger },
      options.loeschlisteIntervalMs ?? options.anchorIntervalMs ?? 10 * 60_000,
    );
  });
  let statistics: PlannerStatistics | undefined;
  app.addHook('onReady', async () => {
    statistics = schedulePlannerStatistics(ports.database, logger, options.analyzeIntervalMs ?? 60 * 60_000);
  });
  // A test-mode clock move (decision 0077) in place of a restart at that moment: the in-memory state
  // a restart emptied goes, and the work a start did runs now, before the caller goes on – the outbox
  // too (its letters and mails add files to the store, which a journey counts).
  const uhrStellenWieNeustart = (clock: PortalClock) => async (moment: Date, ohneHintergrund: boolean) => {
    clock.moveTo(moment);
    sessionCache?.cache.invalidate('alle');
    documentListCache.cache.invalidate('*');
    await limiterFor.forgetAll();
    if (ohneHintergrund) return;
    await anchors?.runNow();
    await erinnerungen?.runNow();
    await loeschliste?.runNow();
    await outbox.runOnce();
  };
  const officeSocket = options.officeSocket
    ? new OfficeSocket({
        dataDir: config.dataDir,
        db,
        clock: ports.clock,
        verfahren: config.verfahren,
        storage,
        publicUrl: config.publicUrl,
        protokollAnkerDir: config.protokollAnkerDir,
        logger,
        portalNow: config.portalNow,
        uhrStellen: isTestbetrieb(ports.clock) ? uhrStellenWieNeustart(ports.clock) : undefined,
      })
    : undefined;
  if (officeSocket) app.addHook('onReady', async () => officeSocket.listen());
  app.addHook('onClose', async () => {
    // A running office command finishes (its transaction commits or rolls back) before the database
    // closes; new ones are refused from now on.
    await officeSocket?.close();
    // A cut upload removes its tmp file before the process may exit (REL-SHUT: no partial files).
    await storage.settled();
    await sweeper.stop();
    await statistics?.stop();
    await anchors?.stop();
    await erinnerungen?.stop();
    await loeschliste?.stop();
    await outbox.stop();
    await sessionCache?.stop().catch(() => {});
    await documentListCache.stop().catch(() => {});
    mailer.close();
  });

  // The embedded database lives in DATA_DIR; documents in DATA_DIR/files (a mount of its own, maybe)
  // or in PostgreSQL.
  const storageHealth = new StorageHealth(config.dataDir, storage);
  registerErrorHandlers(app, storageHealth);
  registerJsonParser(app);
  await registerSecurityHeaders(app);
  registerLoadShedding(app, config.overload, { underPressure: options.underPressure ?? true });
  registerBodyRateGuard(app, config.overload);

  // The API: every route needs a session unless it is marked public (fail closed).
  await app.register(
    async (api) => {
      registerOriginCheck(api, config.publicUrl);
      registerRateLimit(api, limiterFor);
      registerAuth(api, ctx);
      registerAccountRateLimit(api, limits.apiPerMinute, limiterFor);
      await api.register(healthRoutes, { database: ports.database, lifecycle, storage: storageHealth });
      // The probes outside the scope of the multipart parser, whose three async hooks (a close
      // listener, two promises) would otherwise run on every probe (issue 29).
      await api.register(async (rest) => {
        await registerMultipart(rest);
        await rest.register(captchaRoutes, { ctx, limits });
        await rest.register(sessionRoutes, { ctx, limits });
        await rest.register(zweiterFaktorRoutes, { ctx, limits });
        await rest.register(accountRoutes, { ctx, limits });
        await rest.register(documentRoutes, { ctx });
        await rest.register(datenkopieRoutes, { ctx, limits, limiterFor });
        await rest.register(loeschungRoutes, { ctx });
        await rest.register(bekanntgabeRoutes, { ctx });
        await rest.register(erinnerungenRoutes, { ctx, feedPerMinute: limits.kalenderFeedPerMinute });
        await rest.register(nachforderungRoutes, { ctx });
        await rest.register(postfachRoutes, { ctx });
        await rest.register(procedureRoutes, { ctx });
        await rest.register(declarationRoutes, { ctx });
      });
    },
    { prefix: API_BASE },
  );
  // The examination office's staff: a sibling scope with its own guard and token audience (issue 15).
  await app.register(staffRoutes, { prefix: `${API_BASE}${PRUEFUNGSSTELLE_BASE}`, ctx, limits, limiterFor });

  await app.register(spaRoutes, { webDist: config.webDist, clock: ports.clock });
  return app;
}
