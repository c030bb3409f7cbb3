// Issue 29, row B1/health (bench/src/health-bisect.ts): `GET /health/live` on a Fastify app built up from
// a bare hello to our server's stack, one step at a time, with the server's own modules:
//   node --import tsx bench/src/children/health-stack.ts <port> <step>
// Each step includes all those before it (the order of `stackSteps`). The serve step's Node options and
// allocator are the spawner's part (`npm run serve`'s words); here they only count as a step.
import { randomUUID } from 'node:crypto';
import { healthAntwortSchema } from '@examensportal/domain/schemas/antworten';
import { API, API_BASE, type ApiCall } from '@examensportal/domain/api';
import { PRUEFUNGSSTELLE_API, PRUEFUNGSSTELLE_BASE } from '@examensportal/domain/api-pruefungsstelle';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { defaults } from '../../../apps/server/src/config';
import { AccessLog } from '../../../apps/server/src/http/access-log';
import { registerErrorHandlers } from '../../../apps/server/src/http/errors';
import { registerJsonParser } from '../../../apps/server/src/http/json-body';
import { registerLoadShedding } from '../../../apps/server/src/http/load-shedding';
import { registerOriginCheck } from '../../../apps/server/src/http/origin-check';
import { requestLogger } from '../../../apps/server/src/http/request-logger';
import { route } from '../../../apps/server/src/http/route';
import { registerSecurityHeaders } from '../../../apps/server/src/http/security-headers';
import { registerBodyRateGuard, slowClientServerOptions } from '../../../apps/server/src/http/slow-clients';
import { BufferedStdout, createLogger } from '../../../apps/server/src/infra/logger';
import { type StackStep, stackSteps } from '../measure/health-steps';

const port = Number(process.argv[2]);
const upTo = stackSteps.indexOf(process.argv[3] as StackStep);
if (upTo < 0) throw new Error(`unknown step ${process.argv[3]}; one of ${stackSteps.join(', ')}`);
const has = (step: StackStep) => stackSteps.indexOf(step) <= upTo;
const overload = defaults.overload;

const options: FastifyServerOptions = { logger: false };
const accessLog = new AccessLog();
if (has('logger')) {
  delete options.logger;
  options.loggerInstance = createLogger('info', new BufferedStdout()) as FastifyBaseLogger;
}
if (has('log-controller'))
  Object.assign(options, { logController: accessLog, childLoggerFactory: requestLogger });
if (has('request-id')) Object.assign(options, { requestIdHeader: false, genReqId: () => randomUUID() });
if (has('options')) {
  Object.assign(options, {
    trustProxy: false,
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 200 },
  });
}
if (has('timeouts')) Object.assign(options, slowClientServerOptions(overload));

const app = Fastify(options);
if (has('log-controller')) accessLog.watch(app);
if (has('errors-json')) {
  app.decorateRequest('accessFacts', undefined);
  registerErrorHandlers(app);
  registerJsonParser(app);
}
if (has('security-headers')) await registerSecurityHeaders(app);
if (has('load-shedding')) registerLoadShedding(app, overload, { underPressure: true });
if (has('body-guard')) registerBodyRateGuard(app, overload);

// The probe as the server registers it (route config, the API prefix) from the first step on.
await app.register(
  async (api) => {
    if (has('origin-check')) registerOriginCheck(api, `http://127.0.0.1:${port}`);
    route(
      api,
      API.healthLive,
      { response: healthAntwortSchema, config: { public: true, accessLog: false, shed: false } },
      async () => ({ status: 'ok' as const }),
    );
    // The server's other routes (the candidates' and the staff's call tables), so the router is as big.
    if (has('routes')) {
      const noop = async () => ({});
      for (const call of Object.values(API) as ApiCall[]) {
        if (call !== API.healthLive) api.route({ method: call.method, url: call.path, handler: noop });
      }
      await api.register(
        async (staff) => {
          for (const call of Object.values(PRUEFUNGSSTELLE_API) as ApiCall[]) {
            staff.route({ method: call.method, url: call.path, handler: noop });
          }
        },
        { prefix: PRUEFUNGSSTELLE_BASE },
      );
    }
  },
  { prefix: API_BASE },
);
if (has('routes')) {
  // The SPA's routes as the server has them without a web build (the bench's server): `/` and a wildcard.
  app.get('/', async () => ({}));
  app.get('/examensportal', async () => ({}));
  app.get('/examensportal/*', async () => ({}));
}
// A heap as large as the server's after its start (about 35 MB used): long-lived objects and strings.
const ballast: unknown[] = [];
if (has('heap')) {
  for (let i = 0; i < 250_000; i++)
    ballast.push({ id: i, name: `row-${i}-${'x'.repeat(60)}`, list: [i, i + 1] });
}
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGUSR2', () => process.stderr.write(`${ballast.length}\n`));
