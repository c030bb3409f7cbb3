// The running server's side of the office socket (decision 0014): runs an office command in-process,
// on the server's own database, clock and document store, through the same runner as the command
// line (runner.ts), so its result is visible in the portal at once and it is audited the same way.
import { chmodSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import type { Logger } from 'pino';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { ConfigError, portalNow as zeitpunktAus, type Grundeinstellungen } from '../config';
import type { Db } from '../db/connect';
import type { Clock } from '../infra/clock';
import type { FileStore } from '../infra/storage';
import { protokollAudit } from '../features/buero/service';
import { befehlAusfuehren, type Ergebnis } from './runner';
import { anfrageSchema, jsonOderNichts, MAX_ANFRAGE_BYTES, officeSocketPath } from './socket-protocol';

const o = officeCliTexte;

export interface OfficeSocketOptions {
  dataDir: string;
  db: Db;
  clock: Clock;
  verfahren: Grundeinstellungen;
  storage: FileStore;
  /** PUBLIC_URL: the origin of printed links (mitarbeiter-anlegen). */
  publicUrl: string;
  /** PROTOKOLL_ANKER_DIR (protokoll-pruefen). */
  protokollAnkerDir?: string | undefined;
  logger: Logger;
  /** The server's PORTAL_NOW: a call from a command line set to another clock is refused. */
  portalNow: Date | undefined;
  /**
   * Only with PORTAL_NOW (test mode): moves the clock and, unless `ohneHintergrund`, does the
   * background work a start at that moment did (decision 0077). Production has none, so the command
   * `uhr-stellen` is refused there.
   */
  uhrStellen?: ((moment: Date, ohneHintergrund: boolean) => Promise<void>) | undefined;
}

/** The test-mode command of the socket: `uhr-stellen <ISO 8601 with offset> [--ohne-hintergrund]`. */
const UHR_STELLEN = 'uhr-stellen';
const OHNE_HINTERGRUND = '--ohne-hintergrund';

function entfernen(file: string): void {
  try {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR/office.sock: operator-configured folder, fixed name
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

export class OfficeSocket {
  readonly path: string;
  private readonly server: net.Server;
  private readonly calls = new Set<Promise<void>>();
  private closing = false;
  private listening = false;
  /** The clock's setting a command line must match: PORTAL_NOW, or the last clock move. */
  private uhrStand: string | null;

  constructor(private readonly options: OfficeSocketOptions) {
    this.uhrStand = options.portalNow?.toISOString() ?? null;
    this.path = officeSocketPath(options.dataDir);
    this.server = net.createServer((socket) => this.accept(socket));
  }

  /**
   * Listens on DATA_DIR/office.sock. The caller holds the data-folder lock, so a socket file found
   * there is a dead server's and is removed first. A failure (e.g. a path too long for a socket) is
   * logged and the portal runs on: the command line then says the server takes no commands.
   */
  async listen(): Promise<void> {
    try {
      entfernen(this.path);
      await new Promise<void>((resolve, reject) => {
        this.server.once('error', reject);
        this.server.listen(this.path, () => {
          this.server.off('error', reject);
          resolve();
        });
      });
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR/office.sock
      chmodSync(this.path, 0o600);
      this.listening = true;
      this.options.logger.info({ event: 'office.socket', path: this.path }, 'office commands accepted');
    } catch (err) {
      this.options.logger.warn({ err, event: 'office.socket_failed', path: this.path }, 'no office socket');
    }
  }

  /** Commands running now (the shutdown waits for them). */
  get running(): number {
    return this.calls.size;
  }

  /** Takes no new calls, waits for the running ones (graceful shutdown), removes the socket file. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.listening) {
      this.listening = false;
      await new Promise<void>((resolve) => this.server.close(() => resolve()));
      entfernen(this.path);
    }
    await Promise.allSettled([...this.calls]);
  }

  private accept(socket: net.Socket): void {
    let buffer = '';
    let done = false;
    const answer = (ergebnis: Ergebnis) => {
      done = true;
      // The caller may have gone (Ctrl-C): the command has run or not as a whole all the same.
      if (!socket.destroyed) socket.end(`${JSON.stringify(ergebnis)}\n`);
    };
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      if (done) return;
      buffer += chunk;
      const end = buffer.indexOf('\n');
      if (end < 0) {
        if (buffer.length > MAX_ANFRAGE_BYTES) socket.destroy();
        return;
      }
      done = true;
      const run = this.handle(buffer.slice(0, end)).then(answer, (err: unknown) => {
        this.options.logger.error({ err, event: 'office.socket_error' }, 'office call failed');
        answer({ code: 1, stdout: '', stderr: `${o.unerwartet(String(err))}\n` });
      });
      this.calls.add(run);
      void run.finally(() => this.calls.delete(run));
    });
  }

  private async handle(line: string): Promise<Ergebnis> {
    if (this.closing) return { code: 1, stdout: '', stderr: `${o.serverWirdBeendet}\n` };
    const parsed = anfrageSchema.safeParse(jsonOderNichts(line));
    if (!parsed.success) return { code: 1, stdout: '', stderr: `${o.eingabeUngueltig}\n` };
    const anfrage = parsed.data;
    if (anfrage.argv[0] === UHR_STELLEN) return this.uhrStellen(anfrage.argv.slice(1));
    const { db, clock, verfahren, storage, publicUrl, protokollAnkerDir, logger } = this.options;
    if (anfrage.portalNow !== this.uhrStand) return { code: 1, stdout: '', stderr: `${o.andereUhr}\n` };
    const ergebnis = await befehlAusfuehren(anfrage, async () => ({
      db,
      clock,
      verfahren,
      storage,
      publicUrl,
      ...(protokollAnkerDir ? { protokollAnkerDir } : {}),
      audit: protokollAudit(logger),
    }));
    logger.info(
      { event: 'office.command', command: anfrage.argv[0] ?? null, exitCode: ergebnis.code },
      'office command over the socket',
    );
    return ergebnis;
  }

  private async uhrStellen(args: readonly string[]): Promise<Ergebnis> {
    const { uhrStellen, logger } = this.options;
    if (!uhrStellen) return { code: 1, stdout: '', stderr: `${o.uhrNurImTestbetrieb}\n` };
    const [zeitpunkt, option, ...mehr] = args;
    if (mehr.length > 0 || (option !== undefined && option !== OHNE_HINTERGRUND))
      return { code: 1, stdout: '', stderr: `${o.eingabeUngueltig}\n` };
    let moment: Date | undefined;
    try {
      moment = zeitpunktAus({ PORTAL_NOW: zeitpunkt });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return { code: 1, stdout: '', stderr: `${error.message}\n` };
    }
    if (!moment) return { code: 1, stdout: '', stderr: `${o.eingabeUngueltig}\n` };
    await uhrStellen(moment, option === OHNE_HINTERGRUND);
    this.uhrStand = moment.toISOString();
    logger.warn({ event: 'clock.moved', portalNow: this.uhrStand }, 'PORTAL_NOW: test mode clock moved');
    return { code: 0, stdout: `${o.uhrGestellt(this.uhrStand)}\n`, stderr: '' };
  }
}
