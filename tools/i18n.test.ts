import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The web app's messages through @formatjs/cli, the way `npm run i18n:*` in packages/web runs
 * it: every id the source uses is extracted, en and es must both hold every one of them (and
 * no other), es must be structurally the same ICU as en, and the compiled catalogues the app
 * loads must be what `formatjs compile` makes of the catalogues today.
 */
const web = resolve(import.meta.dirname, '../packages/web');
const formatjs = resolve(import.meta.dirname, '../node_modules/.bin/formatjs');
const locales = join(web, 'src/locales');
const languages = ['en', 'es'] as const;

type Catalogue = Record<string, string>;
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const catalogue = (language: string) => readJson<Catalogue>(join(locales, `${language}.json`));

/** Runs a `formatjs` command in packages/web; the exit status and everything it printed. */
function run(args: string[]) {
  const result = spawnSync(formatjs, args, { cwd: web, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The package's own npm script, so that the test checks exactly what developers run. */
function script(name: string): string {
  const command = readJson<{ scripts: Record<string, string> }>(join(web, 'package.json')).scripts[
    name
  ];
  if (!command) throw new Error(`packages/web has no "${name}" script`);
  return command;
}

/** `formatjs a "b c" d && formatjs …` → the argument lists of each formatjs call. */
function formatjsCalls(command: string): string[][] {
  return command.split('&&').map((call) => {
    const words = [...call.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');
    expect(words[0]).toBe('formatjs');
    return words.slice(1);
  });
}

/**
 * `formatjs extract` over the source: the ids it found, and the places where it met an id it
 * could not read (a variable or template where a literal should be).
 */
function extract() {
  const [args = []] = formatjsCalls(script('i18n:extract'));
  const out = join(mkdtempSync(join(tmpdir(), 'lumen-i18n-')), 'extracted.json');
  const result = spawnSync(formatjs, [...args, '--out-file', out], { cwd: web, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  const unreadable = [
    ...result.stderr.matchAll(/(src\/\S+?):\d+:\d+ \[FormatJS\] `id` must be a string literal/g),
  ]
    .map((m) => m[1])
    .sort();
  return { ids: Object.keys(readJson<Record<string, unknown>>(out)).sort(), unreadable };
}

describe('messages extracted from the source with formatjs extract', () => {
  const { ids, unreadable } = extract();

  test('every id is written where it is used, so extraction sees it', () => {
    // PageTitle passes its `id` prop on; its callers are extracted (--additional-component-names).
    // Anywhere else, declare the messages with defineMessages and pass the descriptors.
    expect(unreadable).toEqual(['src/components/page-title.tsx']);
  });

  test('a template id is reported, a defineMessages id is extracted', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lumen-i18n-'));
    const file = join(dir, 'probe.tsx');
    writeFileSync(
      file,
      [
        "import { defineMessages, useIntl } from 'react-intl';",
        "const m = defineMessages({ a: { id: 'probe.declared' } });",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe's own source text
        'export const f = (k: string) => useIntl().formatMessage({ id: `probe.${k}` });',
      ].join('\n'),
    );
    const result = run(['extract', file]);
    expect(result.output).toContain('`id` must be a string literal');
    expect(result.output).toContain('probe.declared');
  });

  test.each(languages)('the %s catalogue holds exactly the extracted ids', (language) => {
    const held = Object.keys(catalogue(language)).sort();
    expect({ missing: ids.filter((id) => !held.includes(id)) }).toEqual({ missing: [] });
    expect({ unused: held.filter((id) => !ids.includes(id)) }).toEqual({ unused: [] });
  });
});

describe('formatjs verify: es against the source locale en', () => {
  test('no id missing, none extra, every message structurally the same ICU', () => {
    const [args = []] = formatjsCalls(script('i18n:verify'));
    const result = run(args);
    expect(result.output.trim()).toBe('');
    expect(result.status).toBe(0);
  });

  test('it does catch a missing id and a dropped argument', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lumen-i18n-'));
    const en = catalogue('en');
    const es: Catalogue = { ...catalogue('es') };
    delete es['app.name'];
    es['header.credits'] = '{n, plural, one {# crédito} other {# créditos}}';
    writeFileSync(join(dir, 'en.json'), JSON.stringify(en));
    writeFileSync(join(dir, 'es.json'), JSON.stringify(es));
    const result = run(
      ['verify', '--source-locale', 'en', '--missing-keys', '--structural-equality'].concat([
        join(dir, 'en.json'),
        join(dir, 'es.json'),
      ]),
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('app.name');
    expect(result.output).toContain('header.credits');
  });
});

describe.each(languages)('no %s message is empty', (language) => {
  test('every value has text', () => {
    const empty = Object.entries(catalogue(language)).filter(([, text]) => !text.trim());
    expect(empty).toEqual([]);
  });
});

describe('compiled catalogues (formatjs compile --ast, in parts) are up to date', () => {
  // The package's script, writing to a scratch directory instead of src/locales/compiled.
  const command = script('i18n:compile').split(' ');
  expect(command.slice(0, 1)).toEqual(['tsx']);
  const out = mkdtempSync(join(tmpdir(), 'lumen-compiled-'));
  execFileSync(
    resolve(import.meta.dirname, '../node_modules/.bin/tsx'),
    [...command.slice(1), '--out', out],
    { cwd: web, encoding: 'utf8' },
  );
  const partNames = ['shell', 'account', 'screens'] as const;
  const part = (dir: string, language: string, name: (typeof partNames)[number]) =>
    readJson<Record<string, unknown>>(join(dir, `${language}.${name}.json`));

  test.each(languages)(
    'src/locales/compiled/%s.{shell,account,screens}.json are what compile makes today',
    (language) => {
      // Stale? Run `npm run i18n:compile -w @lumen/web` (the web build runs it too).
      for (const name of partNames) {
        expect(part(join(locales, 'compiled'), language, name)).toEqual(part(out, language, name));
      }
    },
  );

  test.each(languages)('%s: the parts hold every id exactly once', (language) => {
    const ids = partNames.flatMap((name) => Object.keys(part(out, language, name)));
    expect(ids.sort()).toEqual(Object.keys(catalogue(language)).sort());
  });

  test('the shell holds what every page, home and not-found draw; the account part the account forms', () => {
    const shell = part(out, 'en', 'shell');
    const account = part(out, 'en', 'account');
    for (const id of ['header.signIn', 'footer.contact', 'home.hero.title', 'notFound.title']) {
      expect(shell, id).toHaveProperty([id]);
    }
    for (const id of ['signin.title', 'signup.title', 'reset.title']) {
      expect(account, id).toHaveProperty([id]);
    }
    for (const id of ['imageGenerator.title', 'dashboard.balance', 'savedTexts.title']) {
      expect(shell, id).not.toHaveProperty([id]);
      expect(account, id).not.toHaveProperty([id]);
    }
  });
});
