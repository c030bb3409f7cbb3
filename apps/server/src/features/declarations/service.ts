// The two ways a declaration arrives – JSON envelope and multipart – around the one transaction.
import type { FastifyRequest } from 'fastify';
import { messages } from '@examensportal/domain/messages';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { acceptUpload } from '../documents/intake';
import { requireArt } from '../procedure/service';
import type { AuthSession } from '../sessions/service';
import { parseErklaerung } from './envelope';
import { fingerabdruck } from './fingerprint';
import type { JsonAblauf, MultipartAblauf } from './ablaeufe/ablauf';
import { type Antwort, festhalten, findErklaerung, gespeicherteAntwort, mitIdempotenz } from './transaction';

/** POST /api/modul/{kind} with a JSON envelope. */
export async function jsonErklaerung<T>(
  ctx: AppContext,
  session: AuthSession,
  request: FastifyRequest,
  ablauf: JsonAblauf<T>,
): Promise<Antwort> {
  requireArt(session, ablauf.art);
  const { accountId } = session;
  const key = idempotencyKeyOf(request);
  const abdruck = fingerabdruck(ablauf.fingerprintKey, request.body);
  // A repetition is answered as stored, even once the term or the state has moved on.
  const frueher = await findErklaerung(ctx.db, accountId, key);
  if (frueher) return gespeicherteAntwort(frueher, abdruck);
  const angaben = parseErklaerung(ablauf.schema, ablauf.arten, request.body);
  return mitIdempotenz(ctx, accountId, key, abdruck, () =>
    ctx.db.transaction((tx) =>
      festhalten(tx, ctx, {
        accountId,
        key,
        fingerabdruck: abdruck,
        planen: (lage) => Promise.resolve(ablauf.planen(lage, angaben)),
      }),
    ),
  );
}

/** POST /api/modul/{kind} as multipart: the JSON part and the proof files, one transaction. */
export async function multipartErklaerung<T>(
  ctx: AppContext,
  session: AuthSession,
  request: FastifyRequest,
  ablauf: MultipartAblauf<T>,
): Promise<Antwort> {
  requireArt(session, ablauf.art);
  const { accountId } = session;
  const key = idempotencyKeyOf(request);
  let abdruck = '';
  return mitIdempotenz(
    ctx,
    accountId,
    key,
    () => abdruck,
    () =>
      acceptUpload(
        ctx,
        request,
        accountId,
        { lists: ablauf.listen, jsonParts: [ablauf.teil] },
        (tx, upload) => {
          const json = upload.json[ablauf.teil];
          if (json === undefined) {
            throw new HttpError(
              400,
              messages.validation.eingabenUngueltig,
              {},
              {
                [ablauf.teil]: messages.validation.pflichtfeld,
              },
            );
          }
          abdruck = fingerabdruck(
            ablauf.fingerprintKey,
            json,
            upload.files.map((file) => `${file.list}:${file.sha256}`),
          );
          return festhalten(tx, ctx, {
            accountId,
            key,
            fingerabdruck: abdruck,
            dateien: { files: upload.files, typen: ablauf.typen },
            planen: async (lage) =>
              ablauf.planen(lage, parseErklaerung(ablauf.schema, ablauf.arten, json), upload.files),
          });
        },
      ),
  );
}
