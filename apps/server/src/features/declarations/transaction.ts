// One declaration = one transaction (architecture §5, REL-ATOM): the candidate lock, the facts read
// under it, the domain's re-check, the append-only declaration with the server's receipt time, the
// fact changes, the documents sent with it and the receipt job – or nothing at all.
import { and, eq } from 'drizzle-orm';
import { serverTexte } from '@examensportal/domain/messages-server';
import { berlinDate, type IsoDate } from '@examensportal/domain/dates';
import { formatDatum } from '@examensportal/domain/format';
import { inhaltGeloeschtAm } from '@examensportal/domain/rules/inhalt-geloescht';
import type { ErklaerungAntwort } from '@examensportal/domain/schemas/antworten-verfahren';
import type { Ereignisart, ErklaerungKey } from '@examensportal/domain/erklaerungen/index';
import {
  type Erklaerung,
  type Gebuehrenfolge,
  gebuehrenfolgen,
  gebuehrensumme,
} from '@examensportal/domain/rules/fees';
import type { ModulSlot } from '@examensportal/domain/rules/module';
import type { QuittungsAngabe } from '@examensportal/domain/rules/receipt';
import type { Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';
import type { AppContext } from '../../context';
import type { Grundeinstellungen } from '../../config';
import type { Clock } from '../../infra/clock';
import type { Conn, Tx } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { declarations } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { faultPoint } from '../../infra/faultPoint';
import { lockCandidate } from '../procedure/records';
import { loadProcedure, type LoadedProcedure } from '../procedure/repo';
import { heute } from '../procedure/service';
import { loadSettings } from '../procedure/settings';
import { buchen, type Dateiablage } from './buchung';

/** The answer of every POST /api/modul/…: the receipt time is the server's, with the fee consequences. */
export type Antwort = ErklaerungAntwort;

/** What a flow reads its decision from: the facts under the candidate lock. */
export interface Lage {
  tx: Tx;
  procedure: LoadedProcedure;
  settings: Verfahrenseinstellungen;
  today: IsoDate;
  now: Date;
}

/** What a flow decided: the declaration to record and the fact changes that go with it. */
export interface Plan {
  /** The declaration kind of the registry (decision 0025): stored name, receipt and consequences. */
  key: ErklaerungKey;
  /** Which of the kind's event numbers the envelope chose (7 or 8); absent: its first. */
  ereignisart?: Ereignisart;
  /** The term it is for, 'YYYY/S' (null: contact change). */
  term: string | null;
  /** The checked envelope, the client's abgesendetAm included (kept, never used as the receipt time). */
  angaben: unknown;
  quittung: {
    module: readonly ModulSlot[];
    pruefungsteile: readonly string[];
    angaben: readonly QuittungsAngabe[];
  };
  erklaerung: Erklaerung | null;
  /** The fact changes, with the id of the declaration they come from. */
  ausfuehren(declarationId: string): Promise<void>;
}

interface GespeicherteAntwort {
  fingerabdruck?: unknown;
  gebuehren?: unknown;
}

/** Thrown inside the transaction when the Idempotency-Key was used before: roll back, answer the old one. */
class Wiederholung extends Error {
  constructor(readonly antwort: Antwort) {
    super('repetition');
  }
}

type DeclarationRow = { id: string; receivedAt: Date; payload: unknown; vorgang: string };

export async function findErklaerung(
  db: Conn,
  accountId: string,
  key: string | null,
): Promise<DeclarationRow | undefined> {
  if (!key) return undefined;
  const [row] = await db
    .select({
      id: declarations.id,
      receivedAt: declarations.receivedAt,
      payload: declarations.payload,
      vorgang: declarations.vorgang,
    })
    .from(declarations)
    .where(and(eq(declarations.accountId, accountId), eq(declarations.idempotencyKey, key)))
    .limit(1);
  return row;
}

function antwortVon(id: string, receivedAt: Date, gebuehren: Gebuehrenfolge[]): Antwort {
  return {
    declarationId: id,
    eingegangenAm: receivedAt.toISOString(),
    gebuehren,
    summe: gebuehrensumme(gebuehren),
  };
}

/** The stored answer of a repeated request; the same key with other content is refused (422). */
export function gespeicherteAntwort(row: DeclarationRow, fingerabdruck: string): Antwort {
  const payload = (
    typeof row.payload === 'object' && row.payload !== null ? row.payload : {}
  ) as GespeicherteAntwort;
  // Its content went with its retention class (decision 0062): nothing left to compare or answer with,
  // and it is not taken again.
  const geloescht = inhaltGeloeschtAm(row.payload);
  if (geloescht)
    throw new HttpError(
      410,
      serverTexte.erklaerungInhaltGeloescht(formatDatum(berlinDate(row.receivedAt)), formatDatum(geloescht)),
    );
  if (payload.fingerabdruck !== fingerabdruck)
    throw new HttpError(422, serverTexte.andereSendungUnterSchluessel);
  const gebuehren = Array.isArray(payload.gebuehren) ? (payload.gebuehren as Gebuehrenfolge[]) : [];
  return antwortVon(row.id, row.receivedAt, gebuehren);
}

/** What a declaration's transaction reads beyond the database: the clock and the operator's settings. */
export interface Umgebung {
  clock: Clock;
  config: { verfahren: Grundeinstellungen };
}

export interface Festhalten {
  accountId: string;
  key: string | null;
  /** The Idempotency-Key's fingerprint, kept with the declaration (absent without a key: the demo). */
  fingerabdruck?: string;
  dateien?: Dateiablage;
  planen(lage: Lage): Promise<Plan>;
  /** No receipt job: the demo's histories, whose receipts nobody waits for (default: one receipt). */
  ohneQuittung?: boolean;
}

/** The declaration's transaction body; the caller runs it in ctx.db.transaction (or acceptUpload). */
export async function festhalten(tx: Tx, ctx: Umgebung, f: Festhalten): Promise<Antwort> {
  const now = ctx.clock.now();
  const today = heute(ctx.clock);
  await lockCandidate(tx, f.accountId, now);
  // A request with the same key that committed while this one waited for the lock.
  const frueher = await findErklaerung(tx, f.accountId, f.key);
  if (frueher) throw new Wiederholung(gespeicherteAntwort(frueher, f.fingerabdruck ?? ''));
  const procedure = await loadProcedure(tx, f.accountId);
  if (!procedure) throw new Error(`account ${f.accountId} has no record`);
  const settings = await loadSettings(tx, ctx.config.verfahren);
  const plan = await f.planen({ tx, procedure, settings, today, now });

  const gebuehren = plan.erklaerung ? gebuehrenfolgen(plan.erklaerung, settings) : [];
  const files = f.dateien?.files ?? [];
  const declaration = await buchen(
    tx,
    {
      accountId: f.accountId,
      key: plan.key,
      ereignisart: plan.ereignisart,
      term: plan.term,
      payload: {
        angaben: plan.angaben,
        dokumente: files.map((file) => ({ liste: file.list, originalFileName: file.originalName })),
        gebuehren,
        ...(f.fingerabdruck === undefined ? {} : { fingerabdruck: f.fingerabdruck }),
      },
      von: 'kandidat',
      idempotencyKey: f.key,
      dateien: f.dateien,
      ausfuehren: (id) => plan.ausfuehren(id),
      quittung: f.ohneQuittung
        ? null
        : {
            module: [...plan.quittung.module],
            pruefungsteile: [...plan.quittung.pruefungsteile],
            angaben: [...plan.quittung.angaben],
            erklaerung: plan.erklaerung,
          },
    },
    now,
  );
  faultPoint('submit.in-transaction');
  return antwortVon(declaration.id, declaration.receivedAt, gebuehren);
}

/**
 * Runs a declaration's transaction and turns the two kinds of repetition into the stored answer:
 * the key found under the lock, and two requests with one key that committed at the same moment
 * (the unique index refuses the second).
 */
export async function mitIdempotenz(
  ctx: AppContext,
  accountId: string,
  key: string | null,
  /** A function when the content is known only once the request is read (multipart). */
  fingerabdruck: string | (() => string),
  run: () => Promise<Antwort>,
): Promise<Antwort> {
  try {
    const antwort = await run();
    faultPoint('submit.after-commit');
    ctx.outbox.kick();
    return antwort;
  } catch (error) {
    if (error instanceof Wiederholung) return error.antwort;
    if (key && isUniqueViolation(error)) {
      const row = await findErklaerung(ctx.db, accountId, key);
      const abdruck = typeof fingerabdruck === 'function' ? fingerabdruck() : fingerabdruck;
      if (row) return gespeicherteAntwort(row, abdruck);
    }
    throw error;
  }
}
