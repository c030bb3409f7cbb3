// Nachforderungen of the demo (issue 27 points 2, 3 and 8, decision 0039), asked by the demo
// caseworker: an open one (wp.eingereicht, today, default deadline), an answered one (wp.verkuerzung,
// answered today with a text) and an overdue one (wp.wiederantrag, asked 40 days ago, deadline passed
// without an answer). Written after the staff exist (the request names who asked).
import { randomUUID } from 'node:crypto';
import { addDays, berlinDate } from '@examensportal/domain/dates';
import { verspaetet } from '@examensportal/domain/rules/nachforderung';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import {
  accounts,
  nachforderungAntworten,
  nachforderungen,
  nachforderungPunkte,
  staffAccounts,
} from '../db/schema';
import { nachforderungSchreiben } from '../features/nachforderung/anfordern';
import type { Clock } from '../infra/clock';

const domain = 'demo.example.org';
const ZEUGNIS = {
  art: 'dokument',
  bezeichnung: 'Zeugnis über die Abschlussprüfung (Master oder Diplom)',
  dokumentTyp: 'ZEUGNIS',
} as const;
const TAETIGKEIT = { art: 'frage', bezeichnung: 'Beginn der Prüfungstätigkeit (Monat und Jahr)' } as const;

async function kontoId(db: Db, prefix: string): Promise<string> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, `${prefix}@${domain}`));
  if (!row) throw new Error(`demo Nachforderung: account ${prefix} missing`);
  return row.id;
}

export async function seedNachforderungen(
  db: Db,
  clock: Clock,
  fristTage: number,
  staffEmail: string,
): Promise<void> {
  const [staff] = await db
    .select({ staffId: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.email, staffEmail)));
  if (!staff) throw new Error('demo Nachforderung: staff member missing');
  const now = clock.now();

  await nachforderungSchreiben(db, now, fristTage, staff, await kontoId(db, 'wp.eingereicht'), {
    punkte: [ZEUGNIS],
    hinweis: undefined,
  });

  const beantwortet = await nachforderungSchreiben(
    db,
    now,
    fristTage,
    staff,
    await kontoId(db, 'wp.verkuerzung'),
    {
      punkte: [TAETIGKEIT],
      hinweis: undefined,
    },
  );
  const [punkt] = await db
    .select()
    .from(nachforderungPunkte)
    .where(eq(nachforderungPunkte.nachforderungId, beantwortet))
    .orderBy(asc(nachforderungPunkte.pos));
  const [n] = await db.select().from(nachforderungen).where(eq(nachforderungen.id, beantwortet));
  if (!punkt || !n) throw new Error('demo Nachforderung: item missing');
  await db.insert(nachforderungAntworten).values({
    id: randomUUID(),
    accountId: n.accountId,
    nachforderungId: n.id,
    punktId: punkt.id,
    text: 'Seit März 2022 bei einer Wirtschaftsprüfungsgesellschaft in Düsseldorf.',
    eingegangenAm: now,
    verspaetet: verspaetet(now, n.frist),
  });

  // Asked 40 days ago: the default deadline (28 days) ended 12 days ago without an answer.
  const frueher = new Date(`${addDays(berlinDate(now), -40)}T09:00:00Z`);
  await nachforderungSchreiben(db, frueher, fristTage, staff, await kontoId(db, 'wp.wiederantrag'), {
    punkte: [ZEUGNIS, TAETIGKEIT],
    hinweis: undefined,
  });
}
