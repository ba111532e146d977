import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { insertBefore, webEdits, webFiles } from './web-files';

/**
 * `npm run new:kind -- <name> [--job] [--screen] [--dry-run]`: the files a new kind of
 * generation needs, each compiling, each test failing with a "fill me in" assertion until the
 * kind is written. The kind is one entry of each layer's table (ARCHITECTURE.md, "Adding a
 * kind"); `--screen` also writes its web screen of its own (`web-files.ts`).
 */

export interface ScaffoldOptions {
  /** The kind's name: lowercase letters and digits (the generations row's `generation_type`). */
  readonly name: string;
  /** The repository's root (a copy in tests). */
  readonly root: string;
  /** `job`: answers 202 with the generation's id (a long job, like video); default `sync`. */
  readonly mode?: 'sync' | 'job';
  /** Also the web screen of its own: its feature, route module, generator entry and words. */
  readonly screen?: boolean;
  /** Only answers what would be written. */
  readonly dryRun?: boolean;
}

export interface ScaffoldResult {
  /** New files, relative to the root. */
  readonly created: readonly string[];
  /** Existing files given the kind's line(s), relative to the root. */
  readonly edited: readonly string[];
}

const NAME = /^[a-z][a-z0-9]{1,15}$/;

/** The new files, by path: each a compiling placeholder or a failing test. */
function newFiles(name: string): Record<string, string> {
  const Pascal = `${name[0]?.toUpperCase()}${name.slice(1)}`;
  const UPPER = name.toUpperCase();
  return {
    [`packages/domain/src/generation/${name}-options.ts`]: `/** What a ${name} generation can be asked for. */

/** ${Pascal} models: the local \`demo\` model first (the embedded profile needs no key). */
export const ${UPPER}_MODELS = ['demo'] as const;
export type ${Pascal}Model = (typeof ${UPPER}_MODELS)[number];
export const DEFAULT_${UPPER}_MODEL: ${Pascal}Model = 'demo';

/** Credits one ${name} generation costs (fill in the kind's price rule, SPEC §9). */
export const ${UPPER}_COST = 1;

/** The price rule: what the server debits and the screen shows. */
export const ${name}Cost = (): number => ${UPPER}_COST;
`,
    [`packages/domain/src/generation/${name}.generation.ts`]: `import { z } from 'zod';
import { DomainError } from '../shared/errors';
import type { Generator } from '../ports/generator.port';
import { promptSchema } from '../validation/generation.schema';
import {
  DEFAULT_${UPPER}_MODEL,
  ${UPPER}_MODELS,
  type ${Pascal}Model,
  ${name}Cost,
} from './${name}-options';
import type { GenerationKind } from './generation-kind';

/** POST /api/generate/${name}: what the kind is asked (its options go here). */
export const ${name}GenerationSchema = z.object({
  prompt: promptSchema,
  model: z.enum(${UPPER}_MODELS).default(DEFAULT_${UPPER}_MODEL),
});
export type ${Pascal}GenerationRequest = z.infer<typeof ${name}GenerationSchema>;

/** What a ${name} generator is handed. */
export interface ${Pascal}GenerationInput {
  readonly prompt: string;
}

/** What the model makes (media: its bytes and content type, stored in \`store\`). */
export interface Generated${Pascal}Data {
  readonly text: string;
}

export type ${Pascal}Generator = Generator<${Pascal}GenerationInput, Generated${Pascal}Data, ${Pascal}Model>;

/** The answer: the result, the charge and the model. */
export const generated${Pascal}Schema = z.object({
  result: z.string(),
  creditsUsed: z.number().int(),
  remainingCredits: z.number().int(),
  model: z.enum(${UPPER}_MODELS),
});
export type Generated${Pascal} = z.infer<typeof generated${Pascal}Schema>;

/** The row's parameters as \`parameters\` keeps them: what \`reserved\` reads back. */
const reserved${Pascal} = z.object({ model: z.enum(${UPPER}_MODELS) });

export const ${name}Generation: GenerationKind<{
  request: ${Pascal}GenerationRequest;
  input: ${Pascal}GenerationInput;
  output: Generated${Pascal}Data;
  model: ${Pascal}Model;
  result: string;
  answer: Generated${Pascal};
}> = {
  type: '${name}',
  chooseModel: (request, configured) =>
    configured.includes(request.model) ? request.model : undefined,
  missingModelName: (request) => request.model,
  cost: () => ${name}Cost(),
  prompt: (request) => request.prompt,
  parameters: (_request, model) => ({ model }),
  reserved({ prompt, parameters }) {
    const kept = reserved${Pascal}.safeParse(parameters);
    if (!kept.success) return null;
    return { model: kept.data.model, input: { prompt } };
  },
  async store(output) {
    if (!output.text) throw new DomainError('generation_failed', 'The model returned nothing');
    return output.text;
  },
  completedRow: (result) => ({ parameters: { result } }),
  recordedResult: (parameters) =>
    typeof parameters.result === 'string' ? parameters.result : null,
  answer: (result, charge) => ({ result, ...charge }),
};
`,
    [`packages/domain/src/generation/${name}.generation.test.ts`]: `import { describe, expect, it } from 'vitest';
import { ${name}Generation } from './${name}.generation';

describe('${name}Generation', () => {
  it('prices a request, keeps what its job runs and answers the stored result', () => {
    expect(${name}Generation.type).toBe('${name}');
    expect.fail(
      'fill me in: the cost rule, the parameters the row keeps, what \`reserved\` reads back, what \`store\` keeps',
    );
  });
});
`,
    [`packages/adapters/src/generation/demo-${name}.generator.ts`]: `import type {
  Generated${Pascal}Data,
  ${Pascal}GenerationInput,
  ${Pascal}Generator,
} from '@lumen/domain';

/** The demo ${name} model: works offline, so the embedded profile needs no key. */
export class Demo${Pascal}Generator implements ${Pascal}Generator {
  readonly model = 'demo' as const;

  isAvailable(): boolean {
    return true;
  }

  async generate(input: ${Pascal}GenerationInput): Promise<Generated${Pascal}Data> {
    return { text: input.prompt };
  }
}
`,
    [`packages/adapters/src/generation/demo-${name}.generator.test.ts`]: `import { describe, expect, it } from 'vitest';
import { Demo${Pascal}Generator } from './demo-${name}.generator';

describe('Demo${Pascal}Generator', () => {
  it('makes the ${name} offline', async () => {
    const made = await new Demo${Pascal}Generator().generate({ prompt: 'a test prompt' });
    expect(made).toBeDefined();
    expect.fail('fill me in: what the demo model makes of a request, checked like a real one');
  });
});
`,
  };
}

