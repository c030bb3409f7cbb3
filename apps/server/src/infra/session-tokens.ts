import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { isUuid } from '@examensportal/domain/uuid';

export const sessionTyp = 'examensportal-session+jwt';
export const audience = 'examensportal';
export const absoluteLifetimeMs = 12 * 3_600_000;

/** Staff of the examination office (issue 15): a token audience and type of their own. */
const staffAudience = 'examensportal-pruefungsstelle';
const staffSessionTyp = 'examensportal-staff-session+jwt';

/** Which side a token is for: a candidate token never passes a staff check and the other way round. */
export interface TokenKind {
  audience: string;
  typ: string;
}
const candidateTokens: TokenKind = { audience, typ: sessionTyp };
export const staffTokens: TokenKind = { audience: staffAudience, typ: staffSessionTyp };
/** The login's pending second step (decision 0042): names no session, only the account that passed the password. */
export const loginStepTokens: TokenKind = {
  audience: 'examensportal-anmeldeschritt',
  typ: 'examensportal-login-step+jwt',
};
/** A pending second step lapses after five minutes. */
export const loginStepLifetimeMs = 5 * 60_000;

/** Verified tokens kept per SessionTokens (about 0.5 KiB each). */
const maxVerified = 10_000;

export interface SessionClaims {
  accountId: string;
  sessionId: string;
}

/**
 * HS256 only, explicitly typed (RFC 8725 §3.11), with issuer and audience. The token only names a
 * session; whether it is still valid is decided by the session table.
 */
export class SessionTokens {
  /**
   * @param previous JWT_SECRET_PREVIOUS during a key rotation: tokens signed with it are still
   * accepted (sessions survive the switch), new ones are always signed with `secret`.
   */
  constructor(
    private readonly secret: Uint8Array,
    private readonly issuer: string,
    private readonly previous?: Uint8Array,
    private readonly kind: TokenKind = candidateTokens,
    private readonly lifetimeMs: number = absoluteLifetimeMs,
  ) {}

  sign(claims: SessionClaims, now: Date): Promise<string> {
    const seconds = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: this.kind.typ })
      .setSubject(claims.accountId)
      .setIssuer(this.issuer)
      .setAudience(this.kind.audience)
      .setIssuedAt(seconds)
      .setNotBefore(seconds)
      .setExpirationTime(seconds + this.lifetimeMs / 1000)
      .sign(this.secret);
  }

  /**
   * Tokens whose signature and claims were checked, with their validity window (issue 29: the HMAC
   * through WebCrypto and the claim checks were a twentieth of an authenticated read). A token's
   * verdict depends only on the key and the time, and the time is checked again on every hit; whether
   * its session still counts is decided elsewhere, on every request.
   */
  private readonly verified = new Map<string, SessionClaims & { nbf: number; exp: number }>();

  /** The claims of a valid token, or null (never throws). */
  async verify(token: string, now: Date): Promise<SessionClaims | null> {
    const seconds = now.getTime() / 1000;
    const known = this.verified.get(token);
    if (known) {
      if (known.nbf <= seconds && seconds < known.exp) {
        return { accountId: known.accountId, sessionId: known.sessionId };
      }
      this.verified.delete(token);
    }
    const claims =
      (await this.verifyWith(this.secret, token, now)) ??
      (this.previous ? await this.verifyWith(this.previous, token, now) : null);
    if (claims) {
      if (this.verified.size >= maxVerified) {
        const oldest = this.verified.keys().next().value;
        if (oldest !== undefined) this.verified.delete(oldest);
      }
      const { nbf, exp } = decodeJwt(token);
      if (typeof nbf === 'number' && typeof exp === 'number')
        this.verified.set(token, { ...claims, nbf, exp });
    }
    return claims;
  }

  private async verifyWith(secret: Uint8Array, token: string, now: Date): Promise<SessionClaims | null> {
    try {
      // Only the two header fields we write: no kid, jku, jwk, x5u, crit or b64 games.
      const header = decodeProtectedHeader(token);
      if (Object.keys(header).some((key) => key !== 'alg' && key !== 'typ')) return null;
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        issuer: this.issuer,
        audience: this.kind.audience,
        typ: this.kind.typ,
        currentDate: now,
        requiredClaims: ['sub', 'sid', 'iat', 'exp', 'nbf'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      if (!isUuid(payload.sub) || !isUuid(payload.sid)) return null;
      return { accountId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}
