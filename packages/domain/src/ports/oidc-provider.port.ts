/**
 * What one authorization request keeps server-side until its callback: the `state` it is
 * found by, the `nonce` the ID token must carry and the PKCE verifier of the code challenge.
 */
export interface OidcAuthorizationChecks {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

export interface OidcAuthorization extends OidcAuthorizationChecks {
  /** Where the browser goes: the provider's authorization endpoint with the request. */
  readonly url: string;
}

/** The verified ID token's claims this app uses. */
export interface OidcIdentityClaims {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly name: string | null;
}

/**
 * Why a callback was refused, for the log only (the user reads one clear message):
 * the provider's error answer, a code the token endpoint refused (used, expired, not ours),
 * or an ID token that failed a check (signature, issuer, audience, expiry, nonce).
 */
export type OidcRefusal = 'provider_error' | 'token_exchange' | 'id_token' | 'unreachable';

export type OidcCallbackOutcome =
  | { readonly ok: true; readonly claims: OidcIdentityClaims }
  | { readonly ok: false; readonly reason: OidcRefusal; readonly detail: string };

/**
 * One OpenID Connect provider (OIDC_ISSUER), through the authorization-code flow with PKCE,
 * state and nonce.
 */
export interface OidcProvider {
  readonly issuer: string;
  /** The button's text ("Google"). */
  readonly label: string;
  /** A fresh request: new state, nonce and PKCE verifier each time. */
  authorize(redirectUri: string): Promise<OidcAuthorization>;
  /**
   * Exchanges the callback's code (with the PKCE verifier) and verifies the ID token against
   * the checks kept for its state; never throws for a refusal.
   */
  complete(
    /** The callback's full URL, as the browser requested it (its code, state or error). */
    callbackUrl: string,
    redirectUri: string,
    checks: OidcAuthorizationChecks,
  ): Promise<OidcCallbackOutcome>;
}
