import type {
  OidcAuthorization,
  OidcAuthorizationChecks,
  OidcCallbackOutcome,
  OidcProvider,
} from '@lumen/domain';
import * as client from 'openid-client';

export interface OpenIdConnectOptions {
  /** OIDC_ISSUER: its discovery document is read on first use (and again after a failure). */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** OIDC_LABEL: the button's text. */
  readonly label: string;
  /** Scopes asked for; `openid email profile` by default. */
  readonly scope?: string;
  /** How long one request to the provider may take (default 10 s). */
  readonly timeoutMs?: number;
}

/** http:// is accepted only for a provider on this machine (tests, a local provider). */
function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * An OpenID Connect provider through openid-client: discovery, the authorization-code flow
 * with PKCE (S256), state and nonce, and the ID token verified by its signature (the
 * provider's JWKS), issuer, audience, expiry and nonce.
 */
export class OpenIdConnectProvider implements OidcProvider {
  readonly issuer: string;
  readonly label: string;
  readonly #options: OpenIdConnectOptions;
  #config: Promise<client.Configuration> | undefined;

  constructor(options: OpenIdConnectOptions) {
    this.#options = options;
    this.issuer = options.issuer;
    this.label = options.label;
  }

  #configuration(): Promise<client.Configuration> {
    if (!this.#config) {
      const server = new URL(this.#options.issuer);
      const insecure = server.protocol === 'http:' && isLoopback(server);
      this.#config = client
        .discovery(
          server,
          this.#options.clientId,
          { client_secret: this.#options.clientSecret },
          client.ClientSecretPost(this.#options.clientSecret),
          {
            timeout: Math.ceil((this.#options.timeoutMs ?? 10_000) / 1000),
            execute: [
              client.enableNonRepudiationChecks,
              ...(insecure ? [client.allowInsecureRequests] : []),
            ],
          },
        )
        .catch((error: unknown) => {
          // A provider that was down is asked again on the next sign-in.
          this.#config = undefined;
          throw error;
        });
    }
    return this.#config;
  }

  async authorize(redirectUri: string): Promise<OidcAuthorization> {
    const config = await this.#configuration();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: this.#options.scope ?? 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  async complete(
    callbackUrl: string,
    redirectUri: string,
    checks: OidcAuthorizationChecks,
  ): Promise<OidcCallbackOutcome> {
    let config: client.Configuration;
    try {
      config = await this.#configuration();
    } catch (error) {
      return { ok: false, reason: 'unreachable', detail: describe(error) };
    }
    // The URL the provider redirected to, on the registered redirect URI (this server may sit
    // behind a proxy that rewrote the host): only its query is the provider's.
    const current = new URL(redirectUri);
    current.search = new URL(callbackUrl).search;
    try {
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) return { ok: false, reason: 'id_token', detail: 'no ID token' };
      return {
        ok: true,
        claims: {
          issuer: claims.iss,
          subject: claims.sub,
          email: typeof claims.email === 'string' ? claims.email : null,
          emailVerified: claims.email_verified === true,
          name: typeof claims.name === 'string' ? claims.name : null,
        },
      };
    } catch (error) {
      if (error instanceof client.AuthorizationResponseError) {
        return { ok: false, reason: 'provider_error', detail: describe(error) };
      }
      if (error instanceof client.ResponseBodyError) {
        return { ok: false, reason: 'token_exchange', detail: describe(error) };
      }
      if (error instanceof client.ClientError) {
        return { ok: false, reason: 'id_token', detail: describe(error) };
      }
      return { ok: false, reason: 'unreachable', detail: describe(error) };
    }
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const oauth = (error as { error?: unknown }).error;
  return [
    typeof code === 'string' ? code : null,
    typeof oauth === 'string' ? oauth : null,
    error.message,
  ]
    .filter(Boolean)
    .join(': ');
}
