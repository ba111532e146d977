import { startLocalOidcProvider } from './oidc-provider';

// The local OpenID Connect provider as a process, for the browser journeys: OIDC_PROVIDER_PORT
// and the relying party's callback (OIDC_REDIRECT_URI) from the environment; stops on SIGTERM.
const port = Number(process.env.OIDC_PROVIDER_PORT ?? 3211);
const redirectUri = process.env.OIDC_REDIRECT_URI ?? 'http://localhost:3210/api/auth/oidc/callback';

const provider = await startLocalOidcProvider({
  port,
  redirectUri,
  clientId: process.env.OIDC_CLIENT_ID ?? 'lumen-e2e',
  clientSecret: process.env.OIDC_CLIENT_SECRET ?? 'lumen-e2e-secret-0123456789abcdef',
});
console.log(`OpenID Connect provider for tests at ${provider.issuer}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void provider.close().then(() => process.exit(0));
  });
}
