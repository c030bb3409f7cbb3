// Batches of invitations and result letters (issue 28 point 4, decision 0061): unlike the all-or-none
// invitation of decision 0019, each candidate runs the single office step (`ladenEinzeln`,
// `ergebnisEintragen`: the same checks, letter and Protokoll row) in a transaction of its own, so a
// refused one is reported with its German reason and the others are done (decision 0054). The preview
// runs exactly that step per item and rolls it back: it is the batch, checked, with nothing written.
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import type { LadenPayload } from '@examensportal/domain/schemas/pruefungsstelle-ladungen';
import type {
  SammelBericht,
  SammelErgebnisse,
  SammelVorschau,
} from '@examensportal/domain/schemas/pruefungsstelle-sammel';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/connect';
import { loadSettings } from '../procedure/settings';
import type { StaffSession } from './auth';
import { OfficeError } from './buero';
import { alleOderKeine, ergebnisEintragen, ladenEinzeln } from './ladungen-routes';
import { bericht, grundOf, personen, protokollieren, type SammelLog, unbekannt } from './sammel';

/** One item's step in its own transaction: its refusal (German) or null; kept only when asked and done. */
type Schritt = (tx: Tx) => Promise<string | null>;

async function einzeln(ctx: AppContext, log: SammelLog, schritt: Schritt, behalten: boolean) {
  try {
    const { ergebnis } = await alleOderKeine(ctx, schritt, (grund) => behalten && grund === null);
    return ergebnis;
  } catch (error) {
    return grundOf(log, error);
  }
}

/** Runs each candidate's step: the preview (rolled back) or the batch (kept per item) with its report. */
async function durchlaufen(
  ctx: AppContext,
  log: SammelLog,
  posten: readonly { kandidat: string; schritt: Schritt }[],
  behalten: boolean,
) {
  const namen = await personen(ctx, [...new Set(posten.map((p) => p.kandidat))]);
  const ergebnisse = [];
  for (const p of posten) {
    const person = namen.get(p.kandidat) ?? unbekannt(p.kandidat);
    const grund = namen.has(p.kandidat) ? await einzeln(ctx, log, p.schritt, behalten) : lt.kandidatUnbekannt;
    ergebnisse.push({ person, grund });
  }
  return ergebnisse;
}

function vorschau(ergebnisse: Awaited<ReturnType<typeof durchlaufen>>): SammelVorschau {
  return {
    eintraege: ergebnisse.map((x) => ({ ...x.person, moeglich: x.grund === null, grund: x.grund })),
  };
}

async function berichten(
  ctx: AppContext,
  staff: StaffSession,
  aktion: string,
  erfolg: string,
  ergebnisse: Awaited<ReturnType<typeof durchlaufen>>,
): Promise<SammelBericht> {
  const ergebnis = bericht(
    ergebnisse.map((x) => ({
      id: x.person.kandidat,
      ...x.person,
      ok: x.grund === null,
      meldung: x.grund ?? erfolg,
    })),
  );
  await protokollieren(ctx, staff, aktion, ergebnis);
  return ergebnis;
}

function ladungsposten(ctx: AppContext, staff: StaffSession, payload: LadenPayload) {
  return [...new Set(payload.kandidaten)].map((kandidat) => ({
    kandidat,
    schritt: async (tx: Tx) =>
      ladenEinzeln(ctx, staff, tx, await loadSettings(tx, ctx.config.verfahren), payload, kandidat),
  }));
}

function ergebnisposten(ctx: AppContext, staff: StaffSession, { eintraege, ...gemeinsam }: SammelErgebnisse) {
  return eintraege.map((eintrag) => ({
    kandidat: eintrag.kandidat,
    schritt: async (tx: Tx) => {
      try {
        await ergebnisEintragen(ctx, staff, tx, { ...gemeinsam, ...eintrag });
        return null;
      } catch (error) {
        if (error instanceof OfficeError) return error.message;
        throw error;
      }
    },
  }));
}

/** The invitation of each chosen candidate, checked and rolled back. */
export const sammelLadungenVorschau = async (
  ctx: AppContext,
  log: SammelLog,
  staff: StaffSession,
  payload: LadenPayload,
) => vorschau(await durchlaufen(ctx, log, ladungsposten(ctx, staff, payload), false));

/** Invites each chosen candidate on their own; the report names every refusal. */
export const sammelLaden = async (
  ctx: AppContext,
  log: SammelLog,
  staff: StaffSession,
  payload: LadenPayload,
) =>
  berichten(
    ctx,
    staff,
    'sammel.ladung',
    l.geladen,
    await durchlaufen(ctx, log, ladungsposten(ctx, staff, payload), true),
  );

/** Each result of the batch, checked and rolled back. */
export const sammelErgebnisseVorschau = async (
  ctx: AppContext,
  log: SammelLog,
  staff: StaffSession,
  payload: SammelErgebnisse,
) => vorschau(await durchlaufen(ctx, log, ergebnisposten(ctx, staff, payload), false));

/** Records each result (and its letter) on its own; the report names every refusal. */
export const sammelErgebnisse = async (
  ctx: AppContext,
  log: SammelLog,
  staff: StaffSession,
  payload: SammelErgebnisse,
) =>
  berichten(
    ctx,
    staff,
    'sammel.ergebnis',
    l.ergebnisErfasst,
    await durchlaufen(ctx, log, ergebnisposten(ctx, staff, payload), true),
  );
