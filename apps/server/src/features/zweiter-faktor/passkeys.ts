// Passkeys (WebAuthn) as the candidates' second factor (issue 30 point 5, decision 0051), with
// @simplewebauthn/server: registering one or more in Meine Daten, checking one (the login's second step,
// access-data changes, removing a passkey). Challenges are stored in the database, single-use and
// short-lived; the library checks origin, RP id, signature and counter (clone detection); our update of
// the counter is conditional, so two answers with the same counter never both pass.
import { zweiterFaktor as t } from '@examensportal/domain/messages-zweiter-faktor';
import type {
  PasskeyAntwort,
  PasskeyEintrag,
  PasskeyHinzufuegen,
  PasskeyOptionen,
} from '@examensportal/domain/schemas/zweiter-faktor';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { recordStaffAction } from '../staff/audit';
import type { AuthSession } from '../sessions/service';
import {
  claimCounter,
  deletePasskey,
  findPasskey,
  insertPasskey,
  listPasskeys,
  storeChallenge,
  takeChallenge,
  type Zweck,
} from './passkey-repo';

/** Who acts in the Protokoll when the candidates themselves change their passkeys. */
const KANDIDAT = 'Kandidatin oder Kandidat (Meine Daten)';

/**
 * The library, loaded on the first passkey call: it is about 11 MB resident, and most processes see no
 * passkey for a long while after their start (issue 29, idle memory).
 */
const load = () => Promise.all([import('@simplewebauthn/server'), import('@simplewebauthn/server/helpers')]);
let library: ReturnType<typeof load> | undefined;
const webauthn = () => (library ??= load());

const RP_NAME = 'Examensportal';

export const passkeyEintrag = (row: Awaited<ReturnType<typeof listPasskeys>>[number]): PasskeyEintrag => ({
  id: row.id,
  name: row.name,
  erstelltAm: row.createdAt.toISOString(),
  zuletztVerwendetAm: row.lastUsedAt?.toISOString() ?? null,
});

/** The challenge inside an answer's clientDataJSON (the library checks it again against ours). */
async function challengeOf(clientDataJSON: string): Promise<string | undefined> {
  const [, { isoBase64URL }] = await webauthn();
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

/** Options for the browser to create a new passkey (excluding the ones the account has). */
export async function registrierungsOptionen(
  ctx: AppContext,
  session: AuthSession,
): Promise<PasskeyOptionen> {
  const [{ generateRegistrationOptions }, { isoUint8Array }] = await webauthn();
  const vorhandene = await listPasskeys(ctx.db, session.accountId);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: ctx.config.webauthn.rpId,
    userName: session.email,
    userID: isoUint8Array.fromUTF8String(session.accountId),
    attestationType: 'none',
    excludeCredentials: vorhandene.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await storeChallenge(ctx.db, session.accountId, 'registrierung', options.challenge, ctx.clock.now());
  return { ...options };
}

export async function passkeyHinzufuegen(
  ctx: AppContext,
  session: AuthSession,
  payload: PasskeyHinzufuegen,
  log: FastifyBaseLogger,
): Promise<PasskeyEintrag> {
  const [{ verifyRegistrationResponse }, { isoBase64URL }] = await webauthn();
  const now = ctx.clock.now();
  const challenge = await challengeOf(payload.antwort.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(ctx.db, session.accountId, 'registrierung', challenge, now))) {
    throw new HttpError(400, t.passkeyAnfrageAbgelaufen);
  }
  const verification = await verifyRegistrationResponse({
    response: payload.antwort as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: ctx.config.webauthn.origins,
    expectedRPID: ctx.config.webauthn.rpId,
    requireUserVerification: false,
  }).catch((error: unknown) => {
    log.warn({ event: 'passkey.registration_rejected', accountId: session.accountId, err: error });
    return undefined;
  });
  if (!verification?.verified) throw new HttpError(400, t.passkeyFalsch);
  const { credential } = verification.registrationInfo;
  const eintrag = await ctx.db.transaction(async (tx) => {
    const created = await insertPasskey(tx, {
      accountId: session.accountId,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: payload.name,
      createdAt: now,
    });
    if (!created) throw new HttpError(409, t.passkeyBereitsVorhanden);
    await recordStaffAction(
      tx,
      {
        wer: KANDIDAT,
        quelle: 'browser',
        aktion: 'kandidat.passkey.hinzugefuegt',
        accountId: session.accountId,
        nachher: { passkey: created.id, name: payload.name },
      },
      now,
    );
    return { id: created.id, name: payload.name, erstelltAm: now.toISOString(), zuletztVerwendetAm: null };
  });
  log.info({ event: 'account.passkey_added', accountId: session.accountId });
  return eintrag;
}

/** Options for the browser to sign a challenge with one of the account's passkeys. */
export async function anmeldeOptionen(
  ctx: AppContext,
  accountId: string,
  zweck: Exclude<Zweck, 'registrierung'>,
): Promise<PasskeyOptionen> {
  const passkeys = await listPasskeys(ctx.db, accountId);
  if (passkeys.length === 0) throw new HttpError(409, t.keinPasskey);
  const [{ generateAuthenticationOptions }] = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: ctx.config.webauthn.rpId,
    allowCredentials: passkeys.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransport[],
    })),
    userVerification: 'preferred',
  });
  await storeChallenge(ctx.db, accountId, zweck, options.challenge, ctx.clock.now());
  return { ...options };
}

/**
 * Whether the answer proves one of the account's passkeys: its challenge was handed out for this
 * purpose and is taken now, the library verifies the signature, origin, RP id and counter, and the new
 * counter is claimed. A counter that did not grow is a cloned authenticator: refused and logged.
 */
export async function checkPasskey(
  ctx: AppContext,
  accountId: string,
  antwort: PasskeyAntwort,
  zweck: Exclude<Zweck, 'registrierung'>,
  now: Date,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<boolean> {
  const [{ verifyAuthenticationResponse }, { isoBase64URL }] = await webauthn();
  const challenge = await challengeOf(antwort.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(ctx.db, accountId, zweck, challenge, now))) return false;
  const passkey = await findPasskey(ctx.db, accountId, antwort.id);
  if (!passkey) return false;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: antwort as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: ctx.config.webauthn.origins,
      expectedRPID: ctx.config.webauthn.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
    return verified && (await claimCounter(ctx.db, passkey, authenticationInfo.newCounter, now));
  } catch (error) {
    const clone = error instanceof Error && error.message.includes('counter');
    log?.warn({ event: clone ? 'passkey.counter_not_increased' : 'passkey.rejected', accountId, err: error });
    return false;
  }
}

export async function passkeyEntfernt(
  ctx: AppContext,
  session: AuthSession,
  id: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await deletePasskey(tx, session.accountId, id);
    if (!row) throw new HttpError(404, t.passkeyNichtGefunden);
    await recordStaffAction(
      tx,
      {
        wer: KANDIDAT,
        quelle: 'browser',
        aktion: 'kandidat.passkey.entfernt',
        accountId: session.accountId,
        vorher: { passkey: row.id, name: row.name },
      },
      now,
    );
  });
  log.info({ event: 'account.passkey_removed', accountId: session.accountId });
}
