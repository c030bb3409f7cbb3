import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config';

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
