import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';

const PACKAGES = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the production entry is written; the image runs `node` on it. */
export const BUNDLE_OUTFILE = path.join(PACKAGES, 'server/dist/main.js');

/**
 * The operator's commands, bundled beside it (`node packages/server/dist/backup.js`), so the
 * image, which has no TypeScript transpiler, can back up and restore too.
 */
export const BUNDLED_SCRIPTS = ['backup', 'restore'] as const;

/** The workspace packages the server is made of: their TypeScript sources go into the bundle. */
const BUNDLED_WORKSPACES = ['server', 'adapters', 'domain'] as const;

/**
 * The npm packages the server's code imports: the `dependencies` (never devDependencies) of the
 * bundled workspaces, less the workspaces themselves. They stay outside the bundle and are
 * installed by `npm ci --omit=dev`: native addons (argon2, sqlite3, sharp), packages that load
 * files beside their own code at run time (swagger-ui-dist, pino's transports) and sequelize's
 * dialect drivers, which it requires by name.
 */
export function runtimeDependencies(): string[] {
  const names = new Set<string>();
  for (const workspace of BUNDLED_WORKSPACES) {
    const manifest = JSON.parse(
      readFileSync(path.join(PACKAGES, workspace, 'package.json'), 'utf8'),
    ) as { dependencies?: Record<string, string> };
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      if (!name.startsWith('@lumen/')) names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * Bundles `packages/server/src/main.ts` (and the scripts above, each its own file) with the
 * domain and adapters sources into one ES module for Node 24, so production runs plain `node` without a TypeScript transpiler. The file keeps
 * the depth of `src/` inside the server package, so paths it computes from its own URL (the web
 * build at `../../web/dist`) point where they did.
 */
export async function bundleServer(outfile = BUNDLE_OUTFILE): Promise<Metafile> {
  const external = runtimeDependencies().flatMap((name) => [name, `${name}/*`]);
  const result = await build({
    entryPoints: {
      [path.basename(outfile, '.js')]: path.join(PACKAGES, 'server/src/main.ts'),
      ...Object.fromEntries(
        BUNDLED_SCRIPTS.map((name) => [name, path.join(PACKAGES, `server/src/scripts/${name}.ts`)]),
      ),
    },
    outdir: path.dirname(outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    // Bundled CommonJS (if any) may call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __lumenCreateRequire } from 'node:module'; const require = __lumenCreateRequire(import.meta.url);",
    },
  });
  return result.metafile;
}

/** The bare package names the bundle leaves to node_modules (Node's built-ins excluded). */
export function externalPackages(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const entry of output.imports) {
      if (!entry.external || isBuiltin(entry.path)) continue;
      const parts = entry.path.split('/');
      names.add(entry.path.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string));
    }
  }
  return [...names].sort();
}
