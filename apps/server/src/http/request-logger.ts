import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilent as LogLevel } from 'pino';

type Write = (...args: unknown[]) => void;

/**
 * request.log, made only when something logs (issue 29). Fastify makes a pino child with the request
 * id for every request; with our redaction paths pino runs the id through the redactor, and child plus
 * redaction were 5 % of GET /health/live, which never logs. The child is made on the first use, with
 * the same bindings and options, so a line written through it is the line Fastify's child writes.
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): LogLevel {
    return this.real.level as LogLevel;
  }
  set level(level: string) {
    this.real.level = level;
  }

  /**
   * The access line: through the child once it exists; else through the parent with the bindings in
   * the object (the same fields), so a request that logs nothing else makes no child at all. Only when
   * the route sets no level or serializers of its own, which the child would carry.
   */
  accessLine(obj: Record<string, unknown>, msg: string): void {
    if (this.#child || this.options.level !== undefined || this.options.serializers !== undefined) {
      this.real.info(obj, msg);
      return;
    }
    this.parent.info({ ...this.bindings, ...obj }, msg);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }

  // Methods on the prototype, not arrow fields: nothing more is made per request than this object.
  fatal(...args: unknown[]): void {
    (this.real.fatal as Write)(...args);
  }
  error(...args: unknown[]): void {
    (this.real.error as Write)(...args);
  }
  warn(...args: unknown[]): void {
    (this.real.warn as Write)(...args);
  }
  info(...args: unknown[]): void {
    (this.real.info as Write)(...args);
  }
  debug(...args: unknown[]): void {
    (this.real.debug as Write)(...args);
  }
  trace(...args: unknown[]): void {
    (this.real.trace as Write)(...args);
  }
  silent(): void {}
}

/** Fastify's childLoggerFactory option. */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}
