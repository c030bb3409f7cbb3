// Drafting a revocation (Rücknahme § 48, Widerruf § 49 VwVfG) or a § 42 correction of a decision letter
// (issue 26 point 6, decision 0055): only a leitung drafts, another leitung releases (entwuerfe.ts); the
// release runs the office function. 404 for an unknown candidate or a letter not in their file (another
// candidate's looks the same), 403 for anyone but a leitung, 409 when the office function refuses it
// (no favourable decision, revoked already, the year of § 48 (4) ended) – checked by a dry run.
import { isUuid } from '@examensportal/domain/uuid';
import { and, eq } from 'drizzle-orm';
import {
  aufhebungTexte as at,
  bescheidBerichtigungTexte as bb,
} from '@examensportal/domain/messages-pruefungsstelle-aufhebung';
import type {
  AufhebungEingabe,
  BescheidBerichtigungEingabe,
} from '@examensportal/domain/schemas/pruefungsstelle-aufhebung';
import type { EntwurfAntwort } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import type { AppContext } from '../../context';
import { documents } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { StaffSession } from './auth';
import { entwurfAnlegen } from './entwuerfe';
import { checkKandidat } from './widerspruch';

/** The candidate exists, the reader is a leitung, and the letter is an office letter in their file. */
async function pruefen(
  ctx: AppContext,
  staff: StaffSession,
  id: string,
  bescheidId: string,
  nurLeitung: string,
): Promise<void> {
  await checkKandidat(ctx, id);
  if (staff.rolle !== 'leitung') throw new HttpError(403, nurLeitung);
  if (!isUuid(bescheidId)) throw new HttpError(404, at.bescheidUnbekannt);
  const [brief] = await ctx.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, bescheidId), eq(documents.accountId, id), eq(documents.source, 'office')));
  if (!brief) throw new HttpError(404, at.bescheidUnbekannt);
}

export async function aufhebungEntwerfen(
  ctx: AppContext,
  staff: StaffSession,
  id: string,
  bescheidId: string,
  eingabe: AufhebungEingabe,
): Promise<EntwurfAntwort> {
  await pruefen(ctx, staff, id, bescheidId, at.nurLeitungEntwurf);
  return entwurfAnlegen(ctx, staff, {
    art: 'aufhebung',
    accountId: id,
    fallId: bescheidId,
    eingabe: {
      entscheidung: eingabe.vorschrift === 'p48' ? 'zuruecknehmen' : 'widerrufen',
      vorschrift: eingabe.vorschrift,
      ...(eingabe.vorschrift === 'p49' && eingabe.widerrufsgrund
        ? { widerrufsgrund: eingabe.widerrufsgrund }
        : {}),
      kenntnisAm: eingabe.kenntnisAm,
      ...(eingabe.vorschrift === 'p48' && eingabe.erschlichen ? { erschlichen: true } : {}),
      begruendung: eingabe.begruendung.trim(),
    },
  });
}

export async function bescheidBerichtigungEntwerfen(
  ctx: AppContext,
  staff: StaffSession,
  id: string,
  bescheidId: string,
  eingabe: BescheidBerichtigungEingabe,
): Promise<EntwurfAntwort> {
  await pruefen(ctx, staff, id, bescheidId, bb.nurLeitungEntwurf);
  return entwurfAnlegen(ctx, staff, {
    art: 'bescheidBerichtigung',
    accountId: id,
    fallId: bescheidId,
    eingabe: {
      entscheidung: 'berichtigen',
      fehlerart: eingabe.fehlerart,
      unrichtig: eingabe.unrichtig.trim(),
      richtig: eingabe.richtig.trim(),
      begruendung: eingabe.begruendung.trim(),
      ...(eingabe.zulassungsdatum ? { zulassungsdatum: eingabe.zulassungsdatum } : {}),
    },
  });
}
