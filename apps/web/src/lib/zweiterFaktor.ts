// The proof of the second factor as the candidate's forms send it (decisions 0042, 0051): the typed code
// or recovery code, or – with a passkey and nothing typed – the passkey the browser asks. Shared by the
// access-data page and Meine Daten.
import { nachweisAus, type FaktorNachweis } from '@examensportal/domain/schemas/zweiter-faktor';
import { toErrorPayload, type ApiErrorPayload } from './api';
import { toast } from './toast';

/** A passkey that was not used (cancelled, refused, unsupported) or a failed call: one German text. */
export const passkeyFehlerText = (error: unknown): string =>
  error instanceof Error && error.name === 'PasskeyAbgebrochen'
    ? error.message
    : toErrorPayload(error).message;

/** The account's second factors: a code from an app, passkeys (decision 0051). */
export interface Faktoren {
  totp: boolean;
  passkey: boolean;
}
export const keineFaktoren: Faktoren = { totp: false, passkey: false };

/**
 * The proof sent with an access-data change: the typed code or recovery code; with a passkey and
 * nothing typed, the browser asks the passkey (decision 0051). null (and a message) when it did not.
 */
export async function faktorBeweis(
  nachweis: string | undefined,
  faktoren: Faktoren,
): Promise<FaktorNachweis | null> {
  const getippt = nachweisAus(nachweis);
  if (Object.keys(getippt).length > 0 || !faktoren.passkey) return getippt;
  try {
    const { passkeyNachweis } = await import('./passkey');
    return { passkey: await passkeyNachweis() };
  } catch (error) {
    toast.error(passkeyFehlerText(error));
    return null;
  }
}

/** The server names the field 'code', 'wiederherstellungscode' or 'passkey'; the form has one field for all. */
export const nachweisFehler = (payload: ApiErrorPayload | undefined) => {
  const fehler = payload?.fieldErrors;
  const text = fehler?.code ?? fehler?.wiederherstellungscode ?? fehler?.passkey;
  return text && fehler ? { ...fehler, nachweis: text } : fehler;
};
