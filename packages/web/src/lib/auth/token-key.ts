/** SPEC §3: the bearer token lives in localStorage under auth_token. Signed in = a token exists. */
export const tokenStorageKey = 'auth_token';
