import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { removeToken } from './token';

/**
 * SPEC §2: sign-out removes the stored token and reloads the page. The server is told first
 * (POST /api/auth/logout) so the token dies there too; a failed call still signs out locally.
 */
export const page = {
  /** Indirection so tests can observe the reload instead of reloading the test runner. */
  reload: () => window.location.reload(),
};

export async function signOut(reload: () => void = () => page.reload()): Promise<void> {
  try {
    await api.POST('/api/auth/logout');
  } catch {
    // An expired or unknown token is already signed out on the server.
  } finally {
    removeToken();
    reload();
  }
}

export function useSignOut(reload?: () => void) {
  return useMutation({ mutationFn: () => signOut(reload) });
}
