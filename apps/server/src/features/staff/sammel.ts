// Batch work of the back-office (issue 28 point 4, decision 0047). A batch is many single actions, not
// a new kind of action: each chosen application goes through `zulassungEntwerfen` (the one-case
// admission draft with every check – submitted, no open draft, the checklist fully geprüft, the dry
// run of the office function), each chosen draft through `entwurfFreigeben` (the four-eyes rule,
// the office function, letter and mail). Each item runs in its own transaction, so a refused item
// leaves the others done; the answer reports every item with the German reason of a refusal.
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { eingang } from '@examensportal/domain/messages-pruefungsstelle-eingang';
import { entscheidungen as e } from '@examensportal/domain/messages-pruefungsstelle-entscheidungen';
import { freigabe as f } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import { aktenzeichen } from '@examensportal/domain/rules/aktenzeichen';
import type { EntwurfArt } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import {
  SAMMEL_HOECHSTENS,
  type SammelBericht,
  type SammelEntwuerfe,
  type SammelVorschau,
  type SammelZulassungen,
} from '@examensportal/domain/schemas/pruefungsstelle-sammel';
import type { AppContext } from '../../context';
import { accounts, applications, entwuerfe } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { currentApplication } from '../procedure/repo';
import { recordStaffAction } from './audit';
import type { StaffSession } from './auth';
import { zulassungEntwerfen } from './entscheidungen';
import { checkKeinOffenerEntwurf, entwurfFreigeben, hindernis } from './entwuerfe';
import { halterFuer } from './fall';
import { fallTexte as ft } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { gegenstaende, kenntnisnehmen } from './eingang-kenntnisnahme';
import { zulassungsSperre } from './pruefliste';

type Person = { kandidat: string; name: string; aktenzeichen: string };

const seiten = (gesamt: number) => Math.max(1, Math.ceil(gesamt / SAMMEL_HOECHSTENS));

/** Names and file numbers of the given accounts (unknown ids are absent). */
export async function personen(ctx: AppContext, ids: readonly string[]): Promise<Map<string, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: accounts.id, vorname: accounts.vorname, nachname: accounts.nachname, art: accounts.art })
    .from(accounts)
    .where(inArray(accounts.id, [...ids]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        kandidat: r.id,
        name: `${r.nachname}, ${r.vorname}`,
        aktenzeichen: aktenzeichen(r.id, r.art as 'WP' | 'EIGNUNG'),
      },
    ]),
  );
}

export const unbekannt = (id: string): Person => ({ kandidat: id, name: '', aktenzeichen: '' });

/** Where an unexpected failure of one item is logged (the request's logger). */
export interface SammelLog {
  error: (obj: object, msg: string) => void;
}

/** The German reason of a refusal; anything unexpected is logged and reported without detail. */
export function grundOf(log: SammelLog, error: unknown): string {
  if (error instanceof HttpError && error.statusCode < 500) return error.message;
  log.error({ err: error }, 'batch item failed');
  return l.technischerFehler;
}

/** Submitted applications without an open admission or rejection draft, oldest first, 500 a page. */
export async function sammelZulassungen(ctx: AppContext, seite: number): Promise<SammelZulassungen> {
  const ohneEntwurf = and(eq(applications.status, 'submitted'), isNull(entwuerfe.id));
  const rows = await ctx.db
    .select({
      antragId: applications.id,
      kandidat: accounts.id,
      vorname: accounts.vorname,
      nachname: accounts.nachname,
      art: accounts.art,
      eingereichtAm: applications.submittedAt,
    })
    .from(applications)
    .innerJoin(accounts, eq(accounts.id, applications.accountId))
    .leftJoin(
      entwuerfe,
      and(eq(entwuerfe.fallId, applications.id), eq(entwuerfe.art, 'antrag'), eq(entwuerfe.status, 'offen')),
    )
    .where(ohneEntwurf)
    .orderBy(asc(applications.submittedAt), asc(applications.id))
    .limit(SAMMEL_HOECHSTENS)
    .offset((seite - 1) * SAMMEL_HOECHSTENS);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(applications)
    .leftJoin(
      entwuerfe,
      and(eq(entwuerfe.fallId, applications.id), eq(entwuerfe.art, 'antrag'), eq(entwuerfe.status, 'offen')),
    )
    .where(ohneEntwurf);
  const gesamt = total?.n ?? 0;
  return {
    eintraege: rows.map((r) => ({
      kandidat: r.kandidat,
      antragId: r.antragId,
      name: `${r.nachname}, ${r.vorname}`,
      aktenzeichen: aktenzeichen(r.kandidat, r.art as 'WP' | 'EIGNUNG'),
      eingereichtAm: r.eingereichtAm ? r.eingereichtAm.toISOString() : null,
    })),
    gesamt,
    seite,
    seiten: seiten(gesamt),
  };
}

