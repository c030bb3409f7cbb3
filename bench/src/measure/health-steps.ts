// The steps of bench/src/children/health-stack.ts (h109), shared with bench/src/health-bisect.ts.

/** In the order they are added; the names are the bisect's rows. */
export const stackSteps = [
  'bare',
  'serve-flags',
  'logger',
  'log-controller',
  'request-id',
  'options',
  'timeouts',
  'errors-json',
  'security-headers',
  'load-shedding',
  'body-guard',
  'origin-check',
  'routes',
  'heap',
] as const;
export type StackStep = (typeof stackSteps)[number];
