// Objections in the back-office (issue 26 point 6, decision 0038): any fully logged-in staff member
// records one as received (audited, at once: receiving is not a decision); its outcome is a draft of
// kind 'widerspruch' that a leitung other than the drafter releases (entwuerfe.ts). 404 for an unknown
// candidate, letter or objection (another candidate's looks the same), 409 when the office refuses.
import { isUuid } from '@examensportal/domain/uuid';
import { and, eq } from 'drizzle-orm';
import { entscheidungen as e } from '@examensportal/domain/messages-pruefungsstelle-entscheidungen';
import { widerspruchTexte as w } from '@examensportal/domain/messages-pruefungsstelle-widerspruch';
import { massnahmenNormal } from '@examensportal/domain/rules/nachteilsausgleich';
import type { EntwurfAntwort } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import type {
  WiderspruchEntscheidung,
  WiderspruchErfassen,
  WiderspruchErfasst,
} from '@examensportal/domain/schemas/pruefungsstelle-widerspruch';
import type { AppContext } from '../../context';
import { accounts, widersprueche } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { widerspruchErfassen, alsHttp, bueroDeps } from './buero';
import type { StaffSession } from './auth';
import { entwurfAnlegen } from './entwuerfe';

export async function checkKandidat(ctx: AppContext, id: string): Promise<void> {
  if (!isUuid(id)) throw new HttpError(404, e.kandidatUnbekannt);
  const [konto] = await ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id));
  if (!konto) throw new HttpError(404, e.kandidatUnbekannt);
}

export async function widerspruchErfassenBuero(
  ctx: AppContext,
  staff: StaffSession,
  id: string,
  eingabe: WiderspruchErfassen,
): Promise<WiderspruchErfasst> {
  await checkKandidat(ctx, id);
  const out = await alsHttp(() =>
    widerspruchErfassen(bueroDeps(ctx, staff, 'widerspruch.erfassen', eingabe.bescheidId), {
      kandidat: id,
      bescheidId: eingabe.bescheidId,
      eingegangenAm: eingabe.eingegangenAm,
      begruendung: eingabe.begruendung,
    }),
  ).catch((error: unknown) => {
    // A letter that is not this candidate's decision letter is "unknown", as everywhere.
    if (error instanceof HttpError && error.message === w.bescheidUnbekannt)
      throw new HttpError(404, w.bescheidUnbekannt);
    throw error;
  });
  return { message: out.text.split('\n')[0] ?? '', widerspruch: out.data };
}

export async function widerspruchEntwerfen(
  ctx: AppContext,
  staff: StaffSession,
  id: string,
  widerspruchId: string,
  eingabe: WiderspruchEntscheidung,
): Promise<EntwurfAntwort> {
  await checkKandidat(ctx, id);
  if (!isUuid(widerspruchId)) throw new HttpError(404, w.widerspruchUnbekannt);
  const [row] = await ctx.db
    .select({ id: widersprueche.id })
    .from(widersprueche)
    .where(and(eq(widersprueche.id, widerspruchId), eq(widersprueche.accountId, id)));
  if (!row) throw new HttpError(404, w.widerspruchUnbekannt);
  return entwurfAnlegen(ctx, staff, {
    art: 'widerspruch',
    accountId: id,
    fallId: widerspruchId,
    eingabe: {
      entscheidung: eingabe.entscheidung,
      ...(eingabe.begruendung?.trim() ? { begruendung: eingabe.begruendung.trim() } : {}),
      ...(eingabe.entscheidung === 'abgeholfen' && eingabe.abhilfe?.trim()
        ? { abhilfe: eingabe.abhilfe.trim() }
        : {}),
      // The remedy of a Nachteilsausgleich letter names its measures (decision 0066); the office
      // function refuses them for any other letter and a remedy without one.
      ...(eingabe.entscheidung === 'abgeholfen' && eingabe.massnahmen
        ? { massnahmen: massnahmenNormal(eingabe.massnahmen) }
        : {}),
      gericht: ctx.config.widerspruchGericht,
    },
  });
}
