/**
 * `npm run i18n:compile`: the catalogues as ICU ASTs (`formatjs compile --ast`, so the app ships
 * no ICU parser), each language in three parts (`cataloguePartScreens` in config/paths.ts):
 * - `<language>.shell.json`, the words of what every page draws (header, footer, banners, the
 *   menus that load on first use) and of the screens that need nothing more (home, not found).
 *   English's is in the entry; it is all a visitor of those pages downloads.
 * - `<language>.account.json`, the further words of the account forms (sign in, sign up, reset
 *   password), loaded with them.
 * - `<language>.screens.json`, every other word: loaded with any other screen, before it draws.
 * Which words are in which part is read from the code, not kept by hand: the modules reachable
 * from main.tsx and a part's screens (static and dynamic imports; the router's glob of screens is
 * not followed), and the ids formatjs extracts from them. Nothing is left to chance at run time:
 * a word a module of a part uses is in that part (or the shell) by construction.
 *
 * `--out <dir>` writes elsewhere (the test compares that with the committed files).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { cataloguePartScreens } from '../src/config/paths';

const web = path.resolve(import.meta.dirname, '..');
const root = path.resolve(web, '../..');
const languages = ['en', 'es'] as const;

const outFlag = process.argv.indexOf('--out');
const outDir = outFlag > 0 ? path.resolve(process.argv[outFlag + 1] ?? '') : undefined;
const out = outDir ?? path.join(web, 'src/locales/compiled');

const formatjs = path.join(root, 'node_modules/.bin/formatjs');
const work = mkdtempSync(path.join(tmpdir(), 'lumen-catalogues-'));

/** Every module of the web's sources that `screens` (and main.tsx, when asked) reach. */
async function modulesReached(screens: string[], withMain: boolean): Promise<string[]> {
  const roots = [
    ...(withMain ? ['packages/web/src/main.tsx'] : []),
    ...screens.map((screen) => `packages/web/src/app/routes/${screen}.tsx`),
  ];
  const result = await cruise(roots, {
    baseDir: root,
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    // The `@/` import alias.
    tsConfig: { fileName: path.join(web, 'tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  });
  if (typeof result.output === 'string') throw new Error('unexpected string output');
  return result.output.modules
    .map((module) => module.source)
    .filter(
      (source) =>
        source.startsWith('packages/web/src/') &&
        /\.tsx?$/.test(source) &&
        !/\.(test|stories)\.tsx?$/.test(source),
    )
    .sort();
}

/** The message ids formatjs extracts from `modules`. */
function idsIn(modules: string[], name: string): Set<string> {
  const extracted = path.join(work, `${name}-ids.json`);
  execFileSync(
    formatjs,
    [
      'extract',
      ...modules.map((module) => path.join(root, module)),
      '--additional-component-names',
      'PageTitle',
      '--out-file',
      extracted,
    ],
    { cwd: web, stdio: 'inherit' },
  );
  return new Set(Object.keys(JSON.parse(readFileSync(extracted, 'utf8'))));
}

try {
  const shellModules = await modulesReached(cataloguePartScreens.shell, true);
  const shellIds = idsIn(shellModules, 'shell');
  const accountIds = new Set(
    [...idsIn(await modulesReached(cataloguePartScreens.account, false), 'account')].filter(
      (id) => !shellIds.has(id),
    ),
  );

  mkdirSync(out, { recursive: true });
  for (const language of languages) {
    const compiled = path.join(work, `${language}.json`);
    execFileSync(
      formatjs,
      [
        'compile',
        path.join(web, `src/locales/${language}.json`),
        '--format',
        'simple',
        '--ast',
        '--out-file',
        compiled,
      ],
      { cwd: web, stdio: 'inherit' },
    );
    const catalogue = JSON.parse(readFileSync(compiled, 'utf8')) as Record<string, unknown>;
    const missing = [...shellIds, ...accountIds].filter((id) => !(id in catalogue));
    if (missing.length) throw new Error(`not in ${language}.json: ${missing.join(', ')}`);
    const partOf = (id: string) =>
      shellIds.has(id) ? 'shell' : accountIds.has(id) ? 'account' : 'screens';
    for (const part of ['shell', 'account', 'screens']) {
      const words = Object.fromEntries(
        Object.entries(catalogue).filter(([id]) => partOf(id) === part),
      );
      writeFileSync(
        path.join(out, `${language}.${part}.json`),
        `${JSON.stringify(words, null, 2)}\n`,
      );
    }
  }
  console.log(
    `compiled ${languages.join(', ')}: ${shellIds.size} words in the shell (${shellModules.length} modules), ${accountIds.size} more for the account forms, the rest with the other screens`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
