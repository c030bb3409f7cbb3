// zod 4 probes `new Function('')` when an object schema is created, to decide whether it may compile
// parsers; under the portal's CSP (no 'unsafe-eval') that probe is reported as a violation. The browser
// entry imports this module first, so every schema is built without JIT.
//
// It writes zod's global configuration object (`globalThis.__zod_globalConfig`, the object
// `z.config()` changes and returns) instead of importing zod: the import put zod's core (about 3 KiB gz)
// into the entry of every page, /login included, which needs no schema before its first paint
// (issue 16.5). packages/domain/test/zod-jitless.test.ts checks that zod reads the setting.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
