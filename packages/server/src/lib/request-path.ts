/**
 * A request path as the file system will see it: fully percent-decoded (`%2f` included, which
 * the router leaves encoded), or null when it is not valid UTF-8 percent-encoding (`%C0`).
 * Checks that guard files must run on this, never on the raw path.
 */
export function decodedPath(rawPath: string): string | null {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}

/**
 * Files a browser never gets from the web build: dot-paths (the build's notes in `.vite/`, any
 * `.env`-like file) and source maps (the build does not emit them; an older one might hold some).
 */
export function isPrivateBuildPath(rawPath: string): boolean {
  const decoded = decodedPath(rawPath);
  if (decoded === null) return true;
  return decoded.split(/[\\/]/).some((part) => part.startsWith('.')) || /\.map$/i.test(decoded);
}
