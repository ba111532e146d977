import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { meQueryKey } from './get-me';
import { setToken } from './token';

/** Where the provider's button starts: the server redirects to the provider from there. */
export const oidcStartUrl = '/api/auth/oidc/start';

/** Where to go back to after the provider, kept across its pages for this tab only. */
const returnKey = 'oidc_return';

export function rememberOidcReturn(path: string | undefined): void {
  try {
    if (path) sessionStorage.setItem(returnKey, path);
    else sessionStorage.removeItem(returnKey);
  } catch {
    // Storage refused (private mode): the dashboard is the fallback.
  }
}

export function takeOidcReturn(): string | undefined {
  try {
    const path = sessionStorage.getItem(returnKey) ?? undefined;
    sessionStorage.removeItem(returnKey);
    return path;
  } catch {
    return undefined;
  }
}

/** What the callback put after `#` on the landing page. */
export type OidcLanding =
  | { readonly kind: 'session'; readonly ticket: string }
  | { readonly kind: 'link'; readonly ticket: string; readonly email: string }
  | { readonly kind: 'linked' }
  | { readonly kind: 'error'; readonly code: string };

export function parseOidcLanding(hash: string): OidcLanding {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const ticket = params.get('ticket');
  if (ticket) return { kind: 'session', ticket };
  const link = params.get('link');
  if (link) return { kind: 'link', ticket: link, email: params.get('email') ?? '' };
  if (params.get('linked') === '1') return { kind: 'linked' };
  return { kind: 'error', code: params.get('error') ?? 'oidc_state_invalid' };
}

function useSignedIn() {
  const queryClient = useQueryClient();
  return (token: string) => {
    setToken(token);
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  };
}

/** POST /api/auth/oidc/session: the callback's ticket for a session; stores the token. */
export function useRedeemOidcTicket() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: async (ticket: string) =>
      (await api.POST('/api/auth/oidc/session', { body: { ticket } })).data!.token,
    onSuccess: signedIn,
  });
}

/** POST /api/auth/oidc/link: the existing account's password links the provider and signs in. */
export function useLinkOidcAccount() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: async (body: { ticket: string; password: string }) =>
      (await api.POST('/api/auth/oidc/link', { body })).data!.token,
    onSuccess: signedIn,
  });
}

/**
 * Settings' "Link <provider>": the provider's URL for a flow bound to this session (POST
 * /api/auth/oidc/link-start). A 403 `confirmation_required` asks the owner to confirm first.
 */
export async function startOidcLink(): Promise<string> {
  return (await api.POST('/api/auth/oidc/link-start')).data!.url;
}
