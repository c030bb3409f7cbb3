// The append-only record of what candidates declared (spec §3 event kinds). The receipt time is the
// server's clock, never the client's abgesendetAm, kept also as Berlin wall-clock time.
import { BERLIN } from '@examensportal/domain/dates';
import type { Ereignisart, Vorgang } from '@examensportal/domain/erklaerungen/index';
import { declarations } from '../../db/schema';
import type { Conn } from '../../db/connect';

const berlinSeconds = new Intl.DateTimeFormat('en-CA', {
  timeZone: BERLIN,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM-DD HH:mm:ss' on the Berlin wall clock (summer time included). */
export function berlinTimestamp(instant: Date): string {
  const p = Object.fromEntries(berlinSeconds.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

export interface NewDeclaration {
  accountId: string;
  /** Event kind number; null for the applications, which have none in spec §3. */
  art: Ereignisart | null;
  /** The declaration kind's stored name (erklaerungsEintrag). */
  vorgang: Vorgang;
  /** The term it is for, 'YYYY/S'. */
  term: string | null;
  payload: unknown;
  /** 'kandidat', or 'pruefungsstelle:<name>' for a paper declaration the office records. */
  von: string;
  idempotencyKey?: string | null;
}

export interface RecordedDeclaration {
  id: string;
  receivedAt: Date;
  receivedAtBerlin: string;
}

export async function recordDeclaration(
  tx: Conn,
  values: NewDeclaration,
  now: Date,
): Promise<RecordedDeclaration> {
  const [row] = await tx
    .insert(declarations)
    .values({
      accountId: values.accountId,
      art: values.art,
      vorgang: values.vorgang,
      term: values.term,
      payload: values.payload ?? {},
      receivedAt: now,
      receivedAtBerlin: berlinTimestamp(now),
      von: values.von,
      idempotencyKey: values.idempotencyKey ?? null,
    })
    .returning({
      id: declarations.id,
      receivedAt: declarations.receivedAt,
      receivedAtBerlin: declarations.receivedAtBerlin,
    });
  if (!row) throw new Error('insert returned no row');
  return row;
}
