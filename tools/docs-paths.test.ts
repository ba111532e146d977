import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The architecture documents are a map: every file or folder they name in backticks must exist,
 * so a rename that forgets the map fails here instead of leaving a reader lost. A name may be
 * written from the repository's root (`packages/web/src/boot.ts`) or from inside a package
 * (`use-cases/deps.ts`): it counts when some file's path is it, starts with it (a folder) or
 * ends with it.
 */
const root = resolve(import.meta.dirname, '..');
const documents = ['ARCHITECTURE.md', 'docs/decisions.md'];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

/** What the documents name that a build or a run makes, or that belongs to a dependency. */
const NOT_IN_THE_REPOSITORY = [
  'dist/',
  'packages/server/dist/',
  '.vite/',
  '.tools/',
  'DATA_DIR/',
  'node_modules/',
  'react-dom/',
  'metadata.',
];

/** The backticked names in a document that read as paths of this repository. */
function namedPaths(markdown: string): string[] {
  const names = new Set<string>();
  for (const [, inner] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const name = (inner ?? '').trim();
    if (/[\s<>*{}$:=,()'"|]/.test(name)) continue; // commands, templates, globs, code
    if (name.startsWith('/') || name.startsWith('@')) continue; // API paths and packages
    // A bare file name is a file's name somewhere (an archive entry, a build output), not a path.
    if (!name.includes('/') || NOT_IN_THE_REPOSITORY.some((prefix) => name.startsWith(prefix))) {
      continue;
    }
    if (!/^[\w./-]+$/.test(name)) continue;
    names.add(name.replace(/\/$/, ''));
  }
  return [...names];
}

function exists(name: string): boolean {
  return files.some(
    (file) =>
      file === name ||
      file.startsWith(`${name}/`) ||
      file.endsWith(`/${name}`) ||
      file.includes(`/${name}/`),
  );
}

describe('paths named by the architecture documents', () => {
  test.each(documents)('%s names only paths that exist', (document) => {
    const names = namedPaths(readFileSync(resolve(root, document), 'utf8'));
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !exists(name))).toEqual([]);
  });

  test('a missing path is reported', () => {
    expect(namedPaths('see `packages/domain/src/nothing-here.ts` and `npm run x`')).toEqual([
      'packages/domain/src/nothing-here.ts',
    ]);
    expect(exists('packages/domain/src/nothing-here.ts')).toBe(false);
    expect(exists('use-cases/deps.ts')).toBe(true);
  });
});
