// Drafting a correction of a recorded result (§ 42 VwVfG, issue 26 point 6, decision 0032): only a
// leitung drafts it, another leitung releases it (entwuerfe.ts); the release runs the office function
// ergebnisBerichtigen. 404 for an unknown candidate or result, 403 for anyone but a leitung, 409 when
// the office function refuses it (already corrected, later facts) – checked by a dry run, nothing kept.
import { isUuid } from '@examensportal/domain/uuid';
import { and, eq } from 'drizzle-orm';
import { berichtigungTexte as bt } from '@examensportal/domain/messages-pruefungsstelle-berichtigung';
import { entscheidungen as e } from '@examensportal/domain/messages-pruefungsstelle-entscheidungen';
import type { EntwurfAntwort } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import type { ErgebnisBerichtigung } from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import type { AppContext } from '../../context';
import { accounts, results } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { StaffSession } from './auth';
import { entwurfAnlegen } from './entwuerfe';

export async function berichtigungEntwerfen(
  ctx: AppContext,
  staff: StaffSession,
  id: string,
  ergebnisId: string,
  eingabe: ErgebnisBerichtigung,
): Promise<EntwurfAntwort> {
  if (!isUuid(id)) throw new HttpError(404, e.kandidatUnbekannt);
  const [konto] = await ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id));
  if (!konto) throw new HttpError(404, e.kandidatUnbekannt);
  if (staff.rolle !== 'leitung') throw new HttpError(403, bt.nurLeitungEntwurf);
  if (!isUuid(ergebnisId)) throw new HttpError(404, bt.ergebnisUnbekannt);
  const [ergebnis] = await ctx.db
    .select({ id: results.id })
    .from(results)
    .where(and(eq(results.id, ergebnisId), eq(results.accountId, id)));
  if (!ergebnis) throw new HttpError(404, bt.ergebnisUnbekannt);
  return entwurfAnlegen(ctx, staff, {
    art: 'berichtigung',
    accountId: id,
    fallId: ergebnisId,
    eingabe: {
      entscheidung: 'berichtigen',
      ergebnis: eingabe.ergebnis,
      begruendung: eingabe.begruendung.trim(),
      // Kept as entered; empty means not entered (decision 0056).
      ...(eingabe.noteSchriftlich?.trim() ? { noteSchriftlich: eingabe.noteSchriftlich.trim() } : {}),
      ...(eingabe.noteMuendlich?.trim() ? { noteMuendlich: eingabe.noteMuendlich.trim() } : {}),
      ...(eingabe.noteArbeit1?.trim() ? { noteArbeit1: eingabe.noteArbeit1.trim() } : {}),
      ...(eingabe.noteArbeit2?.trim() ? { noteArbeit2: eingabe.noteArbeit2.trim() } : {}),
    },
  });
}
