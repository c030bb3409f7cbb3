// A software authenticator for the passkey tests (decision 0051), built on Node's crypto: an ES256 key
// pair per credential, attestation 'none', a signature counter it increases on every use. It answers
// exactly what a browser's navigator.credentials would hand to @simplewebauthn/browser.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64 = (data: Uint8Array) => Buffer.from(data).toString('base64url');

export interface SoftwarePasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  counter: number;
}

export class SoftwareAuthenticator {
  readonly passkeys: SoftwarePasskey[] = [];

  constructor(
    private readonly origin = 'https://portal.example.org',
    private readonly rpId = 'portal.example.org',
    /** false: an authenticator without a counter (always 0), as many platform passkeys are. */
    private readonly mitZaehler = true,
  ) {}

  private authData(flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(): answers a RegistrationResponseJSON for the server's options. */
  create(options: { challenge: string }, origin = this.origin) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const credentialId = randomBytes(32);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, Buffer.from(cose)]);
    const passkey = { credentialId, privateKey, counter: 0 };
    this.passkeys.push(passkey);
    const authData = this.authData(0x01 | 0x04 | 0x40, 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64(credentialId),
      rawId: b64(credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /**
   * navigator.credentials.get(): signs the challenge with the given passkey (default: the first).
   * `counter` overrides the counter sent (a clone that lags behind).
   */
  get(
    options: { challenge: string },
    opts: { passkey?: SoftwarePasskey; counter?: number; origin?: string } = {},
  ) {
    const passkey = opts.passkey ?? this.passkeys[0];
    if (!passkey) throw new Error('no passkey');
    if (this.mitZaehler) passkey.counter++;
    const counter = opts.counter ?? (this.mitZaehler ? passkey.counter : 0);
    const authData = this.authData(0x01 | 0x04, counter);
    const clientData = this.clientData('webauthn.get', options.challenge, opts.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), passkey.privateKey);
    return {
      id: b64(passkey.credentialId),
      rawId: b64(passkey.credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(signature),
      },
      clientExtensionResults: {},
    };
  }
}