interface Edit {
  readonly file: string;
  /** Applies the kind's line(s) to the file's text; throws when its anchor is missing. */
  apply(text: string): string;
}

/** The existing files given the kind's line(s). */
function edits(name: string, mode: 'sync' | 'job'): Edit[] {
  const Pascal = `${name[0]?.toUpperCase()}${name.slice(1)}`;
  const UPPER = name.toUpperCase();
  return [
    {
      file: 'packages/domain/src/generation/kinds.ts',
      apply: (text) => {
        const file = 'packages/domain/src/generation/kinds.ts';
        const exported = insertBefore(
          text,
          '\n/**\n * How a kind',
          `export * from './${name}-options';\nexport * from './${name}.generation';\n`,
          file,
        );
        const imported = insertBefore(
          exported,
          "import type { GenerationKind, GenerationKindTypes } from './generation-kind';",
          `import { ${UPPER}_MODELS } from './${name}-options';\nimport {\n  generated${Pascal}Schema,\n  ${name}Generation,\n  ${name}GenerationSchema,\n} from './${name}.generation';\n`,
          file,
        );
        return insertBefore(
          imported,
          '} as const;\n\nexport type GenerationKinds',
          `  ${name}: entry({\n    kind: ${name}Generation,\n    request: ${name}GenerationSchema,\n    answer: generated${Pascal}Schema,\n    models: ${UPPER}_MODELS,\n    media: {},\n    mode: '${mode}',\n  }),\n`,
          file,
        );
      },
    },
    {
      file: 'packages/adapters/src/generation/kind-generators.ts',
      apply: (text) => {
        const file = 'packages/adapters/src/generation/kind-generators.ts';
        const imported = insertBefore(
          text,
          "import { DemoEditGenerator } from './demo-edit.generator';",
          `import { Demo${Pascal}Generator } from './demo-${name}.generator';\n`,
          file,
        );
        return insertBefore(
          imported,
          /\n\s*\};\n\}\s*$/,
          `\n    ${name}: [new Demo${Pascal}Generator()],`,
          file,
        );
      },
    },
    {
      file: 'packages/server/src/routes/generate/generate.routes.ts',
      apply: (text) => {
        const file = 'packages/server/src/routes/generate/generate.routes.ts';
        const start = text.indexOf('export const GENERATION_ROUTES = [');
        if (start < 0) throw new Error(`${file}: no GENERATION_ROUTES`);
        const answer =
          mode === 'sync'
            ? `    answer: { name: 'Generated${Pascal}', description: 'The ${name}' },\n`
            : '';
        const entry = `  spec({\n    kind: '${name}',\n    path: '/generate/${name}',\n    operationId: 'generate${Pascal}',\n    summary: 'Generate ${name} (say with which models)',\n    description: \`\${FLOW} Say what it costs and what the answer holds.\`,\n    body: ownBody('${name}', '${Pascal}GenerationRequest'),\n    example: { prompt: 'A lighthouse at dawn, soft mist over the sea', model: 'demo' },\n${answer}  }),\n`;
        const end = text.indexOf('] as const;', start);
        if (end < 0) throw new Error(`${file}: no end of GENERATION_ROUTES`);
        return text.slice(0, end) + entry + text.slice(end);
      },
    },
  ];
}

