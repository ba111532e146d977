/**
 * `npm run i18n:compile`: the catalogues as ICU ASTs (`formatjs compile --ast`, so the app ships
 * no ICU parser), each language in two parts:
 * - `<language>.shell.json`, the words of what every page draws (header, footer, banners, the
 *   menus that load on first use) and of the screens that need nothing more (`shellScreens`:
 *   home, the account forms, not found). English's is in the entry; it is all a visitor of those
 *   pages downloads.
 * - `<language>.screens.json`, every other word: loaded with any other screen, before it draws.
 * Which words are the shell's is read from the code, not kept by hand: the modules reachable from
 * main.tsx and those screens (static and dynamic imports; the router's glob of screens is not
 * followed), and the ids formatjs extracts from them. Nothing is left to chance at run time: a
 * word a shell module uses is in the shell part by construction.
 *
 * `--out <dir>` writes elsewhere (the test compares that with the committed files).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { shellScreens } from '../src/config/paths';

const web = path.resolve(import.meta.dirname, '..');
const root = path.resolve(web, '../..');
const languages = ['en', 'es'] as const;

const outFlag = process.argv.indexOf('--out');
const outDir = outFlag > 0 ? path.resolve(process.argv[outFlag + 1] ?? '') : undefined;
const out = outDir ?? path.join(web, 'src/locales/compiled');

const formatjs = path.join(root, 'node_modules/.bin/formatjs');
const work = mkdtempSync(path.join(tmpdir(), 'lumen-catalogues-'));

/** Every module of the web's sources that the shell reaches. */
async function shellModules(): Promise<string[]> {
  const roots = [
    'packages/web/src/main.tsx',
    ...[...shellScreens].map((screen) => `packages/web/src/app/routes/${screen}.tsx`),
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

try {
  const modules = await shellModules();
  const extracted = path.join(work, 'shell-ids.json');
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
  const shellIds = new Set(Object.keys(JSON.parse(readFileSync(extracted, 'utf8'))));

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
    const missing = [...shellIds].filter((id) => !(id in catalogue));
    if (missing.length) throw new Error(`not in ${language}.json: ${missing.join(', ')}`);
    const part = (inShell: boolean) =>
      Object.fromEntries(Object.entries(catalogue).filter(([id]) => shellIds.has(id) === inShell));
    writeFileSync(
      path.join(out, `${language}.shell.json`),
      `${JSON.stringify(part(true), null, 2)}\n`,
    );
    writeFileSync(
      path.join(out, `${language}.screens.json`),
      `${JSON.stringify(part(false), null, 2)}\n`,
    );
  }
  console.log(
    `compiled ${languages.join(', ')}: ${shellIds.size} words in the shell (${modules.length} modules), the rest with the screens`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
