// TOTP (RFC 6238) with otpauth: SHA-1, 6 digits, 30 s – what every authenticator app understands.
// A code is accepted one step early or late (clock drift), and never twice: the accepted step is
// stored and only a later step passes (replay protection). Shared by staff logins and the candidates'
// optional second factor (issue 30 point 5); only the issuer shown in the app differs.
import { Secret, TOTP } from 'otpauth';

const period = 30;
/** The name the authenticator app shows above the code. */
export type TotpIssuer = 'Examensportal Prüfungsstelle' | 'Examensportal';

function totpFor(secretBase32: string, label: string, issuer: TotpIssuer = 'Examensportal'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh 160-bit key (RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step a code for `now` belongs to. */
const stepOf = (now: Date): number => Math.floor(now.getTime() / 1000 / period);

/** The step the code was made for (±1 around now), or null when it fits none. */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpFor(secretBase32, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : stepOf(now) + delta;
}

/** The key grouped in fours, for typing it into an app by hand. */
const groupedKey = (secretBase32: string): string => secretBase32.replace(/(.{4})(?=.)/g, '$1 ');

export interface TotpSetup {
  /** The key to type in, grouped in fours. */
  schluessel: string;
  otpauthUri: string;
  /** The QR code as an SVG data URL (img-src data: is allowed by the CSP). */
  qrCode: string;
}

export async function totpSetup(secretBase32: string, email: string, issuer: TotpIssuer): Promise<TotpSetup> {
  const otpauthUri = totpFor(secretBase32, email, issuer).toString();
  // Loaded when a second factor is set up, not at start (issue 29's idle-RSS row).
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    schluessel: groupedKey(secretBase32),
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
  };
}
