// The remedy of an objection against a refused triftiger Grund or credit (decision 0066), as the
// decision's own office functions write it (faelle.ts): the refused case, checked still refused and
// not remedied yet, and the remedy as a new fact pointing at the objection and the case. The case's
// own row stays as decided; the fact readers (procedure/fakten/abhilfen.ts) read it as accepted.
import { and, eq } from 'drizzle-orm';
import type { IsoDate } from '@examensportal/domain/dates';
import { formatDatum } from '@examensportal/domain/format';
import { abhilfeTexte as a } from '@examensportal/domain/messages-pruefungsstelle-widerspruch-abhilfe';
import type { Tx } from '../../db/connect';
import { abhilfen, compellingReasons, credits } from '../../db/schema';
import { OfficeError } from './context';

/** The objection a decision remedies and the refused case it accepts. */
export interface AbhilfeFall {
  widerspruchId: string;
  fallId: string;
}

async function nochNichtAbgeholfen(tx: Tx, fallId: string): Promise<void> {
  const [schon] = await tx.select({ am: abhilfen.am }).from(abhilfen).where(eq(abhilfen.fallId, fallId));
  if (schon) throw new OfficeError(a.bereitsAbgeholfen(formatDatum(schon.am)));
}

/** The refused compelling reason of this candidate (else a German refusal). */
export async function abgelehnterGrund(tx: Tx, accountId: string, fallId: string) {
  const [grund] = await tx
    .select()
    .from(compellingReasons)
    .where(
      and(
        eq(compellingReasons.id, fallId),
        eq(compellingReasons.accountId, accountId),
        eq(compellingReasons.status, 'rejected'),
      ),
    );
  if (!grund) throw new OfficeError(a.grundUnbekannt);
  await nochNichtAbgeholfen(tx, grund.id);
  return grund;
}

/** The refused credit of this candidate's application (else a German refusal). */
export async function abgelehnteAnrechnung(tx: Tx, applicationId: string, fallId: string) {
  const [anrechnung] = await tx
    .select()
    .from(credits)
    .where(
      and(eq(credits.id, fallId), eq(credits.applicationId, applicationId), eq(credits.status, 'rejected')),
    );
  if (!anrechnung) throw new OfficeError(a.anrechnungUnbekannt);
  await nochNichtAbgeholfen(tx, anrechnung.id);
  return anrechnung;
}

export async function abhilfeEintragen(
  tx: Tx,
  values: {
    accountId: string;
    fall: AbhilfeFall;
    entscheidung: 'triftigerGrund' | 'anrechnung';
    am: IsoDate;
    briefId: string;
  },
  now: Date,
): Promise<void> {
  await tx.insert(abhilfen).values({
    accountId: values.accountId,
    widerspruchId: values.fall.widerspruchId,
    entscheidung: values.entscheidung,
    fallId: values.fall.fallId,
    am: values.am,
    briefId: values.briefId,
    createdAt: now,
  });
}
