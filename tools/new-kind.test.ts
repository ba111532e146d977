import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { scaffoldKind } from './new-kind/new-kind';

// `npm run new:kind` run into a copy of the files it edits, so the repository stays as it is.

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');

const EDITED = [
  'packages/domain/src/generation/kinds.ts',
  'packages/adapters/src/generation/kind-generators.ts',
  'packages/server/src/routes/generate/generate.routes.ts',
];

/** What `--screen` edits besides. */
const WEB_EDITED = [
  'packages/web/src/config/generators.ts',
  'packages/web/src/config/generator-icons.tsx',
  'packages/web/src/lib/i18n/domain-messages.ts',
  'packages/web/src/locales/en.json',
  'packages/web/src/locales/es.json',
];

const CREATED = [
  'packages/domain/src/generation/music-options.ts',
  'packages/domain/src/generation/music.generation.ts',
  'packages/domain/src/generation/music.generation.test.ts',
  'packages/adapters/src/generation/demo-music.generator.ts',
  'packages/adapters/src/generation/demo-music.generator.test.ts',
];

const copies: string[] = [];
function copyOfRepo(): string {
  const root = mkdtempSync(join(tmpdir(), 'new-kind-'));
  copies.push(root);
  for (const file of [...EDITED, ...WEB_EDITED]) cpSync(join(repo, file), join(root, file));
  return root;
}
const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');

afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('npm run new:kind', () => {
  it('creates the kind’s files and gives the table, the ports and the routes their line', () => {
    const root = copyOfRepo();
    const result = scaffoldKind({ name: 'music', root });
    expect(result.created).toEqual(CREATED);
    expect(result.edited).toEqual(EDITED);
    for (const file of CREATED) expect(existsSync(join(root, file)), file).toBe(true);
    const kinds = read(root, 'packages/domain/src/generation/kinds.ts');
    // The table's last entry: its key is the generation type, and its modules are exported with it.
    expect(kinds).toMatch(
      /rewrite: entry[\s\S]*music: entry\(\{\n\s+kind: musicGeneration,[\s\S]*mode: 'sync',\n {2}\}\),\n\} as const;/,
    );
    expect(kinds).toContain(
      "export * from './music-options';\nexport * from './music.generation';",
    );
    expect(read(root, 'packages/adapters/src/generation/kind-generators.ts')).toMatch(
      /rewrite: \[[^\]]*\],\n\s+music: \[new DemoMusicGenerator\(\)\],\n\s+\};\n\}/,
    );
    expect(read(root, 'packages/server/src/routes/generate/generate.routes.ts')).toContain(
      "path: '/generate/music',",
    );
  });

  it('with --screen, writes the screen, its route module, its generator entry and its words', () => {
    const root = copyOfRepo();
    const result = scaffoldKind({ name: 'music', root, screen: true });
    expect(result.edited).toEqual([...EDITED, ...WEB_EDITED]);
    expect(result.created).toEqual([
      ...CREATED,
      'packages/web/src/features/music-generator/api/generate-music.ts',
      'packages/web/src/features/music-generator/components/music-generator-form.tsx',
      'packages/web/src/features/music-generator/components/music-generator-screen.tsx',
      'packages/web/src/features/music-generator/components/music-generator.test.tsx',
      'packages/web/src/app/routes/generate-music.tsx',
    ]);
    const generators = read(root, 'packages/web/src/config/generators.ts');
    expect(generators).toMatch(/export type GeneratorId = [^;]*\| 'music';/);
    expect(generators).toContain("  music: '/generate/music',\n} as const");
    expect(generators).toMatch(
      /id: 'music',\n\s+href: generatorPaths\.music,\n\s+screen: 'generate-music',/,
    );
    expect(read(root, 'packages/web/src/lib/i18n/domain-messages.ts')).toContain(
      "music: { id: 'creations.type.music' },",
    );
    for (const locale of ['en', 'es']) {
      const words = JSON.parse(read(root, `packages/web/src/locales/${locale}.json`));
      expect(words['musicGenerator.title']).toBe('Music generator');
      expect(words['app.name']).toBe('Lumen Studio');
    }
    expect(
      read(root, 'packages/web/src/features/music-generator/components/music-generator.test.tsx'),
    ).toMatch(/expect\.fail\(\s*'fill me in: /);
  });

  it('leaves tests that fail until the kind is filled in', () => {
    const root = copyOfRepo();
    scaffoldKind({ name: 'music', root });
    for (const test of CREATED.filter((file) => file.endsWith('.test.ts'))) {
      expect(read(root, test)).toMatch(/expect\.fail\(\s*'fill me in: /);
    }
  });

  it('answers a job kind 202: its route names no 200 answer', () => {
    const root = copyOfRepo();
    scaffoldKind({ name: 'podcast', root, mode: 'job' });
    expect(read(root, 'packages/domain/src/generation/kinds.ts')).toContain("mode: 'job',");
    const routes = read(root, 'packages/server/src/routes/generate/generate.routes.ts');
    expect(routes).toContain("operationId: 'generatePodcast',");
    expect(routes).not.toContain("name: 'GeneratedPodcast'");
  });

  it('writes nothing on a dry run', () => {
    const root = copyOfRepo();
    const before = EDITED.map((file) => read(root, file));
    const result = scaffoldKind({ name: 'music', root, dryRun: true });
    expect(result.created).toEqual(CREATED);
    expect(EDITED.map((file) => read(root, file))).toEqual(before);
    for (const file of CREATED) expect(existsSync(join(root, file)), file).toBe(false);
  });

  it('refuses a kind that exists and a name that cannot be a generation type', () => {
    const root = copyOfRepo();
    expect(() => scaffoldKind({ name: 'image', root })).toThrow('The kind image exists already');
    expect(() => scaffoldKind({ name: 'Music!', root })).toThrow('lowercase letters');
    expect(read(root, 'packages/domain/src/generation/kinds.ts')).toBe(
      read(repo, 'packages/domain/src/generation/kinds.ts'),
    );
  });
});
