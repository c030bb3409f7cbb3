import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config';

const errorLevel = pino.levels.values.error ?? 50;

/**
 * The process log on stdout, buffered (decision 0089): one write(2) per `minLength` bytes of lines
 * instead of one per line (the access line's own write was 9 % of a read and 12 % of a save). Lines wait
 * at most `flushMs` (a timer armed by the first waiting line, none while idle); error and fatal lines go
 * out at once with everything before them. `flushSync` writes what waits (main.ts: at start and at exit,
 * which every orderly stop, crash handler and `process.exit` reaches). A kill -9 loses at most the last
 * `flushMs` of lines.
 */
export class BufferedStdout implements DestinationStream {
  /** pino sets `lastLevel` before each write (its documented metadata protocol). */
  readonly [pino.symbols.needsMetadataGsym] = true;
  lastLevel = 0;
  private readonly boom;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly flushMs = 100,
    minLength = 8192,
  ) {
    // Synchronous writes as before (no write in flight at exit), only fewer of them.
    this.boom = pino.destination({ dest: 1, sync: true, minLength });
  }

  write(line: string): void {
    this.boom.write(line);
    if (this.lastLevel >= errorLevel) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.flushMs).unref();
  }

  /** Writes what waits now (synchronously: the destination is in sync mode); pino's `logger.flush`. */
  readonly flush = (done?: (error?: Error) => void): void => {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.boom.flush();
    done?.();
  };

  /** Writes what waits, for the process's last moments (also fsyncs a file). */
  flushSync(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.boom.flushSync();
  }

  /**
   * Writes what waits when the process ends: every way out but a kill passes 'exit' (process.exit, the
   * end of the event loop, an uncaught error; main.ts's closeWithGrace ends signals and crashes so).
   */
  flushAtExit(): this {
    process.on('exit', () => {
      try {
        this.flushSync();
      } catch {
        // stdout gone (a closed pipe): nothing left to write to.
      }
    });
    return this;
  }
}

// Secrets that may appear in log objects. Bodies are never logged; these paths are a second line.
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'passwort',
  'passwort1',
  'token',
  'jwt',
  '*.passwort',
  '*.passwort1',
  '*.token',
  '*.jwt',
];

// Links in mails and the SPA carry one-time tokens in the path, the calendar feed its secret; the
// request log must not.
const tokenInPath =
  /\/(confirmregistration|confirmemail|confirmresetpassword|emailzuruecksetzen|einrichten|kalenderfeed)\/[^/?#]*/g;

export function safeUrl(url: string): string {
  const withoutQuery = url.split('?')[0] ?? '';
  return withoutQuery.replace(tokenInPath, '/$1/[redacted]');
}

interface RawRequestLike {
  method?: string;
  url?: string;
  id?: string;
  ip?: string;
}

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: redactPaths, censor: '[redacted]' },
      serializers: {
        req: (req: RawRequestLike) => ({ method: req.method, url: safeUrl(req.url ?? ''), ip: req.ip }),
      },
    },
    destination,
  );
}
