// The Postfach of the demo (issue 27 points 1 and 8, decision 0049): on wp.eingereicht's application
// the demo caseworker asked two days ago about the certificate (read by the candidate the next day);
// the candidate answered today with the certificate attached – unread by the office, so it waits in
// the Eingang's queue "Nachrichten". Rows as the routes write them, without the mail (a demo sends none).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import {
  accounts,
  applications,
  nachrichtAnhaenge,
  nachrichten,
  nachrichtLesungen,
  staffAccounts,
} from '../db/schema';
import { insertDocuments } from '../features/documents/repo';
import type { Clock } from '../infra/clock';
import type { FileStore } from '../infra/storage';
import { speichern } from './dateien';

const STUNDE = 60 * 60 * 1000;

export async function seedNachrichten(
  db: Db,
  clock: Clock,
  storage: FileStore,
  staffEmail: string,
): Promise<void> {
  const [staff] = await db
    .select({ id: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, staffEmail));
  const [konto] = await db
    .select({ id: accounts.id, antrag: applications.id })
    .from(accounts)
    .innerJoin(
      applications,
      and(eq(applications.accountId, accounts.id), eq(applications.status, 'submitted')),
    )
    .where(eq(accounts.email, 'wp.eingereicht@demo.example.org'));
  if (!staff || !konto) throw new Error('demo Postfach: account or staff member missing');
  const now = clock.now();
  const gefragt = new Date(now.getTime() - 48 * STUNDE);
  const frage = randomUUID();
  await db.insert(nachrichten).values({
    id: frage,
    accountId: konto.id,
    threadId: frage,
    von: 'pruefungsstelle',
    bezugArt: 'antrag',
    bezugId: konto.antrag,
    betreff: 'Rückfrage zu Ihrem Abschlusszeugnis',
    text: 'Guten Tag,\n\ndas Zeugnis in Ihrem Antrag ist nur teilweise lesbar. Bitte senden Sie uns eine vollständige Kopie hier im Postfach.\n\nMit freundlichen Grüßen\nIhre Prüfungsstelle',
    vorlage: 'rueckfrage',
    verfasstVon: staff.name,
    staffId: staff.id,
    gesendetAm: gefragt,
  });
  await db.insert(nachrichtLesungen).values({
    nachrichtId: frage,
    accountId: konto.id,
    seite: 'kandidat',
    gelesenAm: new Date(gefragt.getTime() + 20 * STUNDE),
    gelesenVon: 'kandidat',
  });
  const [datei] = await speichern(storage, [{ liste: 'ZEUGNIS', name: 'Abschlusszeugnis-vollstaendig.pdf' }]);
  if (!datei) return;
  const antwortAm = new Date(now.getTime() - STUNDE);
  const [doc] = await insertDocuments(db, [
    {
      id: randomUUID(),
      accountId: konto.id,
      category: 'AKTENEINGANG',
      type: 'ZEUGNIS',
      source: 'candidate',
      originalName: datei.originalName,
      storedName: datei.storedName,
      contentType: datei.contentType,
      size: datei.size,
      sha256: datei.sha256,
      createdAt: antwortAm,
      lockedAt: antwortAm,
    },
  ]);
  const antwort = randomUUID();
  await db.insert(nachrichten).values({
    id: antwort,
    accountId: konto.id,
    threadId: frage,
    antwortAuf: frage,
    von: 'kandidat',
    bezugArt: 'antrag',
    bezugId: konto.antrag,
    betreff: 'Re: Rückfrage zu Ihrem Abschlusszeugnis',
    text: 'Guten Tag,\n\nanbei das vollständige Zeugnis.\n\nMit freundlichen Grüßen',
    verfasstVon: 'kandidat',
    gesendetAm: antwortAm,
  });
  if (doc)
    await db
      .insert(nachrichtAnhaenge)
      .values({ nachrichtId: antwort, documentId: doc.id, accountId: konto.id, pos: 0 });
}
