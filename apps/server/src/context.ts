import type { Config } from './config';
import type { Db } from './db/connect';
import type { Captcha } from './infra/captcha';
import type { Clock } from './infra/clock';
import type { OutboxWorker } from './infra/outbox';
import type { Scanner } from './infra/scanner';
import type { FileStore } from './infra/storage';
import type { UploadLimit } from './infra/upload-rate';
import type { Sealer } from './infra/seal';
import type { SessionTokens } from './infra/session-tokens';
import type { SessionCache } from './features/sessions/cache';
import type { DocumentListCache } from './features/documents/list-cache';

/** What the feature services need; built once in buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  captcha: Captcha;
  sessionTokens: SessionTokens;
  /** Staff sessions: the same secret, another audience and token type (issue 15). */
  staffSessionTokens: SessionTokens;
  /** The login's pending second step of a candidate with a second factor (decision 0042). */
  loginStepTokens: SessionTokens;
  /** Seals staff and candidate TOTP keys at rest (AES-256-GCM, key derived from JWT_SECRET). */
  totpSealer: Sealer;
  /** Encrypts link tokens while their mail waits in the outbox. */
  sealer: Sealer;
  outbox: OutboxWorker;
  /** Right-hand side of Message-IDs (the host of PUBLIC_URL). */
  messageDomain: string;
  /** The document store (DATA_DIR/files). */
  storage: FileStore;
  /** Malware scan of uploads; undefined when CLAMD_URL is not set. */
  scanner: Scanner | undefined;
  /** Files per candidate and hour, over every upload route. */
  uploadRate: UploadLimit;
  /** Checked sessions in memory, embedded database only (decision 0052); undefined on PostgreSQL. */
  sessionCache?: SessionCache | undefined;
  /** Each account's documents list in memory, embedded database only (decision 0097). */
  documentListCache?: DocumentListCache | undefined;
}