/**
 * A case another person holds: the single draft asks first (decision 0046), a batch cannot ask per
 * case, so the case stays out of it with a German 409 naming the holder (decision 0061).
 */
async function fremderHalterPruefen(ctx: AppContext, staff: StaffSession, kandidat: string): Promise<void> {
  const halter = (await halterFuer(ctx.db, [kandidat])).get(kandidat);
  if (halter && halter.staffId !== staff.staffId)
    throw new HttpError(409, ft.fallZugewiesenSammel(halter.name));
}

/** Why an admission of this candidate's application cannot be drafted in a batch; null when it can. */
async function zulassungsHindernis(
  ctx: AppContext,
  log: SammelLog,
  staff: StaffSession,
  kandidat: string,
): Promise<string | null> {
  try {
    await fremderHalterPruefen(ctx, staff, kandidat);
    const antrag = await currentApplication(ctx.db, kandidat);
    if (!antrag || antrag.status !== 'submitted') return e.keinEingereichterAntrag;
    await checkKeinOffenerEntwurf(ctx, antrag.id, 'antrag');
    // No reason to override open points in a batch: only complete checklists qualify.
    await zulassungsSperre(ctx.db, antrag, undefined);
    return null;
  } catch (error) {
    return grundOf(log, error);
  }
}

export async function sammelVorschau(
  ctx: AppContext,
  log: SammelLog,
  staff: StaffSession,
  kandidaten: readonly string[],
): Promise<SammelVorschau> {
  const namen = await personen(ctx, kandidaten);
  const eintraege: SammelVorschau['eintraege'] = [];
  for (const id of new Set(kandidaten)) {
    const person = namen.get(id);
    const grund = person ? await zulassungsHindernis(ctx, log, staff, id) : e.kandidatUnbekannt;
    eintraege.push({ ...(person ?? unbekannt(id)), moeglich: grund === null, grund });
  }
  return { eintraege };
}

export async function protokollieren(
  ctx: AppContext,
  staff: StaffSession,
  aktion: string,
  bericht: Pick<SammelBericht, 'erledigt' | 'fehlgeschlagen'>,
) {
  await recordStaffAction(
    ctx.db,
    {
      staffId: staff.staffId,
      wer: staff.name,
      quelle: 'browser',
      aktion,
      nachher: { erledigt: bericht.erledigt, fehlgeschlagen: bericht.fehlgeschlagen },
    },
    ctx.clock.now(),
  );
}

export function bericht(eintraege: SammelBericht['eintraege']): SammelBericht {
  const erledigt = eintraege.filter((x) => x.ok).length;
  const fehlgeschlagen = eintraege.length - erledigt;
  return { message: l.berichtText(erledigt, fehlgeschlagen), erledigt, fehlgeschlagen, eintraege };
}

/** Drafts the admission of each chosen candidate's application, each on its own (own transaction). */
export async function sammelEntwerfen(
  ctx: AppContext,
  log: SammelLog,
  staff: StaffSession,
  kandidaten: readonly string[],
): Promise<SammelBericht> {
  const namen = await personen(ctx, kandidaten);
  const eintraege: SammelBericht['eintraege'] = [];
  for (const id of new Set(kandidaten)) {
    const person = namen.get(id) ?? unbekannt(id);
    try {
      if (!namen.has(id)) throw new HttpError(404, e.kandidatUnbekannt);
      await fremderHalterPruefen(ctx, staff, id);
      const antwort = await zulassungEntwerfen(ctx, staff, id, { entscheidung: 'zulassen' });
      eintraege.push({ id: antwort.entwurf.id, ...person, ok: true, meldung: antwort.message });
    } catch (error) {
      eintraege.push({ id, ...person, ok: false, meldung: grundOf(log, error) });
    }
  }
  const ergebnis = bericht(eintraege);
  await protokollieren(ctx, staff, 'sammel.entwerfen', ergebnis);
  return ergebnis;
}

