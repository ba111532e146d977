import { useSyncExternalStore } from 'react';

/** SPEC §3: the bearer token lives in localStorage under auth_token. Signed in = a token exists. */
export const tokenStorageKey = 'auth_token';
const tokenChangeEvent = 'auth-token-change';

export function getToken(): string | null {
  try {
    return localStorage.getItem(tokenStorageKey);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(tokenStorageKey, token);
  window.dispatchEvent(new Event(tokenChangeEvent));
}

export function removeToken(): void {
  localStorage.removeItem(tokenStorageKey);
  window.dispatchEvent(new Event(tokenChangeEvent));
}

/** Calls `onChange` whenever the stored token is set or removed, here or in another tab. */
export function subscribeToToken(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === tokenStorageKey || event.key === null) onChange();
  };
  window.addEventListener(tokenChangeEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(tokenChangeEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token, re-rendering when it is set or removed (here or in another tab). */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getToken, () => null);
}
