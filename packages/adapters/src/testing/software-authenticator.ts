import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

type CborValue = Parameters<typeof isoCBOR.encode>[0];

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/**
 * A passkey authenticator in software, for route tests: one ES256 discoverable credential, user
 * present and verified, attestation 'none'. It answers the server's options the way a browser
 * hands an authenticator's answer over (RegistrationResponseJSON, AuthenticationResponseJSON).
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  readonly #keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  #counter = 0;
  #userHandle = '';

  constructor(private readonly origin: string) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  #rpIdHash(): Buffer {
    return sha256(new URL(this.origin).hostname);
  }

  #clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to registration options (`challenge`, `user.id`), from `origin` (default the site's). */
  register(options: Record<string, unknown>, origin = this.origin) {
    const challenge = String(options.challenge);
    this.#userHandle = String((options.user as { id?: string } | undefined)?.id ?? '');
    const jwk = this.#keys.publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.#rpIdHash(),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      Buffer.from(cose),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CborValue>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.#clientData('webauthn.create', challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** The answer to authentication options (`challenge`), signed with the credential's key. */
  authenticate(options: Record<string, unknown>, origin = this.origin) {
    this.#counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.#counter);
    const authData = Buffer.concat([this.#rpIdHash(), Buffer.from([0x05]), counter]);
    const clientData = this.#clientData('webauthn.get', String(options.challenge), origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      this.#keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.#userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
