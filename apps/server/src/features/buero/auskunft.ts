// Read-only office commands: lists, one candidate's derived state, the audit. They change nothing
// and are therefore not audited.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { formatDatum, formatZeitpunkt } from '@examensportal/domain/format';
import { deriveModulState } from '@examensportal/domain/rules/modulState';
import {
  verfuegbarkeitEignungAusFakten,
  verfuegbarkeitWPAusFakten,
} from '@examensportal/domain/rules/availability';
import { accounts, applications, officeActions } from '../../db/schema';
import { loadSnapshot } from '../procedure/service';
import { OfficeError, type OfficeDeps, type OfficeOutput, resolveAccount } from './context';
import { statusName, terminText } from './format';

const o = officeCliTexte;

/** Columns padded to their widest cell, for a terminal. */
function tabelle(kopf: readonly string[], zeilen: readonly (readonly string[])[]): string {
  const breiten = kopf.map((k, i) => Math.max(k.length, ...zeilen.map((z) => (z[i] ?? '').length)));
  const zeile = (z: readonly string[]) =>
    z
      .map((c, i) => c.padEnd(breiten[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [zeile(kopf), ...zeilen.map(zeile)].join('\n');
}

export const ANTRAG_STATUS_ARGS = {
  entwurf: 'draft',
  eingereicht: 'submitted',
  zugelassen: 'admitted',
  abgelehnt: 'rejected',
  zurueckgenommen: 'withdrawn',
} as const;

export async function kandidaten(
  deps: OfficeDeps,
  args: { art?: 'WP' | 'EIGNUNG' | undefined },
): Promise<OfficeOutput> {
  const rows = await deps.db
    .select({
      id: accounts.id,
      email: accounts.email,
      vorname: accounts.vorname,
      nachname: accounts.nachname,
      art: accounts.art,
      confirmedAt: accounts.confirmedAt,
    })
    .from(accounts)
    .where(args.art ? eq(accounts.art, args.art) : undefined)
    .orderBy(asc(accounts.email));
  const apps = rows.length
    ? await deps.db
        .select()
        .from(applications)
        .where(
          inArray(
            applications.accountId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(applications.createdAt))
    : [];
  const newest = new Map(apps.map((a) => [a.accountId, a]));
  const data = rows.map((r) => {
    const a = newest.get(r.id);
    return {
      email: r.email,
      name: `${r.vorname} ${r.nachname}`,
      art: r.art,
      bestaetigt: r.confirmedAt !== null,
      antrag: a?.status ?? 'none',
      termin: a?.term ?? null,
      ersteszulassungsdatum: a?.ersteszulassungsdatum ?? null,
    };
  });
  if (data.length === 0) return { text: o.keineKandidaten, data };
  const text = tabelle(
    o.spaltenKandidaten,
    data.map((d) => [
      d.email,
      d.name,
      d.art,
      d.bestaetigt ? o.ja : o.nein,
      statusName(d.antrag),
      terminText(d.termin),
      formatDatum(d.ersteszulassungsdatum),
    ]),
  );
  return { text, data };
}

export async function antraege(
  deps: OfficeDeps,
  args: { status?: keyof typeof ANTRAG_STATUS_ARGS | undefined },
): Promise<OfficeOutput> {
  const status = args.status ? ANTRAG_STATUS_ARGS[args.status] : undefined;
  const rows = await deps.db
    .select({
      id: applications.id,
      email: accounts.email,
      art: applications.art,
      status: applications.status,
      termin: applications.term,
      antragsdatum: applications.antragsdatum,
      ersteszulassungsdatum: applications.ersteszulassungsdatum,
    })
    .from(applications)
    .innerJoin(accounts, eq(accounts.id, applications.accountId))
    .where(status ? eq(applications.status, status) : undefined)
    .orderBy(asc(applications.createdAt));
  if (rows.length === 0) return { text: o.keineAntraege, data: rows };
  const text = tabelle(
    o.spaltenAntraege,
    rows.map((r) => [
      r.id,
      r.email,
      r.art,
      statusName(r.status),
      terminText(r.termin),
      formatDatum(r.antragsdatum),
      formatDatum(r.ersteszulassungsdatum),
    ]),
  );
  return { text, data: rows };
}

/** The module state of spec §3 and what the server would allow today – as the candidate sees it. */
export async function modulstatus(deps: OfficeDeps, args: { kandidat: string }): Promise<OfficeOutput> {
  const account = await resolveAccount(deps.db, args.kandidat);
  const { procedure, settings, today } = await loadSnapshot(deps.db, deps.clock, deps.verfahren, account.id);
  const state = deriveModulState(procedure.facts, today, settings);
  const verfuegbar =
    procedure.facts.art === 'WP'
      ? verfuegbarkeitWPAusFakten(procedure.facts, today, settings)
      : verfuegbarkeitEignungAusFakten(procedure.facts, today, settings);
  const data = { email: account.email, heute: today, modulstatus: state, verfuegbar };
  return { text: JSON.stringify(data, null, 2), data };
}

export async function protokoll(
  deps: OfficeDeps,
  args: { anzahl: number; kandidat?: string | undefined },
): Promise<OfficeOutput> {
  const account = args.kandidat ? await resolveAccount(deps.db, args.kandidat) : undefined;
  if (args.anzahl < 1) throw new OfficeError(o.anzahlUngueltig);
  const rows = await deps.db
    .select({
      id: officeActions.id,
      at: officeActions.at,
      von: officeActions.von,
      command: officeActions.command,
      email: accounts.email,
      details: officeActions.details,
    })
    .from(officeActions)
    .leftJoin(accounts, eq(accounts.id, officeActions.accountId))
    .where(account ? eq(officeActions.accountId, account.id) : undefined)
    .orderBy(desc(officeActions.id))
    .limit(args.anzahl);
  if (rows.length === 0) return { text: o.keineEintraege, data: rows };
  const text = tabelle(
    o.spaltenProtokoll,
    rows.map((r) => [
      String(r.id),
      formatZeitpunkt(r.at),
      r.von,
      r.command,
      r.email ?? '–',
      JSON.stringify(r.details),
    ]),
  );
  return { text, data: rows };
}
