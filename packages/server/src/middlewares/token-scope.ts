import type { TokenScope } from '@lumen/domain';

/**
 * What a personal access token's scope allows, by request. Account, password, sign-out, token
 * and operator console routes never accept a token (a leaked token must not be able to lock its
 * owner out, mint more tokens or act as an operator); generations and uploads (their input) need 'generate' or 'full'; any other read is allowed to every
 * scope; any other change needs 'full'.
 */
const SESSION_ONLY = [
  /^\/api\/admin(\/|$)/,
  /^\/api\/settings(\/|$)/,
  /^\/api\/tokens(\/|$)/,
  /^\/api\/auth\/logout$/,
  // Confirming is the owner proving it is them again: a token proves nothing.
  /^\/api\/auth\/confirm(\/|$)/,
  // The whole account's data, and leaving: a leaked token must not carry either off.
  /^\/api\/account\/export$/,
  /^\/api\/account$/,
  // Signing devices out and passkeys: a leaked token must not lock its owner out or add a way in.
  /^\/api\/account\/sessions(\/|$)/,
  /^\/api\/passkeys(\/|$)/,
] as const;
/** Changes in form only: a POST that reads (a ZIP of the chosen images), allowed to any scope. */
const READS_BY_POST = [/^\/api\/images\/saved\/download$/] as const;
/** Generations, and the pictures sent as their input. */
const GENERATION = [
  /^\/api\/generate\//,
  /^\/api\/gemini\/generate\//,
  /^\/api\/uploads\/images$/,
] as const;

export function tokenScopeAllows(scope: TokenScope, method: string, path: string): boolean {
  if (SESSION_ONLY.some((pattern) => pattern.test(path))) return false;
  if (method === 'PATCH' && path === '/api/profile') return false;
  if (method === 'GET' || method === 'HEAD') return true;
  if (method === 'POST' && READS_BY_POST.some((pattern) => pattern.test(path))) return true;
  if (GENERATION.some((pattern) => pattern.test(path))) return scope !== 'read';
  return scope === 'full';
}
