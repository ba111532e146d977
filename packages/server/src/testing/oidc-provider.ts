import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import Provider, { type KoaContext } from 'oidc-provider';

/** What a test's provider says about one of its users (the login typed on its page). */
export interface ProviderAccount {
  readonly email?: string;
  readonly email_verified?: boolean;
  readonly name?: string;
}

export interface LocalOidcProviderOptions {
  /** The relying party's callback (`<PUBLIC_URL>/api/auth/oidc/callback`). */
  readonly redirectUri: string;
  readonly clientId?: string;
  readonly clientSecret?: string;
  /** A fixed port (the e2e run's); default: a free one. */
  readonly port?: number;
}

export interface LocalOidcProvider {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The OIDC_* environment that points a server at this provider. */
  readonly env: Record<string, string>;
  /**
   * Users by the login typed on the provider's page; a login not set here is
   * `<login>@example.com`, verified.
   */
  readonly accounts: Map<string, ProviderAccount>;
  /**
   * The next ID token the token endpoint answers is re-signed with these claims changed: with
   * the provider's key, or with `foreignKey` another one under the same key id (a forgery).
   */
  tamperNextIdToken(
    change: (claims: JWTPayload) => JWTPayload,
    options?: { readonly foreignKey?: boolean },
  ): void;
  /**
   * Goes through the provider's login page as a browser would (cookies, the form, the
   * redirects) for `login`, from the authorization URL to the redirect back: that URL.
   */
  signIn(authorizationUrl: string, login: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a local port: discovery document, JWKS
 * (an RS256 key made here, so tests can sign ID tokens it would never issue), the
 * authorization-code flow with PKCE, its development login page (any login, any password).
 * The ID token carries the e-mail claims, and a first sign-in needs no consent screen.
 */
export async function startLocalOidcProvider(
  options: LocalOidcProviderOptions,
): Promise<LocalOidcProvider> {
  const clientId = options.clientId ?? 'lumen-test';
  const clientSecret = options.clientSecret ?? 'lumen-test-secret-0123456789abcdef';
  const server: Server = createServer();
  // A fixed port is known now; a free one only once listening. With a fixed port the server
  // listens after the provider is wired, so an open port means a provider that answers.
  if (options.port === undefined) await listen(server, 0);
  const port = options.port ?? (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'local-test-key', alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, ProviderAccount>();
  const { privateKey: foreignKey } = await generateKeyPair('RS256');
  const tampers: { change: (claims: JWTPayload) => JWTPayload; foreignKey: boolean }[] = [];

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['local-test-provider-cookie-key'] },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => {
        const account = accounts.get(id) ?? {};
        return {
          sub: id,
          email: account.email ?? `${id}@example.com`,
          email_verified: account.email_verified ?? true,
          ...(account.name === undefined ? { name: `User ${id}` } : { name: account.name }),
        };
      },
    }),
    // A first-party client: the grant is made at once, no consent page.
    loadExistingGrant: async (ctx: KoaContext) => {
      const { client, session, result, provider: self } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return self.Grant.find(grantId);
      const grant = new self.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  provider.use(async (ctx, next) => {
    await next();
    const tamper = ctx.path === '/token' && ctx.status === 200 ? tampers.shift() : undefined;
    const body = ctx.body as { id_token?: string } | undefined;
    if (!tamper || !body?.id_token) return;
    const claims = tamper.change(decodeJwt(body.id_token));
    body.id_token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' })
      .sign(tamper.foreignKey ? foreignKey : privateKey);
  });
  server.on('request', provider.callback());
  if (options.port !== undefined) await listen(server, options.port);

  async function signIn(authorizationUrl: string, login: string): Promise<string> {
    const cookies = new Map<string, string>();
    let url = authorizationUrl;
    let body: URLSearchParams | undefined;
    for (let step = 0; step < 12; step++) {
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(body ? { body } : {}),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, url).href;
        if (next.startsWith(options.redirectUri)) return next;
        url = next;
        body = undefined;
        continue;
      }
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (response.status !== 200 || !action) {
        throw new Error(`the provider answered ${response.status}: ${html.slice(0, 300)}`);
      }
      url = new URL(action.replaceAll('&amp;', '&'), url).href;
      body = new URLSearchParams({ prompt: 'login', login, password: 'any' });
    }
    throw new Error('the provider never redirected back');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
    },
    accounts,
    tamperNextIdToken: (change, tamperOptions) => {
      tampers.push({ change, foreignKey: tamperOptions?.foreignKey ?? false });
    },
    signIn,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}
