import type { Logger } from 'pino';
import { createLogger } from '../../src/infra/logger';

/** A real pino logger (same redaction and serializers as production) that writes into memory. */
export function captureLogs(): {
  logger: Logger;
  lines: string[];
  text: () => string;
  entries: () => Record<string, unknown>[];
} {
  const lines: string[] = [];
  const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
  return {
    logger,
    lines,
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