export function scaffoldKind(options: ScaffoldOptions): ScaffoldResult {
  const { name, root } = options;
  const mode = options.mode ?? 'sync';
  if (!NAME.test(name)) {
    throw new Error(
      `A kind's name is 2–16 lowercase letters or digits, starting with a letter: ${name}`,
    );
  }
  const kinds = readFileSync(join(root, 'packages/domain/src/generation/kinds.ts'), 'utf8');
  if (new RegExp(`^  ${name}: entry\\(`, 'm').test(kinds)) {
    throw new Error(`The kind ${name} exists already`);
  }
  const files = { ...newFiles(name), ...(options.screen ? webFiles(name) : {}) };
  for (const file of Object.keys(files)) {
    if (existsSync(join(root, file))) throw new Error(`${file} exists already`);
  }
  // Every edit is worked out before anything is written: a missing anchor changes nothing.
  const edited = [...edits(name, mode), ...(options.screen ? webEdits(name) : [])].map(
    ({ file, apply }) => {
      const before = readFileSync(join(root, file), 'utf8');
      const after = apply(before);
      if (after === before) throw new Error(`${file}: cannot find where the new kind goes`);
      return { file, after };
    },
  );
  if (!options.dryRun) {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    for (const { file, after } of edited) writeFileSync(join(root, file), after);
  }
  return { created: Object.keys(files), edited: edited.map(({ file }) => file) };
}

function main(argv: readonly string[]) {
  const name = argv.find((arg) => !arg.startsWith('--'));
  if (!name) {
    console.error('Usage: npm run new:kind -- <name> [--job] [--screen] [--dry-run]');
    process.exit(2);
  }
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const dryRun = argv.includes('--dry-run');
  const result = scaffoldKind({
    name,
    root,
    mode: argv.includes('--job') ? 'job' : 'sync',
    screen: argv.includes('--screen'),
    dryRun,
  });
  const verb = dryRun ? 'would' : '';
  for (const file of result.created) console.log(`${verb ? 'would create' : 'created'} ${file}`);
  for (const file of result.edited) console.log(`${verb ? 'would edit' : 'edited'}  ${file}`);
  if (!dryRun) {
    // The templates' long lines wrapped as the repository formats them.
    spawnSync('npx', ['biome', 'check', '--write', ...result.created, ...result.edited], {
      cwd: root,
      stdio: 'inherit',
    });
    console.log(`
Next: fill in the kind (its options, price, generator output, answer) until its tests pass, then
  npm run openapi -w @lumen/server && npm run gen:api -w @lumen/client
  (cd packages/web && npm run i18n:compile)   # with --screen: its words, in English in es too
and its Gemini model by hand, and the screen with --screen or by hand (ARCHITECTURE.md,
"Adding a kind", 5 and 8-14).`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
