import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config';

const root = (file: string) =>
  readFileSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url)), 'utf8');

describe('every setting is documented', () => {
  const example = root('.env.example');
  const readme = root('README.md');
  const exampleNames = (text: string) =>
    [...text.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1] as string);

  it('.env.example lists each variable the server reads, commented, and names no other', () => {
    const listed = exampleNames(example.split('# --- docker compose only')[0] ?? '');
    expect(
      [...listed].sort(),
      'add the variable to .env.example (commented, with its default) and the README table',
    ).toEqual([...CONFIG_VARIABLES].sort());
    for (const line of example.split('\n').filter((l) => /^[A-Z]/.test(l))) {
      throw new Error(`.env.example sets ${line}: every line there stays commented`);
    }
  });

  it('the README configuration table names each of them', () => {
    const missing = CONFIG_VARIABLES.filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('the compose-only names are the ones docker-compose.yml reads', () => {
    const compose = root('docker-compose.yml');
    const composeOnly = exampleNames(example.split('# --- docker compose only')[1] ?? '');
    expect(composeOnly.length).toBeGreaterThan(0);
    for (const name of composeOnly) expect(compose, name).toContain(`\${${name}`);
  });
});