/** Open drafts, oldest first, 500 a page, with whether the reader may release each. */
export async function sammelEntwuerfe(
  ctx: AppContext,
  staff: StaffSession,
  seite: number,
): Promise<SammelEntwuerfe> {
  const rows = await ctx.db
    .select()
    .from(entwuerfe)
    .where(eq(entwuerfe.status, 'offen'))
    .orderBy(asc(entwuerfe.entworfenAm), asc(entwuerfe.id))
    .limit(SAMMEL_HOECHSTENS)
    .offset((seite - 1) * SAMMEL_HOECHSTENS);
  const [total] = await ctx.db.select({ n: count() }).from(entwuerfe).where(eq(entwuerfe.status, 'offen'));
  const namen = await personen(ctx, [...new Set(rows.map((r) => r.accountId))]);
  const gesamt = total?.n ?? 0;
  return {
    eintraege: rows.map((r) => {
      const grund = hindernis(ctx, staff, r);
      const entscheidung = String((r.eingabe as { entscheidung?: unknown }).entscheidung ?? '');
      return {
        id: r.id,
        ...(namen.get(r.accountId) ?? unbekannt(r.accountId)),
        art: r.art as EntwurfArt,
        entscheidung: f.arten[`${r.art}:${entscheidung}`] ?? f.entscheidungen[entscheidung] ?? entscheidung,
        entworfenVon: r.entworfenVonName,
        entworfenAm: formatZeitpunkt(r.entworfenAm),
        freigabe: { moeglich: grund === null, hinweis: grund ? f[grund] : '' },
      };
    }),
    gesamt,
    seite,
    seiten: seiten(gesamt),
  };
}

/** Releases each chosen draft on its own (own transaction, the four-eyes rule of each). */
export async function sammelFreigeben(
  ctx: AppContext,
  log: SammelLog,
  staff: StaffSession,
  ids: readonly string[],
): Promise<SammelBericht> {
  const rows = await ctx.db
    .select({ id: entwuerfe.id, accountId: entwuerfe.accountId })
    .from(entwuerfe)
    .where(inArray(entwuerfe.id, [...ids]));
  const konto = new Map(rows.map((r) => [r.id, r.accountId]));
  const namen = await personen(ctx, [...new Set(rows.map((r) => r.accountId))]);
  const eintraege: SammelBericht['eintraege'] = [];
  for (const id of new Set(ids)) {
    const accountId = konto.get(id);
    const person = (accountId && namen.get(accountId)) || unbekannt(accountId ?? id);
    try {
      if (!accountId) throw new HttpError(404, f.entwurfUnbekannt);
      const ergebnis = await entwurfFreigeben(ctx, staff, accountId, id);
      eintraege.push({ id, ...person, ok: true, meldung: ergebnis.message });
    } catch (error) {
      eintraege.push({ id, ...person, ok: false, meldung: grundOf(log, error) });
    }
  }
  const ergebnis = bericht(eintraege);
  await protokollieren(ctx, staff, 'sammel.freigeben', ergebnis);
  return ergebnis;
}

/**
 * Takes note of each chosen Eingang item (withdrawals, Rücknahmen, new documents) on its own: the
 * single Kenntnisnahme (its own transaction and Protokoll row) per item, so an item gone in the
 * meantime is reported with its reason and the others are done. No decision: no four-eyes.
 */
export async function sammelKenntnisnehmen(
  ctx: AppContext,
  log: SammelLog,
  staff: StaffSession,
  keys: readonly string[],
): Promise<SammelBericht> {
  const gefunden = new Map((await gegenstaende(ctx.db, keys)).map((g) => [g.key, g]));
  const namen = await personen(ctx, [...new Set([...gefunden.values()].map((g) => g.accountId))]);
  const eintraege: SammelBericht['eintraege'] = [];
  for (const key of new Set(keys)) {
    const g = gefunden.get(key);
    const id = key.slice(key.indexOf(':') + 1);
    const person = (g && namen.get(g.accountId)) || unbekannt(g?.accountId ?? id);
    try {
      if (!g) throw new HttpError(404, eingang.eintragUnbekannt);
      const { genommen } = await kenntnisnehmen(ctx, staff, { eintraege: [key] });
      eintraege.push({
        id,
        ...person,
        ok: true,
        meldung: genommen ? l.kenntnisGenommen : l.kenntnisBereits,
      });
    } catch (error) {
      eintraege.push({ id, ...person, ok: false, meldung: grundOf(log, error) });
    }
  }
  const ergebnis = bericht(eintraege);
  await protokollieren(ctx, staff, 'sammel.kenntnisnahme', ergebnis);
  return ergebnis;
}
