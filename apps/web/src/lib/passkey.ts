// Passkeys in the browser (decision 0051): @simplewebauthn/browser turns the server's options into the
// browser's WebAuthn call and its answer into JSON. The library is imported only when a passkey is used,
// never with an entry chunk (the /login budget has no room, decision 0021).
import { API, apiPath } from '@examensportal/domain/api';
import { zweiterFaktor as t } from '@examensportal/domain/messages-zweiter-faktor';
import {
  passkeyOptionenSchema,
  type PasskeyAntwort,
  type PasskeyOptionen,
  type PasskeyRegistrierung,
} from '@examensportal/domain/schemas/zweiter-faktor';
import { api, parseAntwort } from './api';

/** The browser refused or the person cancelled: one German text, the details stay in the console. */
class PasskeyAbgebrochen extends Error {
  override name = 'PasskeyAbgebrochen';
  constructor(cause: unknown) {
    super(cause === t.passkeyNichtUnterstuetzt ? t.passkeyNichtUnterstuetzt : t.passkeyAbgebrochen, {
      cause,
    });
  }
}

const browser = () => import('@simplewebauthn/browser');

/** Signs the server's challenge with one of the account's passkeys. */
export async function passkeySignieren(options: PasskeyOptionen): Promise<PasskeyAntwort> {
  const { browserSupportsWebAuthn, startAuthentication } = await browser();
  if (!browserSupportsWebAuthn()) throw new PasskeyAbgebrochen(t.passkeyNichtUnterstuetzt);
  try {
    const antwort = await startAuthentication({ optionsJSON: options as never });
    return antwort as PasskeyAntwort;
  } catch (error) {
    throw new PasskeyAbgebrochen(error);
  }
}

/** Creates a new passkey for the server's options. */
export async function passkeyErstellen(options: PasskeyOptionen): Promise<PasskeyRegistrierung> {
  const { browserSupportsWebAuthn, startRegistration } = await browser();
  if (!browserSupportsWebAuthn()) throw new PasskeyAbgebrochen(t.passkeyNichtUnterstuetzt);
  try {
    const antwort = await startRegistration({ optionsJSON: options as never });
    return antwort as PasskeyRegistrierung;
  } catch (error) {
    throw new PasskeyAbgebrochen(error);
  }
}

/** In a session: a fresh challenge from the server, signed – the proof for access data or removal. */
export async function passkeyNachweis(): Promise<PasskeyAntwort> {
  const options = parseAntwort(passkeyOptionenSchema, await api.post(apiPath(API.passkeyNachweis)));
  return passkeySignieren(options);
}
