// Meine Daten › Erinnerungen und Kalender (issue 27 points 5 and 6, decision 0040): the switches, the
// feed address, the events for "In den Kalender übernehmen", and the feed itself.
import { API, API_BASE } from '@examensportal/domain/api';
import { serverTexte } from '@examensportal/domain/messages-server';
import { kalenderTexte } from '@examensportal/domain/messages-erinnerungen';
import {
  type ErinnerungenAntwort,
  type KalenderAdresse,
  type KalenderTermine,
  kalenderTerminIdSchema,
  kalenderTokenSchema,
  schalterPayloadSchema,
} from '@examensportal/domain/schemas/erinnerungen';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { heute } from '../procedure/service';
import { loadSettings } from '../procedure/settings';
import type { AuthSession } from '../sessions/service';
import { type KalenderEintrag, kalenderEintraege, kalenderText } from './kalender';
import { loadLage } from './lage';
import { loadSchalter, setSchalter } from './schalter';
import { accountOfToken, createZugang, zugangSeit } from './zugang';

export async function erinnerungenStand(ctx: AppContext, session: AuthSession): Promise<ErinnerungenAntwort> {
  const seit = await zugangSeit(ctx.db, session.accountId);
  return {
    schalter: await loadSchalter(ctx.db, session.accountId),
    kalenderSeit: seit ? seit.toISOString() : null,
  };
}

/** One switch; the row is the record of the change (append-only). */
export async function schalterSpeichern(
  ctx: AppContext,
  session: AuthSession,
  body: unknown,
  log: FastifyBaseLogger,
): Promise<ErinnerungenAntwort> {
  const { art, aktiv } = schalterPayloadSchema.parse(body);
  if (await setSchalter(ctx.db, session.accountId, art, aktiv, ctx.clock.now())) {
    log.info({ event: aktiv ? 'erinnerung.on' : 'erinnerung.off', art, accountId: session.accountId });
  }
  return erinnerungenStand(ctx, session);
}

const feedUrl = (ctx: AppContext, token: string) =>
  `${ctx.config.publicUrl}${API_BASE}${API.kalenderFeed.path.replace(':token', token)}`;

/** A new secret address; the old one stops at once. */
export async function adresseErzeugen(
  ctx: AppContext,
  session: AuthSession,
  log: FastifyBaseLogger,
): Promise<KalenderAdresse> {
  const now = ctx.clock.now();
  const token = await createZugang(ctx.db, session.accountId, now);
  log.info({ event: 'kalender.address_created', accountId: session.accountId });
  return { adresse: feedUrl(ctx, token), seit: now.toISOString() };
}

async function eintraegeVon(ctx: AppContext, accountId: string): Promise<KalenderEintrag[]> {
  const settings = await loadSettings(ctx.db, ctx.config.verfahren);
  const lage = await loadLage(ctx.db, accountId, settings, heute(ctx.clock));
  return lage ? kalenderEintraege(lage, ctx.messageDomain) : [];
}

export async function termineListe(ctx: AppContext, session: AuthSession): Promise<KalenderTermine> {
  const eintraege = await eintraegeVon(ctx, session.accountId);
  return {
    termine: eintraege.map((e) => ({
      id: e.id,
      art: e.termin.art,
      tag: e.termin.tag,
      beginn: e.termin.beginn,
      titel: e.titel,
      ort: e.ort,
    })),
  };
}

function sendIcs(reply: FastifyReply, text: string, dateiname: string, inline: boolean): FastifyReply {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${dateiname}"`)
    .send(text);
}

/** "In den Kalender übernehmen": one event of the candidate's own as a .ics file. */
export async function terminIcs(
  ctx: AppContext,
  session: AuthSession,
  id: string,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const gesucht = kalenderTerminIdSchema.safeParse(id);
  const eintrag = gesucht.success
    ? (await eintraegeVon(ctx, session.accountId)).find((e) => e.id === gesucht.data)
    : undefined;
  if (!eintrag) throw new HttpError(404, serverTexte.nichtGefunden);
  const text = await kalenderText(ctx.db, [eintrag], ctx.clock.now());
  return sendIcs(reply, text, kalenderTexte.dateiname(eintrag.termin.tag), false);
}

/** The feed: no session, the secret in the path; an unknown or replaced address is 404. */
export async function feed(ctx: AppContext, token: string, reply: FastifyReply): Promise<FastifyReply> {
  const gueltig = kalenderTokenSchema.safeParse(token);
  const accountId = gueltig.success ? await accountOfToken(ctx.db, gueltig.data) : undefined;
  if (!accountId) throw new HttpError(404, serverTexte.kalenderUnbekannt);
  const text = await kalenderText(ctx.db, await eintraegeVon(ctx, accountId), ctx.clock.now());
  return sendIcs(reply, text, 'examensportal.ics', true);
}
