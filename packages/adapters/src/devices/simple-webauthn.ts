import type { CeremonyOptions, VerifiedRegistration, WebAuthn } from '@lumen/domain';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';

export interface SimpleWebAuthnOptions {
  /** The address users reach the site at (PUBLIC_URL): its origin and host are the relying party's. */
  publicUrl: string;
  /** The name authenticators show for the site. */
  rpName?: string;
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));
const transportsOf = (list: readonly string[]) => list as AuthenticatorTransport[];

/**
 * WebAuthn by @simplewebauthn/server, for the relying party PUBLIC_URL names: its hostname is
 * the rpID, its origin the only one accepted. Passkeys are discoverable (resident keys
 * required) so the sign-in page asks for no address; user verification is preferred, as
 * authenticators without a PIN or biometrics are still passkeys.
 */
export class SimpleWebAuthn implements WebAuthn {
  readonly #rpId: string;
  readonly #origin: string;
  readonly #rpName: string;

  constructor(options: SimpleWebAuthnOptions) {
    const url = new URL(options.publicUrl);
    this.#rpId = url.hostname;
    this.#origin = url.origin;
    this.#rpName = options.rpName ?? 'Lumen Studio';
  }

  async registrationOptions(input: {
    userId: string;
    userName: string;
    displayName: string;
    exclude: readonly { credentialId: string; transports: readonly string[] }[];
  }): Promise<CeremonyOptions> {
    const options = await generateRegistrationOptions({
      rpName: this.#rpName,
      rpID: this.#rpId,
      userID: new TextEncoder().encode(input.userId),
      userName: input.userName,
      userDisplayName: input.displayName,
      attestationType: 'none',
      excludeCredentials: input.exclude.map((c) => ({
        id: c.credentialId,
        transports: transportsOf(c.transports),
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    return options as unknown as CeremonyOptions;
  }

  async verifyRegistration(
    response: unknown,
    expectedChallenge: string,
  ): Promise<VerifiedRegistration | null> {
    try {
      const result = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge,
        expectedOrigin: this.#origin,
        expectedRPID: this.#rpId,
        requireUserVerification: false,
      });
      if (!result.verified || !result.registrationInfo) return null;
      const { credential } = result.registrationInfo;
      return {
        credentialId: credential.id,
        publicKey: base64url(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
      };
    } catch {
      // A malformed or forged answer is a failed verification, not a server error.
      return null;
    }
  }

  async authenticationOptions(
    allow: readonly { credentialId: string; transports: readonly string[] }[] = [],
  ): Promise<CeremonyOptions> {
    const options = await generateAuthenticationOptions({
      rpID: this.#rpId,
      allowCredentials: allow.map((c) => ({
        id: c.credentialId,
        transports: transportsOf(c.transports),
      })),
      userVerification: 'preferred',
    });
    return options as unknown as CeremonyOptions;
  }

  async verifyAuthentication(
    response: unknown,
    expectedChallenge: string,
    credential: {
      credentialId: string;
      publicKey: string;
      counter: number;
      transports: readonly string[];
    },
  ): Promise<{ newCounter: number } | null> {
    try {
      const result = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: this.#origin,
        expectedRPID: this.#rpId,
        credential: {
          id: credential.credentialId,
          publicKey: bytesOf(credential.publicKey),
          counter: credential.counter,
          transports: transportsOf(credential.transports),
        },
        requireUserVerification: false,
      });
      return result.verified ? { newCounter: result.authenticationInfo.newCounter } : null;
    } catch {
      return null;
    }
  }
}
